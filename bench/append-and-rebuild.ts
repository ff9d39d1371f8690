import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureAppend } from './phases/event-append';
import { measureRebuild } from './phases/projections-rebuild';
import { printTable, writeResults } from './support/report';

/**
 * Phases 4 and 5 of `bench:api` alone (event append, then projections rebuild over the appended log), same
 * settings, no HTTP runs: for working on the event store. BENCH_EVENTS as in api.bench (default 200000).
 * Not a *.bench.ts, so `npm run bench` does not run these phases twice.
 */
async function main(): Promise<void> {
  const raw = process.env.BENCH_EVENTS;
  const realisticEvents = raw ? Number(raw) : 200_000;
  if (!Number.isInteger(realisticEvents) || realisticEvents <= 0)
    throw new Error(`BENCH_EVENTS must be a positive whole number (got "${raw}")`);
  const work = mkdtempSync(join(tmpdir(), 'octavo-bench-append-'));
  const rebuildDir = join(work, 'rebuild');
  mkdirSync(rebuildDir, { recursive: true });
  const loadAtStart = loadavg()[0];
  console.log(
    `Octavo append + rebuild benchmark — node ${process.version}, ${availableParallelism()} cores, ` +
      `load average ${loadAtStart.toFixed(1)}`,
  );
  try {
    const append = await measureAppend(join(rebuildDir, 'events.db'), work, {
      realisticEvents,
      batchedEvents: 100_000,
      batchSize: 50,
    });
    const rebuild = await measureRebuild(rebuildDir);
    const rows = [...append.rows, ...rebuild.rows];
    console.log(
      `\nresults (load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end):\n`,
    );
    printTable(rows);
    const file = writeResults('append', {
      date: new Date().toISOString(),
      node: process.version,
      cores: availableParallelism(),
      cpu: cpus()[0]?.model,
      settings: { realisticEvents },
      loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] },
      rows,
      details: { append: { single: append.single, batched: append.batched }, rebuild: rebuild.measurement },
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('benchmark could not run:', error);
  process.exitCode = 1;
});
