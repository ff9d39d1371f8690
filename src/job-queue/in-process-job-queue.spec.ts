import { InProcessJobQueue } from './in-process-job-queue';
import { RenderJob } from './job-queue.port';

const job = (buildId: number): RenderJob => ({ buildId, format: 'html' });

describe('InProcessJobQueue', () => {
  it('runs jobs FIFO within the concurrency, once per key, and reports queue positions', async () => {
    const queue = new InProcessJobQueue();
    const started: number[] = [];
    const release: Array<() => void> = [];
    queue.process(
      (j) =>
        new Promise<void>((resolve) => {
          started.push(j.buildId);
          release.push(resolve);
        }),
      { concurrency: 1, timeoutMs: 10_000, onTimeout: async () => {} },
    );
    await queue.enqueue(job(1));
    await queue.enqueue(job(2));
    await queue.enqueue(job(2));
    await queue.enqueue(job(3));
    expect(started).toEqual([1]);
    expect(await queue.position(job(2))).toBe(0);
    expect(await queue.position(job(3))).toBe(1);
    release.shift()!();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2]);
    release.shift()!();
    await new Promise((r) => setImmediate(r));
    release.shift()!();
    await queue.close();
    expect(started).toEqual([1, 2, 3]);
  });

  it('aborts a job past its time limit, reports the timeout and frees the slot', async () => {
    const queue = new InProcessJobQueue();
    const timedOut: number[] = [];
    const done: number[] = [];
    queue.process(
      async (j) => {
        if (j.buildId === 1) await new Promise(() => {});
        done.push(j.buildId);
      },
      {
        concurrency: 1,
        timeoutMs: 50,
        abortGraceMs: 20,
        onTimeout: async (j) => void timedOut.push(j.buildId),
      },
    );
    await queue.enqueue(job(1));
    await queue.enqueue(job(2));
    await new Promise((r) => setTimeout(r, 200));
    expect(timedOut).toEqual([1]);
    expect(done).toEqual([2]);
    await queue.close();
  });

  it("shares the workers between requesters: one user's fifty jobs do not hold back another's", async () => {
    const queue = new InProcessJobQueue();
    const started: string[] = [];
    const release: Array<() => void> = [];
    queue.process(
      (j) =>
        new Promise<void>((resolve) => {
          started.push(`${j.requestedBy}${j.buildId}`);
          release.push(resolve);
        }),
      { concurrency: 1, timeoutMs: 10_000, onTimeout: async () => {} },
    );
    for (let id = 1; id <= 50; id++) await queue.enqueue({ ...job(id), requestedBy: 'a' });
    await queue.enqueue({ ...job(51), requestedBy: 'b' });
    await queue.enqueue({ ...job(52), requestedBy: 'b' });
    expect(await queue.position({ ...job(51), requestedBy: 'b' })).toBe(0);
    expect(await queue.position(job(2))).toBe(1);
    expect(await queue.position(job(52))).toBe(2);
    for (let i = 0; i < 5; i++) {
      release.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    expect(started).toEqual(['a1', 'b51', 'a2', 'b52', 'a3', 'a4']);
    release.forEach((r) => r());
    await queue.close();
  });

  it("takes a requester's short jobs before their long ones, and runs them past the concurrency only while long ones run", async () => {
    const queue = new InProcessJobQueue();
    const started: string[] = [];
    const release = new Map<string, () => void>();
    const name = (j: RenderJob) => `${j.short ? 'small' : 'big'}${j.buildId}-${j.format}`;
    queue.process(
      (j) =>
        new Promise<void>((resolve) => {
          started.push(name(j));
          release.set(name(j), resolve);
        }),
      { concurrency: 1, shortJobSlots: 1, timeoutMs: 10_000, onTimeout: async () => {} },
    );
    const settle = () => new Promise((r) => setImmediate(r));
    for (const format of ['pdf', 'epub', 'html'] as const)
      await queue.enqueue({ buildId: 1, format, requestedBy: 'a' });
    // The short slot is not for long jobs: the big book's second job waits for the one slot.
    expect(started).toEqual(['big1-pdf']);
    for (const format of ['pdf', 'epub'] as const)
      await queue.enqueue({ buildId: 2, format, requestedBy: 'a', short: true });
    expect(started).toEqual(['big1-pdf', 'small2-pdf']);
    expect(await queue.position({ buildId: 2, format: 'epub' })).toBe(0);
    expect(await queue.position({ buildId: 1, format: 'epub' })).toBe(1);
    release.get('small2-pdf')!();
    await settle();
    expect(started).toEqual(['big1-pdf', 'small2-pdf', 'small2-epub']);
    // No long job runs any more: the short job holds the one slot, and the concurrency is kept.
    release.get('big1-pdf')!();
    await settle();
    expect(started).toEqual(['big1-pdf', 'small2-pdf', 'small2-epub']);
    release.get('small2-epub')!();
    await settle();
    expect(started).toEqual(['big1-pdf', 'small2-pdf', 'small2-epub', 'big1-epub']);
    // Slots past the concurrency are for short jobs only: the big book's last job waits.
    expect(await queue.position({ buildId: 1, format: 'html' })).toBe(0);
    expect(started).toHaveLength(4);
    release.get('big1-epub')!();
    await settle();
    expect(started.at(-1)).toBe('big1-html');
    release.get('big1-html')!();
    await queue.close();
  });

  it("starts a build's long job before its own short ones, which run beside it in the short slots", async () => {
    const queue = new InProcessJobQueue();
    const started: string[] = [];
    const release: Array<() => void> = [];
    const name = (j: RenderJob) => `${j.short ? 'small' : 'big'}${j.buildId}-${j.format}`;
    // A big book's one-chapter change (build 3): PDF, HTML and the source package short (render cache), MOBI long,
    // queued in that order, while another build's short HTML waits already.
    await queue.enqueue({ buildId: 2, format: 'html', requestedBy: 'a', short: true });
    for (const format of ['pdf', 'html', 'platform'] as const)
      await queue.enqueue({ buildId: 3, format, requestedBy: 'a', short: true });
    await queue.enqueue({ buildId: 3, format: 'mobi', requestedBy: 'a' });
    const order = [
      { buildId: 2, format: 'html' },
      { buildId: 3, format: 'mobi' },
      { buildId: 3, format: 'pdf' },
      { buildId: 3, format: 'html' },
      { buildId: 3, format: 'platform' },
    ] as const;
    for (const [index, job] of order.entries()) expect(await queue.position(job)).toBe(index);
    queue.process(
      (j) =>
        new Promise<void>((resolve) => {
          started.push(name(j));
          release.push(resolve);
        }),
      { concurrency: 2, shortJobSlots: 1, timeoutMs: 10_000, onTimeout: async () => {} },
    );
    // One long job runs: a short job may take one slot past the concurrency of two.
    expect(started).toEqual(['small2-html', 'big3-mobi', 'small3-pdf']);
    release[0]();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['small2-html', 'big3-mobi', 'small3-pdf', 'small3-html']);
    release.forEach((r) => r());
    await queue.close();
  });

  it("never puts a build's long job ahead of another build's long job that came first", async () => {
    const queue = new InProcessJobQueue();
    await queue.enqueue({ buildId: 1, format: 'mobi', requestedBy: 'a' });
    await queue.enqueue({ buildId: 3, format: 'pdf', requestedBy: 'a', short: true });
    await queue.enqueue({ buildId: 3, format: 'mobi', requestedBy: 'a' });
    // Build 3's short job goes before build 1's long one (a small change does not wait for a big book); its long
    // job waits for build 1's.
    expect(await queue.position({ buildId: 3, format: 'pdf' })).toBe(0);
    expect(await queue.position({ buildId: 1, format: 'mobi' })).toBe(1);
    expect(await queue.position({ buildId: 3, format: 'mobi' })).toBe(2);
    await queue.close();
  });

  it('keeps to the concurrency when only short jobs run', async () => {
    const queue = new InProcessJobQueue();
    const started: number[] = [];
    const release: Array<() => void> = [];
    queue.process(
      (j) =>
        new Promise<void>((resolve) => {
          started.push(j.buildId);
          release.push(resolve);
        }),
      { concurrency: 1, shortJobSlots: 2, timeoutMs: 10_000, onTimeout: async () => {} },
    );
    for (const buildId of [1, 2, 3]) await queue.enqueue({ buildId, format: 'pdf', short: true });
    expect(started).toEqual([1]);
    release.shift()!();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2]);
    release.forEach((r) => r());
    await queue.close();
  });
});
