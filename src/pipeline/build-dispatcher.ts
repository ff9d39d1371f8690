import { Inject, Injectable, Logger } from '@nestjs/common';
import { GitRepositories } from '../../git';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { RecordedEvent } from '../event-store/event-store.port';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { ProjectionRunner } from '../../projections/projection-runner';
import { reactorRunner } from '../../projections/reactor';
import { BuildAggregate } from '../domain/aggregates';
import {
  Artifact,
  BuildEvent,
  decideRecoverInterruptedRender,
  Format,
  FORMATS,
  byRenderOrder,
  formatsReadyToRender,
  isBuildEvent,
  isFinal,
} from '../domain/build';
import { foldStream } from '../domain/command-executor';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { BuildsQueries } from '../builds/builds.queries';
import { JOB_QUEUE, JobQueue, RenderJob } from '../job-queue/job-queue.port';
import { RenderMetrics } from '../ops/render-metrics';
import { ArtifactReuse } from './artifact-reuse';
import { currentInputsId } from './render-inputs';
import { isShortJob } from './short-jobs';
import { mobiWriter } from '../../renderers/tool-paths';
import { BuildView, Collections } from '../../projections/read-model-types';

const MAX_RENDER_ATTEMPTS = 2;
/** How far back a build's project is searched for the latest build of each format (`shortJobs`). */
const RECENT_BUILDS = 20;

/**
 * Process manager: BuildRequested → one render job per format. It keeps its own checkpoint; enqueuing is
 * idempotent (a job for a format that is no longer queued does nothing), so a replay after a crash is safe.
 */
@Injectable()
export class BuildDispatcher {
  private readonly logger = new Logger('BuildDispatcher');
  private runner: ProjectionRunner | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(CommandExecutor) private readonly executor: CommandExecutor,
    @Inject(ProjectionRunner) private readonly projections: ProjectionRunner,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(ArtifactReuse) private readonly reuses: ArtifactReuse,
    @Inject(RenderMetrics) private readonly metrics: RenderMetrics,
  ) {}

  async start(): Promise<void> {
    await this.recover();
    // A reactor: a BuildRequested becomes one render job per format ready to start, and a PDF that reaches a
    // final status releases its build's EPUB (the queue drops repeats by job id).
    this.runner = reactorRunner(
      this.events,
      this.store,
      {
        name: 'build-dispatcher',
        react: async (event: RecordedEvent) => {
          if (!isBuildEvent(event)) return;
          // A request is its build's whole history so far: no need to read the stream back.
          if (event.type === 'BuildRequested') await this.startBuild(event);
          else if (releasesEpub(event))
            await this.enqueueReady(
              (await this.events.readStream(streams.build(event.data.buildId))).filter(
                (e): e is RecordedEvent & BuildEvent => isBuildEvent(e),
              ),
              ['epub'],
            );
        },
      },
      { error: (message, error) => this.logger.error(message, error) },
    );
    await this.runner.start();
  }

  /**
   * A new build: every format an earlier build of the same commit made from the same inputs is completed with
   * its artifact here, without a job or a worker slot (issue 17, item 4: an unchanged commit in ≤ 0.2 s); the
   * rest is enqueued. An EPUB whose build's PDF was reused is decided right after it, with that PDF's pages.
   */
  private async startBuild(event: RecordedEvent & BuildEvent & { type: 'BuildRequested' }): Promise<void> {
    // The test hook stands for a render's time, reuse included: with it on, every format takes a job.
    if (this.config.faultRenderDelayMs === 0) {
      const reused = await this.reuseWhatItCan(event).catch((error: unknown) => {
        this.logger.warn(
          `build ${event.data.buildId}: no reuse when requested (${(error as Error)?.message ?? error})`,
        );
      });
      if (reused) {
        const history = (await this.events.readStream(streams.build(event.data.buildId))).filter(
          (e): e is RecordedEvent & BuildEvent => isBuildEvent(e),
        );
        return this.enqueueReady(history);
      }
    }
    await this.enqueueReady([event]);
  }

  /**
   * Completes the formats that can be reused; true when it changed any. A format with a candidate is claimed
   * first (queued → working: one process wins it); one whose candidates all turn out unusable (a file gone or
   * tampered with) stays claimed and gets a job that renders it.
   */
  private async reuseWhatItCan(
    event: RecordedEvent & BuildEvent & { type: 'BuildRequested' },
  ): Promise<boolean> {
    const build = event.data;
    const correlationId = event.metadata.correlationId;
    const state = foldStream(BuildAggregate, [event]);
    let changed = false;
    // Asked once for the build, and only if a format ends up needing a render.
    let shortJobs: Promise<(format: Format) => boolean> | undefined;
    const isShort = async (format: Format) =>
      (await (shortJobs ??= this.shortJobs(build.buildId, build.projectId, build.project, build.commit)))(
        format,
      );
    const reuseOne = async (format: Format, printEdition?: string): Promise<Artifact | undefined> => {
      const inputs = await currentInputsId(this.git, build, format, printEdition);
      const candidates = inputs ? await this.reuses.candidates(build, format, inputs) : [];
      if (!inputs || candidates.length === 0) return undefined;
      if (!(await this.reuses.claim(build, format, correlationId))) return undefined;
      changed = true;
      const reused = await this.reuses.take(build, format, inputs, candidates).catch((error: unknown) => {
        this.logger.warn(
          `build ${build.buildId} ${format}: no reuse (${(error as Error)?.message ?? error})`,
        );
        return null;
      });
      if (reused && (await this.reuses.complete(build, format, reused, correlationId))) {
        this.metrics.reused(format);
        return reused.artifact;
      }
      if (!reused) {
        const { buildId, requestedBy } = build;
        await this.queue.enqueue({
          buildId,
          format,
          requestedBy,
          resume: true,
          short: await isShort(format),
        });
      }
      return undefined;
    };
    const first = formatsReadyToRender(state);
    const done = await Promise.all(first.map(async (format) => [format, await reuseOne(format)] as const));
    const pdf = done.find(([format]) => format === 'pdf')?.[1];
    // The EPUB waits for its build's PDF: reused, the PDF is final now, and the EPUB carries its pages.
    if (pdf?.sha256 && state.formats.has('epub') && !first.includes('epub'))
      await reuseOne('epub', pdf.sha256);
    return changed;
  }

  /** Enqueues the formats of the build with this history that may start now (`only` narrows them). */
  private async enqueueReady(history: readonly BuildEvent[], only?: Format[]): Promise<void> {
    const first = history[0];
    if (first?.type !== 'BuildRequested') return;
    const { buildId, requestedBy } = first.data;
    const state = foldStream(BuildAggregate, history);
    const ready = formatsReadyToRender(state).filter((format) => !only || only.includes(format));
    if (ready.length === 0) return;
    const { projectId, project, commit } = first.data;
    const short = await this.shortJobs(buildId, projectId, project, commit);
    // Long jobs first (stable: each kind in render order): a big book's one-chapter change has one long job, the
    // MOBI Calibre makes from the whole book, which ends the build; started first, it runs while the short ones
    // take the slots beside it, instead of starting when two of them have ended.
    const longFirst = [...ready].sort((a, b) => Number(short(a)) - Number(short(b)));
    for (const format of longFirst)
      await this.queue.enqueue({ buildId, format, requestedBy, short: short(format) });
  }

  async stop(): Promise<void> {
    await this.runner?.stop();
  }

  /**
   * A job the queue handed out again after its run was interrupted: a format still `working` is retried
   * once more (recorded), or failed after too many interruptions. Returns the job to run, or null.
   */
  async resumeInterrupted(job: RenderJob): Promise<RenderJob | null> {
    const outcome = await this.executor.execute(
      streams.build(job.buildId),
      BuildAggregate,
      (state) => decideRecoverInterruptedRender(state, job.format, MAX_RENDER_ATTEMPTS),
      { actor: 'worker', correlationId: `recovery-${job.buildId}` },
    );
    if (outcome.events.length === 0) return { buildId: job.buildId, format: job.format };
    if (outcome.events.some((e) => e.type === 'FormatRenderRetried')) {
      return { buildId: job.buildId, format: job.format, resume: true };
    }
    return null;
  }

  /**
   * Which of a build's jobs are short (issue 17, items 4 and 8; `isShortJob`): its commit's files total at most
   * `shortJobMaxSourceBytes`, or those changed since the project's latest build of the format do. A commit that
   * cannot be read counts as long; its render will say why it failed.
   */
  private async shortJobs(
    buildId: number,
    projectId: string,
    project: string,
    commit: string,
  ): Promise<(format: Format) => boolean> {
    const [owner, repo] = project.split('/');
    const maxBytes = this.config.shortJobMaxSourceBytes;
    const totalBytes = await this.git.treeBytes(owner, repo, commit).catch(() => Infinity);
    const renderCache = this.config.renderCacheMaxBytes > 0;
    const changedSince = new Map<Format, number>();
    if (totalBytes > maxBytes && totalBytes !== Infinity && renderCache) {
      const earlier = (
        await this.store.find<BuildView>(Collections.builds, {
          where: { projectId },
          orderBy: [['id', 'desc']],
          limit: RECENT_BUILDS,
        })
      ).filter((build) => build.id < buildId);
      const changedFrom = new Map<string, Promise<number>>();
      for (const format of FORMATS) {
        const since = earlier.find((build) =>
          build.formats.some((f) => f.format === format && f.status === 'completed'),
        )?.commit;
        if (since === undefined) continue;
        if (!changedFrom.has(since))
          changedFrom.set(
            since,
            this.git.changedBytes(owner, repo, since, commit).catch(() => Infinity),
          );
        changedSince.set(format, await changedFrom.get(since)!);
      }
    }
    const facts = { totalBytes, changedSince, maxBytes, renderCache, nativeMobi: mobiWriter() === 'native' };
    return (format) => isShortJob(format, facts);
  }

  /** After a crash: queued formats are queued again; interrupted renders are retried once, then failed. */
  private async recover(): Promise<void> {
    const head = await this.events.headPosition();
    if (!(await this.projections.waitFor(head, ['builds'], 30_000))) {
      this.logger.warn('builds read model is behind the log; recovering from what it has');
    }
    for (const build of await this.builds.pending()) {
      const pdf = build.formats.find((f) => f.format === 'pdf');
      const short = await this.shortJobs(build.id, build.projectId, build.project, build.commit);
      const inOrder = [...build.formats].sort((a, b) => byRenderOrder(a.format, b.format));
      for (const format of inOrder) {
        // An EPUB waiting for its PDF is released by the PDF's final event, which the reactor has not seen yet.
        const waiting = format.format === 'epub' && pdf !== undefined && !isFinal(pdf.status);
        if (format.status === 'queued' && !waiting) {
          await this.queue.enqueue({
            buildId: build.id,
            format: format.format,
            requestedBy: build.requestedBy,
            short: short(format.format),
          });
        } else if (format.status === 'working') {
          const job = { buildId: build.id, format: format.format };
          // Such a queue hands a dead worker's job to another worker itself; this one may be rendering it now.
          if (this.queue.recoversStalledJobs && (await this.queue.holds(job))) continue;
          const outcome = await this.executor.execute(
            streams.build(build.id),
            BuildAggregate,
            (state) => decideRecoverInterruptedRender(state, format.format, MAX_RENDER_ATTEMPTS),
            { actor: 'worker', correlationId: `recovery-${build.id}` },
          );
          if (outcome.events.some((e) => e.type === 'FormatRenderRetried')) {
            await this.queue.enqueue({
              buildId: build.id,
              format: format.format,
              requestedBy: build.requestedBy,
              resume: true,
              short: short(format.format),
            });
          }
        }
      }
    }
  }
}

/** A PDF reaching a final status: the build's EPUB, which carries its pages, may start. */
function releasesEpub(
  event: BuildEvent,
): event is Extract<BuildEvent, { type: 'FormatStatusChanged' | 'FormatCancelled' }> {
  if (event.type === 'FormatCancelled') return event.data.format === 'pdf';
  return event.type === 'FormatStatusChanged' && event.data.format === 'pdf' && isFinal(event.data.status);
}
