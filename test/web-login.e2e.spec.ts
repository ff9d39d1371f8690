import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';

/**
 * Web log-in: redirects after it stay on this site, and failed log-ins are throttled per address and per user
 * name without ever locking the owner of a user name out from their own address. Addresses come from
 * X-Forwarded-For (OCTAVO_TRUST_PROXY=1, as behind a reverse proxy).
 */
describe('web log-in: redirects and throttling', () => {
  const server = new OctavoServer({ env: { OCTAVO_TRUST_PROXY: '1' } });
  const from = (address: string) => new WebClient(server.baseUrl, { 'x-forwarded-for': address });

  beforeAll(async () => {
    await server.start();
    await server.createUser('ann');
    await server.createUser('bob');
  });
  afterAll(() => server.stop());

  describe('next', () => {
    it.each([
      ['/%09/evil.example/', 400],
      ['/%0d%0aSet-Cookie:%20x=1', 400],
      ['/%00', 400],
    ])('GET /login?next=%s answers %d (control characters), never 5xx', async (next, status) => {
      const response = await from('192.0.2.1').get(`/login?next=${next}`);
      expect(response.status).toBe(status);
      expect(response.text).toContain('control characters');
    });

    it.each(['//evil.example/', '/%5Cevil.example/', '/..//evil.example/', 'https://evil.example/'])(
      'after logging in with next=%s the browser stays on this site',
      async (next) => {
        const client = from('192.0.2.2');
        const csrf = await client.csrf();
        const response = await client.request('POST', '/login', {
          _csrf: csrf,
          username: 'bob',
          password: 'correct-horse-battery',
          next: decodeURIComponent(next),
        });
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe('/');
      },
    );

    it('a path with characters beyond Latin-1 is kept, percent-encoded (a valid Location, never a 500)', async () => {
      const client = from('192.0.2.3');
      await client.logIn('bob');
      const response = await client.get(`/login?next=${encodeURIComponent('/bob/книга')}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/bob/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B0');
    });
  });

  describe('throttling', () => {
    const attempt = (client: WebClient, password: string) =>
      client.post('/login', { username: 'ann', password });

    it('backs off a user name hammered from one address, but the right password from another address logs in', async () => {
      const attacker = from('203.0.113.66');
      for (let i = 0; i < 10; i++) expect((await attempt(attacker, `wrong-${i}`)).status).toBe(401);
      const throttled = await attempt(attacker, 'wrong-again');
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(throttled.text).toContain('Too many failed log-ins for this user name. Wait 30 s');
      // The attacker learns nothing by guessing right: it waits too.
      expect((await attempt(attacker, 'correct-horse-battery')).status).toBe(429);
      // Wrong guesses from elsewhere wait as well.
      expect((await attempt(from('198.51.100.20'), 'wrong-elsewhere')).status).toBe(429);

      const owner = from('198.51.100.7');
      const login = await attempt(owner, 'correct-horse-battery');
      expect(login.status).toBe(303);
      owner.signedIn = true;
      expect((await owner.get('/')).text).toContain('ann');
    });

    it('turns an address away once it fails too often, whatever the user names, before checking passwords', async () => {
      const scanner = from('203.0.113.99');
      let last = 0;
      for (let i = 0; i < 101; i++) {
        last = (await scanner.post('/login', { username: `nobody${i}`, password: 'x' })).status;
        if (i < 100) expect(last).toBe(401);
      }
      expect(last).toBe(429);
      const refused = await scanner.post('/login', { username: 'bob', password: 'correct-horse-battery' });
      expect(refused.status).toBe(429);
      expect(refused.text).toContain('Too many failed log-ins from this address');
      expect(
        (await from('198.51.100.8').post('/login', { username: 'bob', password: 'correct-horse-battery' }))
          .status,
      ).toBe(303);
    });
  });
});
