import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { ApiClient } from './support/api-client';
import { launchBrowser, Visitor } from './support/browser';
import { OctavoServer } from './support/octavo-server';

/** Settings → Automation in a real Chromium: build on push, add a webhook, read its delivery log. */
describe('web UI: automation settings', () => {
  const server = new OctavoServer({ env: { OCTAVO_WEBHOOK_ALLOW_PRIVATE: '1' } });
  let browser: Browser;
  let receiver: Server;
  const received: string[] = [];

  beforeAll(async () => {
    await server.start();
    browser = await launchBrowser();
    receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(String(req.headers['x-octavo-delivery']));
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await browser?.close();
    await server.stop();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('turns on build-on-push, adds a webhook and shows its deliveries', async () => {
    const api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    const ann = await Visitor.open(browser, server.baseUrl);
    const { page } = ann;
    await ann.logIn('ann');

    await page.goto('/ann/book/settings/automation');
    await page.getByLabel('Build every push to these branches').check();
    await page.getByRole('textbox', { name: /^Branches/ }).fill('main');
    await page.getByLabel('html', { exact: true }).check();
    await page.getByLabel('platform', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/settings/automation?done=auto-build-saved#auto-build');
    await page.getByText('Build-on-push settings saved.').waitFor({ state: 'visible', timeout: 10_000 });

    // A private address is refused with the reason, unless the server allows it (this one does).
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await page.getByLabel('Payload URL').fill(url);
    await page.getByLabel('Secret').fill('web-secret');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.waitForURL('**/settings/automation?done=webhook-added#webhooks');
    expect(await page.locator('.webhook code').first().textContent()).toBe(url);
    expect(await page.content()).not.toContain('web-secret');

    // A commit on main builds by itself; the delivery appears in the log.
    const put = await api.put('/api/projects/ann/book/files/two.md', { content: '# Two\n', message: 'Two' });
    expect(put.status).toBe(200);
    const deadline = Date.now() + 60_000;
    while (received.length === 0) {
      if (Date.now() > deadline) throw new Error('the webhook was never called');
      await new Promise((r) => setTimeout(r, 100));
    }
    for (;;) {
      await page.goto('/ann/book/settings/automation');
      if (await page.locator('.deliveries .badge.delivered').count()) break;
      if (Date.now() > deadline) throw new Error('the delivery log never showed the delivery');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await page.locator('.deliveries .attempts li').first().textContent()).toContain(
      'delivered (HTTP 200)',
    );
    await page.getByText(/Last push to main/).waitFor({ state: 'visible', timeout: 10_000 });
    await ann.screenshot('automation-settings');

    await page.getByRole('button', { name: /Delete webhook/ }).click();
    await page.waitForURL('**/settings/automation?done=webhook-removed#webhooks');
    await page.getByText('No webhooks yet.').waitFor({ state: 'visible', timeout: 10_000 });
  });
});
