import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Caller } from '../core/request-context';
import type { ApiRequest } from './api-auth.guard';

/** The authenticated caller set by ApiAuthGuard. */
export const CurrentCaller = createParamDecorator((_: unknown, context: ExecutionContext): Caller => {
  return context.switchToHttp().getRequest<ApiRequest>().caller!;
});

/** Query string and body merged (the Ruby client sends a form body with the token in the query). */
export const Params = createParamDecorator(
  (_: unknown, context: ExecutionContext): Record<string, unknown> => {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    return { ...(request.query as Record<string, unknown>), ...body };
  },
);
