import type { FastifyReply } from 'fastify';
import { SafeHtml } from './html';

export function sendPage(reply: FastifyReply, body: SafeHtml, status = 200): FastifyReply {
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').send(body.value);
}

/** After a POST: 303 so the browser GETs the next page (reload does not resend the form). */
export function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.redirect(location, 303);
}

/** Only local paths, so `?next=` cannot send a visitor to another site. */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/(?![/\\])/.test(next) ? next : '/';
}
