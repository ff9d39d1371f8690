import { DelayedError, Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import {
  PDF_PART_RESULT_TTL_S,
  PDF_PARTS_QUEUE,
  PdfPartJob,
  PdfPartQueue,
  PdfPartQueueSetting,
  pdfPartResultKey,
} from './pdf-part-queue.port';

/** How long a part this process declined waits before any process may take it again. */
export const DECLINED_PART_DELAY_MS = 250;

/** The scale profile's PDF part queue, on BullMQ (see PdfPartQueue). */
export class BullMqPdfPartQueue implements PdfPartQueue {
  constructor(readonly setting: PdfPartQueueSetting) {}

  serve(
    origin: string,
    concurrency: number,
    print: (job: PdfPartJob, signal: AbortSignal) => Promise<Buffer>,
    onError: (error: unknown) => void,
  ): { close(): Promise<void> } {
    return new BullMqPdfPartWorker(this.setting, origin, concurrency, print, onError);
  }
}

/**
 * Prints other renders' PDF parts in this worker process: takes part jobs off the shared queue, prints
 * each with `print`, and leaves the bytes in Redis for the render that asked (which reads and deletes
 * them). A worker that dies holding a part hands it back through BullMQ's stalled-job check.
 */
class BullMqPdfPartWorker {
  private readonly worker: Worker<PdfPartJob>;
  private readonly redis: Redis;
  private readonly running = new Set<AbortController>();

  constructor(
    private readonly setting: PdfPartQueueSetting,
    origin: string,
    concurrency: number,
    print: (job: PdfPartJob, signal: AbortSignal) => Promise<Buffer>,
    onError: (error: unknown) => void,
  ) {
    this.redis = new Redis(setting.redisUrl, { maxRetriesPerRequest: null });
    this.redis.on('error', onError);
    this.worker = new Worker<PdfPartJob>(
      PDF_PARTS_QUEUE,
      async (job: Job<PdfPartJob>, token?: string) => {
        // The render that sent it is in this process: its own lanes print it (taken here, it would only wait for
        // one of them, or print beside them on the same cores). Put back for a moment, not failed: failed, every
        // part came back to the render as fast as this process could take them, and another process that was
        // slower to ask (a loaded machine) or busy with an earlier part printed none of them.
        if (job.data.origin === origin) {
          await job.moveToDelayed(Date.now() + DECLINED_PART_DELAY_MS, token);
          throw new DelayedError();
        }
        const controller = new AbortController();
        this.running.add(controller);
        try {
          const bytes = await print(job.data, controller.signal);
          await this.redis.set(
            pdfPartResultKey(this.setting.prefix, job.id!),
            bytes,
            'EX',
            PDF_PART_RESULT_TTL_S,
          );
          return { bytes: bytes.length };
        } finally {
          this.running.delete(controller);
        }
      },
      {
        connection: { url: setting.redisUrl },
        prefix: setting.prefix,
        concurrency: Math.max(1, concurrency),
        lockDuration: 30_000,
      },
    );
    this.worker.on('error', onError);
  }

  /** Stops taking parts; parts being printed are stopped (their renders print them themselves). */
  async close(): Promise<void> {
    for (const controller of this.running) controller.abort(new Error('the worker is shutting down'));
    await this.worker.close();
    this.redis.disconnect();
  }
}
