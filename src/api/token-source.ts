import type { FastifyRequest } from 'fastify';

/** The token from `auth_token` (query, form or JSON body) or `Authorization: Bearer`. */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim() || null;
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.auth_token === 'string' && query.auth_token) return query.auth_token;
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body.auth_token === 'string' && body.auth_token)
    return body.auth_token;
  return null;
}

/** For logs: the URL with any token value replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]auth_token=)[^&#]*/gi, '$1[REDACTED]');
}
