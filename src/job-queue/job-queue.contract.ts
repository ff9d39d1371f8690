import { JobQueue, RenderJob } from './job-queue.port';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await settle(20);
  }
}

const noTimeout = { timeoutMs: 60_000, onTimeout: async () => {} };

/**
 * One behaviour every job queue adapter must show. `open` gives a fresh, empty queue each time; a queue
 * shared between processes must give one that no other test sees.
 */
export function describeJobQueueContract(
  adapter: string,
  open: () => Promise<JobQueue>,
  options: { skip?: string } = {},
): void {
  const describeOrSkip = options.skip ? describe.skip : describe;
  describeOrSkip(`${adapter} job queue contract${options.skip ? ` (skipped: ${options.skip})` : ''}`, () => {
    let queue: JobQueue;
    beforeEach(async () => {
      queue = await open();
    });
    afterEach(async () => {
      await queue.close();
    });

    it('keeps one live job per key: enqueuing a waiting key again does nothing', async () => {
      const job: RenderJob = { buildId: 1, format: 'html' };
      await queue.enqueue(job);
      await queue.enqueue(job);
      await queue.enqueue({ buildId: 1, format: 'pdf' });
      const handled: string[] = [];
      queue.process(async (j) => void handled.push(`${j.buildId}:${j.format}`), {
        concurrency: 1,
        ...noTimeout,
      });
      await eventually(() => handled.length >= 2, 'both jobs ran');
      await settle(300);
      expect(handled.sort()).toEqual(['1:html', '1:pdf']);
    });

    it('counts waiting and running jobs and says which keys it holds, until they finish', async () => {
      expect(await queue.counts()).toEqual({ waiting: 0, active: 0 });
      await queue.enqueue({ buildId: 1, format: 'html' });
      await queue.enqueue({ buildId: 2, format: 'html' });
      expect(await queue.counts()).toEqual({ waiting: 2, active: 0 });
      expect(await queue.holds({ buildId: 1, format: 'html' })).toBe(true);
      expect(await queue.holds({ buildId: 1, format: 'pdf' })).toBe(false);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const started: number[] = [];
      queue.process(
        async (job) => {
          started.push(job.buildId);
          await held;
        },
        { concurrency: 1, ...noTimeout },
      );
      await eventually(() => started.length === 1, 'one job started');
      await eventually(async () => (await queue.counts()).active === 1, 'the queue counts it running');
      expect(await queue.counts()).toEqual({ waiting: 1, active: 1 });
      release();
      await eventually(
        async () => (await queue.counts()).active + (await queue.counts()).waiting === 0,
        'both ran',
      );
      expect(await queue.holds({ buildId: 1, format: 'html' })).toBe(false);
    });

    it('reports the position of waiting jobs, oldest first, and null for unknown ones', async () => {
      await queue.enqueue({ buildId: 1, format: 'html' });
      await queue.enqueue({ buildId: 2, format: 'html' });
      await queue.enqueue({ buildId: 3, format: 'html' });
      expect(await queue.position({ buildId: 1, format: 'html' })).toBe(0);
      expect(await queue.position({ buildId: 3, format: 'html' })).toBe(2);
      expect(await queue.position({ buildId: 9, format: 'html' })).toBeNull();
    });

    /** Runs jobs one at a time, each until the test releases it; `started` lists build ids in start order. */
    const processOneAtATime = () => {
      const started: number[] = [];
      const release: Array<() => void> = [];
      queue.process(
        (job) =>
          new Promise<void>((resolve) => {
            started.push(job.buildId);
            release.push(resolve);
          }),
        { concurrency: 1, ...noTimeout },
      );
      const runAll = async (total: number) => {
        while (started.length < total) {
          const count = started.length;
          release.shift()!();
          await eventually(() => started.length > count, `job ${count + 1} of ${total} started`);
        }
        release.splice(0).forEach((r) => r());
      };
      return { started, runAll };
    };
    const job = (buildId: number, requestedBy: string): RenderJob => ({
      buildId,
      format: 'html',
      requestedBy,
    });

    it("shares the workers between requesters: one user's many jobs delay another's by one of theirs", async () => {
      const { started, runAll } = processOneAtATime();
      for (let id = 1; id <= 4; id++) await queue.enqueue(job(id, 'a'));
      await eventually(() => started.length === 1, "a's first job started");
      await queue.enqueue(job(9, 'b'));
      expect(await queue.position(job(9, 'b'))).toBe(0);
      expect(await queue.position(job(2, 'a'))).toBe(1);
      expect(await queue.position(job(4, 'a'))).toBe(3);
      await runAll(5);
      expect(started).toEqual([1, 9, 2, 3, 4]);
    });

    it('reports positions in the order jobs are really handed out, requesters taking turns', async () => {
      const { started, runAll } = processOneAtATime();
      await queue.enqueue(job(1, 'a'));
      await eventually(() => started.length === 1, "a's first job started");
      for (const waiting of [job(11, 'b'), job(12, 'b'), job(2, 'a'), job(3, 'a')])
        await queue.enqueue(waiting);
      const positions = new Map<number, number | null>();
      for (const id of [11, 12, 2, 3]) positions.set(id, await queue.position(job(id, id > 10 ? 'b' : 'a')));
      // a is running: b goes next, then they alternate.
      expect(Object.fromEntries(positions)).toEqual({ 11: 0, 2: 1, 12: 2, 3: 3 });
      await runAll(5);
      const byPosition = [...positions].sort(([, x], [, y]) => x! - y!).map(([id]) => id);
      expect(started).toEqual([1, ...byPosition]);
    });

    it('never runs more jobs at once than the concurrency, and runs them all', async () => {
      let running = 0;
      let most = 0;
      const done: number[] = [];
      queue.process(
        async (job) => {
          running += 1;
          most = Math.max(most, running);
          await settle(50);
          running -= 1;
          done.push(job.buildId);
        },
        { concurrency: 2, ...noTimeout },
      );
      for (let id = 1; id <= 6; id++) await queue.enqueue({ buildId: id, format: 'platform' });
      await eventually(() => done.length === 6, 'six jobs ran');
      expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(most).toBeLessThanOrEqual(2);
    });

    it('passes the resume flag through to the handler', async () => {
      const seen: RenderJob[] = [];
      queue.process(async (job) => void seen.push(job), { concurrency: 1, ...noTimeout });
      await queue.enqueue({ buildId: 5, format: 'epub', resume: true });
      await eventually(() => seen.length === 1, 'the job ran');
      expect(seen[0]).toMatchObject({ buildId: 5, format: 'epub', resume: true });
      expect(seen[0].interrupted).toBeFalsy();
    });

    it("passes a short job's flag through to the handler (its render is not lowered in priority)", async () => {
      const seen: RenderJob[] = [];
      queue.process(async (job) => void seen.push(job), { concurrency: 1, ...noTimeout });
      await queue.enqueue({ buildId: 6, format: 'html', short: true });
      await queue.enqueue({ buildId: 7, format: 'html' });
      await eventually(() => seen.length === 2, 'both jobs ran');
      const byBuild = new Map(seen.map((job) => [job.buildId, job]));
      expect(byBuild.get(6)?.short).toBe(true);
      expect(byBuild.get(7)?.short).toBeFalsy();
    });

    it('starts a short job while long jobs hold every slot, in a short slot (issue 17, item 8)', async () => {
      const started: number[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      queue.process(
        async (job) => {
          started.push(job.buildId);
          if (!job.short) await held;
        },
        { concurrency: 1, shortJobSlots: 1, ...noTimeout },
      );
      await queue.enqueue({ buildId: 21, format: 'pdf' });
      await eventually(() => started.includes(21), 'the long job started');
      await queue.enqueue({ buildId: 22, format: 'pdf' });
      await queue.enqueue({ buildId: 23, format: 'html', short: true });
      await eventually(() => started.includes(23), 'the short job started beside the long one');
      expect(started).not.toContain(22);
      release();
      await eventually(() => started.includes(22), 'the second long job started after the first');
    });

    it('aborts a job that exceeds the time limit and reports it, even when the handler ignores its signal', async () => {
      const timedOut: RenderJob[] = [];
      let signalAborted = false;
      queue.process(
        async (_job, signal) => {
          signal.addEventListener('abort', () => (signalAborted = true));
          await settle(3000);
        },
        { concurrency: 1, timeoutMs: 200, onTimeout: async (job) => void timedOut.push(job) },
      );
      await queue.enqueue({ buildId: 7, format: 'pdf' });
      await eventually(() => timedOut.length === 1, 'the time limit was reported');
      expect(signalAborted).toBe(true);
      expect(timedOut[0]).toMatchObject({ buildId: 7, format: 'pdf' });
    });

    it('accepts a key again once its job has finished', async () => {
      let runs = 0;
      queue.process(async () => void (runs += 1), { concurrency: 1, ...noTimeout });
      await queue.enqueue({ buildId: 8, format: 'html' });
      await eventually(() => runs === 1, 'the first job ran');
      await settle(100);
      await queue.enqueue({ buildId: 8, format: 'html' });
      await eventually(() => runs === 2, 'the second job ran');
    });

    it('on close, a running job finishes or has its signal aborted, and close returns', async () => {
      let started = false;
      let ended: 'finished' | 'aborted' | null = null;
      queue.process(
        async (_job, signal) => {
          started = true;
          const aborted = new Promise<'aborted'>((resolve) =>
            signal.addEventListener('abort', () => resolve('aborted')),
          );
          ended = await Promise.race([aborted, settle(10_000).then(() => 'finished' as const)]);
        },
        { concurrency: 1, ...noTimeout },
      );
      await queue.enqueue({ buildId: 9, format: 'mobi' });
      await eventually(() => started, 'the job started');
      await queue.close();
      expect(ended).toBe('aborted');
    });
  });
}
