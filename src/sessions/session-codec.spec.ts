import { SessionCodec, sessionHash, SIGNED_IN_TTL_MS } from './session-codec';

describe('SessionCodec', () => {
  const codec = new SessionCodec(Buffer.from('test-secret'));
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('round-trips a session and refuses any change to it', () => {
    const session = codec.newSession('ann', now);
    const cookie = codec.encode(session);
    expect(codec.decode(cookie, now + 1000)).toEqual(session);
    const [payload, mac] = cookie.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'admin', s: session.sessionId, t: now })).toString(
      'base64url',
    );
    expect(codec.decode(`${forged}.${mac}`, now)).toBeNull();
    expect(codec.decode(`${payload}.${mac}x`, now)).toBeNull();
    expect(codec.decode(new SessionCodec(Buffer.from('other')).encode(session), now)).toBeNull();
    expect(codec.decode('garbage', now)).toBeNull();
  });

  it('expires signed-in sessions after two weeks and anonymous ones after a day', () => {
    const signedIn = codec.encode(codec.newSession('ann', now));
    expect(codec.decode(signedIn, now + SIGNED_IN_TTL_MS - 1)).not.toBeNull();
    expect(codec.decode(signedIn, now + SIGNED_IN_TTL_MS + 1)).toBeNull();
    const anonymous = codec.encode(codec.newSession(null, now));
    expect(codec.decode(anonymous, now + 2 * 24 * 3600 * 1000)).toBeNull();
  });

  it('derives a CSRF token per session that other sessions cannot use', () => {
    const a = codec.newSession('ann', now);
    const b = codec.newSession('ann', now);
    expect(codec.checkCsrf(a, codec.csrfToken(a))).toBe(true);
    expect(codec.checkCsrf(a, codec.csrfToken(b))).toBe(false);
    expect(codec.checkCsrf(a, undefined)).toBe(false);
    expect(codec.checkCsrf(a, '')).toBe(false);
  });

  it('carries why an anonymous session replaced an ended one, and only a known reason', () => {
    const replaced = codec.newSession(null, now, 'password-changed');
    expect(codec.decode(codec.encode(replaced), now)).toEqual(replaced);
    expect(replaced.signedOut).toBe('password-changed');
    expect(codec.newSession('ann', now, 'revoked').signedOut).toBeUndefined();
    const odd = codec.encode({ ...codec.newSession(null, now), signedOut: '<b>' as 'revoked' });
    expect(codec.decode(odd, now)?.signedOut).toBeUndefined();
  });

  it('knows a session by the SHA-256 of its id', () => {
    const session = codec.newSession('ann', now);
    expect(sessionHash(session.sessionId)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionHash(session.sessionId)).not.toContain(session.sessionId);
    expect(sessionHash(session.sessionId)).not.toBe(sessionHash(codec.newSession('ann', now).sessionId));
  });
});
