import { join } from 'node:path';
import { replayProjections } from '../../projections/replay';
import { SqliteReadModelStore } from '../../read-models/sqlite-read-model-store';
import { SqliteEventStore } from '../../src/event-store/sqlite-event-store';
import { allProjections } from '../../src/projections-list';
import { octavoCli } from '../support/octavo-process';
import { BenchRow } from '../support/report';

export interface RebuildMeasurement {
  events: number;
  replaySeconds: number;
  replayEventsPerSecond: number;
  replayCpuSeconds: number;
  cliWallSeconds: number;
  /** What `projections rebuild` itself reports (replay, snapshot and swap; no process start). */
  cliReportedSeconds: number | null;
  cliEventsPerSecond: number;
  documents: Record<string, number>;
}

/**
 * `replayProjections` over DATA_DIR/events.db into a fresh read-model store at DATA_DIR/read-models.db,
 * then `./bin/octavo projections rebuild` on that DATA_DIR. The first replay leaves the live read models
 * at the head, so the CLI's own projector has nothing to catch up and only the rebuild is timed.
 */
export async function measureRebuild(
  dataDir: string,
): Promise<{ measurement: RebuildMeasurement; rows: BenchRow[] }> {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const target = new SqliteReadModelStore(join(dataDir, 'read-models.db'));
  let eventCount: number;
  let replaySeconds: number;
  let replayCpuSeconds: number;
  const documents: Record<string, number> = {};
  try {
    eventCount = await events.headPosition();
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    await replayProjections(events, target, allProjections());
    replaySeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const { user, system } = process.cpuUsage(cpu);
    replayCpuSeconds = (user + system) / 1e6;
    for (const collection of allProjections().flatMap((p) => p.collections))
      documents[collection] = await target.count(collection);
  } finally {
    await target.close();
    await events.close();
  }

  const started = process.hrtime.bigint();
  const { stdout } = await octavoCli(['projections', 'rebuild'], {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    DATA_DIR: dataDir,
    OCTAVO_LOG: 'silent',
  });
  const cliWallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const reported = /in ([\d.]+) s/.exec(stdout);
  const cliReportedSeconds = reported ? Number(reported[1]) : null;
  const cliEventsPerSecond = eventCount / (cliReportedSeconds ?? cliWallSeconds);

  const measurement: RebuildMeasurement = {
    events: eventCount,
    replaySeconds,
    replayEventsPerSecond: eventCount / replaySeconds,
    replayCpuSeconds,
    cliWallSeconds,
    cliReportedSeconds,
    cliEventsPerSecond,
    documents,
  };
  const rows: BenchRow[] = [
    {
      metric: `projections rebuild, replayProjections (${eventCount} events)`,
      unit: 'events/s',
      octavo: measurement.replayEventsPerSecond,
      reference: null,
      ratio: measurement.replayEventsPerSecond / 50_000,
      target: '>= 50,000 events/s',
      pass: measurement.replayEventsPerSecond >= 50_000,
      notes: `${(eventCount / replayCpuSeconds).toFixed(0)} events per CPU-second (${replaySeconds.toFixed(2)} s wall)`,
    },
    {
      metric: `./bin/octavo projections rebuild (replay + swap)`,
      unit: 'events/s',
      octavo: cliEventsPerSecond,
      reference: null,
      ratio: cliEventsPerSecond / 50_000,
      target: '>= 50,000 events/s',
      pass: cliEventsPerSecond >= 50_000,
      notes: `wall ${cliWallSeconds.toFixed(2)} s incl. process start; reported ${cliReportedSeconds ?? '?'} s`,
    },
    {
      metric: `./bin/octavo projections rebuild, wall clock incl. start`,
      unit: 'events/s',
      octavo: eventCount / cliWallSeconds,
      reference: null,
      ratio: null,
      target: '-',
      pass: null,
    },
  ];
  return { measurement, rows };
}
