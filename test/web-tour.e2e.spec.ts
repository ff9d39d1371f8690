import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, Visitor } from './support/browser';
import { OctavoServer } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';
import { readZip } from './support/zip';

const FORMATS = ['pdf', 'epub', 'mobi', 'html', 'platform'];

/**
 * The whole author's tour in a real Chromium against a real server: sign up, add an SSH key, create a project,
 * clone and push over real SSH, build every format from the web, watch it go live, download the result.
 */
describe('web UI: the author tour', () => {
  // Every render first waits a moment, so the build page is certainly seen before the formats are final.
  const server = new OctavoServer({ env: { OCTAVO_FAULT_RENDER_DELAY_MS: '1500' } });
  let browser: Browser;

  beforeAll(async () => {
    await server.start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  it('sign up → SSH key → project → clone address → git push over SSH → build every format live → download', async () => {
    const ann = await Visitor.open(browser, server.baseUrl);
    const { page } = ann;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    await ann.signUp('ann');
    await page
      .getByRole('heading', { name: 'No projects yet' })
      .waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByText('Welcome to Octavo!').waitFor({ state: 'visible', timeout: 10_000 });
    await ann.screenshot('01-dashboard-empty');

    // The header's username leads to account settings; the SSH tab takes a title and a key.
    await page.getByRole('link', { name: /Account settings for ann/ }).click();
    await page.waitForURL('**/settings/tokens');
    await page.getByRole('link', { name: 'SSH', exact: true }).click();
    await page.waitForURL('**/settings/ssh');
    await page.getByText('No SSH keys yet.').waitFor({ state: 'visible', timeout: 10_000 });
    const machine = await SshUser.create('ann');
    await page.getByLabel('Title').fill('laptop');
    await page.getByLabel('Key', { exact: true }).fill(machine.publicKey);
    await page.getByRole('button', { name: 'Add key' }).click();
    await page.waitForURL('**/settings/ssh?done=key-added');
    const fingerprint = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', `${machine.keyFile}.pub`])
      .toString()
      .split(' ')[1];
    expect(await page.locator('.key-title').first().textContent()).toBe('laptop');
    expect(await page.locator('.fingerprint').first().textContent()).toBe(fingerprint);
    await ann.screenshot('02-settings-ssh');

    await page.getByRole('link', { name: 'New project' }).first().click();
    await page.waitForURL('**/new');
    await ann.screenshot('03-new-project');
    await page.getByLabel('Name').fill('handbook');
    await page.getByLabel(/Description/).fill('A handbook for new authors');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL('**/ann/handbook');
    await page.getByRole('link', { name: 'platform.json' }).waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByRole('link', { name: 'ch01.md' }).waitFor({ state: 'visible', timeout: 10_000 });
    await ann.screenshot('04-project-files');

    // The clone address in the contract's form, read from the settings page.
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/ann/handbook/settings');
    const cloneUrl = await page.locator('#clone-address').inputValue();
    expect(cloneUrl).toBe(`ssh://git@127.0.0.1:${server.sshPort}/ann/handbook.git`);
    expect(await page.locator('pre.commands').textContent()).toContain(`git clone ${cloneUrl}`);
    await ann.screenshot('05-project-settings');

    // Real git over real SSH with the key added in the browser.
    const work = machine.workdir('handbook');
    expectOk(await machine.git(['clone', cloneUrl, work]), 'git clone');
    const config = JSON.parse(readFileSync(join(work, 'platform.json'), 'utf8'));
    config.files.push('ch02.md');
    await machine.commitFile(work, 'platform.json', JSON.stringify(config, null, 2) + '\n', 'List chapter 2');
    await machine.commitFile(
      work,
      'ch02.md',
      '# Pushing Over SSH\n\nThis chapter arrived with `git push`.\n',
      'Write chapter 2',
    );
    expectOk(await machine.git(['push', 'origin', 'main'], work), 'git push');

    await page.getByRole('link', { name: 'Files', exact: true }).click();
    await page.getByRole('link', { name: 'ch02.md' }).click();
    expect(await page.locator('pre.code').textContent()).toContain('This chapter arrived with `git push`.');

    // Build every format from the web.
    await page.getByRole('link', { name: 'Builds', exact: true }).click();
    await page.waitForURL('**/ann/handbook/builds');
    await page.getByText('No builds yet.').waitFor({ state: 'visible', timeout: 10_000 });
    for (const format of FORMATS) await page.locator(`input[name=formats][value=${format}]`).check();
    await page.getByLabel('Branch').selectOption('main');
    await ann.screenshot('06-builds-empty');
    await page.getByRole('button', { name: 'Build', exact: true }).click();
    await page.waitForURL(/\/ann\/handbook\/builds\/\d+$/);

    // Live: the page is never reloaded (the marker survives) while its status goes from pending to final.
    const status = page.locator('#build-status');
    expect(await status.getAttribute('data-build-state')).toBe('pending');
    await page.evaluate(() => ((window as unknown as { tourMarker: string }).tourMarker = 'same page'));
    await ann.screenshot('07-build-running');
    await page.locator('#build-status[data-build-state="final"]').waitFor({ timeout: 600_000 });
    expect(await page.evaluate(() => (window as unknown as { tourMarker?: string }).tourMarker)).toBe(
      'same page',
    );

    const outcomes: Record<string, { status: string; message: string }> = {};
    for (const format of FORMATS) {
      const row = page.locator(`tr.format-row[data-format=${format}]`);
      const state = (await row.locator('.status').getAttribute('data-status'))!;
      // A format without warnings has no message element: read what is there rather than wait for one.
      const message = (await row.locator('.message').allTextContents()).join('\n').trim();
      outcomes[format] = { status: state, message };
      expect(['completed', 'failed']).toContain(state);
      if (state === 'failed') expect(message.length).toBeGreaterThan(0);
      else expect(await row.getByRole('link', { name: /Download/ }).count()).toBe(1);
    }
    expect(outcomes.html.status).toBe('completed');
    expect(outcomes.platform.status).toBe('completed');

    // The timeline picture: one lane per format, each colored by its outcome.
    const lanes = page.locator('svg.timeline g.lane');
    expect(await lanes.count()).toBe(FORMATS.length);
    for (const [index, format] of FORMATS.entries()) {
      const outcome = outcomes[format].status === 'completed' ? 'ok' : 'failed';
      expect(await lanes.nth(index).getAttribute('class')).toBe(`lane ${outcome}`);
    }
    expect(await page.locator('ol.events li').count()).toBeGreaterThanOrEqual(1 + 2 * FORMATS.length);
    await ann.screenshot('08-build-finished');

    // Download the html build through the browser.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('a[data-download=html]').click(),
    ]);
    const zip = await readZip(readFileSync((await download.path())!));
    expect(zip.has('index.html')).toBe(true);
    const pages = [...zip.values()].map((b) => b.toString('utf8')).join('\n');
    expect(pages).toContain('Pushing Over SSH');

    await page.getByRole('link', { name: /All builds/ }).click();
    expect(await page.locator('table.builds tbody tr').count()).toBe(1);
    await ann.screenshot('09-builds-list');
    expect(dialogs).toEqual([]);
    await ann.close();
  }, 900_000);
});
