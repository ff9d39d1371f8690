import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What the session cookie carries: who (null before log-in), a random id for CSRF, and when it was issued. */
export interface Session {
  userId: string | null;
  sessionId: string;
  issuedAt: number;
}

export const SESSION_COOKIE = 'octavo_session';
/** Signed-in sessions last two weeks; anonymous ones (only for CSRF on the log-in forms) one day. */
export const SIGNED_IN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const ANONYMOUS_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Stateless signed session cookies: `base64url(json).hmac`. The HMAC covers the whole payload, so nothing in
 * it can be changed; expiry is checked from `issuedAt`, so an old cookie stops working on its own.
 */
export class SessionCodec {
  constructor(private readonly secret: Buffer) {}

  newSession(userId: string | null, now: number): Session {
    return { userId, sessionId: randomBytes(18).toString('base64url'), issuedAt: now };
  }

  encode(session: Session): string {
    const payload = Buffer.from(
      JSON.stringify({ u: session.userId, s: session.sessionId, t: session.issuedAt }),
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
      };
      if (typeof data.s !== 'string' || typeof data.t !== 'number') return null;
      if (data.u !== null && typeof data.u !== 'string') return null;
      const ttl = data.u === null ? ANONYMOUS_TTL_MS : SIGNED_IN_TTL_MS;
      if (data.t > now + 60_000 || now - data.t > ttl) return null;
      return { userId: data.u, sessionId: data.s, issuedAt: data.t };
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

/** The cookie header's value for one name (no library needed for a single cookie). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function sessionCookie(value: string, options: { secure: boolean; maxAgeMs: number }): string {
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(options.maxAgeMs / 1000)}`,
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
