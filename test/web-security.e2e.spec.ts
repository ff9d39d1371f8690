import type { Browser } from 'playwright-core';
import { launchBrowser, Visitor } from './support/browser';
import { OctavoServer } from './support/octavo-server';

const SCRIPT_DESCRIPTION = '<script>alert("description")</script>';
const SCRIPT_NAME = '<script>alert("name")</script>';
const SCRIPT_FILE = '<img src=x onerror=alert("file")>.md';
const SCRIPT_CONTENT = '<script>alert("content")</script>';

describe('web UI: security', () => {
  const server = new OctavoServer();
  let browser: Browser;
  let ann: Visitor;
  let eve: Visitor;
  const dialogs: string[] = [];

  beforeAll(async () => {
    await server.start();
    browser = await launchBrowser();
    ann = await Visitor.open(browser, server.baseUrl);
    eve = await Visitor.open(browser, server.baseUrl);
    for (const visitor of [ann, eve]) {
      visitor.page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    }
    await ann.signUp('ann');
    await eve.signUp('eve');
  });
  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  it('refuses forms without this session’s CSRF token, changing nothing', async () => {
    const { page } = ann;
    // In the browser: the form's hidden token removed before sending.
    await page.goto('/new');
    await page.getByLabel('Name').fill('no-token');
    await page.locator('main input[name=_csrf]').evaluate((input) => input.remove());
    await page.getByRole('button', { name: 'Create project' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Not allowed');
    expect(await page.getByRole('alert').textContent()).toContain('sent without its security token');
    await ann.screenshot('20-csrf-refused');

    // From outside the browser with ann's cookie: no token, a wrong token, another session's token.
    const cookie = (await ann.context.cookies()).find((c) => c.name === 'octavo_session')!;
    const ownToken = await page.goto('/new').then(() => page.locator('main input[name=_csrf]').inputValue());
    const eveToken = await eve.page
      .goto('/new')
      .then(() => eve.page.locator('main input[name=_csrf]').inputValue());
    for (const body of ['name=forged', `name=forged&_csrf=wrong`, `name=forged&_csrf=${eveToken}`]) {
      const response = await fetch(`${server.baseUrl}/new`, {
        method: 'POST',
        headers: {
          cookie: `octavo_session=${cookie.value}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
        redirect: 'manual',
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('sent without its security token');
    }
    // The same request with the right token works, so the refusals were about the token alone.
    const accepted = await fetch(`${server.baseUrl}/new`, {
      method: 'POST',
      headers: {
        cookie: `octavo_session=${cookie.value}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `name=with-token&_csrf=${encodeURIComponent(ownToken)}`,
      redirect: 'manual',
    });
    expect(accepted.status).toBe(303);
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'with-token' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'forged' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'no-token' }).count()).toBe(0);
  });

  it('never authenticates /api with the session cookie', async () => {
    const cookie = (await ann.context.cookies()).find((c) => c.name === 'octavo_session')!;
    for (const path of ['/api/projects', '/api/tokens', '/api/ann/with-token']) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { cookie: `octavo_session=${cookie.value}` },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found' });
    }
  });

  it('shows a project name, a description, a file name and file content holding markup as text', async () => {
    const { page } = ann;
    await page.goto('/new');
    await page.getByLabel('Name').fill(SCRIPT_NAME);
    await page.getByRole('button', { name: 'Create project' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('The project was not created: name:');
    expect(await page.getByLabel('Name').inputValue()).toBe(SCRIPT_NAME);

    await ann.createProject('markup', { description: SCRIPT_DESCRIPTION, visibility: 'public' });
    expect(await page.locator('.project-head p').textContent()).toBe(SCRIPT_DESCRIPTION);

    await page.getByRole('link', { name: 'New file' }).click();
    await page.getByLabel('File name').fill(SCRIPT_FILE);
    await page.locator('.CodeMirror-code').click();
    await page.keyboard.type(SCRIPT_CONTENT);
    await page.getByLabel('Commit message').fill('<b>bold</b> message');
    await page.getByRole('button', { name: 'Commit new file' }).click();
    await page.waitForURL(/done=committed/);
    expect(await page.locator('.file-head strong').textContent()).toBe(SCRIPT_FILE);
    expect((await page.locator('pre.code').textContent())!.trim()).toBe(SCRIPT_CONTENT);
    await ann.screenshot('21-markup-as-text');

    await page.goto('/ann/markup');
    expect(await page.getByRole('link', { name: SCRIPT_FILE }).count()).toBe(1);
    await page.goto('/');
    expect(await page.getByText(SCRIPT_DESCRIPTION).count()).toBe(1);
    for (const path of ['/', '/ann/markup', `/ann/markup/blob/main/${encodeURIComponent(SCRIPT_FILE)}`]) {
      await page.goto(path);
      // Only the bundled scripts: nothing from the data became an element.
      expect(await page.locator('script:not([src])').count()).toBe(0);
      expect(await page.locator('main img[src=x]').count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
  });

  it('does not let another user reach a private project by URL, and lets readers of a public one only read', async () => {
    await ann.createProject('secret-diary', { visibility: 'private' });
    const missing = await eve.page.goto('/ann/does-not-exist');
    const missingText = await eve.page.getByRole('alert').textContent();
    for (const path of [
      '/ann/secret-diary',
      '/ann/secret-diary/tree/main',
      '/ann/secret-diary/blob/main/ch01.md',
      '/ann/secret-diary/raw/main/ch01.md',
      '/ann/secret-diary/edit/main/ch01.md',
      '/ann/secret-diary/builds',
      '/ann/secret-diary/settings',
    ]) {
      const response = await eve.page.goto(path);
      expect({ path, status: response!.status() }).toEqual({ path, status: missing!.status() });
      expect(response!.status()).toBe(404);
      expect(await eve.page.content()).not.toContain('Getting Started');
      expect(await eve.page.getByRole('alert').textContent()).toBe(
        missingText!.replace('ann/does-not-exist', 'ann/secret-diary'),
      );
    }
    await eve.screenshot('22-private-not-found');

    // POSTs with eve's own valid token are refused the same way.
    await eve.page.goto('/');
    const token = await eve.page.locator('meta[name=csrf-token]').getAttribute('content');
    const cookie = (await eve.context.cookies()).find((c) => c.name === 'octavo_session')!;
    for (const path of [
      '/ann/secret-diary/builds',
      '/ann/secret-diary/delete',
      '/ann/secret-diary/edit/main/ch01.md',
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          cookie: `octavo_session=${cookie.value}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `_csrf=${encodeURIComponent(token!)}&formats=html&confirm=ann/secret-diary&content=x&message=x`,
        redirect: 'manual',
      });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }

    // A public project: readable, but neither editable nor configurable by eve.
    expect((await eve.page.goto('/ann/markup'))!.status()).toBe(200);
    expect(await eve.page.getByRole('link', { name: 'New file' }).count()).toBe(0);
    expect(await eve.page.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);
    expect((await eve.page.goto('/ann/markup/edit/main/ch01.md'))!.status()).toBe(403);
    expect(await eve.page.getByRole('alert').textContent()).toContain('Ask its owner for write access');
    expect((await eve.page.goto('/ann/markup/settings'))!.status()).toBe(403);

    // Signed out: sent to log in, then back.
    const stranger = await Visitor.open(browser, server.baseUrl);
    await stranger.page.goto('/ann/secret-diary/settings');
    expect(new URL(stranger.page.url()).pathname).toBe('/login');
    await stranger.page.getByLabel('Username').fill('ann');
    await stranger.page.getByLabel('Password').fill('correct-horse-battery');
    await stranger.page.getByRole('button', { name: 'Log in' }).click();
    await stranger.page.waitForURL('**/ann/secret-diary/settings');
    await stranger.close();
  });

  it('limits failed log-ins and explains how long to wait', async () => {
    const visitor = await Visitor.open(browser, server.baseUrl);
    const { page } = visitor;
    let last = 0;
    for (let i = 0; i < 11; i++) {
      await page.goto('/login');
      await page.getByLabel('Username').fill('ann');
      await page.getByLabel('Password').fill(`wrong-password-${i}`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/login') && r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Log in' }).click(),
      ]);
      last = response.status();
      if (i < 10) expect(last).toBe(401);
    }
    expect(last).toBe(429);
    expect(await page.getByRole('alert').textContent()).toMatch(
      /Too many failed log-ins for this user name. Wait \d+ s/,
    );
    await visitor.screenshot('23-login-rate-limited');
    await visitor.close();
  });
});
