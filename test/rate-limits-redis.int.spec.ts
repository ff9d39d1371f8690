import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { closeRateLimitRedis, RateLimiter } from '../src/api/rate-limiter';
import { OctavoServer } from './support/octavo-server';
import { describeRedis, redisUrl, skipped } from './support/redis-env';

describeRedis(`rate limits in Redis: limiters on two connections share one budget${skipped}`, () => {
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(redisUrl!);
    connections.push(redis);
    return redis;
  };
  afterAll(() => Promise.all(connections.map((redis) => closeRateLimitRedis(redis))));

  it('counts requests taken through either limiter against the same key, and keeps keys apart', async () => {
    const prefix = `octavo-test-${randomUUID()}:rate:token`;
    // Two api processes: each has its own connection and its own limiter.
    const first = new RateLimiter(3, prefix, () => connect());
    const second = new RateLimiter(3, prefix, () => connect());
    expect(await first.take('ann')).toBe(0);
    expect(await second.take('ann')).toBe(0);
    expect(await second.wouldLimit('ann')).toBe(false);
    expect(await first.take('ann')).toBe(0);
    expect(await first.wouldLimit('ann')).toBe(true);
    expect(await second.wouldLimit('ann')).toBe(true);
    const wait = await second.take('ann');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await second.take('bob')).toBe(0);
  });
});

describeRedis(`two api processes with REDIS_URL share their rate limits${skipped}`, () => {
  const env = {
    REDIS_URL: redisUrl ?? '',
    OCTAVO_QUEUE_PREFIX: `octavo-test-${randomUUID()}`,
    OCTAVO_RATE_LIMIT_PER_MINUTE: '3',
  };
  const servers = [new OctavoServer({ env }), new OctavoServer({ env })];
  beforeAll(() => Promise.all(servers.map((server) => server.start())));
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it('token-less requests from one address: 3 a minute across both processes, then 429 from either', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await fetch(`${servers[i % 2].baseUrl}/api/builds/1`);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last!.json()).error).toBe('rate_limited');
  });
});
