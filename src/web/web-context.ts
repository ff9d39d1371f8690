import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { UserView } from '../../projections/read-model-types';
import type { Session } from '../sessions/session-codec';

/** What every web page knows about the visitor: set by WebSessionGuard. */
export interface WebContext {
  session: Session;
  user: UserView | null;
  /** The token every POST form carries (hidden `_csrf` field, or `X-CSRF-Token` header). */
  csrf: string;
  correlationId: string;
}

export interface SignedInContext extends WebContext {
  user: UserView;
}

export type WebRequest = FastifyRequest & { web?: WebContext };

/** Thrown where a page needs a signed-in user; the web filter turns it into a redirect to /login. */
export class LoginRequired extends Error {}

/** A POST without this session's CSRF token. */
export class CsrfRejected extends Error {}

export function requireUser(web: WebContext): SignedInContext {
  if (!web.user) throw new LoginRequired('sign in to continue');
  return web as SignedInContext;
}

export const Web = createParamDecorator((_: unknown, context: ExecutionContext): WebContext => {
  return context.switchToHttp().getRequest<WebRequest>().web!;
});

/** The parsed form body (urlencoded or multipart key/values); empty when there is none. */
export const Form = createParamDecorator((_: unknown, context: ExecutionContext): Record<string, unknown> => {
  const body = context.switchToHttp().getRequest<WebRequest>().body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
});

/** A form field as trimmed-or-not text; anything that is not text reads as ''. */
export function field(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return '';
}
