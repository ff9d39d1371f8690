import {
  CallHandler,
  ExecutionContext,
  HttpStatus,
  Inject,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import { ApiError } from '../api-error';
import type { ApiRequest } from '../api-auth.guard';
import { IdempotentRequests } from './idempotent-requests';
import { requestFingerprint } from './request-fingerprint';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer replayed from an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

function keyOf(request: ApiRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(
      422,
      'validation_failed',
      'the Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID is a good key)',
      [{ field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }],
    );
  }
  return key;
}

/**
 * A create route with an `Idempotency-Key` header: the first request with a key runs and its answer is kept;
 * a repeated request from the same caller gets that answer again (status, body, Location) and runs nothing.
 * A request that fails frees its key. Runs after ApiAuthGuard, which names the caller.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(IdempotentRequests) private readonly requests: IdempotentRequests,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const key = keyOf(request);
    const caller = request.caller;
    if (key === undefined || !caller) return next.handle();
    const fingerprint = requestFingerprint(request.method, request.url, request.query, request.body);
    const claim = await this.requests.claim(caller.user.id, key, fingerprint, {
      actor: caller.user.id,
      correlationId: caller.correlationId,
    });
    if (claim.kind === 'replay') {
      const { answer } = claim;
      if (answer.location) void reply.header('Location', answer.location);
      void reply.header(REPLAYED_HEADER, 'true');
      void reply.status(answer.status);
      return of(answer.body);
    }
    const status =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ??
      (request.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    return next.handle().pipe(
      mergeMap((body: unknown) => {
        const location = reply.getHeader('location');
        return from(
          this.requests.answer(claim, {
            status,
            body,
            ...(typeof location === 'string' ? { location } : {}),
          }),
        ).pipe(mergeMap(() => of(body)));
      }),
      catchError((error: unknown) =>
        from(this.requests.release(claim, error instanceof Error ? error.message : String(error))).pipe(
          mergeMap(() => throwError(() => error)),
        ),
      ),
    );
  }
}

/** Marks a create route as taking `Idempotency-Key`. */
export const Idempotent = () => UseInterceptors(IdempotencyInterceptor);
