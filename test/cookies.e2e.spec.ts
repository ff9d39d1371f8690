import { OctavoServer } from './support/octavo-server';

/** The session cookie as @fastify/cookie writes and reads it, through the real server. */
describe('the session cookie (@fastify/cookie)', () => {
  const server = new OctavoServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('is HttpOnly, SameSite=Lax, for the whole site, with a Max-Age; read back among other cookies', async () => {
    const first = await fetch(`${server.baseUrl}/login`);
    expect(first.status).toBe(200);
    const set = first.headers.getSetCookie();
    expect(set).toHaveLength(1);
    const attributes = set[0].split('; ');
    const [pair, ...rest] = attributes;
    expect(pair).toMatch(/^octavo_session=[\w.-]+$/);
    expect(rest.sort()).toEqual([
      'HttpOnly',
      expect.stringMatching(/^Max-Age=\d+$/),
      'Path=/',
      'SameSite=Lax',
    ]);
    const csrf = (await first.text()).match(/<meta name="csrf-token" content="([^"]+)"/)?.[1];

    // The same session comes back (same CSRF token, no new cookie) when the browser sends it with others.
    const again = await fetch(`${server.baseUrl}/login`, {
      headers: { cookie: `theme=dark; ${pair}; lang=de` },
    });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await again.text()).match(/<meta name="csrf-token" content="([^"]+)"/)?.[1]).toBe(csrf);
  });
});
