import { TokenUseThrottle } from './token-use-throttle';

describe('TokenUseThrottle', () => {
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  it('records a first use, then at most once per interval per token', () => {
    const throttle = new TokenUseThrottle(60_000);
    expect(throttle.shouldRecord('a', null, t0)).toBe(true);
    expect(throttle.shouldRecord('a', null, t0 + 1_000)).toBe(false);
    expect(throttle.shouldRecord('b', null, t0 + 1_000)).toBe(true);
    expect(throttle.shouldRecord('a', null, t0 + 61_000)).toBe(true);
  });
  it('trusts the read model when another process recorded the use', () => {
    const throttle = new TokenUseThrottle(60_000);
    expect(throttle.shouldRecord('a', new Date(t0 - 5_000).toISOString(), t0)).toBe(false);
    expect(throttle.shouldRecord('a', new Date(t0 - 5_000).toISOString(), t0 + 50_000)).toBe(false);
    expect(throttle.shouldRecord('a', new Date(t0 - 5_000).toISOString(), t0 + 56_000)).toBe(true);
  });
});
