import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { insuredLimiter } from '../api/rate-limiter';

export interface FailureCounterOptions {
  /** Seconds a key's count lasts, from its first failure. */
  windowSeconds: number;
  /** Keeps this counter's keys apart from every other counter's in a shared Redis. */
  keyPrefix: string;
}

/** How many failures a key has in its window, and how long until they are forgotten (0 when none). */
export interface FailureCount {
  count: number;
  msLeft: number;
}

/**
 * Failures per key in a window, by rate-limiter-flexible: in this process's memory, or in Redis when one is
 * given, so that every process of an installation counts the same failures. While Redis does not answer, each
 * process counts on its own in memory (rate-limiter-flexible's insurance limiter), as the API's limits do.
 */
export class FailureCounter {
  private built?: Promise<RateLimiterAbstract>;

  /** `redis` is asked for on first use, so a process that never counts opens no connection. */
  constructor(
    private readonly options: FailureCounterOptions,
    private readonly redis: () => Redis | null = () => null,
  ) {}

  async get(key: string): Promise<FailureCount> {
    const res = await (await this.limiter()).get(key);
    return res && res.consumedPoints > 0
      ? { count: res.consumedPoints, msLeft: Math.max(0, res.msBeforeNext) }
      : { count: 0, msLeft: 0 };
  }

  /** Counts `points` more failures; the window opens with the first. */
  async add(key: string, points = 1): Promise<void> {
    await (await this.limiter()).penalty(key, points);
  }

  /** Forgets `points` of the key's failures, or all of them. */
  async forget(key: string, points?: number): Promise<void> {
    const limiter = await this.limiter();
    if (points === undefined) await limiter.delete(key);
    else if (points > 0) await limiter.reward(key, points);
  }

  /** Holds the key at a count above any limit for `seconds`, whatever it was (a back-off). */
  async hold(key: string, seconds: number): Promise<void> {
    await (await this.limiter()).block(key, Math.max(1, Math.ceil(seconds)));
  }

  private limiter(): Promise<RateLimiterAbstract> {
    this.built ??= this.build();
    return this.built;
  }

  private build(): Promise<RateLimiterAbstract> {
    // Failures are only ever added by penalty, never consumed: the limit is decided by the caller.
    const points = Number.MAX_SAFE_INTEGER;
    return insuredLimiter(
      { points, duration: this.options.windowSeconds, keyPrefix: this.options.keyPrefix },
      this.redis(),
    );
  }
}
