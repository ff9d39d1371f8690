import { Inject, Injectable } from '@nestjs/common';
import { BuildView, FormatView } from '../../projections/read-model-types';
import { FORMATS, type Format } from '../domain/build';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { CLOCK, Clock } from '../domain/command-executor';
import { DownloadSigner } from '../security/download-signer';
import { answerSchema, objectOf } from './answer-schema';

/** One format of a build, as `BuildPresenter.format` shapes it. */
export const FORMAT_STATUS_SCHEMA = answerSchema(
  'FormatStatus',
  objectOf(
    {
      format: { enum: [...FORMATS] },
      status: { enum: ['queued', 'working', 'completed', 'failed'] },
      queue_position: { type: 'integer', description: 'when queued: 1 = next' },
      download_url: { type: 'string', description: 'signed, expiring; present exactly when completed' },
      size: { type: 'integer', description: "when completed: the artifact's size in bytes" },
      sha256: { type: 'string', description: "when completed: the artifact's SHA-256, hex" },
      reused_from_build: {
        type: 'integer',
        description:
          'when completed without rendering: the earlier build of the same commit (same configuration and renderer version) whose artifact this is',
      },
      message: {
        type: 'string',
        description:
          'warnings when completed (at most about 20 lines, grouped and counted; GET /api/builds/{id}/log has them all); the error when failed',
      },
      started_at: { type: 'string', format: 'date-time' },
      finished_at: { type: 'string', format: 'date-time' },
    },
    [
      'queue_position',
      'download_url',
      'size',
      'sha256',
      'reused_from_build',
      'message',
      'started_at',
      'finished_at',
    ],
  ),
);

/** A build, as `BuildPresenter.present` shapes it (CONTRACT section 2). */
export const BUILD_SCHEMA = answerSchema(
  'Build',
  objectOf({
    id: { type: 'integer' },
    build_url: { type: 'string' },
    project: { type: 'string', examples: ['ann/book'] },
    branch: { type: 'string' },
    commit: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    status: { type: 'array', items: FORMAT_STATUS_SCHEMA, description: 'one per requested format, in order' },
  }),
);

/** Signed links are minted per 5-minute bucket so repeated polls see identical bodies. */
const BUCKET_MS = 5 * 60 * 1000;

@Injectable()
export class BuildPresenter {
  constructor(
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(DownloadSigner) private readonly signer: DownloadSigner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The current bucket's signed links by path and access count: a build polled again and again is signed once a bucket. */
  private links = { expiresAt: 0, byPath: new Map<string, string>() };

  /**
   * A build's body as JSON, kept per build document and link bucket while nothing is queued: read models that
   * hand out the same frozen document until it changes (SqliteReadModelStore) then serve a poll without
   * presenting and serializing again.
   */
  private readonly bodies = new WeakMap<BuildView, { expiresAt: number; access: number; json: string }>();

  /** `access`: the project's access count (ProjectView.accessEpoch), signed into the download links. */
  presentJson(build: BuildView, queuePositions?: ReadonlyMap<Format, number>, access = 0): string {
    if (queuePositions?.size) return JSON.stringify(this.present(build, queuePositions, access));
    const expiresAt = this.linkExpiry();
    const kept = this.bodies.get(build);
    if (kept?.expiresAt === expiresAt && kept.access === access) return kept.json;
    const json = JSON.stringify(this.present(build, undefined, access));
    if (Object.isFrozen(build)) this.bodies.set(build, { expiresAt, access, json });
    return json;
  }

  /**
   * `queuePositions`: where each queued format stands in the render queue (BuildsQueries.queuePositions).
   * `access`: the project's access count (ProjectView.accessEpoch): links stop working once it moves on.
   */
  present(build: BuildView, queuePositions?: ReadonlyMap<Format, number>, access = 0) {
    const expiresAt = this.linkExpiry();
    return {
      id: build.id,
      build_url: `${this.config.baseUrl}/api/builds/${build.id}`,
      project: build.project,
      branch: build.branch,
      commit: build.commit,
      created_at: build.createdAt,
      status: build.formats.map((f) =>
        this.format(build.id, f, expiresAt, access, queuePositions?.get(f.format)),
      ),
    };
  }

  private linkExpiry(): number {
    const now = this.clock.now().getTime();
    return now - (now % BUCKET_MS) + this.config.downloadTtlMs;
  }

  downloadPath(buildId: number, format: FormatView): string {
    return `/downloads/${buildId}/${format.format}/${encodeURIComponent(format.artifact!.fileName)}`;
  }

  private signedUrl(path: string, expiresAt: number, access: number): string {
    if (this.links.expiresAt !== expiresAt || this.links.byPath.size >= 10_000) {
      this.links = { expiresAt, byPath: new Map() };
    }
    const key = `${access}\n${path}`;
    let url = this.links.byPath.get(key);
    if (url === undefined) {
      url = this.signer.url(this.config.baseUrl, path, expiresAt, access);
      this.links.byPath.set(key, url);
    }
    return url;
  }

  private format(buildId: number, f: FormatView, expiresAt: number, access: number, queuePosition?: number) {
    const out: Record<string, unknown> = { format: f.format, status: f.status };
    if (f.status === 'queued' && queuePosition !== undefined) out.queue_position = queuePosition;
    if (f.status === 'completed' && f.artifact) {
      out.download_url = this.signedUrl(this.downloadPath(buildId, f), expiresAt, access);
      out.size = f.artifact.size;
      if (f.artifact.sha256) out.sha256 = f.artifact.sha256;
      if (f.reusedFromBuild !== undefined) out.reused_from_build = f.reusedFromBuild;
    }
    if (f.message !== undefined && (f.status === 'completed' || f.status === 'failed'))
      out.message = f.message;
    if (f.startedAt) out.started_at = f.startedAt;
    if (f.finishedAt) out.finished_at = f.finishedAt;
    return out;
  }
}
