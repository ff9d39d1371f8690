import { PRIORITY_LIMIT } from 'bullmq';
import { handOutOrder, QueuedJob, rankChanges, rankPriority } from './fair-ranks';

let seq = 0;
const queued = (id: string, priority = 0): QueuedJob => ({ id, requester: id[0], seq: ++seq, priority });
const empty = { waiting: [], prioritized: [], running: [], delayed: [] };

describe('fair ranks', () => {
  it("gives each waiting or delayed job its rank in its requester's lane, running ones counting", () => {
    expect(
      rankChanges([
        { id: 'a1', state: 'other', priority: 1 },
        { id: 'a2', state: 'prioritized', priority: 3 },
        { id: 'a3', state: 'delayed', priority: 4 },
        { id: 'a4', state: 'prioritized', priority: 4 },
        { id: 'a5', state: 'other', priority: 9 },
      ]),
    ).toEqual([
      { id: 'a2', priority: 2 },
      { id: 'a3', priority: 3 },
    ]);
    expect(rankPriority(0)).toBe(1);
    expect(rankPriority(PRIORITY_LIMIT + 10)).toBe(PRIORITY_LIMIT);
  });

  it("hands out the next job of every requester before anyone's following one, taking turns", () => {
    const a = Array.from({ length: 6 }, (_, i) => queued(`a${i + 1}`, i + 1));
    const b = [queued('b1', 1), queued('b2', 2)];
    // a1 runs; b's jobs came after all of a's.
    const order = handOutOrder({
      ...empty,
      running: [a[0]],
      prioritized: [b[0], a[1], b[1], a[2], a[3], a[4], a[5]],
    });
    expect(order).toEqual(['b1', 'a2', 'b2', 'a3', 'a4', 'a5', 'a6']);
  });

  it('moves a requester up once its running job ends, behind those already waiting at that rank', () => {
    // a1 runs; b queued two, then a two more: a snapshot by priority alone would put b2 before a2.
    const a1 = queued('a1', 1);
    const b = [queued('b1', 1), queued('b2', 2)];
    const a = [queued('a2', 2), queued('a3', 3)];
    expect(handOutOrder({ ...empty, running: [a1], prioritized: [b[0], b[1], a[0], a[1]] })).toEqual([
      'b1',
      'a2',
      'b2',
      'a3',
    ]);
  });

  it('serves jobs handed back by a stalled worker first, and counts delayed retries in their lane', () => {
    const a1 = queued('a1');
    const a2 = queued('a2', 2);
    const c1 = queued('c1', 1);
    const c2 = queued('c2', 2);
    const b1 = queued('b1', 1);
    expect(
      handOutOrder({ waiting: [a1], prioritized: [c1, b1, a2], running: [], delayed: [c2] }).slice(0, 3),
    ).toEqual(['a1', 'c1', 'b1']);
    expect(handOutOrder(empty)).toEqual([]);
  });

  it('keeps one requester FIFO', () => {
    const jobs = [queued('x1', 1), queued('x2', 2), queued('x3', 3)];
    expect(handOutOrder({ ...empty, prioritized: jobs })).toEqual(['x1', 'x2', 'x3']);
  });
});
