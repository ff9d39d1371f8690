import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { ApiTokenView, UserView } from '../../projections/read-model-types';
import { RecordedAccounts } from '../accounts/recorded-accounts';
import { RecordTokenUseCommand } from '../accounts/record-token-use.command';
import { TokenUseThrottle } from '../accounts/token-use-throttle';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { Caller } from '../core/request-context';
import { CLOCK, Clock } from '../domain/command-executor';
import { loadScaleOptions } from '../scale/scale-options';
import { hashApiToken } from '../security/api-tokens';
import { ApiError, notFoundWithoutToken } from './api-error';
import { closeRateLimitRedis, RateLimiter, rateLimitRedis } from './rate-limiter';
import { tokenFrom } from './token-source';

/**
 * Who is calling an /api route: no token → the same 404 as an unknown route; unknown or revoked token → 401.
 * Checked on each request against the read model, so a revocation holds from the next request on.
 * Used by the Nest guard and by the routes served straight from Fastify.
 */
@Injectable()
export class ApiAuthenticator implements OnApplicationShutdown {
  private readonly limiter: RateLimiter;
  /** Requests without a valid token, per client address: floods of missing or guessed tokens get 429. */
  private readonly anonymous: RateLimiter;
  /** With REDIS_URL, limits live in Redis: every api process of the installation shares them. */
  private redis: Redis | null = null;
  private readonly tokenUse = new TokenUseThrottle();
  private readonly logger = new Logger('ApiAuth');

  constructor(
    @Inject(RecordedAccounts) private readonly recorded: RecordedAccounts,
    @Inject(OCTAVO_CONFIG) config: OctavoConfig,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    const redis = () => (this.redis ??= rateLimitRedis(config.redisUrl));
    // Installations sharing one Redis keep apart by their queue prefix, as their job queues do.
    const prefix = `${config.redisUrl ? loadScaleOptions().queuePrefix : 'octavo'}:rate`;
    this.limiter = new RateLimiter(config.rateLimitPerMinute, `${prefix}:token`, redis);
    this.anonymous = new RateLimiter(config.rateLimitPerMinute, `${prefix}:address`, redis);
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRateLimitRedis(this.redis);
  }

  async authenticate(request: FastifyRequest): Promise<Caller> {
    const secret = tokenFrom(request);
    if (!secret) {
      const wait = await this.anonymous.take(request.ip);
      throw wait > 0 ? rateLimited(wait) : notFoundWithoutToken();
    }
    const tokenHash = hashApiToken(secret);
    const wait = await this.limiter.take(tokenHash.slice(0, 16));
    if (wait > 0) throw rateLimited(wait);
    const found = await this.lookUp(tokenHash);
    if (!found) {
      // Guessing tokens from one address: each guess has its own token bucket, so count them by address.
      const wait = await this.anonymous.take(request.ip);
      if (wait > 0) throw rateLimited(wait);
      throw new ApiError(
        401,
        'invalid_token',
        'the API token is unknown or was revoked; create a new one in your account settings',
      );
    }
    this.recordUse(found);
    const header = request.headers['x-correlation-id'];
    return {
      user: found.user,
      correlationId: typeof header === 'string' && header ? header.slice(0, 100) : randomUUID(),
    };
  }

  /**
   * For the build status fast path: whom a secret belongs to, counting nothing. Null when the secret is
   * unknown or revoked, or its limit is used up; the request then takes the full path, which says why.
   */
  async peek(secret: string): Promise<PeekedCaller | null> {
    const tokenHash = hashApiToken(secret);
    if (await this.limiter.wouldLimit(tokenHash.slice(0, 16))) return null;
    return this.lookUp(tokenHash);
  }

  /** Counts a peeked caller's request against its limit and records the token's use, as `authenticate` does. */
  async admit(caller: PeekedCaller): Promise<boolean> {
    if ((await this.limiter.take(caller.tokenHash.slice(0, 16))) > 0) return false;
    this.recordUse(caller);
    return true;
  }

  private async lookUp(tokenHash: string): Promise<PeekedCaller | null> {
    const token = await this.recorded.activeTokenByHash(tokenHash);
    const user = token ? await this.recorded.tokenHolder(token) : null;
    return token && user ? { tokenHash, token, user } : null;
  }

  private recordUse({ token, user }: PeekedCaller): void {
    if (this.tokenUse.shouldRecord(token.id, token.lastUsedAt, this.clock.now().getTime())) {
      this.commands
        .execute(new RecordTokenUseCommand(user.id, token.id, randomUUID()))
        .catch((error: unknown) => this.logger.warn(`could not record the use of a token: ${String(error)}`));
    }
  }
}

export interface PeekedCaller {
  tokenHash: string;
  token: ApiTokenView;
  user: UserView;
}

function rateLimited(wait: number): ApiError {
  return new ApiError(
    429,
    'rate_limited',
    `too many requests; retry in ${wait} s, and send fewer requests a minute`,
    undefined,
    { 'Retry-After': String(wait) },
  );
}
