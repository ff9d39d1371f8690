import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RecordedEvent } from '../src/event-store/event-store.port';
import { newEvent, testEventContext } from '../src/event-store/new-event';
import { SqliteEventStore } from '../src/event-store/sqlite-event-store';
import { ReadModelTransaction } from '../read-models/read-model-store.port';
import { SqliteReadModelStore } from '../read-models/sqlite-read-model-store';
import { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { replayProjections } from './replay';

/** Counts `Tick` events per stream; `crashAt` simulates the process dying in the middle of a batch. */
class CounterProjection implements Projection {
  readonly name = 'counter';
  readonly collections = ['counts'];
  applied = 0;
  constructor(private readonly crashAt = Infinity) {}
  async apply(event: RecordedEvent, tx: ReadModelTransaction) {
    if (++this.applied === this.crashAt) throw new Error('crash in the middle of a batch');
    const doc = (await tx.get<{ n: number }>('counts', event.streamId)) ?? { n: 0 };
    tx.put('counts', event.streamId, { n: doc.n + 1 });
  }
}

const waitUntil = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 500 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('ProjectionRunner', () => {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-runner-'));
  let n = 0;
  const open = () => {
    n += 1;
    return {
      events: new SqliteEventStore(join(dir, `e${n}.db`)),
      store: new SqliteReadModelStore(join(dir, `r${n}.db`)),
    };
  };
  const tick = (i: number) => newEvent('Tick', 1, { i }, testEventContext());

  it('applies nothing of a batch that fails half-way, then resumes from its checkpoint without double-applying', async () => {
    const { events, store } = open();
    for (let i = 0; i < 50; i++) await events.append(`project-${i % 5}`, [tick(i)], 'any');

    const crashing = new ProjectionRunner(events, store, [new CounterProjection(30)], { error: () => {} });
    await crashing.start();
    await new Promise((r) => setTimeout(r, 50));
    await crashing.stop();
    expect(await store.checkpoint('counter')).toBe(0);
    expect(await store.get('counts', 'project-0')).toBeNull();

    const resumed = new ProjectionRunner(events, store, [new CounterProjection()]);
    await resumed.start();
    expect(await resumed.waitFor(50, ['counter'])).toBe(true);
    for (let s = 0; s < 5; s++) expect(await store.get('counts', `project-${s}`)).toEqual({ n: 10 });

    await events.append('project-0', [tick(50)], 'any');
    await waitUntil(async () => (await store.checkpoint('counter')) === 51);
    expect(await store.get('counts', 'project-0')).toEqual({ n: 11 });
    await resumed.stop();
  });

  it('two runners of the same projection never apply an event twice', async () => {
    const { events, store } = open();
    for (let i = 0; i < 200; i++) await events.append(`project-${i % 4}`, [tick(i)], 'any');
    const a = new ProjectionRunner(events, store, [new CounterProjection()]);
    const b = new ProjectionRunner(events, store, [new CounterProjection()]);
    await Promise.all([a.start(), b.start()]);
    for (let i = 200; i < 300; i++) await events.append(`project-${i % 4}`, [tick(i)], 'any');
    expect(await a.waitFor(300, ['counter'], 10_000)).toBe(true);
    await waitUntil(async () => (await store.checkpoint('counter')) === 300);
    await Promise.all([a.stop(), b.stop()]);
    for (let s = 0; s < 4; s++) expect(await store.get('counts', `project-${s}`)).toEqual({ n: 75 });
  });

  it('catches up after a rewind (rebuild swapped in behind a live runner)', async () => {
    const { events, store } = open();
    for (let i = 0; i < 20; i++) await events.append('project-s', [tick(i)], 'any');
    const runner = new ProjectionRunner(events, store, [new CounterProjection()]);
    await runner.start();
    await runner.waitFor(20, ['counter']);
    const scratch = new SqliteReadModelStore(join(dir, 'scratch.db'));
    const reached = await replayProjections(events, scratch, [new CounterProjection()], {
      upTo: { counter: 10 },
    });
    const snapshot = await scratch.snapshot(['counts']);
    await store.replace({ checkpoints: reached, collections: snapshot.collections });
    expect(await store.get('counts', 'project-s')).toEqual({ n: 10 });
    await events.append('project-s', [tick(20)], 'any');
    await waitUntil(async () => (await store.checkpoint('counter')) === 21);
    expect(await store.get('counts', 'project-s')).toEqual({ n: 21 });
    await runner.stop();
  });
  it('replays the whole log into emptied read models when a projection comes back at a new version', async () => {
    const { events, store } = open();
    for (let i = 0; i < 20; i++) await events.append(`project-${i % 4}`, [tick(i)], 'any');
    const v1 = new ProjectionRunner(events, store, [new CounterProjection()], { error: () => {} });
    await v1.start();
    expect(await v1.waitFor(20, ['counter'])).toBe(true);
    await v1.stop();
    expect(await store.get('counts', 'project-0')).toEqual({ n: 5 });

    /** Version 2 counts the sum of `i` instead, and keeps one more collection. */
    class SummingProjection implements Projection {
      readonly name = 'counter';
      readonly version = 2;
      readonly collections = ['counts', 'totals'];
      async apply(event: RecordedEvent, tx: ReadModelTransaction) {
        const doc = (await tx.get<{ sum: number }>('counts', event.streamId)) ?? { sum: 0 };
        tx.put('counts', event.streamId, { sum: doc.sum + (event.data.i as number) });
        const total = (await tx.get<{ n: number }>('totals', 'all')) ?? { n: 0 };
        tx.put('totals', 'all', { n: total.n + 1 });
      }
    }
    const said: string[] = [];
    const v2 = new ProjectionRunner(events, store, [new SummingProjection()], {
      error: () => {},
      info: (message) => said.push(message),
    });
    await v2.start();
    expect(await v2.waitFor(20, ['counter'])).toBe(true);
    await v2.stop();
    // s-0 holds i = 0, 4, 8, 12, 16; nothing of version 1 is left in the documents.
    expect(await store.get('counts', 'project-0')).toEqual({ sum: 40 });
    expect(await store.get('totals', 'all')).toEqual({ n: 20 });
    expect(said).toEqual([
      'projection counter: read models are version 1, this is version 2; replaying the log',
    ]);

    // Started again at the same version: nothing is replayed.
    const again = new ProjectionRunner(events, store, [new SummingProjection()], {
      error: () => {},
      info: (message) => said.push(message),
    });
    await again.start();
    await again.stop();
    expect(said).toHaveLength(1);
    expect(await store.get('totals', 'all')).toEqual({ n: 20 });
  });
});
