import { JobHandler, JobQueue, RenderJob, jobKey } from './job-queue.port';

interface Processing {
  handler: JobHandler;
  concurrency: number;
  timeoutMs: number;
  onTimeout(job: RenderJob): Promise<void>;
}

/** The embedded profile's queue: FIFO in memory; jobs lost by a crash are recovered from the read model. */
export class InProcessJobQueue implements JobQueue {
  private readonly waiting: RenderJob[] = [];
  private readonly live = new Set<string>();
  private readonly running = new Map<string, { done: Promise<void>; controller: AbortController }>();
  private processing: Processing | null = null;
  private closed = false;

  constructor(private readonly onError: (job: RenderJob, error: unknown) => void = () => {}) {}

  async enqueue(job: RenderJob): Promise<void> {
    const key = jobKey(job);
    if (this.closed || this.live.has(key)) return;
    this.live.add(key);
    this.waiting.push(job);
    this.pump();
  }

  process(handler: JobHandler, options: Omit<Processing, 'handler'>): void {
    this.processing = { handler, ...options };
    this.pump();
  }

  async position(job: RenderJob): Promise<number | null> {
    const index = this.waiting.findIndex((j) => jobKey(j) === jobKey(job));
    return index < 0 ? null : index;
  }

  /** Running jobs are released, not awaited to the end: their formats stay `working` and are recovered at start. */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    for (const { controller } of this.running.values())
      controller.abort(new Error('the server is shutting down'));
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  private pump(): void {
    const p = this.processing;
    if (!p) return;
    while (!this.closed && this.running.size < p.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      const key = jobKey(job);
      const controller = new AbortController();
      const done = this.run(p, job, controller).finally(() => {
        this.running.delete(key);
        this.live.delete(key);
        this.pump();
      });
      this.running.set(key, { done, controller });
    }
  }

  private async run(p: Processing, job: RenderJob, controller: AbortController): Promise<void> {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`time limit of ${p.timeoutMs} ms reached`));
    }, p.timeoutMs);
    try {
      // A handler that ignores its signal must not hold the slot: the time limit ends the wait either way.
      const limit = new Promise<void>((resolve) =>
        controller.signal.addEventListener('abort', () => resolve()),
      );
      await Promise.race([p.handler(job, controller.signal), limit]);
      if (timedOut) await p.onTimeout(job);
    } catch (error) {
      this.onError(job, error);
    } finally {
      clearTimeout(timer);
    }
  }
}
