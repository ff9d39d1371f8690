import { join } from 'node:path';
import { SqliteEventStore } from '../../src/event-store/sqlite-event-store';
import { BenchRow } from '../support/report';
import { batchedAppends, PlannedAppend, realisticAppends } from '../support/realistic-events';

export interface AppendMeasurement {
  events: number;
  appends: number;
  streams: number;
  seconds: number;
  eventsPerSecond: number;
  /** This process's CPU (user + system) during the appends: steadier than wall time on a busy machine. */
  cpuSeconds: number;
}

/** Appends everything in order, one awaited append at a time, as command handlers do. */
async function timeAppends(store: SqliteEventStore, plan: PlannedAppend[]): Promise<AppendMeasurement> {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (const append of plan) await store.append(append.streamId, append.events, append.expected);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const { user, system } = process.cpuUsage(cpu);
  const events = plan.reduce((n, a) => n + a.events.length, 0);
  return {
    events,
    appends: plan.length,
    streams: new Set(plan.map((a) => a.streamId)).size,
    seconds,
    eventsPerSecond: events / seconds,
    cpuSeconds: (user + system) / 1e6,
  };
}

/**
 * Fills `eventsFile` with the realistic log (one event per append, many streams) that the rebuild phase
 * then replays, and separately appends batches to a scratch store. Events are generated before the clock
 * starts, so only the store is timed.
 */
export async function measureAppend(
  eventsFile: string,
  scratchDir: string,
  options: { realisticEvents: number; batchedEvents: number; batchSize: number },
): Promise<{ single: AppendMeasurement; batched: AppendMeasurement; rows: BenchRow[] }> {
  const store = new SqliteEventStore(eventsFile);
  let single: AppendMeasurement;
  try {
    single = await timeAppends(store, [...realisticAppends(options.realisticEvents)]);
  } finally {
    await store.close();
  }

  const perStream = options.batchSize * 5;
  const scratch = new SqliteEventStore(join(scratchDir, 'batched-events.db'));
  let batched: AppendMeasurement;
  try {
    const streams = Math.ceil(options.batchedEvents / perStream);
    batched = await timeAppends(scratch, [...batchedAppends(streams, perStream, options.batchSize)]);
  } finally {
    await scratch.close();
  }

  const rows: BenchRow[] = [
    {
      metric: `event append, 1 event/append (${single.events} events, ${single.streams} streams)`,
      unit: 'events/s',
      octavo: single.eventsPerSecond,
      reference: null,
      ratio: single.eventsPerSecond / 20_000,
      target: '>= 20,000 events/s',
      pass: single.eventsPerSecond >= 20_000,
      notes: `${(single.events / single.cpuSeconds).toFixed(0)} events per CPU-second (${single.seconds.toFixed(2)} s wall, ${single.cpuSeconds.toFixed(2)} s CPU)`,
    },
    {
      metric: `event append, ${options.batchSize} events/append (${batched.events} events)`,
      unit: 'events/s',
      octavo: batched.eventsPerSecond,
      reference: null,
      ratio: batched.eventsPerSecond / 20_000,
      target: '>= 20,000 events/s',
      pass: batched.eventsPerSecond >= 20_000,
      notes: `${(batched.events / batched.cpuSeconds).toFixed(0)} events per CPU-second (${batched.seconds.toFixed(2)} s wall, ${batched.cpuSeconds.toFixed(2)} s CPU)`,
    },
  ];
  return { single, batched, rows };
}
