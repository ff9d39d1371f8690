import { DomainEvent } from './event-types';
import {
  decideChangePassword,
  decideEndOtherWebSessions,
  decideEndWebSession,
  decideStartWebSession,
  evolveUser,
  initialUserState,
  UserState,
  WEB_SESSION_LIFETIME_MS,
} from './user';

const given = (...events: DomainEvent[]): UserState => events.reduce(evolveUser, initialUserState());
const hash = (n: number) => n.toString(16).padStart(64, '0');
const t0 = Date.parse('2026-03-01T09:00:00Z');
const at = (ms: number) => new Date(t0 + ms).toISOString();
const HOUR = 3600_000;

const registered: DomainEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'ann', email: 'ann@example.com', passwordHash: 'old', admin: false },
};
const started = (n: number, startedAt = at(0), label = 'Firefox on Linux'): DomainEvent => ({
  type: 'WebSessionStarted',
  data: { userId: 'u1', sessionHash: hash(n), startedAt, label },
});
const ended = (n: number, reason: string): DomainEvent => ({
  type: 'WebSessionEnded',
  data: { userId: 'u1', sessionHash: hash(n), reason },
});

describe('web sessions of a user', () => {
  describe('start', () => {
    it('records the hash, the time and the label', () => {
      expect(decideStartWebSession(given(registered), started(1).data as never)).toEqual([started(1)]);
    });

    it('records a retried start once, and needs a user and a SHA-256 hash', () => {
      expect(decideStartWebSession(given(registered, started(1)), started(1).data as never)).toEqual([]);
      expect(() => decideStartWebSession(given(), started(1).data as never)).toThrow(/no user u1/);
      const raw = { ...(started(1).data as object), sessionHash: 'raw-session-id' };
      expect(() => decideStartWebSession(given(registered), raw as never)).toThrow(/SHA-256/);
    });

    it('keeps labels short and never empty', () => {
      const long = decideStartWebSession(given(registered), started(1, at(0), 'x'.repeat(500)).data as never);
      expect((long[0].data as { label: string }).label).toHaveLength(80);
      const blank = decideStartWebSession(given(registered), started(1, at(0), '  ').data as never);
      expect((blank[0].data as { label: string }).label).toBe('Unknown browser');
    });
  });

  describe('end one', () => {
    const end = (n: number, reason: 'logged-out' | 'revoked', when = at(HOUR)) => ({
      userId: 'u1',
      sessionHash: hash(n),
      reason,
      at: when,
    });

    it('ends a live session with its reason', () => {
      const state = given(registered, started(1), started(2));
      expect(decideEndWebSession(state, end(2, 'revoked'))).toEqual([ended(2, 'revoked')]);
      expect(decideEndWebSession(state, end(1, 'logged-out'))).toEqual([ended(1, 'logged-out')]);
    });

    it('refuses to revoke a session that ended, expired or is not this user’s', () => {
      const state = given(registered, started(1), started(2), ended(2, 'logged-out'));
      expect(() => decideEndWebSession(state, end(2, 'revoked'))).toThrow(/not signed in any more/);
      expect(() => decideEndWebSession(state, end(3, 'revoked'))).toThrow(/reload the sessions list/);
      const later = at(WEB_SESSION_LIFETIME_MS + 1);
      expect(() => decideEndWebSession(state, end(1, 'revoked', later))).toThrow(/expired/);
    });

    it('treats logging out of a session that already ended as done', () => {
      const state = given(registered, started(1), ended(1, 'revoked'));
      expect(decideEndWebSession(state, end(1, 'logged-out'))).toEqual([]);
    });
  });

  describe('end all others', () => {
    it('ends every live session but the current one, and nothing when none is left', () => {
      const state = given(registered, started(1), started(2), started(3), ended(3, 'logged-out'));
      const others = { userId: 'u1', keepSessionHash: hash(1), at: at(HOUR) };
      expect(decideEndOtherWebSessions(state, others)).toEqual([ended(2, 'revoked')]);
      expect(decideEndOtherWebSessions(given(registered, started(1)), others)).toEqual([]);
    });

    it('leaves expired sessions alone', () => {
      const state = given(registered, started(1, at(0)), started(2, at(10 * 24 * HOUR)));
      const others = { userId: 'u1', keepSessionHash: hash(9), at: at(WEB_SESSION_LIFETIME_MS + HOUR) };
      expect(decideEndOtherWebSessions(state, others)).toEqual([ended(2, 'revoked')]);
    });

    it('forgets sessions that expired before a later one started', () => {
      const state = given(registered, started(1, at(0)), started(2, at(WEB_SESSION_LIFETIME_MS + HOUR)));
      expect([...state.webSessions.keys()]).toEqual([hash(2)]);
    });
  });

  describe('change password', () => {
    const change = { userId: 'u1', passwordHash: 'new' };

    it('ends every other live session in the same decision; the current one stays', () => {
      const state = given(registered, started(1), started(2), started(3), ended(2, 'revoked'));
      expect(decideChangePassword(state, change, { keepSessionHash: hash(3), at: at(HOUR) })).toEqual([
        { type: 'PasswordChanged', data: change },
        ended(1, 'password-changed'),
      ]);
    });

    it('ends them all when the change comes from no session', () => {
      const state = given(registered, started(1), started(2));
      expect(decideChangePassword(state, change, { keepSessionHash: null, at: at(HOUR) })).toEqual([
        { type: 'PasswordChanged', data: change },
        ended(1, 'password-changed'),
        ended(2, 'password-changed'),
      ]);
    });

    it('is only the password change when no other session is live', () => {
      expect(
        decideChangePassword(given(registered), change, { keepSessionHash: null, at: at(HOUR) }),
      ).toEqual([{ type: 'PasswordChanged', data: change }]);
      expect(() => decideChangePassword(given(), change, { keepSessionHash: null, at: at(HOUR) })).toThrow(
        /no user/,
      );
    });
  });
});
