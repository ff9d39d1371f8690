import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { decodePrintedPart, encodePrintedPart } from '../renderers/pdf/printed-part-cache';
import { BullMqPartPrinter } from '../src/job-queue/bullmq-part-printer';
import { BullMqPdfPartQueue } from '../src/job-queue/bullmq-pdf-part-queue';
import { PDF_PARTS_QUEUE, PdfPartJob } from '../src/job-queue/pdf-part-queue.port';
import type { BuildRequestedData } from '../src/domain/build';
import { describeRedis, redisUrl, skipped } from './support/redis-env';

const build: BuildRequestedData = {
  buildId: 7,
  projectId: 'p1',
  project: 'ann/book',
  branch: 'main',
  commit: 'a'.repeat(40),
  formats: ['pdf'],
  requestedBy: 'ann',
};
const part = { index: 1, key: 'k'.repeat(64), lanes: 2 };
const entry = {
  pdf: Buffer.from('%PDF-1.7 a printed part'),
  cuts: [['ch01', [{ page: 2, height: 100 }]]] as never,
  refused: ['https://example.com/x.png'],
};

/** Issue 17, item 5: the queue a long book's PDF parts go through, on a real Redis. */
describeRedis(`the PDF part queue on BullMQ${skipped}`, () => {
  let prefix: string;
  const closing: Array<{ close(): Promise<void> }> = [];
  const printer = (servedHere = false, origin?: string, checkEveryMs = 100) => {
    const made = new BullMqPartPrinter(
      { redisUrl: redisUrl!, prefix, servedHere, ...(origin ? { origin } : {}) },
      checkEveryMs,
    );
    closing.push(made);
    return made.forBuild(build);
  };
  const serve = (print: (job: PdfPartJob, signal: AbortSignal) => Promise<Buffer>, origin = 'elsewhere') => {
    const served = new BullMqPdfPartQueue({ redisUrl: redisUrl!, prefix }).serve(
      origin,
      1,
      print,
      () => undefined,
    );
    closing.push(served);
    return served;
  };
  const waitingJobs = async () => {
    const queue = new Queue(PDF_PARTS_QUEUE, { connection: { url: redisUrl! }, prefix });
    try {
      return await queue.getJobCounts('wait', 'active', 'prioritized', 'delayed');
    } finally {
      await queue.close();
    }
  };

  /** A worker's connection registers a moment after it is made. */
  const othersReach = async (asking: { others(): Promise<number> }, count: number) => {
    const deadline = Date.now() + 5000;
    while ((await asking.others()) !== count && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    return asking.others();
  };

  beforeEach(() => {
    prefix = `octavo-test-${randomUUID()}`;
  });
  afterEach(async () => {
    for (const item of closing.splice(0).reverse()) await item.close();
  });

  it('a part printed by another worker process comes back as the entry it printed, job data intact', async () => {
    const seen: PdfPartJob[] = [];
    serve(async (job) => {
      seen.push(job);
      return encodePrintedPart(entry);
    });
    const asking = printer();
    expect(await othersReach(asking, 1)).toBe(1);
    const got = await asking.send(part).result();
    expect(got && Buffer.from(got.pdf).toString()).toBe(entry.pdf.toString());
    expect(got).toMatchObject({ cuts: entry.cuts, refused: entry.refused });
    expect(seen).toEqual([{ build, part }]);
  });

  it("the render's own process is not counted among those that print parts for it", async () => {
    serve(async () => encodePrintedPart(entry));
    expect(await othersReach(printer(false), 1)).toBe(1);
    expect(await printer(true).others()).toBe(0);
  });

  it('a part whose printer fails resolves undefined (the render prints it itself)', async () => {
    serve(async () => {
      throw new Error('Chromium crashed');
    });
    expect(await printer().send(part).result()).toBeUndefined();
  });

  it('a part sent by a render of the same worker process is left to that render', async () => {
    let printed = 0;
    serve(async () => {
      printed++;
      return encodePrintedPart(entry);
    }, 'this-process');
    const asking = printer(true, 'this-process');
    await othersReach(printer(false), 1);
    const sent = asking.send(part);
    // Declined, put back, and handed back to the render: no other process serves the queue.
    expect(await sent.result()).toBeUndefined();
    expect(await sent.takeBack()).toBe(true);
    expect(printed).toBe(0);
    expect(await waitingJobs()).toEqual({ wait: 0, active: 0, prioritized: 0, delayed: 0 });
  });

  it("a render's parts its own process declines are all printed by another process, one after another", async () => {
    const printedBy = { here: 0, there: 0 };
    serve(async () => {
      printedBy.here++;
      return encodePrintedPart(entry);
    }, 'this-process');
    serve(async () => {
      // Busy with one part while the others wait: the declining process asks again and again meanwhile.
      await new Promise((r) => setTimeout(r, 300));
      printedBy.there++;
      return encodePrintedPart(entry);
    }, 'that-process');
    const asking = printer(true, 'this-process');
    expect(await othersReach(asking, 1)).toBe(1);
    const results = await Promise.all([0, 1, 2].map((index) => asking.send({ ...part, index }).result()));
    expect(results.map((got) => got && Buffer.from(got.pdf).toString())).toEqual(
      Array(3).fill(entry.pdf.toString()),
    );
    expect(printedBy).toEqual({ here: 0, there: 3 });
  });

  it('a part nobody has started is taken back by the render', async () => {
    const sent = printer(false, undefined, 60_000).send(part);
    await new Promise((r) => setTimeout(r, 50));
    expect(await sent.takeBack()).toBe(true);
    expect(await sent.result()).toBeUndefined();
    expect(await waitingJobs()).toEqual({ wait: 0, active: 0, prioritized: 0, delayed: 0 });
  });

  it('a part nobody serves is taken back from the queue and left to the render', async () => {
    const started = Date.now();
    expect(await printer().send(part).result()).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await waitingJobs()).toEqual({ wait: 0, active: 0, prioritized: 0, delayed: 0 });
  });

  it('a render that stops stops waiting, and its part leaves the queue', async () => {
    const controller = new AbortController();
    const asked = printer(false, undefined, 60_000).send(part, controller.signal).result();
    await new Promise((r) => setTimeout(r, 50));
    controller.abort(new Error('cancelled'));
    expect(await asked).toBeUndefined();
    expect(await waitingJobs()).toEqual({ wait: 0, active: 0, prioritized: 0, delayed: 0 });
  });

  it('bytes that are not an entry are no entry', () => {
    expect(decodePrintedPart(Buffer.from('nonsense'))).toBeUndefined();
    expect(decodePrintedPart(encodePrintedPart(entry))).toMatchObject({ cuts: entry.cuts });
  });
});
