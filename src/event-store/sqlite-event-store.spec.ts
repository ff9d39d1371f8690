import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract } from './event-store.contract';
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
    await writer.append('s-1', [newEvent('A', 1, {}, testEventContext())], 'no_stream');
    await writer.append('s-1', [newEvent('A', 1, {}, testEventContext())], 0);
    await done;
    await sub.stop();
    expect(seen).toEqual([1, 2]);
    await writer.close();
    await reader.close();
  });
});
