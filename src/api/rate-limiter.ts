import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  IRateLimiterOptions,
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

const WINDOW_SECONDS = 60;
/** How long the first request waits for the connection; later ones never wait for a Redis that is down. */
const FIRST_CONNECTION_WAIT_MS = 1000;

/**
 * Requests per key per minute window, by rate-limiter-flexible: in this process's memory, or in Redis when
 * one is given, so that every api process of an installation draws on the same budget. A key's window opens
 * with its first request. When Redis does not answer, each process limits on its own in memory until it does.
 */
export class RateLimiter {
  private built?: Promise<RateLimiterAbstract | null>;

  /** `redis` is asked for on the first request, so a process that serves no API opens no connection. */
  constructor(
    private readonly perMinute: number,
    private readonly keyPrefix: string,
    private readonly redis: () => Redis | null = () => null,
  ) {}

  /** Counts one request; seconds to wait when over the limit, else 0. */
  async take(key: string): Promise<number> {
    const limiter = await this.limiter();
    if (!limiter) return 0;
    try {
      await limiter.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return secondsLeft(rejection);
      throw rejection;
    }
  }

  /** Whether one more request for `key` would be over the limit, counting nothing. */
  async wouldLimit(key: string): Promise<boolean> {
    const limiter = await this.limiter();
    if (!limiter) return false;
    const used = await limiter.get(key);
    return used !== null && used.consumedPoints + 1 > limiter.points;
  }

  private limiter(): Promise<RateLimiterAbstract | null> {
    this.built ??= this.build();
    return this.built;
  }

  private async build(): Promise<RateLimiterAbstract | null> {
    if (this.perMinute <= 0) return null;
    return insuredLimiter(
      { points: this.perMinute, duration: WINDOW_SECONDS, keyPrefix: this.keyPrefix },
      this.redis(),
    );
  }
}

/**
 * A rate-limiter-flexible limiter in memory, or in `redis` with a memory limiter answering while it is down.
 * The first call waits a moment for the connection, so a process's first request already counts in Redis.
 */
export async function insuredLimiter(
  options: IRateLimiterOptions,
  redis: Redis | null,
): Promise<RateLimiterAbstract> {
  if (!redis) return new RateLimiterMemory(options);
  await connected(redis, FIRST_CONNECTION_WAIT_MS);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** Never less than a second: a Retry-After of 0 invites an immediate retry that is refused again. */
function secondsLeft(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** The one Redis connection an api process's limiters share; null without REDIS_URL. */
export function rateLimitRedis(redisUrl: string | undefined): Redis | null {
  if (!redisUrl) return null;
  // Loaded here, not at the top: without REDIS_URL nothing needs ioredis, and every start would load it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Redis: RedisClient } = require('ioredis') as typeof import('ioredis');
  // No offline queue: with Redis down a command fails at once and the in-memory insurance limiter answers.
  const redis = new RedisClient(redisUrl, { enableOfflineQueue: false });
  const logger = new Logger('RateLimits');
  let reported = false;
  redis.on('ready', () => (reported = false));
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn(
      `Redis for rate limits does not answer (${error.message}); limiting in this process until it does`,
    );
  });
  return redis;
}

/** Closes the connection; one the server already closed is cut. */
export async function closeRateLimitRedis(redis: Redis | null): Promise<void> {
  if (!redis) return;
  await redis.quit().catch(() => {
    if (redis.status !== 'end') redis.disconnect();
  });
}

/** Resolves once `redis` is connected, or after `ms` whatever its state. */
function connected(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}
