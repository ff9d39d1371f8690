import { DEFAULT_SSH_LIMITS, SessionCounter, sshLimitsFromEnv } from './ssh-limits';

describe('sshLimitsFromEnv', () => {
  it('uses the defaults, overridden by OCTAVO_SSH_* variables', () => {
    expect(sshLimitsFromEnv({})).toEqual(DEFAULT_SSH_LIMITS);
    expect(
      sshLimitsFromEnv({ OCTAVO_SSH_MAX_SESSIONS_PER_USER: '3', OCTAVO_SSH_IDLE_TIMEOUT_MS: '' }),
    ).toEqual({
      ...DEFAULT_SSH_LIMITS,
      maxSessionsPerUser: 3,
    });
  });

  it('refuses values that are not positive whole numbers', () => {
    expect(() => sshLimitsFromEnv({ OCTAVO_SSH_MAX_AUTH_FAILURES: '0' })).toThrow(
      'OCTAVO_SSH_MAX_AUTH_FAILURES must be a positive whole number (got "0")',
    );
    expect(() => sshLimitsFromEnv({ OCTAVO_SSH_LOGIN_GRACE_MS: 'soon' })).toThrow(
      'OCTAVO_SSH_LOGIN_GRACE_MS',
    );
  });
});

describe('SessionCounter', () => {
  it('allows up to the limit per user, and again after a release (released once only)', () => {
    const counter = new SessionCounter(2);
    const first = counter.tryAcquire('ann')!;
    const second = counter.tryAcquire('ann')!;
    expect(counter.tryAcquire('ann')).toBeNull();
    expect(counter.tryAcquire('bob')).not.toBeNull();
    first();
    first();
    expect(counter.count('ann')).toBe(1);
    expect(counter.tryAcquire('ann')).not.toBeNull();
    second();
    expect(counter.count('ann')).toBe(1);
  });
});
