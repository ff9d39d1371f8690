import { CheckpointMoved, ReadModelStore } from './read-model-store.port';

/** One behaviour every read-model store adapter must show. */
export function describeReadModelStoreContract(
  adapter: string,
  open: () => Promise<ReadModelStore>,
  options: { skip?: string } = {},
): void {
  const describeOrSkip = options.skip ? describe.skip : describe;
  describeOrSkip(
    `${adapter} read-model store contract${options.skip ? ` (skipped: ${options.skip})` : ''}`,
    () => {
      let store: ReadModelStore;
      beforeEach(async () => {
        store = await open();
      });
      afterEach(async () => {
        await store.close();
      });

      it('stores documents and checkpoints together in one transaction', async () => {
        await store.transaction(async (tx) => {
          tx.put('books', 'a', { title: 'A', owner: 'ann', pages: 3, public: true });
          tx.put('books', 'b', { title: 'B', owner: 'bob', pages: 1, public: false });
          expect(await tx.get('books', 'a')).toEqual({ title: 'A', owner: 'ann', pages: 3, public: true });
          tx.moveCheckpoint('books-projection', 0, 7);
        });
        expect(await store.get('books', 'a')).toEqual({ title: 'A', owner: 'ann', pages: 3, public: true });
        expect(await store.checkpoint('books-projection')).toBe(7);
      });

      it('applies nothing when the work throws', async () => {
        await expect(
          store.transaction(async (tx) => {
            tx.put('books', 'x', { title: 'X' });
            tx.moveCheckpoint('p', 0, 1);
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await store.get('books', 'x')).toBeNull();
        expect(await store.checkpoint('p')).toBe(0);
      });

      it('refuses a checkpoint move from a stale position and applies none of its writes', async () => {
        await store.transaction(async (tx) => tx.moveCheckpoint('p', 0, 5));
        await expect(
          store.transaction(async (tx) => {
            tx.put('books', 'late', { title: 'late' });
            tx.moveCheckpoint('p', 0, 3);
          }),
        ).rejects.toBeInstanceOf(CheckpointMoved);
        expect(await store.get('books', 'late')).toBeNull();
        expect(await store.checkpoint('p')).toBe(5);
      });

      it('finds by equality (booleans, nested fields, null), orders, pages and counts', async () => {
        await store.ensureIndex('books', ['owner']);
        await store.transaction(async (tx) => {
          tx.put('books', '1', { owner: 'ann', n: 1, public: true, meta: { lang: 'en' }, gone: null });
          tx.put('books', '2', { owner: 'ann', n: 2, public: false, meta: { lang: 'fr' }, gone: null });
          tx.put('books', '3', { owner: 'bob', n: 3, public: true, meta: { lang: 'en' }, gone: 'yes' });
        });
        const ids = (docs: Array<{ n: number }>) => docs.map((d) => d.n);
        expect(ids(await store.find('books', { where: { owner: 'ann' }, orderBy: [['n', 'desc']] }))).toEqual(
          [2, 1],
        );
        expect(ids(await store.find('books', { where: { public: true }, orderBy: [['n', 'asc']] }))).toEqual([
          1, 3,
        ]);
        expect(ids(await store.find('books', { where: { 'meta.lang': 'en', gone: null } }))).toEqual([1]);
        expect(ids(await store.find('books', { orderBy: [['n', 'asc']], limit: 1, offset: 1 }))).toEqual([2]);
        expect(await store.count('books', { owner: 'ann' })).toBe(2);
        await store.transaction(async (tx) => tx.delete('books', '1'));
        expect(await store.count('books')).toBe(2);
      });

      describe('counts within exclusive bounds', () => {
        const n = (value: number) => ({ field: 'n', value });
        beforeEach(async () => {
          await store.ensureIndex('shelf', ['owner', 'n']);
          await store.transaction(async (tx) => {
            [1, 2, 3, 4, 5].forEach((value) =>
              tx.put('shelf', `a${value}`, { owner: 'ann', n: value, meta: { n: value * 10 } }),
            );
            [2, 4].forEach((value) => tx.put('shelf', `b${value}`, { owner: 'bob', n: value }));
            tx.put('shelf', 'unnumbered', { owner: 'ann' });
            tx.put('shelf', 'null', { owner: 'ann', n: null });
          });
        });

        it('below alone: values under the bound, not the bound itself', async () => {
          expect(await store.count('shelf', {}, { below: n(3) })).toBe(3);
          expect(await store.count('shelf', {}, { below: n(1) })).toBe(0);
          expect(await store.count('shelf', {}, { below: n(5.5) })).toBe(7);
        });

        it('above alone: values over the bound, not the bound itself', async () => {
          expect(await store.count('shelf', {}, { above: n(3) })).toBe(3);
          expect(await store.count('shelf', {}, { above: n(5) })).toBe(0);
          expect(await store.count('shelf', {}, { above: n(0.5) })).toBe(7);
          expect(await store.count('shelf', {}, { above: n(-100) })).toBe(7);
        });

        it('both: values strictly between the bounds', async () => {
          expect(await store.count('shelf', {}, { above: n(1), below: n(5) })).toBe(5);
          expect(await store.count('shelf', {}, { above: n(2), below: n(4) })).toBe(1);
          expect(await store.count('shelf', {}, { above: n(3), below: n(4) })).toBe(0);
          expect(await store.count('shelf', {}, { above: n(4), below: n(2) })).toBe(0);
        });

        it('with equality filters, on the same field as a bound too', async () => {
          expect(await store.count('shelf', { owner: 'ann' }, { below: n(3) })).toBe(2);
          expect(await store.count('shelf', { owner: 'ann' }, { above: n(3) })).toBe(2);
          expect(await store.count('shelf', { owner: 'bob' }, { above: n(1), below: n(4) })).toBe(1);
          expect(await store.count('shelf', { owner: 'cy' }, { above: n(0) })).toBe(0);
          expect(await store.count('shelf', { n: 4 }, { above: n(3) })).toBe(2);
          expect(await store.count('shelf', { n: 4 }, { below: n(4) })).toBe(0);
        });

        it('on nested fields', async () => {
          expect(await store.count('shelf', {}, { above: { field: 'meta.n', value: 20 } })).toBe(3);
          expect(
            await store.count(
              'shelf',
              { owner: 'ann' },
              { above: { field: 'meta.n', value: 10 }, below: { field: 'n', value: 5 } },
            ),
          ).toBe(3);
        });

        it('leaves out documents without a number in the field, and counts nothing in an empty collection', async () => {
          expect(await store.count('shelf', { owner: 'ann' })).toBe(7);
          expect(await store.count('shelf', { owner: 'ann' }, { above: n(-1e9), below: n(1e9) })).toBe(5);
          expect(await store.count('empty', {}, { below: n(3) })).toBe(0);
          expect(await store.count('empty', {}, { above: n(3) })).toBe(0);
          expect(await store.count('empty', { owner: 'ann' }, { above: n(0), below: n(9) })).toBe(0);
        });

        it('sees bounds move with writes', async () => {
          expect(await store.count('shelf', { owner: 'bob' }, { above: n(1) })).toBe(2);
          await store.transaction(async (tx) => {
            tx.delete('shelf', 'b4');
            tx.put('shelf', 'b2', { owner: 'bob', n: 1 });
          });
          expect(await store.count('shelf', { owner: 'bob' }, { above: n(1) })).toBe(0);
          expect(await store.count('shelf', { owner: 'bob' }, { below: n(2) })).toBe(1);
        });
      });

      it('snapshots and replaces whole collections with their checkpoints', async () => {
        await store.transaction(async (tx) => {
          tx.put('a', '1', { v: 1 });
          tx.put('b', '1', { v: 2 });
          tx.moveCheckpoint('pa', 0, 4);
        });
        const snap = await store.snapshot(['a']);
        expect(snap.collections).toEqual({ a: { '1': { v: 1 } } });
        expect(snap.checkpoints.pa).toBe(4);
        await store.replace({ checkpoints: { pa: 9 }, collections: { a: { '2': { v: 3 } } } });
        expect(await store.get('a', '1')).toBeNull();
        expect(await store.get('a', '2')).toEqual({ v: 3 });
        expect(await store.get('b', '1')).toEqual({ v: 2 });
        expect(await store.checkpoint('pa')).toBe(9);
      });
    },
  );
}
