import { RenderFailure } from '../types';
import { memorySource } from '../test-support/memory-source';
import { DEFAULT_BOOK_LIMITS } from './book-limits';
import { FileTooLarge, ReadBudget } from './read-budget';

describe('ReadBudget', () => {
  const limits = { ...DEFAULT_BOOK_LIMITS, bookBytes: 25 };

  it('refuses one file over its limit, measured before reading when the source can tell', async () => {
    const source = { ...memorySource({ 'big.png': 'x'.repeat(20) }), sizeOf: async () => 20 };
    const budget = new ReadBudget(source, limits);
    await expect(budget.read('big.png', 10)).rejects.toThrow(FileTooLarge);
    expect(source.reads).toEqual([]);
    await expect(
      new ReadBudget(memorySource({ 'big.png': 'x'.repeat(20) }), limits).read('big.png', 10),
    ).rejects.toThrow('big.png is 1 KB, over the 1 KB limit for one file');
  });

  it('fails the book once everything read together passes the book limit', async () => {
    const budget = new ReadBudget(memorySource({ a: 'x'.repeat(15), b: 'y'.repeat(15) }), limits);
    await expect(budget.read('a', 100)).resolves.toHaveLength(15);
    const error = await budget.read('b', 100).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderFailure);
    expect((error as Error).message).toMatch(/add up to more than .* \(stopped at b\)/);
  });

  it('says null for a missing file', async () => {
    await expect(new ReadBudget(memorySource({}), limits).read('nope', 10)).resolves.toBeNull();
  });
});
