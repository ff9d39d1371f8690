import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { bullJobId, BullMqJobQueue } from '../src/job-queue/bullmq-job-queue';
import { InProcessJobQueue } from '../src/job-queue/in-process-job-queue';
import { describeJobQueueContract } from '../src/job-queue/job-queue.contract';
import { JobQueue, RenderJob } from '../src/job-queue/job-queue.port';

const redisUrl = process.env.REDIS_URL;
const skip = redisUrl
  ? undefined
  : 'REDIS_URL is not set; start redis-server and export REDIS_URL=redis://127.0.0.1:6379';

describeJobQueueContract('in-process', async () => new InProcessJobQueue());

const bullMq = (): BullMqJobQueue =>
  new BullMqJobQueue({
    redisUrl: redisUrl!,
    prefix: `octavo-test-${randomUUID()}`,
    lockMs: 2000,
    stalledCheckMs: 500,
    shutdownGraceMs: 300,
  });

describeJobQueueContract('BullMQ', async () => bullMq(), { skip });

const describeRedis = redisUrl ? describe : describe.skip;
describeRedis(`BullMQ job queue across workers${skip ? ` (skipped: ${skip})` : ''}`, () => {
  const prefix = () => `octavo-test-${randomUUID()}`;
  const queues: JobQueue[] = [];
  const until = async (check: () => boolean | Promise<boolean>) => {
    while (!(await check())) await new Promise((r) => setTimeout(r, 20));
  };
  const html = (buildId: number, requestedBy: string): RenderJob => ({
    buildId,
    format: 'html',
    requestedBy,
  });
  const open = (p: string, grace = 300) => {
    const q = new BullMqJobQueue({
      redisUrl: redisUrl!,
      prefix: p,
      lockMs: 1500,
      stalledCheckMs: 300,
      shutdownGraceMs: grace,
    });
    queues.push(q);
    return q;
  };
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.close()));
  });
  /** One job at a time, each held until its worker stops (which aborts it); `started` once one runs. */
  const holdJobs = (queue: JobQueue) => {
    let started = false;
    queue.process(
      async (_job, signal) => {
        started = true;
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
      },
      { concurrency: 1, timeoutMs: 60_000, onTimeout: async () => {} },
    );
    return { started: () => started };
  };

  it('a job released by a closing worker is taken by another worker, marked interrupted', async () => {
    const p = prefix();
    const first = open(p, 100);
    const second = open(p);
    const holding = holdJobs(first);
    await first.enqueue({ buildId: 11, format: 'html' });
    await until(holding.started);
    expect(await first.holds({ buildId: 11, format: 'html' })).toBe(true);
    await first.close();
    const seen = await new Promise((resolve) =>
      second.process(async (job) => resolve(job), {
        concurrency: 1,
        timeoutMs: 60_000,
        onTimeout: async () => {},
      }),
    );
    expect(seen).toEqual({ buildId: 11, format: 'html', interrupted: true });
  });

  it('shares one queue between processes: jobs are held, counted and not duplicated across instances', async () => {
    const p = prefix();
    const a = open(p);
    const b = open(p);
    await a.enqueue({ buildId: 1, format: 'html' });
    await b.enqueue({ buildId: 1, format: 'html' });
    await b.enqueue({ buildId: 2, format: 'html' });
    expect(await a.counts()).toEqual({ waiting: 2, active: 0 });
    expect(await b.position({ buildId: 2, format: 'html' })).toBe(1);
    expect(await a.holds({ buildId: 3, format: 'html' })).toBe(false);
    const handled: number[] = [];
    for (const q of [a, b])
      q.process(async (job) => void handled.push(job.buildId), {
        concurrency: 2,
        timeoutMs: 60_000,
        onTimeout: async () => {},
      });
    while (handled.length < 2) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    expect(handled.sort()).toEqual([1, 2]);
    expect(await a.holds({ buildId: 1, format: 'html' })).toBe(false);
  });

  it('retries a job whose handler threw, with backoff, and marks the retry interrupted', async () => {
    const q = new BullMqJobQueue({ redisUrl: redisUrl!, prefix: prefix(), backoffMs: 50, onError: () => {} });
    queues.push(q);
    const seen: unknown[] = [];
    q.process(
      async (job) => {
        seen.push(job);
        if (seen.length === 1) throw new Error('event store unreachable');
      },
      { concurrency: 1, timeoutMs: 60_000, onTimeout: async () => {} },
    );
    await q.enqueue({ buildId: 4, format: 'pdf' });
    while (seen.length < 2) await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([
      { buildId: 4, format: 'pdf' },
      { buildId: 4, format: 'pdf', interrupted: true },
    ]);
  });

  it("empties a requester's fairness lane as their jobs finish, across processes", async () => {
    const p = prefix();
    const api = open(p);
    const worker = open(p);
    for (const id of [1, 2, 3]) await api.enqueue(html(id, 'alice'));
    await api.enqueue(html(4, 'bob'));
    await api.enqueue(html(1, 'alice'));
    expect(await api.outstandingOf('alice')).toBe(3);
    expect(await worker.outstandingOf('bob')).toBe(1);
    const done: number[] = [];
    worker.process(async (job) => void done.push(job.buildId), {
      concurrency: 2,
      timeoutMs: 60_000,
      onTimeout: async () => {},
    });
    await until(() => done.length === 4);
    await until(async () => (await api.outstandingOf('alice')) + (await api.outstandingOf('bob')) === 0);
    expect(done.sort()).toEqual([1, 2, 3, 4]);
  });

  it("a job whose lane entry a dead process left behind does not keep its requester's rank up", async () => {
    const p = prefix();
    const q = open(p);
    await q.enqueue(html(1, 'alice'));
    // BullMQ is done with the job, but the process that ran it died before updating alice's lane.
    const raw = new Queue('render', { connection: { url: redisUrl! }, prefix: p });
    await raw.remove(bullJobId(html(1, 'alice')));
    await raw.close();
    expect(await q.outstandingOf('alice')).toBe(1);
    await q.enqueue(html(2, 'alice'));
    await q.enqueue(html(3, 'bob'));
    // With the stale entry alice's job would rank second and bob's would pass it.
    expect(await q.position(html(2, 'alice'))).toBe(0);
    expect(await q.position(html(3, 'bob'))).toBe(1);
    expect(await q.outstandingOf('alice')).toBe(1);
  });

  it('a job handed back by a stopping worker keeps its place ahead of the other requesters', async () => {
    const p = prefix();
    const first = open(p, 100);
    const second = open(p);
    const holding = holdJobs(first);
    await first.enqueue(html(1, 'alice'));
    await until(holding.started);
    await first.enqueue(html(2, 'alice'));
    await first.enqueue(html(3, 'bob'));
    await first.close();
    expect(await second.position(html(1, 'alice'))).toBe(0);
    expect(await second.position(html(3, 'bob'))).toBe(1);
    expect(await second.position(html(2, 'alice'))).toBe(2);
    const order: number[] = [];
    second.process(async (job) => void order.push(job.buildId), {
      concurrency: 1,
      timeoutMs: 60_000,
      onTimeout: async () => {},
    });
    await until(() => order.length === 3);
    expect(order).toEqual([1, 3, 2]);
  });
});
