import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureAppend } from './phases/event-append';
import { measureHttp } from './phases/api-http';
import { measureRebuild } from './phases/projections-rebuild';
import { BenchRow, printTable, writeResults } from './support/report';

/**
 * The foundation's speed targets, measured in one run: GET /api/builds/:id against a bare node:http
 * server, POST /api/builds, event append and projections rebuild. A report, not a test: it exits 0 even
 * when a target is missed, and prints FAIL for it.
 *
 * Knobs: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50), BENCH_EVENTS (200000),
 * BENCH_SERVER_CPU_PROF=<dir> (runs the servers with --cpu-prof into that directory),
 * BENCH_ONLY=post (only POST /api/builds: no GET runs, no event-append or rebuild phase).
 */
function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

async function main(): Promise<void> {
  const durationSeconds = setting('BENCH_DURATION', 10);
  const connections = setting('BENCH_CONNECTIONS', 50);
  const realisticEvents = setting('BENCH_EVENTS', 200_000);
  const only = process.env.BENCH_ONLY;
  if (only !== undefined && only !== 'post')
    throw new Error('BENCH_ONLY must be "post" (or unset for everything)');
  const postOnly = only === 'post';
  const profileDir = process.env.BENCH_SERVER_CPU_PROF;
  const serverNodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const log = (line: string) => console.log(`  ${line}`);
  const work = mkdtempSync(join(tmpdir(), 'octavo-bench-'));
  const rows: BenchRow[] = [];
  const details: Record<string, unknown> = {};
  const started = Date.now();
  console.log(
    `Octavo API benchmark — node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'})`,
  );
  const loadAtStart = loadavg()[0];
  if (loadAtStart > availableParallelism() / 2) {
    console.log(
      `WARNING: load average ${loadAtStart.toFixed(1)} on ${availableParallelism()} cores: other work shares the ` +
        'machine, so throughput and latency will read low; the CPU-per-request and per-CPU-second figures hold up better.',
    );
  }
  /** A phase that throws becomes a FAIL row; the others still run. */
  const phase = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      console.error(`  ${name} could not run:`, error);
      rows.push({
        metric: `${name} (did not run)`,
        unit: '',
        octavo: NaN,
        reference: null,
        ratio: null,
        target: 'runs',
        pass: false,
        notes: String(error instanceof Error ? error.message : error),
      });
    }
  };
  const rebuildDir = join(work, 'rebuild');
  mkdirSync(rebuildDir, { recursive: true });
  try {
    console.log(`\n[1-3] HTTP: ${connections} connections, ${durationSeconds} s per run after a 2 s warm-up`);
    await phase('HTTP', async () => {
      details.http = await measureHttp(
        join(work, 'server'),
        { connections, durationSeconds, postOnly },
        log,
        rows,
        serverNodeArgs,
      );
    });

    if (!postOnly) {
      console.log(`\n[4] event append (SqliteEventStore, ${realisticEvents} realistic events)`);
      await phase('event append', async () => {
        const append = await measureAppend(join(rebuildDir, 'events.db'), work, {
          realisticEvents,
          batchedEvents: 100_000,
          batchSize: 50,
        });
        log(`1 event/append: ${JSON.stringify(append.single)}`);
        log(`batched: ${JSON.stringify(append.batched)}`);
        rows.push(...append.rows);
        details.append = { single: append.single, batched: append.batched };
      });

      console.log('\n[5] projections rebuild over the realistic log');
      await phase('projections rebuild', async () => {
        const rebuild = await measureRebuild(rebuildDir);
        log(JSON.stringify(rebuild.measurement));
        rows.push(...rebuild.rows);
        details.rebuild = rebuild.measurement;
      });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  console.log(
    `\nresults (${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end):\n`,
  );
  printTable(rows);
  const file = writeResults('api', {
    date: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    cpu: cpus()[0]?.model,
    settings: { durationSeconds, connections, realisticEvents, only: only ?? 'all' },
    loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] },
    rows,
    details,
  });
  console.log(`\nwritten to ${file}`);
}

main().catch((error: unknown) => {
  console.error('benchmark could not run:', error);
  process.exitCode = 1;
});
