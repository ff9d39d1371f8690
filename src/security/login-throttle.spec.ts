import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('blocks a key after the limit of failures until the window passes, and a success clears it', () => {
    let now = 0;
    const throttle = new LoginThrottle({ user: 3, ip: 5 }, 60_000, () => now);
    const keys = ['user:ann', 'ip:1.2.3.4'];
    for (let i = 0; i < 3; i++) {
      expect(throttle.waitSeconds(keys)).toBe(0);
      throttle.recordFailure(keys);
      now += 1000;
    }
    expect(throttle.waitSeconds(['user:ann'])).toBe(57);
    expect(throttle.waitSeconds(['user:bob'])).toBe(0);
    // The address has more room than one account.
    expect(throttle.waitSeconds(['ip:1.2.3.4'])).toBe(0);
    now = 60_001;
    expect(throttle.waitSeconds(keys)).toBe(0);
    throttle.recordFailure(keys);
    throttle.recordFailure(keys);
    throttle.recordSuccess(keys);
    throttle.recordFailure(keys);
    expect(throttle.waitSeconds(keys)).toBe(0);
  });
});
