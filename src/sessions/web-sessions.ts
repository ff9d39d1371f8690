import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { RecordedAccounts } from '../accounts/recorded-accounts';
import { isLiveSession } from '../accounts/web-sessions.queries';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { loadOrCreateSecret } from '../security/secret-file';
import { cookieOptions, requestCookie } from './cookies';
import {
  ANONYMOUS_TTL_MS,
  Session,
  SESSION_COOKIE,
  SessionCodec,
  sessionHash,
  SIGNED_IN_TTL_MS,
  SignedOutReason,
} from './session-codec';

/** A request's session: none (no valid cookie), live, or a signed-in one that has ended and why. */
export type ResolvedSession =
  | { state: 'none' }
  | { state: 'live'; session: Session }
  | { state: 'ended'; session: Session; reason: SignedOutReason };

/**
 * Reads and writes the session cookie; the signing key is made once under DATA_DIR/keys. A signed-in cookie
 * is only as good as its recorded session: ended (logged out, signed out from another session,
 * password changed) or never recorded means signed out, whatever the cookie says.
 */
@Injectable()
export class WebSessions {
  readonly codec: SessionCodec;
  private readonly secure: boolean;

  constructor(
    @Inject(OCTAVO_CONFIG) config: OctavoConfig,
    @Inject(RecordedAccounts) private readonly recorded: RecordedAccounts,
  ) {
    this.codec = new SessionCodec(loadOrCreateSecret(join(config.dataDir, 'keys', 'web-session.key')));
    this.secure = config.baseUrl.startsWith('https:');
  }

  /** The cookie's session if it is signed and young enough; says nothing about whether it was ended. */
  private read(request: FastifyRequest, now: number): Session | null {
    return this.codec.decode(requestCookie(request, SESSION_COOKIE), now);
  }

  /** The request's session if it is live (anonymous, or signed in and not ended); null otherwise. */
  async live(request: FastifyRequest, now: number): Promise<Session | null> {
    const resolved = await this.resolve(request, now);
    return resolved.state === 'live' ? resolved.session : null;
  }

  /**
   * The cookie's session, with a signed-in one checked against the read model, or the user's events while
   * that lags (a session started or ended moments ago counts as its event says).
   */
  async resolve(request: FastifyRequest, now: number): Promise<ResolvedSession> {
    const session = this.read(request, now);
    if (!session) return { state: 'none' };
    if (session.userId === null) return { state: 'live', session };
    const recorded = await this.recorded.webSession(session.userId, sessionHash(session.sessionId));
    if (recorded && recorded.userId === session.userId && isLiveSession(recorded, new Date(now))) {
      return { state: 'live', session };
    }
    return { state: 'ended', session, reason: recorded?.endReason ?? 'unknown' };
  }

  /** A new anonymous session (new id, so a new CSRF token), set on the reply. */
  startAnonymous(reply: FastifyReply, now: number, signedOut?: SignedOutReason): Session {
    const session = this.codec.newSession(null, now, signedOut);
    this.issue(reply, session);
    return session;
  }

  /** A new signed-in session, not yet given to the browser: log-in records it first (`issue` after). */
  newSignedIn(userId: string, now: number): Session {
    return this.codec.newSession(userId, now);
  }

  issue(reply: FastifyReply, session: Session): void {
    const maxAgeMs = session.userId ? SIGNED_IN_TTL_MS : ANONYMOUS_TTL_MS;
    void reply.setCookie(
      SESSION_COOKIE,
      this.codec.encode(session),
      cookieOptions({ path: '/', secure: this.secure, maxAgeMs }),
    );
  }
}
