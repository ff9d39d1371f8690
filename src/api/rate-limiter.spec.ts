import { closeRateLimitRedis, RateLimiter, rateLimitRedis } from './rate-limiter';

/** In memory, as every installation without REDIS_URL runs; Redis is in test/rate-limits-redis.int.spec.ts. */
describe('RateLimiter (rate-limiter-flexible, in memory)', () => {
  let prefix = 0;
  const limiter = (perMinute: number) => new RateLimiter(perMinute, `spec-${++prefix}`);

  it('lets `perMinute` requests per key through, then says how many seconds remain in the window', async () => {
    const limits = limiter(3);
    expect([await limits.take('a'), await limits.take('a'), await limits.take('a')]).toEqual([0, 0, 0]);
    const wait = await limits.take('a');
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('counts each key on its own', async () => {
    const limits = limiter(1);
    expect(await limits.take('a')).toBe(0);
    expect(await limits.take('b')).toBe(0);
    expect(await limits.take('a')).toBeGreaterThan(0);
  });

  it('keeps limiters with different prefixes apart', async () => {
    const tokens = limiter(1);
    const addresses = limiter(1);
    expect(await tokens.take('a')).toBe(0);
    expect(await addresses.take('a')).toBe(0);
  });

  it('wouldLimit answers without counting', async () => {
    const limits = limiter(2);
    await limits.take('a');
    expect(await limits.wouldLimit('a')).toBe(false);
    expect(await limits.wouldLimit('a')).toBe(false);
    await limits.take('a');
    expect(await limits.wouldLimit('a')).toBe(true);
    expect(await limits.wouldLimit('b')).toBe(false);
  });

  it('limits nothing when perMinute is 0', async () => {
    const limits = limiter(0);
    for (let i = 0; i < 100; i++) expect(await limits.take('a')).toBe(0);
    expect(await limits.wouldLimit('a')).toBe(false);
  });
});

describe('RateLimiter with a Redis that does not answer', () => {
  it('limits in this process meanwhile, without failing the request', async () => {
    const redis = rateLimitRedis('redis://127.0.0.1:1')!;
    try {
      const limits = new RateLimiter(2, 'spec-down', () => redis);
      const started = Date.now();
      expect([await limits.take('a'), await limits.take('a')]).toEqual([0, 0]);
      expect(await limits.take('a')).toBeGreaterThan(0);
      expect(await limits.wouldLimit('a')).toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await closeRateLimitRedis(redis);
    }
  });
});
