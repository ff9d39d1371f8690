import { request as httpRequest } from 'node:http';
import { ApiClient } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { freePort } from './support/free-port';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An HTMLBook chapter that tries what a hostile book would: a refresh away, a scripted SVG. */
const hostileBook = {
  'platform.json': JSON.stringify({ title: 'Hostile Book', files: ['ch01.html'] }),
  'ch01.html':
    '<section data-type="chapter" id="one"><h1>One</h1>' +
    '<meta http-equiv="refresh" content="0; url=https://evil.example/">' +
    '<p>Text.</p><figure><img src="images/evil.svg" alt="a drawing"/></figure>' +
    '<figure><img src="images/dot.png" alt="a dot"/></figure></section>',
  'images/evil.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script>' +
    '<rect width="10" height="10"/></svg>',
};

/** GET with a Host header of our choosing (the sites origin is another name for the same test server). */
function get(
  port: number,
  host: string,
  path: string,
  cookie?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host, ...(cookie ? { cookie } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function publishedBuild(
  api: ApiClient,
  project: string,
  files: Record<string, string>,
  isPublic: boolean,
) {
  expect((await api.post('/api/projects', { name: project.split('/')[1] })).status).toBe(201);
  await putFiles(api, project, files);
  const build = await api.post('/api/builds', { project, formats: 'html' });
  const done = await api.waitForBuild(build.json.id, 120_000);
  expect(done.status[0].status).toBe('completed');
  const published = await api.post('/api/sites', { project, public: isPublic });
  expect(published.status).toBe(201);
  return published.json;
}

describe('published sites: book files cannot act as pages of the origin', () => {
  const server = new OctavoServer();
  let api: ApiClient;

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    await publishedBuild(api, 'ann/hostile', hostileBook, true);
    const put = await api.put('/api/projects/ann/hostile/files/images/dot.png', {
      content_base64: PNG.toString('base64'),
      message: 'a dot',
    });
    expect(put.status).toBe(200);
    const rebuilt = await api.post('/api/builds', { project: 'ann/hostile', formats: 'html' });
    await api.waitForBuild(rebuilt.json.id, 120_000);
    expect((await api.post('/api/sites', { project: 'ann/hostile', public: true })).status).toBe(201);
  });
  afterAll(() => server.stop());

  it('serves no <meta http-equiv="refresh"> in its pages', async () => {
    const index = await (await fetch(`${server.baseUrl}/sites/ann/hostile/`)).text();
    const chapter = /href="([^"#/]+\.html)"/.exec(index.replace(/href="index\.html"/g, ''))![1];
    const page = await fetch(`${server.baseUrl}/sites/ann/hostile/${chapter}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Text.');
    expect(html).not.toMatch(/http-equiv\s*=\s*["']?refresh/i);
  });

  it('serves book files under a sandboxing CSP on their own path, images still usable', async () => {
    const svg = await fetch(`${server.baseUrl}/sites/ann/hostile/assets/images/evil.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    const png = await fetch(`${server.baseUrl}/sites/ann/hostile/assets/images/dot.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    // The site's own pages keep the site's policy (no sandbox: its contents and search need its script).
    const index = await fetch(`${server.baseUrl}/sites/ann/hostile/`);
    expect(index.headers.get('content-security-policy')).not.toContain('sandbox');
  });
});

describe('OCTAVO_SITES_URL: sites on their own origin', () => {
  let server: OctavoServer;
  let api: ApiClient;
  let sitesHost: string;
  let appHost: string;

  beforeAll(async () => {
    const port = await freePort();
    appHost = `127.0.0.1:${port}`;
    sitesHost = `localhost:${port}`;
    server = new OctavoServer({ env: { OCTAVO_SITES_URL: `http://${sitesHost}` } });
    server.port = port;
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    await server.createUser('bob');
    const published = await publishedBuild(api, 'ann/public-book', smallBook, true);
    expect(published.url).toBe(`http://${sitesHost}/sites/ann/public-book/`);
    await publishedBuild(api, 'ann/private-book', smallBook, false);
  });
  afterAll(() => server?.stop());

  it('a public site is read on the sites origin; the web UI origin redirects there', async () => {
    const fromApp = await get(server.port, appHost, '/sites/ann/public-book/');
    expect(fromApp.status).toBe(302);
    expect(fromApp.headers.location).toBe(`http://${sitesHost}/sites/ann/public-book/`);
    const onSites = await get(server.port, sitesHost, '/sites/ann/public-book/');
    expect(onSites.status).toBe(200);
    expect(onSites.body).toContain('Small Book');
  });

  it('the sites origin serves nothing but sites: no web UI, API, downloads or docs there', async () => {
    for (const path of [
      '/',
      '/login',
      '/api/projects',
      '/ann/public-book',
      '/docs',
      '/downloads/1/html/x.zip',
    ]) {
      const answer = await get(server.port, sitesHost, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).toContain('Only published sites are served at this address.');
    }
  });

  it('a private site: a reader signed in on the web UI is let in through a short grant and a cookie of that site only; log-out ends it', async () => {
    const anonymous = await get(server.port, appHost, '/sites/ann/private-book/');
    expect(anonymous.status).toBe(404);
    expect((await get(server.port, sitesHost, '/sites/ann/private-book/')).status).toBe(404);

    const ann = new WebClient(server.baseUrl);
    await ann.logIn('ann');
    const cookie = `octavo_session=${ann.cookie}`;
    const toSites = await get(server.port, appHost, '/sites/ann/private-book/', cookie);
    expect(toSites.status).toBe(303);
    const location = new URL(String(toSites.headers.location));
    expect(location.host).toBe(sitesHost);
    const grant = `${location.pathname}${location.search}`;
    expect(grant).toMatch(/^\/sites\/ann\/private-book\/\?octavo_grant=/);

    const exchanged = await get(server.port, sitesHost, grant);
    expect(exchanged.status).toBe(303);
    expect(exchanged.headers.location).toBe('/sites/ann/private-book/');
    const setCookie = String(exchanged.headers['set-cookie']);
    expect(setCookie).toContain('Path=/sites/ann/private-book/');
    expect(setCookie).toContain('HttpOnly');
    const siteCookie = setCookie.split(';')[0];
    const page = await get(server.port, sitesHost, '/sites/ann/private-book/', siteCookie);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Small Book');
    // The grant is for this site only.
    expect((await get(server.port, sitesHost, '/sites/ann/public-book/', siteCookie)).status).toBe(200);
    await publishedBuild(api, 'ann/other-private', smallBook, false);
    expect((await get(server.port, sitesHost, '/sites/ann/other-private/', siteCookie)).status).toBe(404);

    // bob may not read it: no grant for him.
    const bob = new WebClient(server.baseUrl);
    await bob.logIn('bob');
    const refused = await get(
      server.port,
      appHost,
      '/sites/ann/private-book/',
      `octavo_session=${bob.cookie}`,
    );
    expect(refused.status).toBe(404);

    await ann.post('/logout');
    expect((await get(server.port, sitesHost, '/sites/ann/private-book/', siteCookie)).status).toBe(404);
    expect((await get(server.port, sitesHost, grant)).status).toBe(404);
  });
});
