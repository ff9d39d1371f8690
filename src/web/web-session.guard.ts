import { CanActivate, ExecutionContext, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { RecordedAccounts } from '../accounts/recorded-accounts';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { CLOCK, Clock } from '../domain/command-executor';
import { CsrfRejected, LoginRequired, WebRequest } from './web-context';
import { WebSessions } from '../sessions/web-sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Headers every web page gets: scripts only from this origin, no framing, no sniffing. */
export const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

/**
 * Every web route: reads (or starts) the session, loads the user, and refuses state-changing requests without
 * the session's CSRF token. A signed-in cookie whose session has ended is replaced by an anonymous session
 * that remembers why, so the log-in page can say so; a form sent from such a session's page (its CSRF token
 * right) goes to log in rather than failing the CSRF check. The API never sees this cookie: /api paths that
 * reach a web route are 404s, and /api authenticates with tokens only.
 */
@Injectable()
export class WebSessionGuard implements CanActivate {
  constructor(
    @Inject(WebSessions) private readonly sessions: WebSessions,
    @Inject(RecordedAccounts) private readonly accounts: RecordedAccounts,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WebRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      throw new NotFoundException();
    }
    for (const [name, value] of Object.entries(PAGE_HEADERS)) void reply.header(name, value);

    const now = this.clock.now().getTime();
    const resolved = await this.sessions.resolve(request, now);
    let session = resolved.state === 'live' ? resolved.session : null;
    let user = session?.userId ? await this.accounts.userById(session.userId) : null;
    if (!session || (session.userId && !user)) {
      session = this.sessions.startAnonymous(
        reply,
        now,
        resolved.state === 'ended' ? resolved.reason : undefined,
      );
      user = null;
    }
    request.web = {
      session,
      user,
      csrf: this.sessions.codec.csrfToken(session),
      correlationId: randomUUID(),
    };
    if (!SAFE_METHODS.has(request.method)) {
      const body = request.body as Record<string, unknown> | undefined;
      const given =
        request.headers['x-csrf-token'] ?? (body && typeof body === 'object' ? body._csrf : undefined);
      if (resolved.state === 'ended' && this.sessions.codec.checkCsrf(resolved.session, given)) {
        throw new LoginRequired('this session was signed out; log in again');
      }
      if (!this.sessions.codec.checkCsrf(session, given))
        throw new CsrfRejected('missing or wrong CSRF token');
    }
    return true;
  }
}
