import { WebLoginThrottle } from './web-login-throttle';

describe('WebLoginThrottle', () => {
  const options = {
    freeFailures: 3,
    baseDelayMs: 10_000,
    maxDelayMs: 60_000,
    windowMs: 600_000,
    perAddress: 20,
  };
  let now = 0;
  const throttle = () => new WebLoginThrottle(options, () => now);
  beforeEach(() => (now = 1_000_000));

  it('backs a user name off exponentially after its free failures, up to the maximum', () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) {
      expect(t.userWait('ann', '10.0.0.1', false)).toBe(0);
      t.recordFailure('ann', '10.0.0.1');
    }
    expect(t.userWait('ann', '10.0.0.1', false)).toBe(10);
    now += 10_000;
    expect(t.userWait('ann', '10.0.0.1', false)).toBe(0);
    t.recordFailure('ann', '10.0.0.1');
    expect(t.userWait('ann', '10.0.0.1', false)).toBe(20);
    for (let i = 0; i < 5; i++) t.recordFailure('ann', '10.0.0.1');
    expect(t.userWait('ann', '10.0.0.1', false)).toBe(60);
    expect(t.userWait('bob', '10.0.0.1', false)).toBe(0);
  });

  it('never locks out the right password from another address; the failing address waits even with it', () => {
    const t = throttle();
    for (let i = 0; i < 10; i++) t.recordFailure('ann', '203.0.113.9');
    expect(t.userWait('ann', '203.0.113.9', false)).toBeGreaterThan(0);
    expect(t.userWait('ann', '203.0.113.9', true)).toBeGreaterThan(0);
    expect(t.userWait('ann', '198.51.100.7', false)).toBeGreaterThan(0);
    expect(t.userWait('ann', '198.51.100.7', true)).toBe(0);
    t.recordSuccess('ann', '198.51.100.7');
    // The attacker's failures are not forgotten by someone else's success.
    expect(t.userWait('ann', '203.0.113.9', true)).toBeGreaterThan(0);
  });

  it('turns an address away after its limit of failures across user names, until they leave the window', () => {
    const t = throttle();
    for (let i = 0; i < 20; i++) t.recordFailure(`user${i}`, '203.0.113.9');
    expect(t.addressWait('203.0.113.9')).toBe(600);
    expect(t.addressWait('198.51.100.7')).toBe(0);
    now += 600_000;
    expect(t.addressWait('203.0.113.9')).toBe(0);
    expect(t.userWait('user1', '203.0.113.9', false)).toBe(0);
  });
});
