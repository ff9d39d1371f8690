import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newEvent, testEventContext } from './new-event';
import { describeEventStoreContract } from './event-store.contract';
import { RecordedEvent } from './event-store.port';
import { SqliteEventStore } from './sqlite-event-store';
import { UpcastingEventStore } from './upcasting-event-store';
import { buildViewOf } from '../../projections/build-view';
import { evolveBuild, initialBuildState } from '../domain/build';

const dir = mkdtempSync(join(tmpdir(), 'octavo-upcasting-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

describeEventStoreContract(
  'SQLite behind the upcasting decorator',
  async () => new UpcastingEventStore(new SqliteEventStore(join(dir, `contract-${n++}.db`))),
);

describe('an existing log read through the upcasting decorator', () => {
  const requested = {
    buildId: 3,
    projectId: 'p1',
    project: 'ann/book',
    branch: 'main',
    commit: 'c'.repeat(40),
    formats: ['pdf', 'html', 'epub'],
    requestedBy: 'ann',
  };
  // What Octavo wrote before FormatCancelled existed: a cancellation was a failed status change.
  const oldLog = [
    newEvent('BuildRequested', 1, requested, testEventContext()),
    newEvent('FormatStatusChanged', 1, { buildId: 3, format: 'pdf', status: 'working' }, testEventContext()),
    newEvent(
      'FormatStatusChanged',
      1,
      { buildId: 3, format: 'epub', status: 'failed', message: 'chapter.md is missing' },
      testEventContext(),
    ),
    newEvent(
      'FormatStatusChanged',
      1,
      { buildId: 3, format: 'pdf', status: 'failed', message: 'cancelled' },
      testEventContext(),
    ),
    newEvent(
      'FormatStatusChanged',
      1,
      { buildId: 3, format: 'html', status: 'failed', message: 'cancelled' },
      testEventContext(),
    ),
  ];
  let raw: SqliteEventStore;
  let store: UpcastingEventStore;
  let read: RecordedEvent[];

  beforeAll(async () => {
    raw = new SqliteEventStore(join(dir, 'old.db'));
    await raw.append('build-3', oldLog, 'no_stream');
    store = new UpcastingEventStore(raw);
    read = await store.readStream('build-3');
  });
  afterAll(() => raw.close());

  it('reads old cancellations as FormatCancelled, and nothing else changes', () => {
    expect(read.map((e) => e.type)).toEqual([
      'BuildRequested',
      'FormatStatusChanged',
      'FormatStatusChanged',
      'FormatCancelled',
      'FormatCancelled',
    ]);
    expect(read[3].data).toEqual({ buildId: 3, format: 'pdf' });
    expect(read[4].data).toEqual({ buildId: 3, format: 'html' });
    expect(read[2].data).toEqual({
      buildId: 3,
      format: 'epub',
      status: 'failed',
      message: 'chapter.md is missing',
    });
    // The envelope stays: same id, revision and position as stored.
    expect(read[3].metadata.eventId).toBe(oldLog[3].metadata.eventId);
    expect(read.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps the log as written', async () => {
    const stored = await raw.readStream('build-3');
    expect(stored.map((e) => e.type)).toEqual(oldLog.map((e) => e.type));
  });

  it('upcasts readAll and subscriptions the same way', async () => {
    expect((await store.readAll({ after: 0, limit: 10 })).map((e) => e.type)).toEqual(
      read.map((e) => e.type),
    );
    const delivered: string[] = [];
    await new Promise<void>((resolve) => {
      const subscription = store.subscribe({
        after: 0,
        onEvents: async (events) => {
          delivered.push(...events.map((e) => e.type));
          if (delivered.length >= read.length) void subscription.stop().then(resolve);
        },
      });
    });
    expect(delivered).toEqual(read.map((e) => e.type));
  });

  it('folds to the same answer as before: cancelled formats are failed with "cancelled"', () => {
    const state = read.reduce(evolveBuild, initialBuildState());
    expect([...state.formats.entries()].map(([f, s]) => [f, s.status])).toEqual([
      ['pdf', 'failed'],
      ['html', 'failed'],
      ['epub', 'failed'],
    ]);
    const view = buildViewOf(read)!;
    expect(view.formats.map((f) => [f.format, f.status, f.message])).toEqual([
      ['pdf', 'failed', 'cancelled'],
      ['html', 'failed', 'cancelled'],
      ['epub', 'failed', 'chapter.md is missing'],
    ]);
    expect(view.pending).toBe(false);
  });
});
