import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from './sqlite-event-store';
import { SqliteSequence } from './sqlite-sequence';

describe('SqliteSequence', () => {
  it('counts each name from 1 across connections sharing the events file, beside the log', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'octavo-seq-')), 'events.db');
    const log = new SqliteEventStore(file);
    const a = new SqliteSequence(file);
    const b = new SqliteSequence(file);
    expect([await a.next('build'), await b.next('build'), await a.next('build')]).toEqual([1, 2, 3]);
    expect(await b.next('other')).toBe(1);
    expect(await log.headPosition()).toBe(0);
    await Promise.all([a.close(), b.close(), log.close()]);
  });
});
