import { Browser } from 'playwright-core';
import { ApiClient } from './support/api-client';
import { launchBrowser, Visitor } from './support/browser';
import { putFiles, smallBook } from './support/book';
import { OctavoServer } from './support/octavo-server';

describe('published sites', () => {
  const server = new OctavoServer();
  let ann: ApiClient;
  let bob: ApiClient;
  let browser: Browser;

  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    bob = new ApiClient(server.baseUrl, await server.createUser('bob'));
    await ann.post('/api/projects', { name: 'book' });
    await putFiles(ann, 'ann/book', smallBook);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  it('refuses to publish before there is an html build, saying what to do', async () => {
    const refused = await ann.post('/api/sites', { project: 'ann/book', public: true });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toContain('build html first');
  });

  it("publishes the latest html build publicly and serves it to anyone, running no script but the site's own", async () => {
    const build = await ann.post('/api/builds', { project: 'ann/book', formats: 'html' });
    await ann.waitForBuild(build.json.id);
    const published = await ann.post('/api/sites', { project: 'ann/book', public: true });
    expect(published.status).toBe(201);
    expect(published.json).toEqual({
      project: 'ann/book',
      build_id: build.json.id,
      public: true,
      // Published once, following no branch (`follow` absent).
      follow_branch: null,
      url: `${server.baseUrl}/sites/ann/book/`,
    });

    const index = await fetch(`${server.baseUrl}/sites/ann/book/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    // Scripts only from the site's own site/ folder (search, contents): not 'self', never inline.
    const directives = index.headers
      .get('content-security-policy')!
      .split(';')
      .map((d) => d.trim());
    expect(directives.find((d) => d.startsWith('script-src'))).toBe(
      `script-src ${server.baseUrl}/sites/ann/book/site/`,
    );
    const html = await index.text();
    expect(html).toContain('Small Book');
    const chapter = /href="([^"#]+\.html)/.exec(html.replace('href="index.html', ''))![1];
    const page = await fetch(`${server.baseUrl}/sites/ann/book/${chapter}`);
    expect(page.status).toBe(200);
    expect(await fetch(`${server.baseUrl}/sites/ann/book/style.css`).then((r) => r.status)).toBe(200);

    const bare = await fetch(`${server.baseUrl}/sites/ann/book`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/sites/ann/book/');
    for (const escape of ['..%2F..%2Fevents.db', '%2e%2e/%2e%2e/keys/download.key', 'nothing.html']) {
      expect((await fetch(`${server.baseUrl}/sites/ann/book/${escape}`)).status).toBe(404);
    }
  });

  it('keeps a private site to logged-in readers who may clone the project', async () => {
    expect((await bob.post('/api/sites', { project: 'ann/book' })).status).toBe(404);
    const published = await ann.post('/api/sites', { project: 'ann/book', public: false });
    expect(published.json.public).toBe(false);
    const privateAnswer = await fetch(`${server.baseUrl}/sites/ann/book/`);
    const missingAnswer = await fetch(`${server.baseUrl}/sites/ann/nothing/`);
    expect(privateAnswer.status).toBe(404);
    expect(await privateAnswer.text()).toBe(await missingAnswer.text());

    const bobVisitor = await Visitor.open(browser, server.baseUrl);
    await bobVisitor.logIn('bob');
    const asBob = await bobVisitor.page.goto('/sites/ann/book/');
    expect(asBob!.status()).toBe(404);
    await bobVisitor.context.close();

    const annVisitor = await Visitor.open(browser, server.baseUrl);
    await annVisitor.logIn('ann');
    const asAnn = await annVisitor.page.goto('/sites/ann/book/');
    expect(asAnn!.status()).toBe(200);
    expect(await annVisitor.page.textContent('body')).toContain('Small Book');
    await annVisitor.context.close();
  });

  it('can be published from the project settings page', async () => {
    const visitor = await Visitor.open(browser, server.baseUrl);
    await visitor.logIn('ann');
    await visitor.page.goto('/ann/book/settings');
    await visitor.page.getByLabel(/Public/).check();
    await visitor.page.getByRole('button', { name: /Publish the latest HTML build/ }).click();
    await visitor.page.waitForURL(/done=site-published/);
    expect(await visitor.page.textContent('#site')).toContain('/sites/ann/book/');
    await visitor.screenshot('16-site-published');
    await visitor.context.close();
    expect((await fetch(`${server.baseUrl}/sites/ann/book/`)).status).toBe(200);
  });

  it('is what `octavo publish` calls', async () => {
    const result = await server.cli(
      ['publish', '-p', 'ann/book', '--public', '--url', server.baseUrl, '--token', ann.token!],
      {
        BROWSER: 'true',
      },
    );
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).toContain(`${server.baseUrl}/sites/ann/book/`);
    expect((await fetch(`${server.baseUrl}/sites/ann/book/`)).status).toBe(200);
  });
});
