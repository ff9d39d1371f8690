import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { OctavoProcess } from './support/octavo-process';
import { BenchRow, printTable, writeResults } from './support/report';
import { CORPUS_BUNDLE } from './support/corpus-project';
import { smallUnderBig } from './support/small-under-big';

/**
 * 200 builds queued at once against the real server (embedded profile), then GET /api/builds/:id polled
 * by BENCH_LOAD_CONNECTIONS clients for exactly as long as the workers render them; p99 must stay < 50 ms.
 * A report, not a test: it exits 0 and prints FAIL when the target is missed.
 *
 * Knobs: BENCH_LOAD_BUILDS (200), BENCH_LOAD_FORMATS (html,platform), BENCH_LOAD_CONNECTIONS (10),
 * BENCH_LOAD_MAX_SECONDS (300: stop measuring even if renders are still going).
 *
 * Second case (issue 17, item 8, bench/support/small-under-big.ts): a small book's build while the corpus
 * book renders, against the same small book alone; ≤ 1.5x. BENCH_LOAD_CASES picks cases (polling,small-under-big),
 * BENCH_LOAD_SMALL_FORMATS the small book's formats (all five).
 */
const CASES = (process.env.BENCH_LOAD_CASES ?? 'polling,small-under-big').split(',');
const BUILDS = Number(process.env.BENCH_LOAD_BUILDS ?? 200);
const FORMATS = process.env.BENCH_LOAD_FORMATS ?? 'html,platform';
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 10);
const MAX_SECONDS = Number(process.env.BENCH_LOAD_MAX_SECONDS ?? 300);
const TARGET_P99_MS = 50;

const book: Record<string, string> = {
  'platform.json': JSON.stringify({
    title: 'Load Book',
    files: ['toc.html', 'ch01.md', 'ch02.adoc', 'ch03.html'],
  }),
  'toc.html': '<nav data-type="toc"/>',
  'ch01.md': '# First Chapter\n\nSome *Markdown* text.\n\n## A Section\n\nMore text.\n'.repeat(20),
  'ch02.adoc': '= Second Chapter\n\nSome AsciiDoc text.\n\n== A Section\n\nMore.\n',
  'ch03.html':
    '<section data-type="chapter" id="third"><h1>Third Chapter</h1><p>HTMLBook text.</p></section>',
};

interface BuildState {
  status: { status: string }[];
}

async function call<T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const isFinal = (b: BuildState) => b.status.every((s) => s.status === 'completed' || s.status === 'failed');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Resolves once every build is final (checked a little at a time, so the check is not itself the load). */
async function allFinal(base: string, token: string, ids: number[], deadline: number): Promise<boolean> {
  const pending = new Set(ids);
  while (pending.size > 0 && Date.now() < deadline) {
    for (const id of [...pending].slice(0, 5)) {
      if (isFinal(await call<BuildState>(base, token, 'GET', `/api/builds/${id}`))) pending.delete(id);
      else break;
    }
    if (pending.size > 0) await new Promise((r) => setTimeout(r, 250));
  }
  return pending.size === 0;
}

async function main(): Promise<void> {
  console.log(
    `Octavo load benchmark — node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}`,
  );
  if (CASES.includes('polling')) await polling();
  if (CASES.includes('small-under-big')) {
    if (!existsSync(CORPUS_BUNDLE)) {
      console.log(`\nsmall book under a big one: SKIPPED, no corpus bundle at ${CORPUS_BUNDLE}`);
      return;
    }
    console.log(
      `\nsmall book while the corpus book renders (load average ${loadavg()[0].toFixed(1)} at start)`,
    );
    const rows = await smallUnderBig();
    printTable(rows);
    console.log(`\nresults: ${writeResults('load-small-under-big', { rows })}`);
  }
}

/** 200 builds queued at once, the status route polled while they render. */
async function polling(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'octavo-load-bench-'));
  const server = await new OctavoProcess(dataDir).start();
  try {
    const base = server.baseUrl;
    const token = await server.createUser('ann');
    await call(base, token, 'POST', '/api/projects', { name: 'book' });
    for (const [path, content] of Object.entries(book)) {
      await call(base, token, 'PUT', `/api/projects/ann/book/files/${path}`, {
        content,
        message: `Add ${path}`,
      });
    }

    const queuedAt = Date.now();
    const posted = await Promise.all(
      Array.from({ length: BUILDS }, () =>
        call<{ id: number }>(base, token, 'POST', '/api/builds', { project: 'ann/book', formats: FORMATS }),
      ),
    );
    const ids = posted.map((b) => b.id);
    const queueMs = Date.now() - queuedAt;
    console.log(
      `  ${BUILDS} builds (${FORMATS}) queued in ${queueMs} ms; polling with ${CONNECTIONS} connections`,
    );

    const latencies: number[] = [];
    let non2xx = 0;
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    // The callback form returns the running instance, which can be stopped once the renders are done.
    const measuring = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: MAX_SECONDS,
        headers: { authorization: `Bearer ${token}` },
        // Each connection walks through the builds, as many polling clients would.
        requests: ids.map((id) => ({ method: 'GET' as const, path: `/api/builds/${id}` })),
      },
      () => finish(),
    );
    measuring.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else non2xx++;
    });
    const started = Date.now();
    const done = await allFinal(base, token, ids, started + MAX_SECONDS * 1000);
    const seconds = (Date.now() - started) / 1000;
    measuring.stop();
    await finished;

    const outcomes = await Promise.all(
      ids.map((id) => call<BuildState>(base, token, 'GET', `/api/builds/${id}`)),
    );
    const formats = outcomes.flatMap((b) => b.status);
    const completed = formats.filter((s) => s.status === 'completed').length;
    const failed = formats.filter((s) => s.status === 'failed').length;
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const rows: BenchRow[] = [
      {
        metric: `GET /api/builds/:id p99 while ${BUILDS} builds render`,
        unit: 'ms',
        octavo: p99,
        reference: null,
        ratio: p99 / TARGET_P99_MS,
        target: `< ${TARGET_P99_MS} ms`,
        pass: done && non2xx === 0 && p99 < TARGET_P99_MS,
        notes:
          `p50 ${p50.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms over ${latencies.length} requests ` +
          `(${(latencies.length / seconds).toFixed(0)}/s) in ${seconds.toFixed(1)} s, ${non2xx} non-2xx; ` +
          `${completed} formats completed, ${failed} failed${done ? '' : `; NOT all final after ${MAX_SECONDS} s`}`,
      },
      {
        metric: `GET /api/builds/:id p50 while ${BUILDS} builds render`,
        unit: 'ms',
        octavo: p50,
        reference: null,
        ratio: null,
        target: 'info',
        pass: null,
      },
      {
        metric: `POST /api/builds x${BUILDS} at once, until all answered`,
        unit: 'ms',
        octavo: queueMs,
        reference: null,
        ratio: null,
        target: 'info',
        pass: null,
      },
    ];
    console.log('');
    printTable(rows);
    const file = writeResults('load', {
      builds: BUILDS,
      formats: FORMATS,
      connections: CONNECTIONS,
      seconds,
      requests: latencies.length,
      p50Ms: p50,
      p99Ms: p99,
      maxMs: latencies.at(-1),
      non2xx,
      completed,
      failed,
      allFinal: done,
      queueMs,
    });
    console.log(`\nresults: ${file}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
