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

/** One BullMQ queue of render jobs, its fairness lanes, and this process's worker on it. */
interface Channel {
  queue: Queue<StoredJob>;
  lanes: FairLanes;
  worker: Worker<StoredJob> | null;
}

/**
 * Render jobs on Redis, shared by every worker process. One job per format (the job id is the format's
 * key); a job whose worker died is handed to another worker by BullMQ's stalled-job check; a handler that
 * throws is retried with backoff; finished jobs are removed so a key can be enqueued again later.
 * Workers are shared fairly between requesters by priorities: a job's priority is its rank among its
 * requester's outstanding jobs (`fair-ranks.ts`), kept in Redis (`FairLanes`) so every process agrees.
 * Short jobs (a small book's) have a queue of their own, `<queueName>-short`, which every worker process
 * serves with as many slots as both kinds have (`concurrency + shortJobSlots`, the render pool's size): a
 * small book never waits behind a long book's renders, and takes the long jobs' slots when they are free
 * (issue 17, item 8).
 */
export class BullMqJobQueue implements JobQueue {
  readonly recoversStalledJobs = true;
  readonly sharedAcrossProcesses = true;
  private readonly main: Channel;
  private readonly short: Channel;
  /** Lane upkeep started by worker events, awaited on close. */
  private readonly upkeep = new Set<Promise<void>>();
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
    this.main = this.channel(this.options.queueName);
    this.short = this.channel(`${this.options.queueName}-short`);
  }

  private channel(name: string): Channel {
    const queue = new Queue<StoredJob>(name, {
      connection: { url: this.options.redisUrl },
      prefix: this.options.prefix,
      defaultJobOptions: {
        attempts: this.options.attempts,
        backoff: { type: 'exponential', delay: this.options.backoffMs },
        removeOnComplete: true,
        removeOnFail: true,
      },
    });
    queue.on('error', (error) => this.options.onError?.(null, error));
    const keys = queue.keys;
    const lanes = new FairLanes(
      this.options.redisUrl,
      {
        jobPrefix: queue.toKey(''),
        wait: keys.wait,
        prioritized: keys.prioritized,
        active: keys.active,
        delayed: keys.delayed,
      },
      (error) => this.options.onError?.(null, error),
    );
    return { queue, lanes, worker: null };
  }

  private channelOf(job: RenderJob): Channel {
    return job.short ? this.short : this.main;
  }

  async enqueue(job: RenderJob): Promise<void> {
    if (this.closing) return;
    const channel = this.channelOf(job);
    const id = bullJobId(job);
    const requester = job.requestedBy ?? '';
    const { seq, rank } = await channel.lanes.reserve(requester, id);
    const data: StoredJob = { buildId: job.buildId, format: job.format, seq };
    if (job.requestedBy !== undefined) data.requestedBy = job.requestedBy;
    if (job.resume) data.resume = true;
    // Carried so a worker runs a short job's render at full priority (and knows its queue).
    if (job.short) data.short = true;
    // An id that is waiting, delayed or running is not added again (BullMQ keeps one job per id).
    await channel.queue.add('render', data, { jobId: id, priority: rankPriority(rank - 1) });
    // Joining after the add: a lane only ever holds jobs BullMQ has, so pruning never drops one being added.
    // Enqueues racing for one requester may have taken the same rank: the lane's ranks are set right here.
    // The job is queued by now; a missed join is made good when a worker starts it.
    await this.guarded(async () => this.rank(channel, await channel.lanes.join(requester, id)));
  }

  process(
    handler: JobHandler,
    options: {
      concurrency: number;
      timeoutMs: number;
      onTimeout(job: RenderJob): Promise<void>;
      shortJobSlots?: number;
    },
  ): void {
    if (this.main.worker) throw new Error('this queue is already processing jobs');
    const processing: Processing = { handler, timeoutMs: options.timeoutMs, onTimeout: options.onTimeout };
    this.serve(this.main, processing, options.concurrency);
    // Short jobs may take the long jobs' slots too when those are free, and always their own: the render
    // pool (as many threads as both) keeps long jobs to their slots. Every worker process serves the short
    // queue, or a small book could wait for ever.
    this.serve(this.short, processing, options.concurrency + Math.max(1, options.shortJobSlots ?? 1));
  }

  private serve(channel: Channel, processing: Processing, concurrency: number): void {
    const worker = new Worker<StoredJob>(
      channel.queue.name,
      (job, token) => this.run(channel, processing, job, token),
      {
        connection: { url: this.options.redisUrl },
        prefix: this.options.prefix,
        concurrency: Math.max(1, concurrency),
        lockDuration: this.options.lockMs,
        stalledInterval: this.options.stalledCheckMs,
        // Our domain decides how many interruptions a render survives; BullMQ should keep handing it out.
        maxStalledCount: 10,
      },
    );
    channel.worker = worker;
    worker.on('error', (error) => this.options.onError?.(null, error));
    worker.on('failed', (job, error) => {
      if (!job) return;
      if (!(error instanceof WaitingError)) this.options.onError?.(renderJobOfSafe(job), error);
      // A job that failed for good is gone from BullMQ: its lane drops it and ranks the rest again.
      this.keepUp(async () => this.rank(channel, await channel.lanes.list(job.data.requestedBy ?? '')));
    });
  }

  /** Among the jobs of its own queue (a short job's are the short queue's). */
  async position(job: RenderJob): Promise<number | null> {
    const id = bullJobId(job);
    for (const channel of job.short ? [this.short, this.main] : [this.main, this.short]) {
      const snapshot = await channel.lanes.snapshot();
      const delayed = snapshot.delayed.find((j) => j.id === id);
      if (delayed) {
        // A retry in its backoff comes back at the end of its rank.
        return (
          snapshot.waiting.length + snapshot.prioritized.filter((j) => j.priority <= delayed.priority).length
        );
      }
      const index = handOutOrder(snapshot).indexOf(id);
      if (index >= 0) return index;
    }
    return null;
  }

  /** How many jobs the fairness bookkeeping holds for a requester (waiting, delayed or running). */
  async outstandingOf(requestedBy: string): Promise<number> {
    const sizes = await Promise.all([this.main, this.short].map((c) => c.lanes.size(requestedBy)));
    return sizes[0]! + sizes[1]!;
  }

  async holds(job: RenderJob): Promise<boolean> {
    const states = await Promise.all([this.main, this.short].map((c) => c.queue.getJobState(bullJobId(job))));
    return states.some((state) => LIVE_STATES.has(state));
  }

  async counts(): Promise<{ waiting: number; active: number }> {
    let waiting = 0;
    let active = 0;
    for (const { queue } of [this.main, this.short]) {
      const c = await queue.getJobCounts('wait', 'prioritized', 'delayed', 'active');
      waiting += (c.wait ?? 0) + (c.prioritized ?? 0) + (c.delayed ?? 0);
      active += c.active ?? 0;
    }
    return { waiting, active };
  }

  /** Stops taking jobs; running ones may finish within the grace period, then are released to other workers. */
  async close(): Promise<void> {
    this.closing = true;
    const workers = [this.main.worker, this.short.worker].filter((w): w is Worker<StoredJob> => w !== null);
    if (workers.length) {
      const closed = Promise.all(workers.map((worker) => worker.close()));
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
    for (const channel of [this.main, this.short]) {
      await channel.queue.close();
      await channel.lanes.close();
    }
  }

  private async run(
    channel: Channel,
    p: Processing,
    bullJob: Job<StoredJob>,
    token: string | undefined,
  ): Promise<void> {
    const job = renderJobOf(bullJob.data, bullJob.attemptsStarted);
    const requester = bullJob.data.requestedBy ?? '';
    // Normally already there; back in if its entry was lost, so the job counts in its requester's ranks.
    await this.guarded(async () => this.rank(channel, await channel.lanes.join(requester, bullJob.id!)));
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
    await this.guarded(async () => this.rank(channel, await channel.lanes.leave(requester, bullJob.id!)));
  }

  /** Gives each waiting job of one requester's lane its rank as priority. */
  private async rank(channel: Channel, lane: LaneJob[]): Promise<void> {
    await Promise.all(
      rankChanges(lane).map(({ id, priority }) =>
        channel.queue
          .getBackend()
          .changePriority(id, priority)
          .catch(async (error: unknown) => {
            // Finished meanwhile: nothing to rank.
            if ((await channel.queue.getJobState(id)) !== 'unknown') throw error;
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
