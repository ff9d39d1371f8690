import { CanActivate, ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { AccountsQueries } from '../accounts/accounts.queries';
import { RecordTokenUseCommand } from '../accounts/record-token-use.command';
import { TokenUseThrottle } from '../accounts/token-use-throttle';
import { CLOCK, Clock } from '../domain/command-executor';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { Caller } from '../core/request-context';
import { hashApiToken } from '../security/api-tokens';
import { ApiError, notFoundWithoutToken } from './api-error';
import { RateLimiter } from './rate-limiter';
import { tokenFrom } from './token-source';

export type ApiRequest = FastifyRequest & { caller?: Caller };

/**
 * Every /api route: no token → the same 404 as an unknown route; unknown or revoked token → 401.
 * Checked on each request against the read model, so a revocation holds from the next request on.
 */
@Injectable()
export class ApiAuthGuard implements CanActivate {
  private readonly limiter: RateLimiter;
  /** Requests without a valid token, per client address: floods of missing or guessed tokens get 429. */
  private readonly anonymous: RateLimiter;
  private readonly tokenUse = new TokenUseThrottle();
  private readonly logger = new Logger('ApiAuth');

  constructor(
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(OCTAVO_CONFIG) config: OctavoConfig,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.limiter = new RateLimiter(config.rateLimitPerMinute);
    this.anonymous = new RateLimiter(config.rateLimitPerMinute);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const secret = tokenFrom(request);
    if (!secret) {
      const wait = this.anonymous.take(request.ip);
      throw wait > 0 ? rateLimited(wait) : notFoundWithoutToken();
    }
    const wait = this.limiter.take(hashApiToken(secret).slice(0, 16));
    if (wait > 0) throw rateLimited(wait);
    const token = await this.accounts.activeToken(secret);
    const user = token ? await this.accounts.userById(token.userId) : null;
    if (!token || !user) {
      // Guessing tokens from one address: each guess has its own token bucket, so count them by address.
      const wait = this.anonymous.take(request.ip);
      if (wait > 0) throw rateLimited(wait);
      throw new ApiError(
        401,
        'invalid_token',
        'the API token is unknown or was revoked; create a new one in your account settings',
      );
    }
    const header = request.headers['x-correlation-id'];
    if (this.tokenUse.shouldRecord(token.id, token.lastUsedAt, this.clock.now().getTime())) {
      this.commands
        .execute(new RecordTokenUseCommand(user.id, token.id, randomUUID()))
        .catch((error: unknown) => this.logger.warn(`could not record the use of a token: ${String(error)}`));
    }
    request.caller = {
      user,
      correlationId: typeof header === 'string' && header ? header.slice(0, 100) : randomUUID(),
    };
    return true;
  }
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
