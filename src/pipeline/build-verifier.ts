import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { GitRepositories } from '../../git';
import { BuildView } from '../../projections/read-model-types';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { ServerPaths } from '../core/server-paths';
import type { BuildRequestedData, Format, FormatStatusChangedData } from '../domain/build';
import { isBuildEvent } from '../domain/build';
import { streams } from '../domain/event-types';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { ArtifactDifference, firstDifference } from './artifact-difference';
import { copyArtifactToFile } from '../artifacts/artifact-copy';
import { ARTIFACT_STORE, ArtifactStore } from '../artifacts/artifact-store.port';
import { sha256OfFile } from './build-log';
import { newWorkFolder, ownerTag } from './render-leftovers';
import { currentInputsId } from './render-inputs';
import { RenderThreadPool } from './render-thread-pool';

/**
 * `match`: stored file, recorded SHA-256 and a fresh render agree. `not_reproducible`: MOBI, whose stored
 * file can only be checked against the SHA-256 the event recorded (Calibre writes times and random ids).
 * `not_built`: the format did not complete in that build. `error`: it could not be rendered again.
 */
export type VerifyResult = 'match' | 'mismatch' | 'not_reproducible' | 'not_built' | 'error';

export interface FormatVerification {
  format: Format;
  result: VerifyResult;
  /** The SHA-256 in the `FormatStatusChanged` event that completed the format. */
  recordedSha256?: string;
  /** The stored file's SHA-256 now; absent when the file is gone. */
  storedSha256?: string;
  renderedSha256?: string;
  difference?: ArtifactDifference;
  /** Why the result is what it is, in words. */
  message: string;
}

export interface BuildVerification {
  buildId: number;
  commit: string;
  /** `mismatch` when any format is `mismatch` or `error`. */
  result: 'match' | 'mismatch';
  formats: FormatVerification[];
}

/**
 * Renders a build's commit again aside (issue 17) and compares with what the build stored and recorded.
 * Read-only towards the build: nothing is appended to the log, nothing is written to the artifact store or
 * the read models. Renders in a pool of one thread of its own, so verifying never takes a build's worker.
 */
@Injectable()
export class BuildVerifier implements OnApplicationShutdown {
  private readonly threads: RenderThreadPool;
  private readonly owner = ownerTag();
  private readonly paths: ServerPaths;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(ARTIFACT_STORE) private readonly artifacts: ArtifactStore,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {
    this.threads = new RenderThreadPool(git, { size: 1 });
    this.paths = new ServerPaths(config.dataDir);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.threads.close();
  }

  async verify(view: BuildView): Promise<BuildVerification> {
    const history = await this.events.readStream(streams.build(view.id));
    const first = history[0];
    if (!first || !isBuildEvent(first) || first.type !== 'BuildRequested')
      throw new Error(`build ${view.id} has no BuildRequested event`);
    const build = first.data;
    const completions = new Map<Format, FormatStatusChangedData>();
    for (const event of history) {
      if (isBuildEvent(event) && event.type === 'FormatStatusChanged' && event.data.status === 'completed')
        completions.set(event.data.format, event.data);
    }
    const workDir = await newWorkFolder(this.config.dataDir, `${view.id}-verify`, this.owner);
    try {
      const verified = new Map<Format, FormatVerification & { renderedFile?: string }>();
      // The PDF first: the build's EPUB carries the pages of the build's PDF, so it is rendered again with the
      // PDF rendered again here (the same bytes, when the PDF is reproducible).
      const order = [...build.formats].sort((a, b) => Number(b === 'pdf') - Number(a === 'pdf'));
      let freshPdf: { file: string; sha256: string } | undefined;
      for (const format of order) {
        const printEdition = format === 'epub' && completions.has('pdf') ? freshPdf : undefined;
        const result = await this.verifyFormat(
          build,
          format,
          completions.get(format),
          join(workDir, format),
          printEdition,
        );
        if (format === 'pdf' && result.renderedFile && result.renderedSha256)
          freshPdf = { file: result.renderedFile, sha256: result.renderedSha256 };
        verified.set(format, result);
      }
      const formats = build.formats.map((format) => {
        const { renderedFile, ...shown } = verified.get(format)!;
        void renderedFile;
        return shown;
      });
      const failed = formats.some((f) => f.result === 'mismatch' || f.result === 'error');
      return { buildId: view.id, commit: build.commit, result: failed ? 'mismatch' : 'match', formats };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async verifyFormat(
    build: BuildRequestedData,
    format: Format,
    completed: FormatStatusChangedData | undefined,
    workDir: string,
    printEdition?: { file: string; sha256: string },
  ): Promise<FormatVerification & { renderedFile?: string }> {
    const artifact = completed?.artifact;
    if (!artifact)
      return { format, result: 'not_built', message: 'did not complete in this build: nothing to verify' };
    await mkdir(join(workDir, 'render'), { recursive: true });
    const recordedSha256 = artifact.sha256;
    const storedFile = join(workDir, `stored-${artifact.fileName}`);
    const storedSha256 = await copyArtifactToFile(this.artifacts, artifact.file, storedFile);
    const base = { format, recordedSha256, ...(storedSha256 ? { storedSha256 } : {}) };
    if (!storedSha256) return { ...base, result: 'mismatch', message: 'the stored file is gone' };
    const storedAsRecorded = storedSha256 === recordedSha256;
    const tampered = storedAsRecorded
      ? ''
      : `the stored file's SHA-256 (${short(storedSha256)}) is not the one recorded when it completed (${short(recordedSha256)})`;

    if (format === 'mobi') {
      return storedAsRecorded
        ? {
            ...base,
            result: 'not_reproducible',
            message:
              'Calibre writes times and random ids; SHA-256 of the stored file checked against the event: same',
          }
        : { ...base, result: 'mismatch', message: `not reproducible, and ${tampered}` };
    }

    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error('time limit reached')),
      this.config.formatTimeoutMs,
    );
    let rendered;
    try {
      rendered = await this.threads.render(
        {
          build,
          format,
          workDir: join(workDir, 'render'),
          ...(printEdition ? { printEdition: printEdition.file } : {}),
        },
        controller.signal,
      );
    } catch (error) {
      const why = this.paths.scrub((error as Error)?.message ?? String(error), [[workDir, '']]);
      return { ...base, result: 'error', message: `could not be rendered again: ${why}` };
    } finally {
      clearTimeout(timer);
    }
    const renderedSha256 = await sha256OfFile(rendered.file);
    const withRender = { ...base, renderedSha256, renderedFile: rendered.file };
    if (storedAsRecorded && renderedSha256 === storedSha256) {
      return { ...withRender, result: 'match', message: 'the fresh render has the same bytes' };
    }
    const difference = await firstDifference(format, storedFile, rendered.file);
    const parts = [tampered];
    if (difference) parts.push(`stored file vs fresh render: ${difference.text}`);
    else parts.push('the stored file has the same bytes as the fresh render');
    if (
      renderedSha256 !== recordedSha256 &&
      (!artifact.inputs ||
        (await currentInputsId(this.git, build, format, printEdition?.sha256)) !== artifact.inputs)
    )
      parts.push(
        '(this build was rendered by another Octavo version or converter, so a difference is expected)',
      );
    return {
      ...withRender,
      result: 'mismatch',
      ...(difference ? { difference } : {}),
      message: parts.filter(Boolean).join('; '),
    };
  }
}

const short = (sha256: string | undefined) => (sha256 ? `${sha256.slice(0, 12)}…` : 'none');
