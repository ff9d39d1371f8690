import { Inject, Injectable } from '@nestjs/common';
import { ProjectionRunner } from '../../projections/projection-runner';
import { REACTOR_NAMES } from '../../projections/reactor';
import { BuildView, Collections } from '../../projections/read-model-types';
import { READ_MODEL_STORE, ReadModelStore } from '../../read-models/read-model-store.port';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { JOB_QUEUE, JobQueue } from '../job-queue/job-queue.port';
import { lowSpaceProblem } from './free-space';

/** The build dispatcher keeps a checkpoint like a projection; its lag is how late jobs are enqueued. */
const DISPATCHER = 'build-dispatcher';

export interface CheckResult {
  ok: boolean;
  error?: string;
}

/** Reads what health and metrics report, from the ports every process has. */
@Injectable()
export class OpsProbe {
  constructor(
    @Inject(OCTAVO_CONFIG) readonly config: OctavoConfig,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(ProjectionRunner) private readonly projections: ProjectionRunner,
  ) {}

  headPosition(): Promise<number> {
    return this.events.headPosition();
  }

  /** Each reactor's checkpoint (build dispatcher, auto-build trigger, webhook notifier). */
  async reactorCheckpoints(): Promise<Record<string, number>> {
    const positions = await Promise.all(REACTOR_NAMES.map((name) => this.store.checkpoint(name)));
    return Object.fromEntries(REACTOR_NAMES.map((name, i) => [name, positions[i]]));
  }

  async checkpoints(): Promise<Record<string, number>> {
    const names = [...this.projections.projections.map((p) => p.name), DISPATCHER];
    const positions = await Promise.all(names.map((name) => this.store.checkpoint(name)));
    return Object.fromEntries(names.map((name, i) => [name, positions[i]]));
  }

  /** Render jobs waiting and running across the installation. */
  async queueDepth(): Promise<{ waiting: number; active: number; source: 'queue' | 'read-model' }> {
    if (this.queue.sharedAcrossProcesses) return { ...(await this.queue.counts()), source: 'queue' };
    // The in-process queue lives in one process; the builds read model says the same for everyone.
    const pending = await this.store.find<BuildView>(Collections.builds, { where: { pending: true } });
    const formats = pending.flatMap((b) => b.formats);
    return {
      waiting: formats.filter((f) => f.status === 'queued').length,
      active: formats.filter((f) => f.status === 'working').length,
      source: 'read-model',
    };
  }

  /** Each dependency this process needs, reached once. */
  async checks(): Promise<Record<string, CheckResult>> {
    const probes: Record<string, () => Promise<unknown>> = {
      event_store: () => this.events.headPosition(),
      read_models: () => this.store.checkpoint(DISPATCHER),
    };
    probes.job_queue = () => this.queue.counts();
    probes.disk = async () => {
      const problem = await lowSpaceProblem(this.config.dataDir, this.config.minFreeBytes);
      if (problem) throw new Error(problem);
    };
    const entries = await Promise.all(
      Object.entries(probes).map(async ([name, probe]) => [name, await check(probe)] as const),
    );
    return Object.fromEntries(entries);
  }
}

const CHECK_TIMEOUT_MS = 2000;

async function check(probe: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
