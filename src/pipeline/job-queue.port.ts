import type { Format } from '../domain/build';

export const JOB_QUEUE = Symbol('JOB_QUEUE');

export interface RenderJob {
  buildId: number;
  format: Format;
  /** The format was already `working` when this job was made (recovery after a crash). */
  resume?: boolean;
}

export const jobKey = (job: RenderJob) => `${job.buildId}:${job.format}`;

export type JobHandler = (job: RenderJob, signal: AbortSignal) => Promise<void>;

export interface JobQueue {
  /** At most one live job per key: enqueuing a key that is waiting or running does nothing. */
  enqueue(job: RenderJob): Promise<void>;
  /** Starts taking jobs; `timeoutMs` aborts the signal of a job that runs too long and reports it. */
  process(
    handler: JobHandler,
    options: { concurrency: number; timeoutMs: number; onTimeout(job: RenderJob): Promise<void> },
  ): void;
  /** Jobs waiting ahead of this one (0 = next), or null when it is not waiting. */
  position(job: RenderJob): Promise<number | null>;
  close(): Promise<void>;
}
