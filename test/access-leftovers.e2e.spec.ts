import { ApiClient, download } from './support/api-client';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';
import { WebClient } from './support/security-web';

/** The smaller holes: download links that outlived access, user names that shadow routes, open metrics. */
describe('access that outlived its grant, names that shadow routes, open metrics', () => {
  const server = new OctavoServer({ env: { OCTAVO_TRUST_PROXY: '1' } });
  let ann: ApiClient;
  let bob: ApiClient;

  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    bob = new ApiClient(server.baseUrl, await server.createUser('bob'));
    expect((await ann.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putFiles(ann, 'ann/book', smallBook);
    expect((await ann.put('/api/projects/ann/book/collaborators/bob', { permission: 'read' })).status).toBe(
      200,
    );
  });
  afterAll(() => server.stop());

  it('download links stop working once their reader loses access (revoked on access change, not a shorter expiry)', async () => {
    const build = await ann.post('/api/builds', { project: 'ann/book', formats: 'platform' });
    await ann.waitForBuild(build.json.id);
    const bobsLink = (await bob.get(`/api/builds/${build.json.id}`)).json.status[0].download_url as string;
    expect((await download(bobsLink)).status).toBe(200);

    expect((await ann.delete('/api/projects/ann/book/collaborators/bob')).status).toBe(204);
    const revoked = await fetch(bobsLink);
    expect(revoked.status).toBe(410);
    expect(await revoked.json()).toEqual({
      error: 'link_revoked',
      message: expect.stringContaining('who may read ann/book has changed since this download link was made'),
    });
    // bob cannot get a new one; ann's new link works (her old one went with bob's: same project, same change).
    expect((await bob.get(`/api/builds/${build.json.id}`)).status).toBe(404);
    const fresh = (await ann.get(`/api/builds/${build.json.id}`)).json.status[0].download_url as string;
    expect(fresh).toContain('access=1');
    expect((await download(fresh)).status).toBe(200);
    // The count cannot be edited back.
    expect((await fetch(fresh.replace('access=1', 'access=2'))).status).toBe(403);
    expect((await fetch(bobsLink.replace('?', '?access=1&'))).status).toBe(403);
  });

  it("an html build read in the tab (?inline=1) keeps the link's access count, and loses access with it", async () => {
    expect((await ann.post('/api/projects', { name: 'viewed' })).status).toBe(201);
    await putFiles(ann, 'ann/viewed', smallBook);
    expect((await ann.put('/api/projects/ann/viewed/collaborators/bob', { permission: 'read' })).status).toBe(
      200,
    );
    const build = await ann.post('/api/builds', { project: 'ann/viewed', formats: 'html' });
    await ann.waitForBuild(build.json.id);
    const linkOf = async (client: ApiClient) =>
      (await client.get(`/api/builds/${build.json.id}`)).json.status[0].download_url as string;
    const view = async (link: string) => {
      const redirected = await fetch(`${link}&inline=1`, { redirect: 'manual' });
      expect(redirected.status).toBe(302);
      return new URL(redirected.headers.get('location')!, server.baseUrl).toString();
    };

    const bobsPage = await view(await linkOf(bob));
    expect(bobsPage).toMatch(/\/view\/\d+\/0\/[^/]+\/index\.html$/);
    const page = await fetch(bobsPage);
    expect([page.status, page.headers.get('content-type')]).toEqual([
      200,
      expect.stringContaining('text/html'),
    ]);
    await page.arrayBuffer();

    // bob loses access: the page he was reading goes with his download link.
    expect((await ann.delete('/api/projects/ann/viewed/collaborators/bob')).status).toBe(204);
    const revoked = await fetch(bobsPage);
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain('Who may read ann/viewed has changed');

    // A link made after the change (access count 1) opens in the tab as well.
    const annsPage = await view(await linkOf(ann));
    expect(annsPage).toMatch(/\/view\/\d+\/1\/[^/]+\/index\.html$/);
    expect((await download(annsPage)).status).toBe(200);
  });

  it('a public project made private revokes the links handed out while it was public', async () => {
    expect((await ann.post('/api/projects', { name: 'open', visibility: 'public' })).status).toBe(201);
    await putFiles(ann, 'ann/open', smallBook);
    const build = await ann.post('/api/builds', { project: 'ann/open', formats: 'platform' });
    await ann.waitForBuild(build.json.id);
    const link = (await bob.get(`/api/builds/${build.json.id}`)).json.status[0].download_url as string;
    expect((await download(link)).status).toBe(200);
    expect((await ann.request('PATCH', '/api/projects/ann/open', { visibility: 'private' })).status).toBe(
      200,
    );
    expect((await fetch(link)).status).toBe(410);
  });

  it.each(['assets', 'metrics', 'healthz'])(
    'refuses to sign up the user name %j (a route of the server)',
    async (name) => {
      const web = new WebClient(server.baseUrl);
      const signup = await web.post('/signup', {
        username: name,
        email: `${name}@example.com`,
        password: 'long enough password',
        password_confirmation: 'long enough password',
      });
      expect(signup.status).toBe(422);
      expect(signup.text).toContain(`&quot;${name}&quot; is reserved; choose another`);
    },
  );

  it('/metrics answers this machine only; another address is refused, saying how to allow it', async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(200);
    const remote = await fetch(`${server.baseUrl}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(remote.status).toBe(403);
    expect((await remote.json()).message).toContain('OCTAVO_METRICS_TOKEN');
  });
});

describe('/metrics with OCTAVO_METRICS_TOKEN', () => {
  const server = new OctavoServer({ env: { OCTAVO_METRICS_TOKEN: 'scrape-me-42', OCTAVO_TRUST_PROXY: '1' } });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('needs the token, from anywhere, this machine included', async () => {
    const remote = { 'x-forwarded-for': '203.0.113.5' };
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401);
    const scraped = await fetch(`${server.baseUrl}/metrics`, {
      headers: { ...remote, authorization: 'Bearer scrape-me-42' },
    });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('octavo_queue_jobs');
  });
});
