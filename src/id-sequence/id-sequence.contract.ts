import { IdSequence } from './id-sequence.port';

/**
 * One behaviour every id sequence adapter must show. `open` gives two handles on one fresh store (as two
 * processes would have), each closed by the suite.
 */
export function describeIdSequenceContract(
  adapter: string,
  open: () => Promise<[IdSequence, IdSequence]>,
  options: { skip?: string } = {},
): void {
  const describeOrSkip = options.skip ? describe.skip : describe;
  describeOrSkip(
    `${adapter} id sequence contract${options.skip ? ` (skipped: ${options.skip})` : ''}`,
    () => {
      let a: IdSequence;
      let b: IdSequence;
      beforeEach(async () => {
        [a, b] = await open();
      });
      afterEach(async () => {
        await Promise.all([a.close(), b.close()]);
      });

      it('counts each name from 1, one after another, through either handle', async () => {
        expect([await a.next('build'), await b.next('build'), await a.next('build')]).toEqual([1, 2, 3]);
        expect(await b.next('other')).toBe(1);
      });

      it('hands out each number once, even to concurrent callers on both handles', async () => {
        const numbers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).next('build')),
        );
        expect([...numbers].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      });
    },
  );
}
