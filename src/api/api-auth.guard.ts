import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Caller } from '../core/request-context';
import { ApiAuthenticator } from './api-authenticator';

export type ApiRequest = FastifyRequest & { caller?: Caller };

/** Every Nest /api route: the caller from ApiAuthenticator, or its error. */
@Injectable()
export class ApiAuthGuard implements CanActivate {
  constructor(@Inject(ApiAuthenticator) private readonly authenticator: ApiAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    request.caller = await this.authenticator.authenticate(request);
    return true;
  }
}
