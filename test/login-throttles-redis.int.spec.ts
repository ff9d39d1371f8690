import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { closeRateLimitRedis, rateLimitRedis } from '../src/api/rate-limiter';
import { LoginThrottle } from '../src/security/login-throttle';
import { WebLoginThrottle } from '../src/security/web-login-throttle';
import { freePort } from './support/free-port';
import { OctavoServer } from './support/octavo-server';
import { describeRedis, redisUrl, skipped } from './support/redis-env';
import { SshUser } from './support/ssh-client';
import { WebClient } from './support/security-web';

const WEB_OPTIONS = {
  freeFailures: 3,
  baseDelayMs: 10_000,
  maxDelayMs: 60_000,
  windowMs: 600_000,
  perAddress: 5,
};

describeRedis(`log-in throttles in Redis: two processes' throttles share one count${skipped}`, () => {
  const connections: Redis[] = [];
  /** Each throttle is one process: its own connection, as `rateLimitRedis` opens it in the server. */
  const connection = () => {
    const redis = rateLimitRedis(redisUrl)!;
    connections.push(redis);
    return () => redis;
  };
  afterAll(() => Promise.all(connections.map((redis) => closeRateLimitRedis(redis))));

  it('SSH: failures through either process turn the address away in both; a success clears it for both', async () => {
    const prefix = `octavo-test-${randomUUID()}:login:ssh`;
    const first = new LoginThrottle({ ip: 3 }, 60_000, connection(), prefix);
    const second = new LoginThrottle({ ip: 3 }, 60_000, connection(), prefix);
    const keys = ['ip:192.0.2.7'];
    await first.recordFailure(keys);
    await second.recordFailure(keys);
    expect(await first.waitSeconds(keys)).toBe(0);
    await first.recordFailure(keys);
    const wait = await second.waitSeconds(keys);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await first.waitSeconds(keys)).toBe(wait);
    expect(await second.waitSeconds(['ip:192.0.2.8'])).toBe(0);
    await second.recordSuccess(keys);
    expect(await first.waitSeconds(keys)).toBe(0);
  });

  it('web: a user name backs off and an address is turned away in both processes, never the owner', async () => {
    const prefix = `octavo-test-${randomUUID()}:login:web`;
    const first = new WebLoginThrottle(WEB_OPTIONS, connection(), prefix);
    const second = new WebLoginThrottle(WEB_OPTIONS, connection(), prefix);
    await first.recordFailure('ann', '203.0.113.9');
    await second.recordFailure('ann', '203.0.113.9');
    expect(await first.userWait('ann', '203.0.113.9', false)).toBe(0);
    await first.recordFailure('ann', '203.0.113.9');
    expect(await second.userWait('ann', '203.0.113.9', false)).toBe(10);
    expect(await second.userWait('ann', '203.0.113.9', true)).toBe(10);
    // The owner, from an address that has not failed, logs in through either process.
    expect(await second.userWait('ann', '198.51.100.7', true)).toBe(0);
    await second.recordFailure('bob', '203.0.113.9');
    expect(await first.addressWait('203.0.113.9')).toBe(0);
    await second.recordFailure('carol', '203.0.113.9');
    expect(await first.addressWait('203.0.113.9')).toBe(600);
    expect(await second.addressWait('203.0.113.9')).toBe(600);
    expect(await first.addressWait('198.51.100.7')).toBe(0);
  });

  it('counts in memory while Redis does not answer, as the API limits do', async () => {
    const nothing = rateLimitRedis(`redis://127.0.0.1:${await freePort()}`)!;
    connections.push(nothing);
    const throttle = new LoginThrottle({ ip: 2 }, 60_000, () => nothing, `octavo-test-${randomUUID()}`);
    await throttle.recordFailure(['ip:192.0.2.9']);
    expect(await throttle.waitSeconds(['ip:192.0.2.9'])).toBe(0);
    await throttle.recordFailure(['ip:192.0.2.9']);
    expect(await throttle.waitSeconds(['ip:192.0.2.9'])).toBe(60);
  });
});

describeRedis(`two servers with REDIS_URL share their log-in throttles${skipped}`, () => {
  const env = {
    REDIS_URL: redisUrl ?? '',
    OCTAVO_QUEUE_PREFIX: `octavo-test-${randomUUID()}`,
    OCTAVO_TRUST_PROXY: '1',
    OCTAVO_SSH_MAX_AUTH_FAILURES_PER_ADDRESS: '6',
  };
  const servers = [new OctavoServer({ env }), new OctavoServer({ env })];
  beforeAll(async () => {
    await Promise.all(servers.map((server) => server.start()));
    await servers[0].createUser('ann');
  }, 120_000);
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it('web: ten wrong passwords spread over both processes back the user name off in either', async () => {
    const from = (server: OctavoServer) =>
      new WebClient(server.baseUrl, { 'x-forwarded-for': '203.0.113.66' });
    for (let i = 0; i < 10; i++) {
      const response = await from(servers[i % 2]).post('/login', { username: 'ann', password: `wrong-${i}` });
      expect(response.status).toBe(401);
    }
    for (const server of servers) {
      const throttled = await from(server).post('/login', { username: 'ann', password: 'wrong-again' });
      expect(throttled.status).toBe(429);
      expect(throttled.text).toContain('Too many failed log-ins for this user name.');
    }
  });

  it('SSH: unknown keys offered to one process get the address turned away by the other', async () => {
    const strangers = await Promise.all([1, 2, 3].map((n) => SshUser.create(`y${n}`)));
    const keys = strangers.map((s) => s.keyFile);
    // Two connections of three unknown keys each to the first process: the address's 6 failures.
    for (let i = 0; i < 2; i++) {
      const result = await strangers[0].ssh(servers[0].sshPort, [], { keyFiles: keys });
      expect(result.code).toBe(255);
    }
    const refused = await strangers[0].ssh(servers[1].sshPort, [], { keyFiles: keys, extra: ['-v'] });
    expect(refused.code).toBe(255);
    expect(refused.stderr).toContain('too many failed SSH log-ins from this address');
  });
});
