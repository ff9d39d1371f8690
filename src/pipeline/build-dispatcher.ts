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
  BuildEvent,
  decideRecoverInterruptedRender,
  Format,
  formatsReadyToRender,
  isBuildEvent,
  isFinal,
} from '../domain/build';
import { foldStream } from '../domain/command-executor';
import { CommandExecutor } from '../domain/command-executor';
import { streams } from '../domain/event-types';
import { BuildsQueries } from '../builds/builds.queries';
import { JOB_QUEUE, JobQueue, RenderJob } from '../job-queue/job-queue.port';

const MAX_RENDER_ATTEMPTS = 2;

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
          if (event.type === 'BuildRequested') await this.enqueueReady([event]);
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

  /** Enqueues the formats of the build with this history that may start now (`only` narrows them). */
  private async enqueueReady(history: readonly BuildEvent[], only?: Format[]): Promise<void> {
    const first = history[0];
    if (first?.type !== 'BuildRequested') return;
    const { buildId, requestedBy } = first.data;
    const state = foldStream(BuildAggregate, history);
    const ready = formatsReadyToRender(state).filter((format) => !only || only.includes(format));
    if (ready.length === 0) return;
    const short = await this.isShort(first.data.project, first.data.commit);
    for (const format of ready) await this.queue.enqueue({ buildId, format, requestedBy, short });
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
   * Whether a build's jobs are short (issue 17, item 8): its commit's files total at most
   * `shortJobMaxSourceBytes`. A commit that cannot be read counts as long; its render will say why it failed.
   */
  private async isShort(project: string, commit: string): Promise<boolean> {
    const [owner, repo] = project.split('/');
    const bytes = await this.git.treeBytes(owner, repo, commit).catch(() => Infinity);
    return bytes <= this.config.shortJobMaxSourceBytes;
  }

  /** After a crash: queued formats are queued again; interrupted renders are retried once, then failed. */
  private async recover(): Promise<void> {
    const head = await this.events.headPosition();
    if (!(await this.projections.waitFor(head, ['builds'], 30_000))) {
      this.logger.warn('builds read model is behind the log; recovering from what it has');
    }
    for (const build of await this.builds.pending()) {
      const pdf = build.formats.find((f) => f.format === 'pdf');
      const short = await this.isShort(build.project, build.commit);
      for (const format of build.formats) {
        // An EPUB waiting for its PDF is released by the PDF's final event, which the reactor has not seen yet.
        const waiting = format.format === 'epub' && pdf !== undefined && !isFinal(pdf.status);
        if (format.status === 'queued' && !waiting) {
          await this.queue.enqueue({
            buildId: build.id,
            format: format.format,
            requestedBy: build.requestedBy,
            short,
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
              short,
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
