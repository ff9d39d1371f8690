import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeIdSequenceContract } from './id-sequence.contract';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { SqliteSequence } from './sqlite-sequence';

describeIdSequenceContract('SQLite', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'octavo-seq-')), 'events.db');
  return [new SqliteSequence(file), new SqliteSequence(file)];
});

describe('SqliteSequence', () => {
  it('lives beside the log in the events file without adding events to it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'octavo-seq-')), 'events.db');
    const log = new SqliteEventStore(file);
    const sequence = new SqliteSequence(file);
    expect(await sequence.next('build')).toBe(1);
    expect(await log.headPosition()).toBe(0);
    await Promise.all([sequence.close(), log.close()]);
  });
});
