/** One requester's waiting jobs (oldest first) and when that requester was last served (-Infinity: never). */
export interface Lane<T> {
  lastServed: number;
  jobs: readonly T[];
}

/**
 * Fair sharing between requesters: the next job comes from the requester served least recently (one who was
 * never served goes first), ties going to the job that has waited longest (`older`). One person's fifty
 * builds then delay another's by at most one job per requester ahead of it, never by all fifty.
 */
export function nextLane<T>(lanes: readonly Lane<T>[], older: (a: T, b: T) => number): number {
  let best = -1;
  for (let i = 0; i < lanes.length; i++) {
    if (lanes[i].jobs.length === 0) continue;
    if (best < 0) {
      best = i;
      continue;
    }
    const [a, b] = [lanes[i], lanes[best]];
    if (a.lastServed < b.lastServed || (a.lastServed === b.lastServed && older(a.jobs[0], b.jobs[0]) < 0))
      best = i;
  }
  return best;
}

/** Every waiting job in the order the queue will hand them out (for queue positions). */
export function fairOrder<T>(lanes: readonly Lane<T>[], older: (a: T, b: T) => number): T[] {
  const work = lanes.map((l) => ({ lastServed: l.lastServed, jobs: [...l.jobs] }));
  let tick = Math.max(0, ...work.map((w) => (Number.isFinite(w.lastServed) ? w.lastServed : 0)));
  const order: T[] = [];
  for (let i = nextLane(work, older); i >= 0; i = nextLane(work, older)) {
    order.push(work[i].jobs.shift()!);
    work[i].lastServed = ++tick;
  }
  return order;
}
