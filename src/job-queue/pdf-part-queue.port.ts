import type { BuildRequestedData } from '../domain/build';
import type { PartOfBook } from '../../renderers/pdf/part-printer';

/**
 * Issue 17, item 5: a render that prints a long book in parts sends the parts through this queue, every
 * worker process prints them, and the render merges them. Only the scale profile has one (with REDIS_URL):
 * the embedded profile's one process prints its parts side by side itself.
 */
export const PDF_PART_QUEUE = Symbol('PDF_PART_QUEUE');

export interface PdfPartQueue {
  /** What a render process is given to send its parts through the queue (it opens its own connections). */
  readonly setting: PdfPartQueueSetting;
  /**
   * Prints other renders' parts in this process, at most `concurrency` at once, until closed; a part sent
   * by a render of this process (`origin`) is declined: put back in the queue a moment later, for another
   * process to print or the render's own lanes to take back.
   */
  serve(
    origin: string,
    concurrency: number,
    print: (job: PdfPartJob, signal: AbortSignal) => Promise<Buffer>,
    onError: (error: unknown) => void,
  ): { close(): Promise<void> };
}

/** One part to print: the build (its commit is read from the shared repositories) and which part. */
export interface PdfPartJob {
  build: BuildRequestedData;
  part: PartOfBook;
  /** The worker process whose render sent it: that process's part printer leaves it to the render. */
  origin?: string;
}

/** What a render process needs to reach the queue. */
export interface PdfPartQueueSetting {
  redisUrl: string;
  prefix: string;
  /** The render's own worker process prints parts too (it is not one of the others). */
  servedHere?: boolean;
  /** Names the render's worker process in its jobs. */
  origin?: string;
}

/** The BullMQ queue's name. */
export const PDF_PARTS_QUEUE = 'pdf-parts';

/** Where a printed part waits for the render that asked for it (Redis, bytes, expiring). */
export function pdfPartResultKey(prefix: string, jobId: string): string {
  return `${prefix}:${PDF_PARTS_QUEUE}:result:${jobId}`;
}

/** How long a printed part waits in Redis for the render that asked for it. */
export const PDF_PART_RESULT_TTL_S = 600;
