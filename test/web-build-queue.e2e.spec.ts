import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { launchBrowser, SCREENSHOT_DIR, Visitor } from './support/browser';
import { OctavoServer } from './support/octavo-server';

/** Starts a build of the chosen formats from the builds page and returns its page's path. */
async function startBuild(page: Page, project: string, formats: string[]): Promise<string> {
  await page.goto(`${project}/builds`);
  for (const box of await page.locator('input[name=formats]').all()) await box.uncheck();
  for (const format of formats) await page.locator(`input[name=formats][value=${format}]`).check();
  await page.getByRole('button', { name: 'Build', exact: true }).click();
  await page.waitForURL(/\/builds\/\d+$/);
  return new URL(page.url()).pathname;
}

/**
 * One render at a time, each slowed down, so builds really wait in the queue: the web UI says where a queued
 * format stands, live, and lets the author cancel a build.
 */
describe('web UI: the render queue and cancelling', () => {
  const server = new OctavoServer({
    env: { OCTAVO_WORKER_CONCURRENCY: '1', OCTAVO_FAULT_RENDER_DELAY_MS: '5000' },
  });
  let browser: Browser;
  let quinn: Visitor;

  beforeAll(async () => {
    await server.start();
    browser = await launchBrowser();
    quinn = await Visitor.open(browser, server.baseUrl);
    await quinn.signUp('quinn');
    await quinn.createProject('queue-book');
  });
  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  it('shows a queued build’s place in the queue, counting down live, then its final status', async () => {
    const { page } = quinn;
    await startBuild(page, '/quinn/queue-book', ['platform']);
    await startBuild(page, '/quinn/queue-book', ['platform']);
    const third = await startBuild(page, '/quinn/queue-book', ['platform']);

    // The third build's page (where the form led): every position it shows is recorded as the live
    // fragment replaces itself.
    expect(new URL(page.url()).pathname).toBe(third);
    const first = Number(await page.locator('[data-queue-position]').getAttribute('data-queue-position'));
    expect(first).toBeGreaterThanOrEqual(2);
    expect(await page.locator('tr.format-row[data-format=platform]').textContent()).toContain(
      `#${first} in queue`,
    );
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seenPositions: number[] }).seenPositions = seen;
      const record = () => {
        const el = document.querySelector('[data-queue-position]');
        const position = el ? Number(el.getAttribute('data-queue-position')) : 0;
        if (seen[seen.length - 1] !== position) seen.push(position);
      };
      record();
      new MutationObserver(record).observe(document.body, { childList: true, subtree: true });
    });
    await quinn.screenshot('41-build-queued');

    // Meanwhile, in another tab, the builds list shows the place of every queued format.
    const tab = await quinn.context.newPage();
    await tab.goto('/quinn/queue-book/builds');
    const listed = await tab.locator('table.builds [data-queue-position]').allTextContents();
    expect(listed.length).toBeGreaterThanOrEqual(1);
    for (const text of listed) expect(text).toMatch(/^#\d+ in queue$/);
    await tab.screenshot({ path: join(SCREENSHOT_DIR, '40-builds-queued.png'), fullPage: true });
    await tab.close();

    await page.locator('#build-status[data-build-state="final"]').waitFor({ timeout: 120_000 });
    const recorded = await page.evaluate(
      () => (window as unknown as { seenPositions: number[] }).seenPositions,
    );
    const seen = [first, ...recorded].filter((p, i, all) => i === 0 || p !== all[i - 1]);

    // #first, …, #1, then no position (rendering, then done): never up, and it did count down.
    expect(seen[seen.length - 1]).toBe(0);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeLessThan(seen[i - 1]);
    expect(seen.filter((p) => p > 0).length).toBeGreaterThanOrEqual(2);
    const row = page.locator('tr.format-row[data-format=platform]');
    expect(await row.locator('.status').getAttribute('data-status')).toBe('completed');
    expect((await row.locator('.status').textContent())!.replace(/\s+/g, ' ').trim()).toBe('✓ completed');
    expect(await row.getByRole('link', { name: /Download/ }).count()).toBe(1);
    expect(await page.locator('[data-queue-position]').count()).toBe(0);
  });

  it('cancels a running build from its page: the formats fail with "cancelled"', async () => {
    const { page } = quinn;
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    const path = await startBuild(page, '/quinn/queue-book', ['html', 'platform']);
    const id = path.split('/').pop();
    expect(await page.locator('#build-status').getAttribute('data-build-state')).toBe('pending');

    await page.getByRole('button', { name: 'Cancel build' }).click();
    await page.waitForURL((url) => url.searchParams.get('done') === 'build-cancelled');
    expect(questions).toEqual([`Cancel build #${id}?`]);
    expect(await page.getByRole('status').first().textContent()).toMatch(/cancel/i);

    await page.locator('#build-status[data-build-state="final"]').waitFor();
    for (const format of ['html', 'platform']) {
      const row = page.locator(`tr.format-row[data-format=${format}]`);
      expect(await row.locator('.status').getAttribute('data-status')).toBe('failed');
      expect((await row.locator('.message').textContent())?.trim()).toBe('cancelled');
    }
    expect(await page.getByRole('button', { name: 'Cancel build' }).count()).toBe(0);
    await quinn.screenshot('42-build-cancelled');

    // The builds list agrees: the build is over, both formats failed.
    await page.goto('/quinn/queue-book/builds');
    const badges = page.locator(`table.builds tr:has(a[href$="/builds/${id}"]) .status`);
    expect(await badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual([
      'failed',
      'failed',
    ]);
  });
});
