import { setTimeout as sleep } from 'node:timers/promises';
import { Job, Queue, WaitingError, Worker } from 'bullmq';
import { FORMATS, Format } from '../domain/build';
import { FairLanes } from './bullmq-fair-lanes';
import { handOutOrder, LaneJob, rankChanges, rankPriority } from './fair-ranks';
import { JobHandler, JobQueue, RenderJob } from './job-queue.port';

export interface BullMqJobQueueOptions {
  /** `redis://host:port[/db]` */
  redisUrl: string;
  queueName?: string;
  /** Redis key prefix; separate installations (or tests) sharing one Redis use different ones. */
  prefix?: string;
  /** How long a worker's claim on a job lasts without renewal: a killed worker's job is retried after this. */
  lockMs?: number;
  /** How often workers look for jobs whose claim ran out. */
  stalledCheckMs?: number;
  /** Attempts of a job whose handler threw (infrastructure trouble), with exponential backoff. */
  attempts?: number;
  backoffMs?: number;
  /** On close, running jobs get this long to finish; the rest are released for another worker. */
  shutdownGraceMs?: number;
  onError?(job: RenderJob | null, error: unknown): void;
}

interface Processing {
  handler: JobHandler;
  timeoutMs: number;
  onTimeout(job: RenderJob): Promise<void>;
}

type StoredJob = Pick<RenderJob, 'buildId' | 'format' | 'resume' | 'requestedBy' | 'short'> & {
  /** Enqueue order: the job's place in its requester's lane. */
  seq?: number;
};

/** BullMQ job ids may not contain ':' nor be integers. */
export const bullJobId = (job: RenderJob): string => `build-${job.buildId}-${job.format}`;

/** The job a worker receives: what was enqueued, marked `interrupted` when an earlier run did not finish. */
export function renderJobOf(data: StoredJob, attemptsStarted: number): RenderJob {
  if (!Number.isInteger(data.buildId) || !FORMATS.includes(data.format as Format)) {
    throw new Error(`not a render job: ${JSON.stringify(data)}`);
  }
  const job: RenderJob = { buildId: data.buildId, format: data.format };
  if (typeof data.requestedBy === 'string') job.requestedBy = data.requestedBy;
  if (data.resume) job.resume = true;
  if (data.short === true) job.short = true;
  if (attemptsStarted > 1) job.interrupted = true;
  return job;
}

const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Render jobs on Redis, shared by every worker process. One job per format (the job id is the format's
 * key); a job whose worker died is handed to another worker by BullMQ's stalled-job check; a handler that
 * throws is retried with backoff; finished jobs are removed so a key can be enqueued again later.
 * Workers are shared fairly between requesters by priorities: a job's priority is its rank among its
 * requester's outstanding jobs (`fair-ranks.ts`), kept in Redis (`FairLanes`) so every process agrees.
 */
export class BullMqJobQueue implements JobQueue {
  readonly recoversStalledJobs = true;
  readonly sharedAcrossProcesses = true;
  private readonly queue: Queue<StoredJob>;
  private readonly lanes: FairLanes;
  /** Lane upkeep started by worker events, awaited on close. */
  private readonly upkeep = new Set<Promise<void>>();
  private worker: Worker<StoredJob> | null = null;
  private readonly running = new Map<string, AbortController>();
  private closing = false;
  private readonly options: Required<Omit<BullMqJobQueueOptions, 'onError'>> &
    Pick<BullMqJobQueueOptions, 'onError'>;

  constructor(options: BullMqJobQueueOptions) {
    const lockMs = options.lockMs ?? 30_000;
    this.options = {
      queueName: 'render',
      prefix: 'octavo',
      lockMs,
      stalledCheckMs: options.stalledCheckMs ?? Math.min(lockMs, 30_000),
      attempts: 3,
      backoffMs: 2000,
      shutdownGraceMs: 20_000,
      ...definedOnly(options),
      redisUrl: options.redisUrl,
    };
    this.queue = new Queue<StoredJob>(this.options.queueName, {
      connection: { url: this.options.redisUrl },
      prefix: this.options.prefix,
      defaultJobOptions: {
        attempts: this.options.attempts,
        backoff: { type: 'exponential', delay: this.options.backoffMs },
        removeOnComplete: true,
        removeOnFail: true,
      },
    });
    this.queue.on('error', (error) => this.options.onError?.(null, error));
    const keys = this.queue.keys;
    this.lanes = new FairLanes(
      this.options.redisUrl,
      {
        jobPrefix: this.queue.toKey(''),
        wait: keys.wait,
        prioritized: keys.prioritized,
        active: keys.active,
        delayed: keys.delayed,
      },
      (error) => this.options.onError?.(null, error),
    );
  }

  async enqueue(job: RenderJob): Promise<void> {
    if (this.closing) return;
    const id = bullJobId(job);
    const requester = job.requestedBy ?? '';
    const { seq, rank } = await this.lanes.reserve(requester, id);
    const data: StoredJob = { buildId: job.buildId, format: job.format, seq };
    if (job.requestedBy !== undefined) data.requestedBy = job.requestedBy;
    if (job.resume) data.resume = true;
    // Carried so a worker runs a short job's render at full priority; BullMQ's order and slots ignore it.
    if (job.short) data.short = true;
    // An id that is waiting, delayed or running is not added again (BullMQ keeps one job per id).
    await this.queue.add('render', data, { jobId: id, priority: rankPriority(rank - 1) });
    // Joining after the add: a lane only ever holds jobs BullMQ has, so pruning never drops one being added.
    // Enqueues racing for one requester may have taken the same rank: the lane's ranks are set right here.
    // The job is queued by now; a missed join is made good when a worker starts it.
    await this.guarded(async () => this.rank(await this.lanes.join(requester, id)));
  }

  process(
    handler: JobHandler,
    options: { concurrency: number; timeoutMs: number; onTimeout(job: RenderJob): Promise<void> },
  ): void {
    if (this.worker) throw new Error('this queue is already processing jobs');
    const processing: Processing = { handler, timeoutMs: options.timeoutMs, onTimeout: options.onTimeout };
    this.worker = new Worker<StoredJob>(
      this.options.queueName,
      (job, token) => this.run(processing, job, token),
      {
        connection: { url: this.options.redisUrl },
        prefix: this.options.prefix,
        concurrency: Math.max(1, options.concurrency),
        lockDuration: this.options.lockMs,
        stalledInterval: this.options.stalledCheckMs,
        // Our domain decides how many interruptions a render survives; BullMQ should keep handing it out.
        maxStalledCount: 10,
      },
    );
    this.worker.on('error', (error) => this.options.onError?.(null, error));
    this.worker.on('failed', (job, error) => {
      if (!job) return;
      if (!(error instanceof WaitingError)) this.options.onError?.(renderJobOfSafe(job), error);
      // A job that failed for good is gone from BullMQ: its lane drops it and ranks the rest again.
      this.keepUp(async () => this.rank(await this.lanes.list(job.data.requestedBy ?? '')));
    });
  }

  async position(job: RenderJob): Promise<number | null> {
    const id = bullJobId(job);
    const snapshot = await this.lanes.snapshot();
    const delayed = snapshot.delayed.find((j) => j.id === id);
    if (delayed) {
      // A retry in its backoff comes back at the end of its rank.
      return (
        snapshot.waiting.length + snapshot.prioritized.filter((j) => j.priority <= delayed.priority).length
      );
    }
    const index = handOutOrder(snapshot).indexOf(id);
    return index < 0 ? null : index;
  }

  /** How many jobs the fairness bookkeeping holds for a requester (waiting, delayed or running). */
  outstandingOf(requestedBy: string): Promise<number> {
    return this.lanes.size(requestedBy);
  }

  async holds(job: RenderJob): Promise<boolean> {
    return LIVE_STATES.has(await this.queue.getJobState(bullJobId(job)));
  }

  async counts(): Promise<{ waiting: number; active: number }> {
    const c = await this.queue.getJobCounts('wait', 'prioritized', 'delayed', 'active');
    return { waiting: (c.wait ?? 0) + (c.prioritized ?? 0) + (c.delayed ?? 0), active: c.active ?? 0 };
  }

  /** Stops taking jobs; running ones may finish within the grace period, then are released to other workers. */
  async close(): Promise<void> {
    this.closing = true;
    const worker = this.worker;
    if (worker) {
      const closed = worker.close();
      const finished = await Promise.race([
        closed.then(() => true),
        sleep(this.options.shutdownGraceMs, false, { ref: false }),
      ]);
      if (!finished) {
        for (const controller of this.running.values())
          controller.abort(new Error('the worker is shutting down'));
        await closed;
      }
    }
    await Promise.allSettled([...this.upkeep]);
    await this.queue.close();
    await this.lanes.close();
  }

  private async run(p: Processing, bullJob: Job<StoredJob>, token: string | undefined): Promise<void> {
    const job = renderJobOf(bullJob.data, bullJob.attemptsStarted);
    const requester = bullJob.data.requestedBy ?? '';
    // Normally already there; back in if its entry was lost, so the job counts in its requester's ranks.
    await this.guarded(async () => this.rank(await this.lanes.join(requester, bullJob.id!)));
    const controller = new AbortController();
    this.running.set(bullJob.id!, controller);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`time limit of ${p.timeoutMs} ms reached`));
    }, p.timeoutMs);
    try {
      // A handler that ignores its signal must not hold the slot: the time limit ends the wait either way.
      const aborted = new Promise<void>((resolve) =>
        controller.signal.addEventListener('abort', () => resolve()),
      );
      await Promise.race([p.handler(job, controller.signal), aborted]);
      if (timedOut) {
        await p.onTimeout(job);
      } else if (controller.signal.aborted) {
        // Shutdown: hand the job back without spending an attempt; the next run sees `interrupted`.
        await bullJob.moveToWait(token);
        throw new WaitingError();
      }
    } finally {
      clearTimeout(timer);
      this.running.delete(bullJob.id!);
    }
    // Before BullMQ finishes the job and takes the next one, so the requester's next job already stands
    // behind those who waited. Dying between here and BullMQ's finish only leaves the job out of its lane while
    // it is handed out again (it rejoins when it starts).
    await this.guarded(async () => this.rank(await this.lanes.leave(requester, bullJob.id!)));
  }

  /** Gives each waiting job of one requester's lane its rank as priority. */
  private async rank(lane: LaneJob[]): Promise<void> {
    await Promise.all(
      rankChanges(lane).map(({ id, priority }) =>
        this.queue
          .getBackend()
          .changePriority(id, priority)
          .catch(async (error: unknown) => {
            // Finished meanwhile: nothing to rank.
            if ((await this.queue.getJobState(id)) !== 'unknown') throw error;
          }),
      ),
    );
  }

  /** Lane upkeep must not fail a render: a lane that missed an update is put right by its next one. */
  private async guarded(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.options.onError?.(null, error);
    }
  }

  private keepUp(work: () => Promise<void>): void {
    const done = this.guarded(work).finally(() => this.upkeep.delete(done));
    this.upkeep.add(done);
  }
}

function renderJobOfSafe(job: Job<StoredJob>): RenderJob | null {
  try {
    return renderJobOf(job.data, job.attemptsStarted);
  } catch {
    return null;
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
