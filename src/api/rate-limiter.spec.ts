import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  let now: number;
  const limiter = (perMinute: number) => new RateLimiter(perMinute, () => now);

  beforeEach(() => {
    now = 10 * 60_000 + 15_000; // 15 s into a minute window
  });

  it('lets `perMinute` requests per key through, then says how many seconds remain in the window', () => {
    const limits = limiter(3);
    expect([limits.take('a'), limits.take('a'), limits.take('a')]).toEqual([0, 0, 0]);
    expect(limits.take('a')).toBe(45);
    now += 30_500;
    expect(limits.take('a')).toBe(15);
  });

  it('counts each key on its own', () => {
    const limits = limiter(1);
    expect(limits.take('a')).toBe(0);
    expect(limits.take('b')).toBe(0);
    expect(limits.take('a')).toBeGreaterThan(0);
  });

  it('starts counting again in the next minute window', () => {
    const limits = limiter(1);
    limits.take('a');
    expect(limits.take('a')).toBeGreaterThan(0);
    now += 45_000;
    expect(limits.take('a')).toBe(0);
  });

  it('never asks for less than a second', () => {
    const limits = limiter(1);
    now = 11 * 60_000 - 100;
    limits.take('a');
    expect(limits.take('a')).toBe(1);
  });

  it('wouldLimit answers without counting', () => {
    const limits = limiter(2);
    limits.take('a');
    expect(limits.wouldLimit('a')).toBe(false);
    expect(limits.wouldLimit('a')).toBe(false);
    limits.take('a');
    expect(limits.wouldLimit('a')).toBe(true);
    expect(limits.wouldLimit('b')).toBe(false);
  });

  it('limits nothing when perMinute is 0', () => {
    const limits = limiter(0);
    for (let i = 0; i < 100; i++) expect(limits.take('a')).toBe(0);
    expect(limits.wouldLimit('a')).toBe(false);
  });
});
