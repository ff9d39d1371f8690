import { PRIORITY_LIMIT } from 'bullmq';

/*
 * Fair sharing on BullMQ priorities (BullMQ OSS has no groups). A job's priority is its rank among its
 * requester's outstanding jobs (waiting, delayed or running), in the order they were enqueued: the requester's
 * first gets 1, the second 2, … BullMQ hands out the lowest priority first, FIFO within one, so every
 * requester's next job goes before anyone's following one. When a requester's job finishes, the jobs behind it
 * move up one rank; `changePriority` puts each at the back of its new rank, behind the requesters already
 * waiting there, so requesters take turns (round-robin), and a running job keeps its requester's next one a
 * rank back, as "served recently" does in the in-process queue.
 */

/** The priority of the job at `index` (0-based) in its requester's lane. */
export const rankPriority = (index: number): number => Math.min(index + 1, PRIORITY_LIMIT);

/**
 * Where a lane's job is in BullMQ: `prioritized` (waiting by priority), `delayed` (a retry in its backoff; takes
 * its priority when it comes back), or `other`: running, or in the plain wait list (handed back by a stalled or
 * stopping worker), which BullMQ serves before any prioritized job, so it keeps its place.
 */
export type LaneJobState = 'prioritized' | 'delayed' | 'other';

export interface LaneJob {
  id: string;
  state: LaneJobState;
  priority: number;
}

/** The priority changes that give each waiting or delayed job of one requester's lane (enqueue order) its rank. */
export function rankChanges(lane: readonly LaneJob[]): Array<{ id: string; priority: number }> {
  const changes: Array<{ id: string; priority: number }> = [];
  lane.forEach((job, index) => {
    const priority = rankPriority(index);
    if (job.state !== 'other' && job.priority !== priority) changes.push({ id: job.id, priority });
  });
  return changes;
}

export interface QueuedJob {
  id: string;
  requester: string;
  /** Enqueue order (the lane's order). */
  seq: number;
  priority: number;
}

/** The queue as BullMQ holds it at one moment. */
export interface QueueSnapshot {
  /** The plain wait list, next first: jobs handed back after a stalled or stopping worker, served first. */
  waiting: readonly QueuedJob[];
  /** Prioritized jobs in BullMQ's order (priority, then when they got it). */
  prioritized: readonly QueuedJob[];
  /** Running jobs, the longest-running first. */
  running: readonly QueuedJob[];
  /** Retries in their backoff: not handed out yet, but outstanding, so they count in their requester's ranks. */
  delayed: readonly QueuedJob[];
}

type Place = 'waiting' | 'prioritized' | 'running' | 'delayed';
interface Simulated extends QueuedJob {
  place: Place;
}

/**
 * The order in which the queue will hand out its waiting jobs (ids), for queue positions: BullMQ is played
 * forward, one running job finishing (the longest-running first) before each hand-out, and each finish moving
 * its requester's jobs up a rank as the queue does. Exact with one worker slot; with more it assumes jobs
 * finish in the order they started.
 */
export function handOutOrder(snapshot: QueueSnapshot): string[] {
  const lanes = new Map<string, Simulated[]>();
  const place = (jobs: readonly QueuedJob[], where: Place): Simulated[] =>
    jobs.map((job) => {
      const simulated: Simulated = { ...job, place: where };
      const lane = lanes.get(job.requester) ?? [];
      lane.push(simulated);
      lanes.set(job.requester, lane);
      return simulated;
    });
  const plain = place(snapshot.waiting, 'waiting');
  const prioritized = place(snapshot.prioritized, 'prioritized');
  const running = place(snapshot.running, 'running');
  place(snapshot.delayed, 'delayed');
  for (const lane of lanes.values()) lane.sort(byLaneOrder);

  const finish = (job: Simulated) => {
    const lane = lanes.get(job.requester)!;
    lane.splice(lane.indexOf(job), 1);
    const byId = new Map(lane.map((j) => [j.id, j]));
    for (const change of rankChanges(lane.map(asLaneJob))) {
      const moved = byId.get(change.id)!;
      moved.priority = change.priority;
      if (moved.place !== 'prioritized') continue;
      prioritized.splice(prioritized.indexOf(moved), 1);
      const after = prioritized.findIndex((j) => j.priority > change.priority);
      prioritized.splice(after < 0 ? prioritized.length : after, 0, moved);
    }
  };

  const order: string[] = [];
  while (plain.length > 0 || prioritized.length > 0) {
    const finished = running.shift();
    if (finished) finish(finished);
    const next = plain.shift() ?? prioritized.shift()!;
    next.place = 'running';
    running.push(next);
    order.push(next.id);
  }
  return order;
}

const byLaneOrder = (a: QueuedJob, b: QueuedJob) => a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const asLaneJob = (job: Simulated): LaneJob => ({
  id: job.id,
  state: job.place === 'prioritized' || job.place === 'delayed' ? job.place : 'other',
  priority: job.priority,
});
