import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { AccountsQueries } from '../accounts/accounts.queries';
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

  constructor(
    @Inject(AccountsQueries) private readonly accounts: AccountsQueries,
    @Inject(OCTAVO_CONFIG) config: OctavoConfig,
  ) {
    this.limiter = new RateLimiter(config.rateLimitPerMinute);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const secret = tokenFrom(request);
    if (!secret) throw notFoundWithoutToken();
    const wait = this.limiter.take(hashApiToken(secret).slice(0, 16));
    if (wait > 0) {
      throw new ApiError(429, 'rate_limited', `too many requests; retry in ${wait} s`, undefined, {
        'Retry-After': String(wait),
      });
    }
    const token = await this.accounts.activeToken(secret);
    const user = token ? await this.accounts.userById(token.userId) : null;
    if (!token || !user) {
      throw new ApiError(
        401,
        'invalid_token',
        'the API token is unknown or was revoked; create a new one in your account settings',
      );
    }
    const header = request.headers['x-correlation-id'];
    request.caller = {
      user,
      correlationId: typeof header === 'string' && header ? header.slice(0, 100) : randomUUID(),
    };
    return true;
  }
}
