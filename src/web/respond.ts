import type { FastifyReply } from 'fastify';
import { SafeHtml } from './html';
import { reject } from './web-errors';

export function sendPage(reply: FastifyReply, body: SafeHtml, status = 200): FastifyReply {
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').send(body.value);
}

/** After a POST: 303 so the browser GETs the next page (reload does not resend the form). */
export function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.redirect(location, 303);
}

/** The origin relative `next` values are resolved against; only its own paths are accepted. */
const OWN_ORIGIN = 'http://octavo.invalid';

/**
 * Where to go after logging in: a path on this site only, so `?next=` cannot send a visitor elsewhere. The
 * value is parsed as browsers parse a Location (they drop tabs and newlines, and read `\` as `/`, which made
 * `/%09/evil.example` an open redirect) and must stay on this origin; anything else goes to `/`. Control
 * characters are refused outright (400): no link of ours has them. What is returned is the parsed path,
 * percent-encoded, so it is always a valid header value.
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next === '') return '/';
  if (hasControlOrC1Character(next)) {
    throw reject(
      400,
      'The address to return to after logging in contains control characters (such as a tab or a line break), so it was refused. Use a link from this site.',
    );
  }
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  let parsed: URL;
  try {
    parsed = new URL(next, `${OWN_ORIGIN}/`);
  } catch {
    return '/';
  }
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // "/..//evil.example" resolves to the path "//evil.example", which a browser would read as another host.
  if (parsed.origin !== OWN_ORIGIN || path.startsWith('//')) return '/';
  return path;
}

/** C0 controls, DEL and the C1 controls (U+0080–U+009F). */
function hasControlOrC1Character(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
