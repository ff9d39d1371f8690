import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuildsProjection, QUEUE_LANES } from '../../projections/builds.projection';
import { BuildView, Collections, QueueEntryView } from '../../projections/read-model-types';
import { SqliteReadModelStore } from '../../read-models/sqlite-read-model-store';
import type { Format, FormatStatus } from '../domain/build';
import { RecordedEvent } from '../event-store/event-store.port';
import { newEvent, testEventContext } from '../event-store/new-event';
import { fairOrder } from '../job-queue/fair-order';
import { BuildsQueries } from './builds.queries';

const ALL: Format[] = ['pdf', 'epub', 'mobi', 'html', 'platform'];

/** Positions as the queue hands formats out: every queued entry, read whole, in `fairOrder`. */
async function walkedPositions(store: SqliteReadModelStore): Promise<Map<string, number>> {
  const entries = await store.find<QueueEntryView>(Collections.buildQueue, { orderBy: [['order', 'asc']] });
  const lanes = new Map<string, QueueEntryView[]>();
  for (const e of entries) lanes.set(e.requestedBy, [...(lanes.get(e.requestedBy) ?? []), e]);
  const order = fairOrder(
    [...lanes.values()].map((jobs) => ({ lastServed: -Infinity, jobs })),
    (a, b) => a.order - b.order,
  );
  return new Map(order.map((e, i) => [`${e.buildId}:${e.format}`, i + 1]));
}

describe('BuildsQueries.queuePositions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'octavo-queue-positions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;

  async function setUp() {
    const store = new SqliteReadModelStore(join(dir, `r${++n}.db`));
    const projection = new BuildsProjection();
    for (const [collection, fields] of projection.indexes) await store.ensureIndex(collection, fields);
    let position = 0;
    const apply = (type: string, data: object) =>
      store.transaction(async (tx) => {
        const event: RecordedEvent = {
          ...newEvent(type, 1, data as Record<string, unknown>, testEventContext()),
          streamId: `build-${(data as { buildId: number }).buildId}`,
          revision: 0,
          position: ++position,
        };
        await projection.apply(event, tx);
      });
    const request = (buildId: number, requestedBy: string, formats: Format[]) =>
      apply('BuildRequested', {
        buildId,
        projectId: 'p1',
        project: 'ann/book',
        branch: 'main',
        commit: 'a'.repeat(40),
        formats,
        requestedBy,
      });
    const change = (buildId: number, format: Format, status: FormatStatus) =>
      apply('FormatStatusChanged', { buildId, format, status });
    return { store, queries: new BuildsQueries(store), request, change };
  }

  async function expectSameAsWalking(store: SqliteReadModelStore, queries: BuildsQueries) {
    const builds = await store.find<BuildView>(Collections.builds, { orderBy: [['id', 'asc']] });
    const walked = await walkedPositions(store);
    const counted = await queries.queuePositions(builds);
    const flat = new Map<string, number>();
    for (const [buildId, formats] of counted)
      for (const [format, position] of formats) flat.set(`${buildId}:${format}`, position);
    expect(flat).toEqual(walked);
    // One build at a time gives the same answers (a POST or a poll asks about one).
    for (const build of builds) {
      const alone = (await queries.queuePositions([build])).get(build.id);
      for (const [format, position] of alone ?? [])
        expect(position).toBe(walked.get(`${build.id}:${format}`));
    }
  }

  it('counts the same positions as walking the whole queue, as builds are requested, started and cancelled', async () => {
    const { store, queries, request, change } = await setUp();
    const requesters = ['ann', 'bob', 'cy', 'dee'];
    let seed = 7;
    const next = (below: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % below;
    const queued: Array<{ buildId: number; format: Format }> = [];
    for (let buildId = 1; buildId <= 60; buildId++) {
      const formats = ALL.filter(() => next(3) === 0);
      if (formats.length === 0) formats.push('pdf');
      await request(buildId, requesters[next(buildId < 30 ? 2 : 4)], formats);
      queued.push(...formats.map((format) => ({ buildId, format })));
      // Now and then a format starts (oldest-first or out of order) or is cancelled.
      if (next(3) === 0) {
        const [left] = queued.splice(next(2) === 0 ? 0 : next(queued.length), 1);
        await change(left.buildId, left.format, next(2) === 0 ? 'working' : 'failed');
      }
      if (buildId % 10 === 0) await expectSameAsWalking(store, queries);
    }
    while (queued.length > 0) {
      const [left] = queued.splice(next(queued.length), 1);
      await change(left.buildId, left.format, 'working');
      if (queued.length % 7 === 0) await expectSameAsWalking(store, queries);
    }
    expect(await store.find(QUEUE_LANES)).toEqual([]);
  });

  it('places a build just requested behind everything its requester has queued, after one turn of each other requester', async () => {
    const { queries, request, store } = await setUp();
    for (let id = 1; id <= 5; id++) await request(id, 'ann', ['pdf']);
    await request(6, 'bob', ['pdf', 'epub']);
    await request(7, 'ann', ['html']);
    const build = (await store.get<BuildView>(Collections.builds, '7'))!;
    // ann's 6th format waits for her five and bob's two (he takes turns with her): position 8.
    expect((await queries.queuePositions([build])).get(7)).toEqual(new Map([['html', 8]]));
    const bobs = (await store.get<BuildView>(Collections.builds, '6'))!;
    expect((await queries.queuePositions([bobs])).get(6)).toEqual(
      new Map([
        ['pdf', 2],
        ['epub', 4],
      ]),
    );
  });

  it('gives no positions to builds with nothing queued, and keeps a requester lane only while it has formats queued', async () => {
    const { queries, request, change, store } = await setUp();
    await request(1, 'ann', ['pdf']);
    expect(await store.find(QUEUE_LANES)).toEqual([{ requestedBy: 'ann', queued: 1, newest: 16 }]);
    await change(1, 'pdf', 'working');
    await change(1, 'pdf', 'completed');
    expect(await store.find(QUEUE_LANES)).toEqual([]);
    const build = (await store.get<BuildView>(Collections.builds, '1'))!;
    expect((await queries.queuePositions([build])).size).toBe(0);
  });
});
