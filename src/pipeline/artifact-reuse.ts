import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ChangeFormatStatusCommand } from '../builds/change-format-status.command';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import type { Artifact, BuildLog, BuildRequestedData, Format } from '../domain/build';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { BuildView, Collections, FormatView } from '../../projections/read-model-types';
import { ARTIFACT_STORE, ArtifactStore } from '../artifacts/artifact-store.port';
import { artifactBytes } from '../artifacts/artifact-copy';
import { writeLogFile } from './build-log';
import { changeFormatStatus } from './change-format-status';
import { newWorkFolder, ownerTag } from './render-leftovers';

/** A completed format of an earlier build of the same commit, made from the same inputs. */
export interface ReuseCandidate {
  build: number;
  format: FormatView & { artifact: Artifact };
}

/** An earlier build's artifact, stored again for this build: what completing the format by reuse records. */
export interface ReusedArtifact {
  fromBuild: number;
  artifact: Artifact;
  log: BuildLog;
  message?: string;
}

/**
 * Reuse of an unchanged commit (issue 17, item 4): an earlier completed build of the same commit whose artifact
 * recorded the same inputs id gave the bytes this format would get, so its stored file is stored again under
 * this build (a hard link on disk) and checked against its recorded SHA-256 (a tampered or missing file is not
 * reused). Used by the dispatcher when a build is requested, without a worker slot, and by the worker for a
 * format that could not be decided then (an EPUB waiting for its build's PDF).
 */
@Injectable()
export class ArtifactReuse {
  private readonly logger = new Logger('ArtifactReuse');
  private readonly owner = ownerTag();

  constructor(
    @Inject(ARTIFACT_STORE) private readonly artifacts: ArtifactStore,
    @Inject(READ_MODEL_STORE) private readonly readModels: ReadModelStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  /** Completed formats of earlier builds of the same commit whose artifact recorded these inputs, newest first. */
  async candidates(build: BuildRequestedData, format: Format, inputs: string): Promise<ReuseCandidate[]> {
    const earlier = await this.readModels.find<BuildView>(Collections.builds, {
      where: { projectId: build.projectId, commit: build.commit },
      orderBy: [['id', 'desc']],
      limit: 50,
    });
    return earlier.flatMap((candidate) => {
      if (candidate.id === build.buildId) return [];
      const found = candidate.formats.find(
        (f): f is FormatView & { artifact: Artifact } =>
          f.format === format && f.status === 'completed' && f.artifact?.inputs === inputs,
      );
      return found ? [{ build: candidate.id, format: found }] : [];
    });
  }

  /**
   * This build's copy of the first candidate whose stored file still has its recorded SHA-256; null when none
   * has. Only the process that moved the format to `working` may call it: the copy goes where its artifact goes.
   */
  async take(
    build: BuildRequestedData,
    format: Format,
    inputs: string,
    candidates: ReuseCandidate[],
  ): Promise<ReusedArtifact | null> {
    for (const { build: fromBuild, format: found } of candidates) {
      const key = `builds/${build.buildId}/${format}/${found.artifact.fileName}`;
      const size = await this.artifacts.duplicate(found.artifact.file, key);
      if (size === null) continue;
      const sha256 = await this.artifacts.sha256(key);
      if (sha256 !== found.artifact.sha256) {
        await this.artifacts.remove(key);
        this.logger.warn(
          `build ${fromBuild} ${format}: the stored artifact no longer matches its SHA-256; rendering anew`,
        );
        continue;
      }
      const log = await this.reusedLog(build, format, fromBuild, found).catch(async (error: unknown) => {
        await this.artifacts.remove(key);
        throw error;
      });
      return {
        fromBuild,
        artifact: { ...found.artifact, file: key, size, sha256, inputs },
        log,
        ...(found.message !== undefined ? { message: found.message } : {}),
      };
    }
    return null;
  }

  /**
   * Moves a queued format to `working` for this process: the one transition only one process can make, so only
   * one copies an artifact into the build. False when the format was no longer queued.
   */
  claim(build: BuildRequestedData, format: Format, correlationId: string): Promise<boolean> {
    return this.change(
      new ChangeFormatStatusCommand(build.buildId, format, 'working', undefined, undefined, correlationId),
    );
  }

  /**
   * Records the working format completed with `reused`. False, with the copy removed, when the format had
   * already moved on (cancelled, say).
   */
  async complete(
    build: BuildRequestedData,
    format: Format,
    reused: ReusedArtifact,
    correlationId: string,
  ): Promise<boolean> {
    const completed = await this.change(
      new ChangeFormatStatusCommand(
        build.buildId,
        format,
        'completed',
        reused.message,
        reused.artifact,
        correlationId,
        'worker',
        reused.log,
        reused.fromBuild,
      ),
    );
    if (!completed) await this.drop(reused);
    return completed;
  }

  private change(command: ChangeFormatStatusCommand): Promise<boolean> {
    return changeFormatStatus(this.commands, command);
  }

  /** Removes what `take` stored. */
  async drop(reused: ReusedArtifact): Promise<void> {
    await this.artifacts.remove(reused.artifact.file);
    await this.artifacts.remove(reused.log.file);
  }

  /** The reused format's log: where it came from, then the earlier render's log. */
  private async reusedLog(
    build: BuildRequestedData,
    format: Format,
    fromBuild: number,
    earlier: FormatView,
  ): Promise<BuildLog> {
    const text = earlier.log
      ? ((await artifactBytes(this.artifacts, earlier.log.file))?.toString('utf8') ?? '')
      : '';
    const header =
      `Octavo build ${build.buildId} · ${format} · ${build.project} · branch ${build.branch} · commit ${build.commit}\n` +
      `Reused from build ${fromBuild}: same commit, configuration and renderer version, so the same bytes; its log follows.\n\n`;
    const folder = await newWorkFolder(this.config.dataDir, `${build.buildId}-${format}-reused`, this.owner);
    try {
      const { size, sha256 } = await writeLogFile(join(folder, 'build.log'), header + text);
      const key = `builds/${build.buildId}/${format}/build.log`;
      await this.artifacts.put(key, join(folder, 'build.log'));
      return { file: key, size, sha256, warnings: earlier.log?.warnings ?? 0 };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
