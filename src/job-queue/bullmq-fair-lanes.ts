import { Redis } from 'ioredis';
import { LaneJob, LaneJobState, QueuedJob, QueueSnapshot } from './fair-ranks';

/** The BullMQ keys the lanes read; all live under the queue's key prefix. */
export interface FairLaneKeys {
  /** Prefix of a job's hash key (`<prefix>:<queue>:`): the job hash is `jobPrefix + id`. */
  jobPrefix: string;
  wait: string;
  prioritized: string;
  active: string;
  delayed: string;
}

/*
 * The scripts read BullMQ's job hashes (`jobPrefix .. id`) beside the keys they are given, as BullMQ's own
 * scripts do: fine on one Redis, not on a Redis Cluster (neither is BullMQ without hash-tagged prefixes).
 * A lane member is pruned when its job hash is gone (BullMQ removes finished jobs) or marked finished, so
 * bookkeeping left behind by a process that died between BullMQ finishing a job and `leave` heals itself.
 */
const LIVE = `
local rcall = redis.call
local prefix = ARGV[1]
local function live(id)
  local key = prefix .. id
  return rcall('EXISTS', key) == 1 and rcall('HEXISTS', key, 'finishedOn') == 0
end
local function prune(lane)
  for _, id in ipairs(rcall('ZRANGE', lane, 0, -1)) do
    if not live(id) then rcall('ZREM', lane, id) end
  end
end
`;

/** KEYS: lane, sequence. ARGV: jobPrefix, id. Returns {seq, rank}: a fresh enqueue number, and the rank a new job of this lane gets. */
const RESERVE = `${LIVE}
prune(KEYS[1])
local seq = rcall('INCR', KEYS[2])
local rank = rcall('ZRANK', KEYS[1], ARGV[2])
if rank then rank = rank + 1 else rank = rcall('ZCARD', KEYS[1]) + 1 end
return {seq, rank}
`;

/**
 * KEYS: lane, prioritized, delayed. ARGV: jobPrefix, op ('join' | 'leave' | 'list'), id.
 * join: adds the job at its enqueue number (from its data) unless it is there or finished; leave: removes it.
 * Then prunes the lane and lists it in order: id, state, priority for each job.
 */
const LANE = `${LIVE}
local lane = KEYS[1]
local id = ARGV[3]
if ARGV[2] == 'leave' then
  rcall('ZREM', lane, id)
elseif ARGV[2] == 'join' and live(id) then
  local ok, data = pcall(cjson.decode, rcall('HGET', prefix .. id, 'data') or '{}')
  local seq = 0
  if ok and type(data) == 'table' and type(data.seq) == 'number' then seq = data.seq end
  rcall('ZADD', lane, 'NX', seq, id)
end
local out = {}
for _, member in ipairs(rcall('ZRANGE', lane, 0, -1)) do
  if live(member) then
    local state = 'other'
    if rcall('ZSCORE', KEYS[2], member) then state = 'prioritized'
    elseif rcall('ZSCORE', KEYS[3], member) then state = 'delayed' end
    table.insert(out, member)
    table.insert(out, state)
    table.insert(out, rcall('HGET', prefix .. member, 'priority') or '0')
  else
    rcall('ZREM', lane, member)
  end
end
return out
`;

/** KEYS: wait, prioritized, active, delayed. ARGV: jobPrefix. Each as a list of {id, priority, data}, in one go. */
const SNAPSHOT = `
local rcall = redis.call
local prefix = ARGV[1]
local function describe(ids)
  local out = {}
  for _, id in ipairs(ids) do
    if string.sub(id, 1, 2) ~= '0:' then
      local key = prefix .. id
      table.insert(out, {id, rcall('HGET', key, 'priority') or '0', rcall('HGET', key, 'data') or '{}'})
    end
  end
  return out
end
return {
  describe(rcall('LRANGE', KEYS[1], 0, -1)),
  describe(rcall('ZRANGE', KEYS[2], 0, -1)),
  describe(rcall('LRANGE', KEYS[3], 0, -1)),
  describe(rcall('ZRANGE', KEYS[4], 0, -1)),
}
`;

/**
 * Each requester's outstanding jobs (waiting, delayed or running), in enqueue order, kept in Redis so every
 * api and worker process ranks them alike: a sorted set per requester of BullMQ job ids, scored by enqueue
 * number. Jobs join on enqueue (and again when a worker starts them, in case their entry was lost) and leave
 * when their run ends; a job that failed for good or was removed otherwise is pruned on the next look.
 */
export class FairLanes {
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    private readonly keys: FairLaneKeys,
    onError: (error: unknown) => void,
  ) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.redis.on('error', onError);
  }

  /** A fresh enqueue number for a job, and the rank (1 = next) it takes in its requester's lane. */
  async reserve(requester: string, id: string): Promise<{ seq: number; rank: number }> {
    const [seq, rank] = (await this.redis.eval(
      RESERVE,
      2,
      this.laneKey(requester),
      this.sequenceKey(),
      this.keys.jobPrefix,
      id,
    )) as [number, number];
    return { seq, rank };
  }

  /** Adds a job BullMQ holds to its requester's lane (if missing); returns the lane. */
  join(requester: string, id: string): Promise<LaneJob[]> {
    return this.lane(requester, 'join', id);
  }

  /** Removes a job whose run ended from its requester's lane; returns what remains. */
  leave(requester: string, id: string): Promise<LaneJob[]> {
    return this.lane(requester, 'leave', id);
  }

  /** The requester's lane, pruned of jobs BullMQ no longer holds. */
  list(requester: string): Promise<LaneJob[]> {
    return this.lane(requester, 'list', '');
  }

  /** How many jobs the lane holds, as stored (not pruned). */
  size(requester: string): Promise<number> {
    return this.redis.zcard(this.laneKey(requester));
  }

  /** The whole queue at one moment, for positions. */
  async snapshot(): Promise<QueueSnapshot> {
    const k = this.keys;
    const [wait, prioritized, active, delayed] = (await this.redis.eval(
      SNAPSHOT,
      4,
      k.wait,
      k.prioritized,
      k.active,
      k.delayed,
      k.jobPrefix,
    )) as Array<Array<[string, string, string]>>;
    // Both lists are pushed on the left and taken from the right: the right end is next (or oldest).
    return {
      waiting: wait.map(queuedJob).reverse(),
      prioritized: prioritized.map(queuedJob),
      running: active.map(queuedJob).reverse(),
      delayed: delayed.map(queuedJob),
    };
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    // quit can reject once the server has closed the socket on it; only a connection still open is cut.
    await this.redis.quit().catch(() => {
      if (this.redis.status !== 'end') this.redis.disconnect();
    });
  }

  private async lane(requester: string, op: 'join' | 'leave' | 'list', id: string): Promise<LaneJob[]> {
    const flat = (await this.redis.eval(
      LANE,
      3,
      this.laneKey(requester),
      this.keys.prioritized,
      this.keys.delayed,
      this.keys.jobPrefix,
      op,
      id,
    )) as string[];
    const lane: LaneJob[] = [];
    for (let i = 0; i < flat.length; i += 3) {
      lane.push({ id: flat[i], state: flat[i + 1] as LaneJobState, priority: Number(flat[i + 2]) });
    }
    return lane;
  }

  private laneKey(requester: string): string {
    return `${this.keys.jobPrefix}fair-lane:${requester}`;
  }

  private sequenceKey(): string {
    return `${this.keys.jobPrefix}fair-seq`;
  }
}

function queuedJob([id, priority, data]: [string, string, string]): QueuedJob {
  let parsed: { requestedBy?: unknown; seq?: unknown } = {};
  try {
    parsed = JSON.parse(data) as typeof parsed;
  } catch {
    // A job whose data is unreadable is ranked in the anonymous lane, first.
  }
  return {
    id,
    requester: typeof parsed.requestedBy === 'string' ? parsed.requestedBy : '',
    seq: typeof parsed.seq === 'number' ? parsed.seq : 0,
    priority: Number(priority),
  };
}
