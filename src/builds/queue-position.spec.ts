import { fairOrder, Lane } from '../job-queue/fair-order';
import { fairQueuePosition } from './queue-position';

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

interface Job {
  requester: number;
  order: number;
}

describe('fairQueuePosition', () => {
  it('gives the same position as walking the whole fair order, for any queue', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const requesters = 1 + next(6);
      const jobs: Job[] = [];
      for (let order = 0, count = next(40); jobs.length < count; order += 1 + next(5)) {
        jobs.push({ requester: next(requesters), order });
      }
      const lanes = new Map<number, Job[]>();
      for (const job of jobs) lanes.set(job.requester, [...(lanes.get(job.requester) ?? []), job]);
      const expected = fairOrder(
        [...lanes.values()].map((l): Lane<Job> => ({ lastServed: -Infinity, jobs: l })),
        (a, b) => a.order - b.order,
      );

      expected.forEach((job, index) => {
        const own = lanes.get(job.requester)!;
        const others = [...lanes]
          .filter(([requester]) => requester !== job.requester)
          .map(([, l]) => ({ queued: l.length, oldest: l[0].order }));
        expect({ seed, job, position: fairQueuePosition(own.indexOf(job), own[0].order, others) }).toEqual({
          seed,
          job,
          position: index + 1,
        });
      });
    }
  });

  it('takes turns: a newcomer waits for one format of each requester ahead, not for all of theirs', () => {
    // ann has 5 formats queued (oldest order 1), bob 2 (oldest 10); carol's first is the third served.
    const others = [
      { queued: 5, oldest: 1 },
      { queued: 2, oldest: 10 },
    ];
    expect(fairQueuePosition(0, 20, others)).toBe(3);
    // Her second goes after every requester's second: ann's 2nd, bob's 2nd, then hers.
    expect(fairQueuePosition(1, 20, others)).toBe(6);
  });

  it('needs no oldest from a requester whose formats all go in earlier rounds', () => {
    expect(fairQueuePosition(3, 50, [{ queued: 2 }, { queued: 1 }])).toBe(1 + 3 + 2 + 1);
    expect(() => fairQueuePosition(0, 50, [{ queued: 2 }])).toThrow(/oldest/);
  });
});
