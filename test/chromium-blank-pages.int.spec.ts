import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser } from 'puppeteer';
import { chromiumPath, launchChromium, openBlankPage, targetIdOf } from '../renderers/pdf/chromium';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Book pages are opened without puppeteer's fixed 30-s wait for the page's target, which failed renders on an
 * overloaded machine (their own limit is 10 minutes): the page is asked for, then waited for as long as Chromium
 * takes. A browser held still (SIGSTOP) while a page is being opened still gives the page once it runs again.
 */
describe('openBlankPage: a new page waited for as long as Chromium takes', () => {
  let dir: string;
  let browser: Browser;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-blank-pages-'));
    browser = await launchChromium(chromiumPath(), join(dir, 'profile'), undefined, 2);
  });
  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("reads puppeteer's target ids (without them it would fall back to newPage and its 30-s limit)", () => {
    expect(targetIdOf(browser.target())).toEqual(expect.stringMatching(/^[\w-]{16,}$/));
  });

  it('opens distinct pages at once, in the browser and in a context of its own, each showing what it is sent', async () => {
    const context = await browser.createBrowserContext();
    const pages = await Promise.all([
      openBlankPage(browser),
      openBlankPage(browser),
      openBlankPage(context),
      openBlankPage(context),
    ]);
    expect(new Set(pages).size).toBe(4);
    expect(new Set(pages.map((page) => targetIdOf(page.target()))).size).toBe(4);
    expect(pages.slice(0, 2).every((p) => p.browserContext() === browser.defaultBrowserContext())).toBe(true);
    expect(pages.slice(2).every((p) => p.browserContext() === context)).toBe(true);
    await Promise.all(pages.map((page, i) => page.setContent(`<p>page ${i}</p>`)));
    expect(await Promise.all(pages.map((page) => page.$eval('p', (p) => p.textContent)))).toEqual([
      'page 0',
      'page 1',
      'page 2',
      'page 3',
    ]);
    await context.close();
    await Promise.all(pages.slice(0, 2).map((page) => page.close()));
  });

  it('waits through a browser held still, and gives the page when it runs again', async () => {
    // The whole process group: a wrapper script (Debian's chromium-headless-shell) may be the process puppeteer started.
    const group = -browser.process()!.pid!;
    process.kill(group, 'SIGSTOP');
    let opened = false;
    const opening = openBlankPage(browser).then((page) => {
      opened = true;
      return page;
    });
    try {
      await sleep(3000);
      expect(opened).toBe(false);
    } finally {
      process.kill(group, 'SIGCONT');
    }
    const page = await opening;
    await page.setContent('<p>after the wait</p>');
    expect(await page.$eval('p', (p) => p.textContent)).toBe('after the wait');
    await page.close();
  });
});
