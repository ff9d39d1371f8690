import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every depth: the same parameters always give the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What makes two requests "the same" for an Idempotency-Key: method, path and parameters (query and body),
 * without the token, which a client may rotate between retries.
 */
export function requestFingerprint(method: string, url: string, query: unknown, body: unknown): string {
  const params: Record<string, unknown> = {
    ...(query && typeof query === 'object' ? query : {}),
    ...(body && typeof body === 'object' && !Buffer.isBuffer(body) ? body : {}),
  };
  delete params.auth_token;
  const path = url.split('?')[0];
  return createHash('sha256')
    .update(JSON.stringify([method.toUpperCase(), path, canonical(params)]))
    .digest('hex');
}
