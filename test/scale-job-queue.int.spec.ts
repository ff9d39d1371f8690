import { randomUUID } from 'node:crypto';
import { BullMqJobQueue } from '../src/pipeline/bullmq-job-queue';
import { InProcessJobQueue } from '../src/pipeline/in-process-job-queue';
import { describeJobQueueContract } from '../src/pipeline/job-queue.contract';
import { JobQueue } from '../src/pipeline/job-queue.port';

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

  it('a job released by a closing worker is taken by another worker, marked interrupted', async () => {
    const p = prefix();
    const first = open(p, 100);
    const second = open(p);
    let startedOnFirst = false;
    first.process(
      async (_job, signal) => {
        startedOnFirst = true;
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
      },
      { concurrency: 1, timeoutMs: 60_000, onTimeout: async () => {} },
    );
    await first.enqueue({ buildId: 11, format: 'html' });
    while (!startedOnFirst) await new Promise((r) => setTimeout(r, 20));
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
});
