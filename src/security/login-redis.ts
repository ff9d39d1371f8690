import { OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { closeRateLimitRedis, rateLimitRedis } from '../api/rate-limiter';
import { loadScaleOptions } from '../scale/scale-options';

/**
 * The Redis connection a process's log-in throttles count failures in (REDIS_URL), opened on first use and
 * closed at shutdown; without REDIS_URL there is none and the throttles count in memory.
 */
export class LoginRedis implements OnApplicationShutdown {
  /** Installations sharing one Redis keep apart by their queue prefix, as their job queues and API limits do. */
  readonly keyPrefix: string;
  private redis: Redis | null = null;

  constructor(private readonly redisUrl: string | undefined) {
    this.keyPrefix = `${redisUrl ? loadScaleOptions().queuePrefix : 'octavo'}:login`;
  }

  readonly connection = (): Redis | null => (this.redis ??= rateLimitRedis(this.redisUrl));

  async onApplicationShutdown(): Promise<void> {
    await closeRateLimitRedis(this.redis);
    this.redis = null;
  }
}
