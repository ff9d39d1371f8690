import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { GitRepositories } from '../../git';
import { ProjectionRunner } from '../../projections/projection-runner';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { ID_SEQUENCE, IdSequence } from '../event-store/sqlite-sequence';
import { BuildDispatcher } from '../pipeline/build-dispatcher';
import { JOB_QUEUE, JobQueue } from '../pipeline/job-queue.port';
import { RenderWorker } from '../pipeline/render-worker';

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
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const roles = this.config.roles;
    if (roles.includes('projector')) await this.projections.start();
    if (roles.includes('worker')) {
      this.queue.process((job, signal) => this.worker.handle(job, signal), {
        concurrency: this.config.workerConcurrency,
        timeoutMs: this.config.formatTimeoutMs,
        onTimeout: (job) => this.worker.timedOut(job),
      });
      // Recovery waits for the builds read model, so it must not hold up start-up.
      void this.dispatcher
        .start()
        .catch((error) => this.logger.error('build dispatcher failed to start', error));
    }
  }

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
