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
        expect(await store.count('books', {}, { field: 'n', value: 3 })).toBe(2);
        expect(await store.count('books', { owner: 'ann' }, { field: 'n', value: 2 })).toBe(1);
        await store.transaction(async (tx) => tx.delete('books', '1'));
        expect(await store.count('books')).toBe(2);
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
