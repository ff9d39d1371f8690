import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEB_SESSION_LIFETIME_MS, WebSessionEndReason } from '../domain/user';

/** Why an anonymous session replaced a signed-in one that had ended (`unknown`: it was never recorded). */
export type SignedOutReason = WebSessionEndReason | 'unknown';
const SIGNED_OUT_REASONS: readonly string[] = [
  'logged-out',
  'revoked',
  'password-changed',
  'account-deleted',
  'unknown',
];

/** What the session cookie carries: who (null before log-in), a random id for CSRF, and when it was issued. */
export interface Session {
  userId: string | null;
  sessionId: string;
  issuedAt: number;
  /** On an anonymous session that replaced an ended signed-in one: why, for the log-in page to say. */
  signedOut?: SignedOutReason;
}

export const SESSION_COOKIE = 'octavo_session';
/** Signed-in sessions last two weeks; anonymous ones (only for CSRF on the log-in forms) one day. */
export const SIGNED_IN_TTL_MS = WEB_SESSION_LIFETIME_MS;
export const ANONYMOUS_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * What the log and the read model know a session by. The id is 144 random bits, so a fast hash is safe to
 * store: the hash gives nothing towards a cookie, and a cookie needs the server's signature besides.
 */
export function sessionHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/**
 * Signed session cookies: `base64url(json).hmac`. The HMAC covers the whole payload, so nothing in it can be
 * changed; expiry is checked from `issuedAt`, so an old cookie stops working on its own. A signed-in cookie
 * counts only while its session is live in the read model (`WebSessions.resolve`): this class checks the
 * signature and the age, not whether the session was ended.
 */
export class SessionCodec {
  constructor(private readonly secret: Buffer) {}

  newSession(userId: string | null, now: number, signedOut?: SignedOutReason): Session {
    const session: Session = { userId, sessionId: randomBytes(18).toString('base64url'), issuedAt: now };
    return userId === null && signedOut ? { ...session, signedOut } : session;
  }

  encode(session: Session): string {
    const payload = Buffer.from(
      JSON.stringify({
        u: session.userId,
        s: session.sessionId,
        t: session.issuedAt,
        ...(session.signedOut ? { o: session.signedOut } : {}),
      }),
    ).toString('base64url');
    return `${payload}.${this.mac('session', payload)}`;
  }

  decode(cookie: string | undefined, now: number): Session | null {
    if (!cookie) return null;
    const dot = cookie.indexOf('.');
    if (dot <= 0) return null;
    const payload = cookie.slice(0, dot);
    if (!safeEqual(cookie.slice(dot + 1), this.mac('session', payload))) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        u: unknown;
        s: unknown;
        t: unknown;
        o?: unknown;
      };
      if (typeof data.s !== 'string' || typeof data.t !== 'number') return null;
      if (data.u !== null && typeof data.u !== 'string') return null;
      const ttl = data.u === null ? ANONYMOUS_TTL_MS : SIGNED_IN_TTL_MS;
      if (data.t > now + 60_000 || now - data.t > ttl) return null;
      const session: Session = { userId: data.u, sessionId: data.s, issuedAt: data.t };
      return typeof data.o === 'string' && SIGNED_OUT_REASONS.includes(data.o)
        ? { ...session, signedOut: data.o as SignedOutReason }
        : session;
    } catch {
      return null;
    }
  }

  /** The per-session CSRF token: only someone who can read this session's pages can know it. */
  csrfToken(session: Session): string {
    return this.mac('csrf', session.sessionId);
  }

  checkCsrf(session: Session, given: unknown): boolean {
    return typeof given === 'string' && safeEqual(given, this.csrfToken(session));
  }

  private mac(purpose: string, value: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\n${value}`).digest('base64url');
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
