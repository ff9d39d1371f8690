import { fairOrder, nextLane } from './fair-order';

const bySeq = (a: number, b: number) => a - b;

describe('fair order between requesters', () => {
  it('serves the requester served least recently, a never-served one first, ties by the oldest job', () => {
    expect(
      nextLane(
        [
          { lastServed: 5, jobs: [1] },
          { lastServed: -Infinity, jobs: [9] },
        ],
        bySeq,
      ),
    ).toBe(1);
    expect(
      nextLane(
        [
          { lastServed: 3, jobs: [4] },
          { lastServed: 3, jobs: [2] },
        ],
        bySeq,
      ),
    ).toBe(1);
    expect(nextLane([{ lastServed: 1, jobs: [] }], bySeq)).toBe(-1);
  });

  it('takes turns: a late requester waits for one job of each other requester, not for all of them', () => {
    const order = fairOrder(
      [
        { lastServed: -Infinity, jobs: [1, 2, 3, 4, 5] },
        { lastServed: -Infinity, jobs: [10, 11] },
        { lastServed: -Infinity, jobs: [20] },
      ],
      bySeq,
    );
    expect(order).toEqual([1, 10, 20, 2, 11, 3, 4, 5]);
  });
});
