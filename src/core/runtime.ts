import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { GitRepositories } from '../../git';
import { ProjectionRunner } from '../../projections/projection-runner';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { BuildAggregate } from '../domain/aggregates';
import { streams } from '../domain/event-types';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { ID_SEQUENCE, IdSequence } from '../id-sequence/id-sequence.port';
import { BuildDispatcher } from '../pipeline/build-dispatcher';
import { JOB_QUEUE, JobQueue, RenderJob } from '../job-queue/job-queue.port';
import { RenderWorker } from '../pipeline/render-worker';
import { RenderMetrics } from '../ops/render-metrics';
import { PdfPartWorker } from '../pipeline/pdf-part-worker';

/** Starts what this process's roles need, and stops it in reverse on shutdown. */
@Injectable()
export class Runtime implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Runtime');

  constructor(
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(ProjectionRunner) private readonly projections: ProjectionRunner,
    @Inject(BuildDispatcher) private readonly dispatcher: BuildDispatcher,
    @Inject(RenderWorker) private readonly worker: RenderWorker,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(ID_SEQUENCE) private readonly sequence: IdSequence,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(RenderMetrics) private readonly metrics: RenderMetrics,
    @Inject(PdfPartWorker) private readonly parts: PdfPartWorker,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const roles = this.config.roles;
    if (roles.includes('projector')) await this.projections.start();
    if (roles.includes('worker')) {
      await this.worker
        .cleanUpAfterCrash()
        .catch((error) => this.logger.error('cleaning up after renders that died failed', error));
      this.queue.process((job, signal) => this.render(job, signal), {
        concurrency: this.config.workerConcurrency,
        shortJobSlots: this.config.shortJobSlots,
        timeoutMs: this.config.formatTimeoutMs,
        onTimeout: (job) => this.worker.timedOut(job),
      });
      this.parts.start();
      // Recovery waits for the builds read model, so it must not hold up start-up.
      void this.dispatcher
        .start()
        .catch((error) => this.logger.error('build dispatcher failed to start', error));
    }
  }

  /** One job: an interrupted one first goes through recovery (retry or give up); timed for /metrics. */
  private async render(job: RenderJob, signal: AbortSignal): Promise<void> {
    const finished = this.metrics.started();
    let outcome = 'error';
    try {
      const runnable = job.interrupted ? await this.dispatcher.resumeInterrupted(job) : job;
      if (runnable) await this.worker.handle(runnable, signal);
      outcome = await this.formatStatus(job);
    } finally {
      finished(job.format, outcome);
    }
  }

  private async formatStatus(job: RenderJob): Promise<string> {
    const history = await this.events.readStream(streams.build(job.buildId));
    const state = history.reduce(BuildAggregate.evolve, BuildAggregate.initial());
    const status = state.formats.get(job.format)?.status;
    return status === 'working' ? 'interrupted' : (status ?? 'unknown');
  }

  /** Stops taking work first (jobs finish or go back to the queue), then closes the stores. */
  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher.stop();
    await this.queue.close();
    await this.projections.stop();
    await this.git.close();
    await this.sequence.close();
    await this.store.close();
    await this.events.close();
  }
}
