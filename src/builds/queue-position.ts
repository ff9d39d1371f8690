/** One requester's queued formats in the render queue: how many, and the queue order of the oldest. */
export interface QueueLane {
  queued: number;
  /** Needed only when the lane has more queued formats than the one asked about has ahead of it. */
  oldest?: number;
}

/**
 * Where a queued format stands (1 = next) in `fairOrder` over every requester's queued formats, nobody having
 * been served yet: requesters take turns, one format each per round, the requester whose oldest format is
 * oldest going first in every round. The format with `ahead` older formats of its own requester goes in round
 * `ahead`: after min(queued, ahead) formats of each other requester, and after one more of every other
 * requester that still has a format in that round and whose oldest format is older than `ownOldest`.
 * Counting this way needs two numbers per requester instead of the whole queue.
 */
export function fairQueuePosition(ahead: number, ownOldest: number, others: readonly QueueLane[]): number {
  let position = 1 + ahead;
  for (const lane of others) {
    position += Math.min(lane.queued, ahead);
    if (lane.queued > ahead) {
      if (lane.oldest === undefined)
        throw new Error('fairQueuePosition: a lane in this round needs its oldest');
      if (lane.oldest < ownOldest) position++;
    }
  }
  return position;
}
