import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SqliteEventStore } from '../src/event-store/sqlite-event-store';
import { NODE } from './support/octavo-server';

const run = promisify(execFile);

describe('SqliteEventStore across processes', () => {
  it('two processes appending to one stream at expected revisions never both win: no lost or duplicated event', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'octavo-xproc-')), 'events.db');
    new SqliteEventStore(file).close();
    const worker = join(__dirname, 'fixtures', 'append-worker.js');
    const results = await Promise.all(
      ['a', 'b'].map((name) => run(NODE, [worker, file, 'project-race-1', '300', name])),
    );
    const conflicts = results.map((r) => JSON.parse(r.stdout).conflicts as number);
    const store = new SqliteEventStore(file);
    const events = await store.readStream('project-race-1');
    await store.close();
    expect(events).toHaveLength(600);
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 600 }, (_, i) => i));
    for (const name of ['a', 'b']) {
      expect(events.filter((e) => e.data.by === name).map((e) => e.data.i)).toEqual(
        Array.from({ length: 300 }, (_, i) => i),
      );
    }
    // How often they collided is up to the scheduler; every collision was a typed refusal, never a lost write.
    console.log(`append race: ${conflicts.join(' + ')} refused appends, retried`);
  });
});
