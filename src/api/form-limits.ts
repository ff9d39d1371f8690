import { ApiError } from './api-error';

/** Parts a multipart form may have (@fastify/multipart's default, set explicitly so messages can name it). */
export const MAX_FORM_PARTS = 1000;

const WHAT: Record<string, string> = {
  FST_PARTS_LIMIT: `more than ${MAX_FORM_PARTS} fields and files`,
  FST_FIELDS_LIMIT: 'more fields than allowed',
  FST_FILES_LIMIT: 'more files than allowed',
};
/** The same limits as Nest passes them on: an HttpException with the original message only. */
const BY_MESSAGE: Record<string, string> = {
  'reach parts limit': 'FST_PARTS_LIMIT',
  'reach fields limit': 'FST_FIELDS_LIMIT',
  'reach files limit': 'FST_FILES_LIMIT',
};

/**
 * A multipart form refused for how many parts it has, not for its size: says that, so nobody shrinks files that
 * were never the problem. Null for any other error.
 */
export function formPartsError(exception: unknown): ApiError | null {
  const { code: raw, message } = (exception ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof raw === 'string' ? raw : typeof message === 'string' ? BY_MESSAGE[message] : undefined;
  if (!code || !WHAT[code]) return null;
  return new ApiError(
    413,
    'too_many_fields',
    `the form has ${WHAT[code]}; send fewer fields at once (or the same data as JSON)`,
  );
}
