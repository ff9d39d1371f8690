import { randomUUID } from 'node:crypto';
import {
  DuplicateEventId,
  EventStore,
  NewEvent,
  RecordedEvent,
  WrongExpectedRevision,
} from './event-store.port';
import { newEvent, testEventContext } from './new-event';

/** One behaviour every event store adapter must show; each adapter's spec calls this with a factory. */
export function describeEventStoreContract(
  adapter: string,
  open: () => Promise<EventStore>,
  options: { skip?: string } = {},
): void {
  const describeOrSkip = options.skip ? describe.skip : describe;
  describeOrSkip(
    `${adapter} event store contract${options.skip ? ` (skipped: ${options.skip})` : ''}`,
    () => {
      let store: EventStore;
      // Registry names: every adapter refuses streams outside Octavo's registry (src/domain/event-types.ts).
      const stream = () => `project-${randomUUID()}`;
      const event = (n: number): NewEvent => newEvent('Tested', 1, { n }, testEventContext());

      beforeEach(async () => {
        store = await open();
      });
      afterEach(async () => {
        await store.close();
      });

      it('refuses a stream outside the registry, naming it and the kinds it accepts', async () => {
        await expect(store.append(`elsewhere-${randomUUID()}`, [event(1)], 'any')).rejects.toThrow(
          /elsewhere-.*does not start with one of .*project-/,
        );
      });

      it('appends to a new stream and reads it back in order with envelopes intact', async () => {
        const id = stream();
        const e1 = event(1);
        const result = await store.append(id, [e1, event(2)], 'no_stream');
        expect(result.nextExpectedRevision).toBe(1);
        const read = await store.readStream(id);
        expect(read.map((e) => [e.revision, e.data.n])).toEqual([
          [0, 1],
          [1, 2],
        ]);
        expect(read[0].metadata).toEqual(e1.metadata);
        expect(read[0].type).toBe('Tested');
        expect(read[1].position).toBe(result.position);
        expect(read[0].position).toBeLessThan(read[1].position);
      });

      it('rejects an append at a wrong expected revision with a typed error and writes nothing', async () => {
        const id = stream();
        await store.append(id, [event(1)], 'no_stream');
        await expect(store.append(id, [event(2)], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevision);
        await expect(store.append(id, [event(2)], 5)).rejects.toBeInstanceOf(WrongExpectedRevision);
        await expect(store.append(stream(), [event(2)], 0)).rejects.toBeInstanceOf(WrongExpectedRevision);
        await expect(store.append(stream(), [event(2)], 'stream_exists')).rejects.toBeInstanceOf(
          WrongExpectedRevision,
        );
        expect(await store.readStream(id)).toHaveLength(1);
        await store.append(id, [event(3)], 0);
        await store.append(id, [event(4)], 'any');
        expect((await store.readStream(id)).map((e) => e.data.n)).toEqual([1, 3, 4]);
      });

      it('lets exactly one of two concurrent appends at the same expected revision win', async () => {
        const id = stream();
        await store.append(id, [event(0)], 'no_stream');
        const outcomes = await Promise.allSettled([
          store.append(id, [event(1)], 0),
          store.append(id, [event(2)], 0),
        ]);
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
        expect(rejected.reason).toBeInstanceOf(WrongExpectedRevision);
        expect(await store.readStream(id)).toHaveLength(2);
      });

      it('is idempotent on event ids: a retried append returns the first result and adds nothing', async () => {
        const id = stream();
        const events = [event(1), event(2)];
        const first = await store.append(id, events, 'no_stream');
        const again = await store.append(id, events, 'no_stream');
        expect(again).toEqual(first);
        expect(await store.readStream(id)).toHaveLength(2);
      });

      it('refuses an event id reused by a different append, writing nothing', async () => {
        const first = event(1);
        await store.append(stream(), [first], 'no_stream');
        const other = stream();
        await expect(
          store.append(other, [event(2), { ...event(3), metadata: first.metadata }], 'no_stream'),
        ).rejects.toBeInstanceOf(DuplicateEventId);
        expect(await store.readStream(other)).toHaveLength(0);
      });

      it('reads the global log from a position, oldest first', async () => {
        const before = await store.headPosition();
        const a = stream();
        const b = stream();
        await store.append(a, [event(1)], 'no_stream');
        await store.append(b, [event(2)], 'no_stream');
        await store.append(a, [event(3)], 0);
        const all = await store.readAll({ after: before, limit: 100 });
        expect(all.map((e) => e.data.n)).toEqual([1, 2, 3]);
        expect(all.map((e) => e.streamId)).toEqual([a, b, a]);
        const rest = await store.readAll({ after: all[0].position, limit: 1 });
        expect(rest.map((e) => e.data.n)).toEqual([2]);
        expect(await store.headPosition()).toBe(all[2].position);
      });

      it('subscribes: catches up, then delivers live appends in order, and stops', async () => {
        const before = await store.headPosition();
        const id = stream();
        await store.append(id, [event(1), event(2)], 'no_stream');
        const seen: RecordedEvent[] = [];
        let resolveDone!: () => void;
        const done = new Promise<void>((r) => (resolveDone = r));
        const subscription = store.subscribe({
          after: before,
          onEvents: async (batch) => {
            seen.push(...batch.filter((e) => e.streamId === id));
            if (seen.length >= 4) resolveDone();
          },
        });
        await store.append(id, [event(3)], 1);
        await store.append(id, [event(4)], 2);
        await done;
        await subscription.stop();
        expect(seen.map((e) => e.data.n)).toEqual([1, 2, 3, 4]);
      });
    },
  );
}
