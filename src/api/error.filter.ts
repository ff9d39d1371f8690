import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  Inject,
  Logger,
  Optional,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GitError } from '../../git';
import { describeBytes, OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { insufficientStorage, isDiskFull } from '../core/storage-errors';
import { DomainError } from '../domain/event-types';
import { ApiError } from './api-error';
import { answerSchema, objectOf } from './answer-schema';
import { formPartsError } from './form-limits';
import { redactUrl, tokenFrom } from './token-source';

const GIT_STATUS: Record<string, [number, string]> = {
  stale_base_commit: [409, 'conflict'],
  concurrent_update: [409, 'conflict'],
  nothing_to_commit: [422, 'nothing_to_commit'],
  invalid_file_path: [422, 'validation_failed'],
  invalid_branch_name: [422, 'validation_failed'],
  invalid_repository_name: [422, 'validation_failed'],
  repository_not_found: [404, 'project_not_found'],
  revision_not_found: [422, 'branch_not_found'],
};

/** The body of every error answer (`ErrorFilter.send`). */
export const ERROR_SCHEMA = answerSchema(
  'Error',
  objectOf(
    {
      error: { type: 'string', description: 'a stable code', examples: ['validation_failed'] },
      message: {
        type: 'string',
        description:
          'what was wrong and how to fix it; absent only on the bare 404 of a request without a token',
      },
      details: {
        type: 'array',
        description:
          'validation_failed: one `{field, message}` per wrong field; config_invalid: where in the file',
        items: { type: 'object' },
      },
    },
    ['message', 'details'],
  ),
);

/** Every error leaves as `{error, message, details?}` with the right status; nothing else leaks. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  /** Optional: the web UI's filter makes one without Nest; its 413 message then names no number. */
  constructor(@Optional() @Inject(OCTAVO_CONFIG) private readonly config?: OctavoConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    this.send(exception, host.switchToHttp().getRequest(), host.switchToHttp().getResponse());
  }

  /** Also for routes served straight from Fastify, outside Nest's pipeline. */
  send(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const error = this.toApiError(exception, request);
    for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
    const body: Record<string, unknown> = { error: error.code };
    if (error.hasMessage) body.message = error.message;
    if (error.details?.length) body.details = error.details;
    void reply
      .status(error.status)
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify(body));
  }

  private payloadTooLarge(): ApiError {
    const limit = this.config
      ? ` than the limit of ${describeBytes(this.config.maxRequestBytes)} (OCTAVO_MAX_REQUEST_BYTES)`
      : '';
    return new ApiError(
      413,
      'payload_too_large',
      `the request body is larger${limit}; send smaller files, or fewer at once`,
    );
  }

  private toApiError(exception: unknown, request: FastifyRequest): ApiError {
    if (exception instanceof ApiError) return exception;
    const tooManyParts = formPartsError(exception);
    if (tooManyParts) return tooManyParts;
    if (exception instanceof DomainError) {
      return new ApiError(exception.status, exception.code, exception.message, exception.details);
    }
    if (exception instanceof GitError && GIT_STATUS[exception.code]) {
      const [status, code] = GIT_STATUS[exception.code];
      return new ApiError(status, code, exception.message);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404) {
        const isApi = request.url.startsWith('/api');
        if (isApi && !tokenFrom(request)) return new ApiError(404, 'not_found', undefined);
        return new ApiError(
          404,
          'not_found',
          `no such route: ${request.method} ${redactUrl(request.url).split('?')[0]}`,
        );
      }
      if (status === 413) return this.payloadTooLarge();
      if (status === 415) {
        return new ApiError(
          415,
          'unsupported_media_type',
          'send JSON, a urlencoded form or a multipart form',
        );
      }
      if (status === 400) {
        return new ApiError(400, 'bad_request', `the request could not be read: ${exception.message}`);
      }
      return new ApiError(status, 'http_error', exception.message);
    }
    const fastifyCode = (exception as { code?: string; statusCode?: number })?.code;
    const statusCode = (exception as { statusCode?: number })?.statusCode;
    if (statusCode === 413 || fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return this.payloadTooLarge();
    }
    if (isBodyParsingError(exception)) {
      const type = String(request.headers['content-type'] ?? 'none').split(';')[0];
      return new ApiError(
        400,
        'bad_request',
        `the request body could not be read as ${type} (${(exception as Error).message}); send JSON, a urlencoded form or a well-formed multipart form`,
      );
    }
    if (isDiskFull(exception)) {
      this.logger.error(`${request.method} ${redactUrl(request.url).split('?')[0]}: the disk is full`);
      return insufficientStorage();
    }
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return new ApiError(
        statusCode,
        'bad_request',
        `the request could not be read: ${(exception as Error).message}`,
      );
    }
    this.logger.error(
      `${request.method} ${redactUrl(request.url)} failed`,
      (exception as Error)?.stack ?? String(exception),
    );
    return new ApiError(
      500,
      'internal_error',
      'something went wrong on the server; try again, and report it if it persists',
    );
  }
}

/** Multipart parsing (busboy) throws plain errors; they are the client's malformed body, not our fault. */
function isBodyParsingError(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  const code = (exception as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    /^FST_(ERR_CTP|INVALID_MULTIPART|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT)/.test(code)
  ) {
    return true;
  }
  return /[\\/]busboy[\\/]/.test(exception.stack ?? '');
}
