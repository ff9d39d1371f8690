import { WebLoginThrottle } from './web-login-throttle';

describe('WebLoginThrottle', () => {
  const options = {
    freeFailures: 3,
    baseDelayMs: 10_000,
    maxDelayMs: 60_000,
    windowMs: 600_000,
    perAddress: 20,
  };
  const throttle = () => new WebLoginThrottle(options);
  // rate-limiter-flexible reads Date.now and expires keys with timers: both are faked.
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => jest.advanceTimersByTime(ms);

  it('backs a user name off exponentially after its free failures, up to the maximum', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) {
      expect(await t.userWait('ann', '10.0.0.1', false)).toBe(0);
      await t.recordFailure('ann', '10.0.0.1');
    }
    expect(await t.userWait('ann', '10.0.0.1', false)).toBe(10);
    advance(10_000);
    expect(await t.userWait('ann', '10.0.0.1', false)).toBe(0);
    await t.recordFailure('ann', '10.0.0.1');
    expect(await t.userWait('ann', '10.0.0.1', false)).toBe(20);
    for (let i = 0; i < 5; i++) await t.recordFailure('ann', '10.0.0.1');
    expect(await t.userWait('ann', '10.0.0.1', false)).toBe(60);
    expect(await t.userWait('bob', '10.0.0.1', false)).toBe(0);
  });

  it('never locks out the right password from another address; the failing address waits even with it', async () => {
    const t = throttle();
    for (let i = 0; i < 10; i++) await t.recordFailure('ann', '203.0.113.9');
    expect(await t.userWait('ann', '203.0.113.9', false)).toBeGreaterThan(0);
    expect(await t.userWait('ann', '203.0.113.9', true)).toBeGreaterThan(0);
    expect(await t.userWait('ann', '198.51.100.7', false)).toBeGreaterThan(0);
    expect(await t.userWait('ann', '198.51.100.7', true)).toBe(0);
    await t.recordSuccess('ann', '198.51.100.7');
    // The attacker's failures are not forgotten by someone else's success.
    expect(await t.userWait('ann', '203.0.113.9', true)).toBeGreaterThan(0);
  });

  it("forgets a succeeding address's own failures, and the back-off with them when too few are left", async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) await t.recordFailure('ann', '198.51.100.7');
    expect(await t.userWait('ann', '198.51.100.7', true)).toBe(10);
    await t.recordSuccess('ann', '198.51.100.7');
    expect(await t.userWait('ann', '198.51.100.7', false)).toBe(0);
  });

  it('turns an address away after its limit of failures across user names, until they leave the window', async () => {
    const t = throttle();
    for (let i = 0; i < 20; i++) await t.recordFailure(`user${i}`, '203.0.113.9');
    expect(await t.addressWait('203.0.113.9')).toBe(600);
    expect(await t.addressWait('198.51.100.7')).toBe(0);
    advance(600_000);
    expect(await t.addressWait('203.0.113.9')).toBe(0);
    expect(await t.userWait('user1', '203.0.113.9', false)).toBe(0);
  });
});
