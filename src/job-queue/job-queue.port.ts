import type { Format } from '../domain/build';

export const JOB_QUEUE = Symbol('JOB_QUEUE');

export interface RenderJob {
  buildId: number;
  format: Format;
  /** Who asked for the build (user id): queues share their workers fairly between requesters. */
  requestedBy?: string;
  /** The format was already `working` when this job was made (recovery after a crash). */
  resume?: boolean;
  /** The queue handed this job out again because its previous run was interrupted (stalled worker). */
  interrupted?: boolean;
  /**
   * A small book's job (its sources are small): taken before its requester's other waiting jobs, and while
   * long jobs run it may start past the concurrency, in the short jobs' slots (issue 17, item 8).
   */
  short?: boolean;
}

export const jobKey = (job: RenderJob) => `${job.buildId}:${job.format}`;

export type JobHandler = (job: RenderJob, signal: AbortSignal) => Promise<void>;

export interface JobQueue {
  /**
   * True for queues that hand a job whose worker died to another worker themselves (BullMQ's stalled-job
   * check, with `interrupted` on the job). Start-up recovery must then leave alone the jobs such a queue
   * still holds: another process may be rendering them right now.
   */
  readonly recoversStalledJobs: boolean;
  /**
   * True when every process sees the same jobs (BullMQ); an in-process queue holds only this process's, so
   * installation-wide figures come from the builds read model instead.
   */
  readonly sharedAcrossProcesses: boolean;
  /** Whether a job for this key is waiting, delayed or running in this queue. */
  holds(job: RenderJob): Promise<boolean>;
  /** Jobs waiting (delayed retries included) and running in this queue. */
  counts(): Promise<{ waiting: number; active: number }>;
  /** At most one live job per key: enqueuing a key that is waiting or running does nothing. */
  enqueue(job: RenderJob): Promise<void>;
  /** Starts taking jobs; `timeoutMs` aborts the signal of a job that runs too long and reports it. */
  process(
    handler: JobHandler,
    options: {
      concurrency: number;
      timeoutMs: number;
      onTimeout(job: RenderJob): Promise<void>;
      /** How long an aborted job may wind down (stop its child processes) before its timeout is reported. */
      abortGraceMs?: number;
      /**
       * While long jobs run, `short` jobs may take one slot beyond `concurrency` per long job, at most this many
       * (0 by default). On BullMQ short jobs have a queue of their own, served in `concurrency` + this many slots (at least one
       * of its own).
       */
      shortJobSlots?: number;
    },
  ): void;
  /** Jobs waiting ahead of this one (0 = next), or null when it is not waiting. */
  position(job: RenderJob): Promise<number | null>;
  close(): Promise<void>;
}
