import { Browser } from 'playwright-core';
import { ApiClient } from './support/api-client';
import { launchBrowser, Visitor } from './support/browser';
import { OctavoServer } from './support/octavo-server';

describe('changing a project visibility and a password', () => {
  const server = new OctavoServer();
  let ann: ApiClient;
  let bob: ApiClient;
  let browser: Browser;

  beforeAll(async () => {
    await server.start();
    ann = new ApiClient(server.baseUrl, await server.createUser('ann'));
    bob = new ApiClient(server.baseUrl, await server.createUser('bob'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  it('PATCH /api/projects/:owner/:repo makes a project public or private again (owner only)', async () => {
    await ann.post('/api/projects', { name: 'book' });
    expect((await bob.get('/api/projects/ann/book')).status).toBe(404);
    const opened = await ann.request('PATCH', '/api/projects/ann/book', { visibility: 'public' });
    expect(opened.status).toBe(200);
    expect(opened.json.visibility).toBe('public');
    expect((await bob.get('/api/projects/ann/book')).status).toBe(200);
    expect((await bob.request('PATCH', '/api/projects/ann/book', { visibility: 'private' })).status).toBe(
      403,
    );
    const bad = await ann.request('PATCH', '/api/projects/ann/book', { visibility: 'secret' });
    expect(bad.status).toBe(422);
    expect(bad.json.details[0].field).toBe('visibility');
    await ann.request('PATCH', '/api/projects/ann/book', { visibility: 'private' });
    expect((await bob.get('/api/projects/ann/book')).status).toBe(404);
    const events = await server.cli(['events', '--type', 'ProjectVisibilityChanged', '--json']);
    expect(events.stdout.trim().split('\n')).toHaveLength(2);
  });

  it('the settings page toggles visibility', async () => {
    const visitor = await Visitor.open(browser, server.baseUrl);
    await visitor.logIn('ann');
    await visitor.page.goto('/ann/book/settings');
    await visitor.page.getByRole('button', { name: 'Make it public' }).click();
    await visitor.page.waitForURL(/done=visibility-changed/);
    expect((await bob.get('/api/projects/ann/book')).json.visibility).toBe('public');
    await visitor.context.close();
  });

  it('a password change needs the current password, and the new one works from then on', async () => {
    const visitor = await Visitor.open(browser, server.baseUrl);
    await visitor.logIn('bob');
    const page = visitor.page;
    await page.goto('/settings/profile');
    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByLabel('New password', { exact: true }).fill('a-new-long-password');
    await page.getByLabel('Repeat the new password').fill('a-new-long-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await page.textContent('[role=alert]')).toContain('current password is not right');

    await page.getByLabel('Current password').fill('correct-horse-battery');
    await page.getByLabel('New password', { exact: true }).fill('a-new-long-password');
    await page.getByLabel('Repeat the new password').fill('a-new-long-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/done=password-changed/);
    await visitor.context.close();

    const again = await Visitor.open(browser, server.baseUrl);
    await again.logIn('bob', 'a-new-long-password');
    expect(new URL(again.page.url()).pathname).toBe('/');
    await again.context.close();
    const events = await server.cli(['events', '--type', 'PasswordChanged', '--json']);
    expect(events.stdout).not.toContain('a-new-long-password');
    expect(JSON.parse(events.stdout.trim()).data.passwordHash).toMatch(/^v1:/);
    expect(events.stdout).not.toContain('scrypt$');
  });
});
