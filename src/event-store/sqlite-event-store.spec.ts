import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { WAL_AUTOCHECKPOINT_FRAMES } from './event-store-database';
import { describeEventStoreContract } from './event-store.contract';
import { newEvent, testEventContext } from './new-event';
import { SqliteEventStore } from './sqlite-event-store';

const dir = mkdtempSync(join(tmpdir(), 'octavo-es-'));
let n = 0;
describeEventStoreContract('SQLite', async () => new SqliteEventStore(join(dir, `events-${n++}.db`)));

describe('SqliteEventStore across connections', () => {
  it('sees appends made through another connection to the same file', async () => {
    const file = join(dir, 'shared.db');
    const writer = new SqliteEventStore(file);
    const reader = new SqliteEventStore(file, { pollIntervalMs: 10 });
    const seen: number[] = [];
    let resolveDone!: () => void;
    const done = new Promise<void>((r) => (resolveDone = r));
    const sub = reader.subscribe({
      after: 0,
      onEvents: async (batch) => {
        seen.push(...batch.map((e) => e.position));
        if (seen.length === 2) resolveDone();
      },
    });
    const { newEvent, testEventContext } = await import('./new-event');
    await writer.append('project-1', [newEvent('A', 1, {}, testEventContext())], 'no_stream');
    await writer.append('project-1', [newEvent('A', 1, {}, testEventContext())], 0);
    await done;
    await sub.stop();
    expect(seen).toEqual([1, 2]);
    await writer.close();
    await reader.close();
  });
});

describe('SqliteEventStore files', () => {
  const event = (n: number) => newEvent('Tested', 1, { n }, testEventContext());

  it('keeps the write-ahead log bounded: commits copy it into the database file and start it over', async () => {
    const file = join(dir, 'bounded.db');
    const store = new SqliteEventStore(file);
    // Enough single-event appends (3 or more pages each) to pass the checkpoint size more than once.
    for (let i = 0; i < 8000; i++) await store.append(`project-${i % 500}`, [event(i)], 'any');
    const frame = 4096 + 24;
    expect(statSync(`${file}-wal`).size).toBeLessThan((WAL_AUTOCHECKPOINT_FRAMES + 50) * frame);
    expect(statSync(file).size).toBeGreaterThan(100 * 4096);
    expect(await store.headPosition()).toBe(8000);
    await store.close();
  });

  it('goes on with a log written with the earlier AUTOINCREMENT schema', async () => {
    const file = join(dir, 'autoincrement.db');
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE events (
      position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
      event_id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL,
      UNIQUE (stream_id, revision))`);
    const insert = old.prepare(
      'INSERT INTO events (stream_id, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const n of [0, 1]) {
      const e = event(n);
      insert.run(
        'project-old',
        n,
        e.metadata.eventId,
        e.type,
        JSON.stringify(e.data),
        JSON.stringify(e.metadata),
      );
    }
    old.close();

    const store = new SqliteEventStore(file);
    expect(await store.headPosition()).toBe(2);
    const result = await store.append('project-old', [event(2)], 1);
    expect(result).toEqual({ nextExpectedRevision: 2, position: 3 });
    expect(await store.headPosition()).toBe(3);
    expect((await store.readAll({ after: 0, limit: 10 })).map((e) => e.data.n)).toEqual([0, 1, 2]);
    await store.close();
  });
});
