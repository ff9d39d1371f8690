import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * Octavo's cookies, read and written by @fastify/cookie (registered in server.ts): never readable by
 * scripts, sent on top-level navigation from elsewhere (SameSite=Lax), Secure when served over https.
 */
export function cookieOptions(options: {
  path: string;
  secure: boolean;
  maxAgeMs: number;
}): CookieSerializeOptions {
  return {
    path: options.path,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: Math.floor(options.maxAgeMs / 1000),
    secure: options.secure,
  };
}

/** One cookie of the request, as the plugin parsed it. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies?.[name];
}
