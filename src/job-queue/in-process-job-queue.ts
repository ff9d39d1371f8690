import { fairOrder, Lane, nextLane } from './fair-order';
import { JobHandler, JobQueue, RenderJob, jobKey } from './job-queue.port';

interface Processing {
  handler: JobHandler;
  concurrency: number;
  timeoutMs: number;
  onTimeout(job: RenderJob): Promise<void>;
  abortGraceMs?: number;
  shortJobSlots?: number;
}

interface Waiting {
  job: RenderJob;
  seq: number;
}

/**
 * The embedded profile's queue, in memory: FIFO per requester, shared fairly between requesters (see
 * `nextLane`), so one user's many builds are queued behind everyone else's next job, not refused and not
 * starving others. Jobs lost by a crash are recovered from the read model. Short jobs (a small book's) go
 * before their requester's long ones of other builds (`placeInLane`) and, while long jobs run, may take up to
 * `shortJobSlots` slots beyond the concurrency, so a small build never waits for a big book's renders to end.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly lanes = new Map<string, Lane<Waiting> & { jobs: Waiting[] }>();
  private seq = 0;
  private serveTick = 0;
  private readonly live = new Set<string>();
  private readonly running = new Map<
    string,
    { done: Promise<void>; controller: AbortController; requester: string; short: boolean }
  >();
  private processing: Processing | null = null;
  private closed = false;

  /** A job dies with this process; recovery at start re-enqueues what the builds read model says is pending. */
  readonly recoversStalledJobs = false;
  readonly sharedAcrossProcesses = false;

  constructor(private readonly onError: (job: RenderJob, error: unknown) => void = () => {}) {}

  async holds(job: RenderJob): Promise<boolean> {
    return this.live.has(jobKey(job));
  }

  async counts(): Promise<{ waiting: number; active: number }> {
    let waiting = 0;
    for (const lane of this.lanes.values()) waiting += lane.jobs.length;
    return { waiting, active: this.running.size };
  }

  async enqueue(job: RenderJob): Promise<void> {
    const key = jobKey(job);
    if (this.closed || this.live.has(key)) return;
    this.live.add(key);
    const requester = job.requestedBy ?? '';
    let lane = this.lanes.get(requester);
    if (!lane) {
      lane = { lastServed: -Infinity, jobs: [] };
      this.lanes.set(requester, lane);
    }
    const waiting = { job, seq: this.seq++ };
    lane.jobs.splice(placeInLane(lane.jobs, job), 0, waiting);
    this.pump();
  }

  process(handler: JobHandler, options: Omit<Processing, 'handler'>): void {
    this.processing = { handler, ...options };
    this.pump();
  }

  async position(job: RenderJob): Promise<number | null> {
    const key = jobKey(job);
    const index = fairOrder([...this.lanes.values()], older).findIndex((w) => jobKey(w.job) === key);
    return index < 0 ? null : index;
  }

  /** Running jobs are released, not awaited to the end: their formats stay `working` and are recovered at start. */
  async close(): Promise<void> {
    this.closed = true;
    this.lanes.clear();
    for (const { controller } of this.running.values())
      controller.abort(new Error('the server is shutting down'));
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  private pump(): void {
    const p = this.processing;
    if (!p) return;
    // At most `concurrency` jobs run, except that while long jobs run, short ones may take up to one more slot
    // per long job (at most `shortJobSlots`): only small books' renders ever go past the concurrency.
    while (!this.closed) {
      const long = [...this.running.values()].filter((r) => !r.short).length;
      const extra = Math.min(p.shortJobSlots ?? 0, long);
      if (this.running.size >= p.concurrency + extra) return;
      const job = this.takeNext(this.running.size >= p.concurrency);
      if (!job) return;
      const key = jobKey(job);
      const controller = new AbortController();
      const done = this.run(p, job, controller).finally(() => {
        this.running.delete(key);
        this.live.delete(key);
        this.forgetIdle();
        this.pump();
      });
      this.running.set(key, {
        done,
        controller,
        requester: job.requestedBy ?? '',
        short: job.short === true,
      });
    }
  }

  /** The next job by fair order; with `shortOnly` (past the concurrency), only among lanes whose head is short. */
  private takeNext(shortOnly: boolean): RenderJob | null {
    const lanes = [...this.lanes.entries()].filter(([, lane]) => !shortOnly || lane.jobs[0]?.job.short);
    const index = nextLane(
      lanes.map(([, lane]) => lane),
      older,
    );
    if (index < 0) return null;
    const [, lane] = lanes[index];
    const { job } = lane.jobs.shift()!;
    lane.lastServed = ++this.serveTick;
    return job;
  }

  /**
   * A requester with nothing waiting or running is forgotten (coming back later, they count as not served
   * recently); one whose job is still running keeps the turn it used, or enqueuing one job at a time would
   * always look like a newcomer.
   */
  private forgetIdle(): void {
    const busy = new Set([...this.running.values()].map((r) => r.requester));
    for (const [requester, lane] of this.lanes) {
      if (lane.jobs.length === 0 && !busy.has(requester)) this.lanes.delete(requester);
    }
  }

  private async run(p: Processing, job: RenderJob, controller: AbortController): Promise<void> {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`time limit of ${p.timeoutMs} ms reached`));
    }, p.timeoutMs);
    try {
      // A handler that ignores its signal must not hold the slot: past the time limit it gets a short grace to
      // stop what it started (child processes), then the wait ends either way.
      const limit = new Promise<void>((resolve) =>
        controller.signal.addEventListener(
          'abort',
          () => setTimeout(resolve, p.abortGraceMs ?? ABORT_GRACE_MS).unref(),
          {
            once: true,
          },
        ),
      );
      await Promise.race([
        p.handler(job, controller.signal).catch((error: unknown) => this.onError(job, error)),
        limit,
      ]);
      if (timedOut) await p.onTimeout(job);
    } catch (error) {
      this.onError(job, error);
    } finally {
      clearTimeout(timer);
    }
  }
}

const older = (a: Waiting, b: Waiting) => a.seq - b.seq;

/**
 * Where a job joins its requester's lane, whose head is always the job it gives next. A short job goes before
 * other builds' long jobs (a small book's build does not wait for a big one's renders); a long job goes before its
 * own build's short jobs (never ahead of another build's long job): a big book's one-chapter change has a MOBI that Calibre makes from the whole book, 13 s,
 * and short jobs (PDF, HTML, EPUB from the render cache) that take the short slots beside it, so starting it first
 * ends the build when it ends instead of after them. Otherwise each kind keeps the order it came in.
 */
function placeInLane(jobs: readonly Waiting[], job: RenderJob): number {
  if (job.short) {
    const otherLong = jobs.findIndex((w) => !w.job.short && w.job.buildId !== job.buildId);
    return otherLong < 0 ? jobs.length : otherLong;
  }
  const ownShort = jobs.findIndex((w) => w.job.short && w.job.buildId === job.buildId);
  // Never ahead of another build's long job, which came first.
  const afterOtherLong = jobs.findLastIndex((w) => !w.job.short && w.job.buildId !== job.buildId) + 1;
  return ownShort < 0 ? jobs.length : Math.max(ownShort, afterOtherLong);
}

/** How long an aborted job may take to wind down before its slot is freed and its timeout reported. */
const ABORT_GRACE_MS = 8000;
