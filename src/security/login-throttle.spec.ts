import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  // rate-limiter-flexible reads Date.now and expires keys with timers: both are faked.
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => jest.advanceTimersByTime(ms);

  it('blocks a key after the limit of failures until the window passes, and a success clears it', async () => {
    const throttle = new LoginThrottle({ user: 3, ip: 5 }, 60_000);
    const keys = ['user:ann', 'ip:1.2.3.4'];
    for (let i = 0; i < 3; i++) {
      expect(await throttle.waitSeconds(keys)).toBe(0);
      await throttle.recordFailure(keys);
      advance(1000);
    }
    expect(await throttle.waitSeconds(['user:ann'])).toBe(57);
    expect(await throttle.waitSeconds(['user:bob'])).toBe(0);
    // The address has more room than one account.
    expect(await throttle.waitSeconds(['ip:1.2.3.4'])).toBe(0);
    advance(60_001 - 3000);
    expect(await throttle.waitSeconds(keys)).toBe(0);
    await throttle.recordFailure(keys);
    await throttle.recordFailure(keys);
    await throttle.recordSuccess(keys);
    await throttle.recordFailure(keys);
    expect(await throttle.waitSeconds(keys)).toBe(0);
  });

  it('keeps kinds apart: a user name and an address with the same text count separately', async () => {
    const throttle = new LoginThrottle({ user: 1, ip: 2 }, 60_000);
    await throttle.recordFailure(['user:10.0.0.1']);
    expect(await throttle.waitSeconds(['user:10.0.0.1'])).toBe(60);
    expect(await throttle.waitSeconds(['ip:10.0.0.1'])).toBe(0);
  });
});
