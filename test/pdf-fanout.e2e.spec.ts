import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { PDF_PARTS_QUEUE } from '../src/job-queue/pdf-part-queue.port';
import { ApiClient } from './support/api-client';
import { expectOk, SshUser } from './support/ssh-client';
import { metricSum, Topology, waitForBuildState } from './support/topology';
import { OctavoServer } from './support/octavo-server';
import { describeRedis, redisUrl, skipped } from './support/redis-env';

const CHAPTERS = 6;

/**
 * A book long enough to be printed in parts: about 40,000 characters of HTML a chapter, links, and two footnotes
 * a chapter (each page with notes costs its part a layout print: more notes would only make the test slower).
 */
async function writeLongBook(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const files = ['toc.html'];
  await writeFile(join(dir, 'toc.html'), '<nav data-type="toc"/>');
  for (let c = 1; c <= CHAPTERS; c++) {
    const name = `ch${String(c).padStart(2, '0')}.md`;
    files.push(name);
    const sections: string[] = [`# Chapter about topic ${c} {#chapter-${c}}`];
    for (let s = 1; s <= 8; s++) {
      sections.push(`## Section ${c}.${s}`);
      for (let p = 1; p <= 12; p++) {
        sections.push(
          `Paragraph ${p} of section ${c}.${s} explains how a worker process takes a part of a long book, ` +
            `prints it with its own Chromium and hands the pages back to the render that asked for them. ` +
            `It goes on for a while, so that the chapter fills several pages of the printed book${
              p === 3 && s <= 2 ? `[^n${c}-${s}]` : ''
            }, and it points back to [the chapter before](#chapter-${Math.max(1, c - 1)}).`,
        );
      }
      if (s <= 2)
        sections.push(`[^n${c}-${s}]: A footnote of section ${c}.${s}, placed at the foot of its page.`);
    }
    await writeFile(join(dir, name), `${sections.join('\n\n')}\n`);
  }
  await writeFile(join(dir, 'atlas.json'), JSON.stringify({ title: 'A Long Book', files }, null, 2));
}

/**
 * Issue 17, item 5: with REDIS_URL, a long book's PDF parts are printed as BullMQ jobs by every worker
 * process and merged by the render that asked. The same commit, pushed over SSH into three projects, built
 * with one worker process, with two, and with one whose part printer is off: byte-identical PDFs, and
 * with two, the process that did not render the book printed parts of it.
 */
describeRedis(`a long book's PDF printed in parts by every worker process${skipped}`, () => {
  const queuePrefix = `fanout-${randomUUID()}`;
  const topology = new Topology({
    REDIS_URL: redisUrl ?? '',
    OCTAVO_QUEUE_PREFIX: queuePrefix,
    // Every part is printed (none comes from the render cache the processes share).
    OCTAVO_RENDER_CACHE_MAX_BYTES: '0',
    // More parts than lanes, as fan-out is set up: the render's one lane takes the first part back at once, and
    // the others wait in the queue for another process (with a lane per part, the render's lanes took both
    // back before a loaded machine's other process had claimed either: seen once in three CI runs; with one lane
    // and two parts, once the lane's renderer printed one part after another, its next print came before a loaded
    // CI's other process had claimed the second part. With four parts, once the render's own prints got faster,
    // the lane took back all four twice running in CI, where this suite starts beside the heaviest ones: a part a
    // chapter leaves the other process five prints' time).
    OCTAVO_PDF_PRINT_LANES: '1',
    OCTAVO_PDF_PARTS: '6',
    // The book's body (about 230,000 characters) is cut in six, a chapter a part, as a longer book's would be.
    OCTAVO_PDF_PART_MIN_CHARS: '50000',
    // One part at a time per worker process: with two of them, both print.
    OCTAVO_PDF_PART_CONCURRENCY: '1',
    OCTAVO_WORKER_CONCURRENCY: '1',
  });
  let api: ApiClient;
  let front: OctavoServer;
  const workers: OctavoServer[] = [];
  const cloneUrls = new Map<string, string>();

  beforeAll(async () => {
    front = await topology.start('api,projector,ssh');
    api = new ApiClient(front.baseUrl, await front.createUser('ann'));
    const ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    const book = ann.workdir('long-book');
    await writeLongBook(book);
    const fixed = { GIT_AUTHOR_DATE: '2026-01-02T03:04:05Z', GIT_COMMITTER_DATE: '2026-01-02T03:04:05Z' };
    expectOk(await ann.git(['init', '--quiet', '--initial-branch', 'main'], book), 'git init');
    expectOk(await ann.git(['add', '.'], book), 'git add');
    expectOk(await ann.git(['commit', '--quiet', '-m', 'A long book'], book, fixed), 'git commit');
    for (const name of ['one', 'two', 'three']) {
      const created = await api.post('/api/projects', { name, starter: false });
      expect(created.status).toBe(201);
      cloneUrls.set(name, created.json.clone_url);
      expectOk(await ann.git(['push', '--quiet', created.json.clone_url, 'main'], book), `push to ${name}`);
    }
  }, 120_000);

  afterAll(async () => {
    await topology.stopAll();
  });

  const buildPdf = async (project: string) => {
    const posted = await api.post('/api/builds', { project: `ann/${project}`, formats: 'pdf' });
    expect(posted.status).toBe(201);
    const [pdf] = await waitForBuildState(
      api,
      posted.json.id,
      (s) => s.every((f) => f.status === 'completed' || f.status === 'failed'),
      240_000,
    );
    expect(pdf).toMatchObject({ format: 'pdf', status: 'completed' });
    const build = await api.get(`/api/builds/${posted.json.id}`);
    const url = build.json.status[0].download_url as string;
    const download = await fetch(new URL(url, front.baseUrl), {
      headers: { Authorization: `Bearer ${api.token}` },
    });
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  };

  /**
   * A worker process is ready before its part printer has connected to Redis, and a render counts the part
   * printers connected when it starts (none: it prints every part itself). On a loaded machine the connection
   * came after the build started.
   */
  const untilPartPrinters = async (count: number) => {
    const queue = new Queue(PDF_PARTS_QUEUE, { connection: { url: redisUrl! }, prefix: queuePrefix });
    try {
      const deadline = Date.now() + 60_000;
      while ((await queue.getWorkersCount()) < count) {
        if (Date.now() > deadline) throw new Error(`fewer than ${count} part printers connected after 60 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await queue.close();
    }
  };

  const partsPrintedBy = async (worker: OctavoServer) =>
    metricSum(
      await (await fetch(`${worker.baseUrl}/metrics`)).text(),
      'octavo_pdf_part_duration_seconds_count',
    );

  it('one worker process, then two: the same PDF, byte for byte, parts printed by the other process', async () => {
    workers.push(await topology.start('worker'));
    const alone = await buildPdf('one');
    expect(alone.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // No other worker process: the render prints its parts itself (a job would only cost it time).
    expect(await partsPrintedBy(workers[0]!)).toBe(0);

    workers.push(await topology.start('worker'));
    await untilPartPrinters(2);
    const shared = await buildPdf('two');
    expect(shared.sha256).toBe(alone.sha256);
    const printed = await Promise.all(workers.map(partsPrintedBy));
    // The render's process leaves its parts to the render's own lanes; the other process printed some.
    expect(Math.min(...printed)).toBe(0);
    expect(Math.max(...printed)).toBeGreaterThan(0);

    // A worker process whose part printer is off is no other worker: each build prints its own parts.
    await Promise.all(workers.map((worker) => worker.stop()));
    const lone = await topology.start('worker', { OCTAVO_PDF_PART_CONCURRENCY: '0' });
    const itself = await buildPdf('three');
    expect(itself.sha256).toBe(alone.sha256);
    expect(await partsPrintedBy(lone)).toBe(0);
  }, 600_000);
});
