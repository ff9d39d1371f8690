import { get, IncomingMessage } from 'node:http';
import { OctavoServer } from './support/octavo-server';

/** The web UI's edges served by Fastify plugins, through the real server: cookies and bundled assets. */
describe('the session cookie (@fastify/cookie) and /assets (@fastify/static)', () => {
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

  it('serves the bundled assets with their type, five minutes of caching and revalidation; nothing else', async () => {
    const css = await fetch(`${server.baseUrl}/assets/style.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=300');
    expect(css.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await css.text()).length).toBeGreaterThan(1000);
    const etag = css.headers.get('etag');
    expect(etag).toBeTruthy();
    // Not fetch: with a conditional header it sends Cache-Control: no-cache, as the Fetch standard says.
    const revalidated = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${server.baseUrl}/assets/style.css`, { headers: { 'if-none-match': etag! } }, (response) => {
        response.resume();
        resolve(response);
      }).on('error', reject),
    );
    expect(revalidated.statusCode).toBe(304);
    const js = await fetch(`${server.baseUrl}/assets/app.js`);
    expect(js.headers.get('content-type')).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
    // The preview's fonts keep their own route under /assets/fonts/.
    const font = await fetch(`${server.baseUrl}/assets/fonts/source-serif-4-greek-400-normal.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    for (const path of [
      '/assets/nope.js',
      '/assets/',
      '/assets/..%2fpackage.json',
      '/assets/%2e%2e/package.json',
    ])
      expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(404);
  });
});
