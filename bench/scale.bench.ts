import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { OctavoProcess } from './support/octavo-process';
import { BenchRow, printTable, writeResults } from './support/report';
import { benchPdfFanOut, FanOutRun } from './support/fanout-pdf';

/**
 * Builds completed per minute with one worker process against two, same run, same machine: api, projector
 * and workers as separate processes over the embedded store files and BullMQ on Redis (REDIS_URL). Then
 * (issue 17, item 5) a 1,000-page book's PDF with one and with two worker processes printing its parts.
 * SCALE_BENCH_CASES: "throughput", "fanout" or both (the default).
 */
const CASES = (process.env.SCALE_BENCH_CASES ?? 'throughput,fanout').split(',');
const FANOUT_CHAPTERS = Number(process.env.SCALE_BENCH_FANOUT_CHAPTERS ?? 144);
const BUILDS = Number(process.env.SCALE_BENCH_BUILDS ?? 80);
const FORMATS = process.env.SCALE_BENCH_FORMATS ?? 'html,platform';
const CONCURRENCY = process.env.SCALE_BENCH_WORKER_CONCURRENCY ?? '2';

const book: Record<string, string> = {
  'platform.json': JSON.stringify({
    title: 'Bench Book',
    files: ['toc.html', 'ch01.md', 'ch02.adoc', 'ch03.html'],
  }),
  'toc.html': '<nav data-type="toc"/>',
  'ch01.md': '# First Chapter\n\nSome *Markdown* text.\n\n## A Section\n\nMore text.\n'.repeat(20),
  'ch02.adoc': '= Second Chapter\n\nSome AsciiDoc text.\n\n== A Section\n\nMore.\n',
  'ch03.html':
    '<section data-type="chapter" id="third"><h1>Third Chapter</h1><p>HTMLBook text.</p></section>',
};

async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

async function buildsPerMinute(api: string, token: string): Promise<{ perMinute: number; failed: number }> {
  const started = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < BUILDS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, BUILDS - i) }, () =>
        call(api, token, 'POST', '/api/builds', { project: 'bench/book', formats: FORMATS }),
      ),
    );
    ids.push(...batch.map((b) => b.id as number));
  }
  let failed = 0;
  for (const id of ids) {
    for (;;) {
      const build = await call(api, token, 'GET', `/api/builds/${id}`);
      const statuses: Array<{ status: string }> = build.status;
      if (statuses.every((s) => s.status === 'completed' || s.status === 'failed')) {
        failed += statuses.filter((s) => s.status === 'failed').length;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { perMinute: (ids.length / (Date.now() - started)) * 60_000, failed };
}

async function main(): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.log(
      'scale bench skipped: REDIS_URL is not set (start redis-server and export REDIS_URL=redis://127.0.0.1:6379)',
    );
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'octavo-bench-scale-'));
  const shared = {
    REDIS_URL: redisUrl,
    OCTAVO_QUEUE_PREFIX: `bench-${randomUUID()}`,
    OCTAVO_WORKER_CONCURRENCY: CONCURRENCY,
  };
  const rows: BenchRow[] = [];
  let fanOut: FanOutRun[] = [];
  if (CASES.includes('throughput')) rows.push(...(await throughput(dataDir, shared)));
  if (CASES.includes('fanout')) {
    console.log(
      `PDF of a ${FANOUT_CHAPTERS}-chapter book (about 7 pages a chapter), parts across worker processes:`,
    );
    fanOut = await benchPdfFanOut(
      mkdtempSync(join(tmpdir(), 'octavo-bench-fanout-')),
      shared,
      FANOUT_CHAPTERS,
    );
    rows.push(...fanOutRows(fanOut));
  }
  printTable(rows);
  console.log(
    `results: ${writeResults('scale', { builds: BUILDS, formats: FORMATS, fanOutChapters: FANOUT_CHAPTERS, fanOut, rows })}`,
  );
}

function fanOutRows(runs: FanOutRun[]): BenchRow[] {
  const [own, one, shared, oneCore, twoMachines, oneCoreFour, twoMachinesFour] = runs;
  if (!own || !one || !shared || !oneCore || !twoMachines || !oneCoreFour || !twoMachinesFour) return [];
  const cores = availableParallelism();
  const row = (metric: string, run: FanOutRun, reference?: FanOutRun, notes?: string): BenchRow => ({
    metric: `${metric} (${run.pages} pages)`,
    unit: 's',
    octavo: run.seconds,
    reference: reference?.seconds ?? null,
    ratio: reference ? run.seconds / reference.seconds : null,
    target: '-',
    pass: null,
    notes: `${notes ? `${notes}; ` : ''}parts printed by each worker for the other's render: ${run.partsPerWorker.join(', ')}`,
  });
  return [
    row('PDF, 1 worker, its own parts', own),
    row('PDF, 1 worker, fan-out on', one, own, 'no other worker: the render prints its parts itself'),
    row(
      'PDF, 2 workers sharing the cores',
      shared,
      one,
      `both workers on this machine's ${cores} cores: the other's parts compete with the render's own`,
    ),
    row('PDF, 1 worker on 1 core', oneCore),
    row(
      'PDF, 2 workers, 1 core each',
      twoMachines,
      oneCore,
      'each worker pinned to a core of its own (taskset), as two one-core machines',
    ),
    row('PDF, 1 worker on 1 core, OCTAVO_PDF_PARTS=4', oneCoreFour),
    row(
      'PDF, 2 workers, 1 core each, OCTAVO_PDF_PARTS=4',
      twoMachinesFour,
      oneCoreFour,
      'four parts of body: each worker has two to print',
    ),
  ];
}

async function throughput(dataDir: string, shared: Record<string, string>): Promise<BenchRow[]> {
  const start = (roles: string) => new OctavoProcess(dataDir, { ...shared, OCTAVO_ROLES: roles }).start();
  const running: OctavoProcess[] = [];
  try {
    running.push(await start('projector'), await start('api'));
    const api = running[1];
    const token = await api.createUser('bench');
    await call(api.baseUrl, token, 'POST', '/api/projects', { name: 'book' });
    for (const [path, content] of Object.entries(book)) {
      await call(api.baseUrl, token, 'PUT', `/api/projects/bench/book/files/${path}`, {
        content,
        message: `Add ${path}`,
      });
    }
    const first = await start('worker');
    running.push(first);
    await buildsPerMinute(api.baseUrl, token); // warm-up: caches, Chromium, the JIT
    const one = await buildsPerMinute(api.baseUrl, token);
    running.push(await start('worker'));
    const two = await buildsPerMinute(api.baseUrl, token);
    const ratio = two.perMinute / one.perMinute;
    return [
      {
        metric: 'builds/min, 1 worker process',
        unit: 'builds/min',
        octavo: one.perMinute,
        reference: null,
        ratio: null,
        target: '-',
        pass: null,
      },
      {
        metric: 'builds/min, 2 worker processes',
        unit: 'builds/min',
        octavo: two.perMinute,
        reference: one.perMinute,
        ratio,
        target: '> 1.0x (more workers, more builds)',
        pass: ratio > 1,
        notes: `${BUILDS} builds of ${FORMATS} per phase, worker concurrency ${CONCURRENCY}, failed formats: ${one.failed + two.failed}; api, projector and workers share this machine's cores`,
      },
    ];
  } finally {
    await Promise.all(running.map((p) => p.stop()));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
