import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { PartOfBook, PartPrinter, SentPart } from '../../renderers/pdf/part-printer';
import { decodePrintedPart, PrintedPartEntry } from '../../renderers/pdf/printed-part-cache';
import type { BuildRequestedData } from '../domain/build';
import { PDF_PARTS_QUEUE, PdfPartJob, PdfPartQueueSetting, pdfPartResultKey } from './pdf-part-queue.port';

interface Clients {
  queue: Queue<PdfPartJob>;
  events: QueueEvents;
  redis: Redis;
}

/**
 * A render's way to have its parts printed by every worker process (issue 17, item 5): one BullMQ job per
 * part, awaited through the queue's events, the bytes read back from Redis. Used inside a render process;
 * its connections are opened at the first part and kept for the process's next renders.
 */
export class BullMqPartPrinter {
  private clients: Promise<Clients> | undefined;

  constructor(
    private readonly setting: PdfPartQueueSetting,
    /** How often a waiting part checks that some worker process serves the queue. */
    private readonly checkEveryMs = 2000,
  ) {}

  forBuild(build: BuildRequestedData): PartPrinter {
    return {
      others: () => this.others(),
      send: (part, signal) => this.send(build, part, signal),
    };
  }

  async close(): Promise<void> {
    const clients = await this.clients?.catch(() => undefined);
    this.clients = undefined;
    if (!clients) return;
    await Promise.allSettled([clients.queue.close(), clients.events.close()]);
    clients.redis.disconnect();
  }

  /** Worker processes serving the queue (one BullMQ worker each), this render's own one left out. */
  private async others(): Promise<number> {
    const { queue } = await this.connect();
    const serving = await queue.getWorkersCount();
    return Math.max(0, serving - (this.setting.servedHere ? 1 : 0));
  }

  private connect(): Promise<Clients> {
    this.clients ??= (async () => {
      const connection = { url: this.setting.redisUrl };
      const queue = new Queue<PdfPartJob>(PDF_PARTS_QUEUE, {
        connection,
        prefix: this.setting.prefix,
        // The render prints a part itself when its job fails: no retry waits in between.
        defaultJobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: true },
      });
      const events = new QueueEvents(PDF_PARTS_QUEUE, { connection, prefix: this.setting.prefix });
      const redis = new Redis(this.setting.redisUrl, { maxRetriesPerRequest: null });
      // Errors surface as parts not printed elsewhere (the render prints them itself), not as crashes.
      queue.on('error', () => undefined);
      events.on('error', () => undefined);
      redis.on('error', () => undefined);
      await events.waitUntilReady();
      return { queue, events, redis };
    })();
    return this.clients;
  }

  private send(build: BuildRequestedData, part: PartOfBook, signal?: AbortSignal): SentPart {
    const id = `${build.buildId}-${part.index}-${randomUUID()}`;
    let settle!: (entry: PrintedPartEntry | undefined) => void;
    const settled = new Promise<PrintedPartEntry | undefined>((resolve) => (settle = resolve));
    const added = this.add(build, part, id).catch(() => undefined);
    const takeBack = async (): Promise<boolean> => {
      const job = await added;
      if (!job) return true;
      const removed = await job.remove().then(
        () => true,
        () => false,
      );
      // Not waiting: taken by a worker process, or already over. One that failed (or declined it) is the
      // render's again at once; a printed one is not (its bytes wait in Redis).
      const failed =
        !removed &&
        ['failed', 'unknown'].includes(await job.getState().catch(() => 'unknown')) &&
        !(await this.connect().then(({ redis }) => redis.exists(pdfPartResultKey(this.setting.prefix, id))));
      if (removed || failed) settle(undefined);
      return removed || failed;
    };
    void added
      .then(async (job) => {
        if (!job) return settle(undefined);
        const { events, redis } = await this.connect();
        const finished = job.waitUntilFinished(events).then(
          () => true,
          () => true,
        );
        const outcome = await Promise.race([
          finished,
          this.unclaimed(job, signal),
          abortedBy(signal).then(() => false),
          settled.then(() => false),
        ]);
        if (signal?.aborted) await job.remove().catch(() => undefined);
        if (!outcome) return settle(undefined);
        const key = pdfPartResultKey(this.setting.prefix, id);
        const bytes = await redis.getBuffer(key).catch(() => null);
        await redis.del(key).catch(() => undefined);
        settle(bytes ? decodePrintedPart(bytes) : undefined);
      })
      .catch(() => settle(undefined));
    return { takeBack, result: () => settled };
  }

  private async add(build: BuildRequestedData, part: PartOfBook, id: string) {
    const { queue } = await this.connect();
    const data: PdfPartJob = { build, part, ...(this.setting.origin ? { origin: this.setting.origin } : {}) };
    return queue.add('part', data, { jobId: id });
  }

  /**
   * Resolves false when the part is still waiting while no worker process serves the queue (their part
   * printers are turned off, or they are all gone) and it could be taken back: the render then prints it.
   * Never resolves while a worker process could take it, however busy they are.
   */
  private async unclaimed(job: Job<PdfPartJob>, signal?: AbortSignal): Promise<boolean> {
    for (;;) {
      await sleep(this.checkEveryMs, undefined, { ref: false, ...(signal ? { signal } : {}) }).catch(
        () => undefined,
      );
      if (signal?.aborted) return new Promise<boolean>(() => undefined);
      const state = await job.getState().catch(() => 'unknown');
      if (state === 'active') continue;
      if (state !== 'waiting' && state !== 'prioritized' && state !== 'delayed') {
        return new Promise<boolean>(() => undefined);
      }
      // This render's own process declines its parts (puts them back): it is no process that could print one.
      if ((await this.others().catch(() => 1)) > 0) continue;
      const removed = await job.remove().then(
        () => true,
        () => false,
      );
      if (removed) return false;
    }
  }
}

function abortedBy(signal?: AbortSignal): Promise<void> {
  if (!signal) return new Promise(() => undefined);
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}
