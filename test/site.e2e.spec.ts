import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { ApiClient } from './support/api-client';
import { launchBrowser } from './support/browser';
import { OctavoServer, ROOT } from './support/octavo-server';
import { putDirectory, tool } from './support/render-tools';
import {
  blockNetwork,
  mainText,
  pageProblems,
  plainText,
  unzipSite,
  wordOnlyIn,
} from './support/site-checks';
import { expectOk, SshUser } from './support/ssh-client';

/** Screenshots and printed pages of the sites land here: look at them. */
const SHOTS = join(ROOT, 'test-output', 'site');
const FIXTURE = join(__dirname, 'fixtures', 'books', 'handbook');
const CORPUS_BUNDLE = join(
  process.env.OCTAVO_CORPUS_DIR ?? resolve(ROOT, '..', 'shared', 'corpus'),
  'mastering-ethereum.bundle',
);
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 860 } };

interface Site {
  name: string;
  project: string;
  buildId: number;
  dir: string;
  /** The html pages, in the zip's order. */
  pages: string[];
  /** One page holds the whole book (`formats.html.consolidated`). */
  single: boolean;
  /** The page that holds the last chapter, and that chapter's id. */
  lastChapter: { file: string; id: string };
  /** A word only the last chapter has. */
  word: string;
}

/**
 * The `html` format as readers get it: unzipped and opened from `file://`, and published by the real
 * server at /sites/owner/repo/, in Debian's Chromium with every request outside the site blocked.
 * Lighthouse-style checks of our own on every page at phone width, the search, the contents sidebar,
 * footnote popovers, dark mode and print; screenshots go to test-output/site/.
 */
describe('the html site in a real browser', () => {
  const server = new OctavoServer();
  let api: ApiClient;
  let browser: Browser;
  let work: string;
  const sites = new Map<string, Site>();

  async function buildSite(name: string, project: string): Promise<Site> {
    const posted = await api.post('/api/builds', { project, formats: 'html' });
    expect(posted.status).toBe(201);
    const done = await api.waitForBuild(posted.json.id, 300_000);
    expect(done.status[0]).toMatchObject({ format: 'html', status: 'completed' });
    const zip = Buffer.from(await (await fetch(done.status[0].download_url)).arrayBuffer());
    const dir = join(work, name);
    const pages = (await unzipSite(zip, dir)).filter((entry) => entry.endsWith('.html'));
    const single = pages.length === 1;
    const htmlOf = (file: string) => readFile(join(dir, file), 'utf8');
    let lastChapter: Site['lastChapter'];
    let chapterText: string;
    let restText: string;
    if (single) {
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(await htmlOf('index.html'))![1];
      const starts = [...main.matchAll(/\n<(?:section|div|nav) data-type="([\w-]+)"(?: id="([^"]+)")?/g)];
      const at = starts.findLastIndex((m) => m[1] === 'chapter');
      const end = starts[at + 1]?.index ?? main.length;
      lastChapter = { file: 'index.html', id: starts[at][2] };
      chapterText = plainText(main.slice(starts[at].index, end));
      restText = plainText(main.slice(0, starts[at].index) + main.slice(end));
    } else {
      const chapters = pages.filter((page) => /^ch\d+\.html$/.test(page)).sort();
      const file = chapters[chapters.length - 1];
      const html = await htmlOf(file);
      lastChapter = { file, id: /<section data-type="chapter" id="([^"]+)"/.exec(html)![1] };
      chapterText = mainText(html);
      restText = (await Promise.all(pages.filter((p) => p !== file).map(htmlOf))).map(mainText).join(' ');
    }
    const site = {
      name,
      project,
      buildId: posted.json.id,
      dir,
      pages,
      single,
      lastChapter,
      word: wordOnlyIn(chapterText, restText),
    };
    sites.set(name, site);
    return site;
  }

  const fileUrl = (site: Site, page = 'index.html') => pathToFileURL(join(site.dir, page)).href;

  async function open(options: BrowserContextOptions & { network?: (url: string) => boolean } = {}) {
    const { network, ...contextOptions } = options;
    const context = await browser.newContext(contextOptions);
    const attempted = await blockNetwork(context, network ?? ((url) => url.startsWith('file:')));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    return { context, page, attempted, errors };
  }

  async function shoot(page: Page, name: string, fullPage = false) {
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
  }

  beforeAll(async () => {
    expect(existsSync(CORPUS_BUNDLE)).toBe(true);
    await mkdir(SHOTS, { recursive: true });
    work = await mkdtemp(join(tmpdir(), 'octavo-site-'));
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    browser = await launchBrowser();

    expect((await api.post('/api/projects', { name: 'book' })).status).toBe(201);
    await putDirectory(api, 'ann/book', FIXTURE);
    await buildSite('handbook', 'ann/book');

    // The corpus book as Atlas left it: one page (atlas.json says consolidated), then chunked.
    const ann = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ann.publicKey })).status).toBe(201);
    const created = await api.post('/api/projects', { name: 'ethereum', starter: false });
    const clone = ann.workdir('mastering-ethereum');
    expectOk(await ann.git(['clone', '--quiet', '--branch', 'master', CORPUS_BUNDLE, clone]), 'clone');
    expectOk(await ann.git(['push', '--quiet', created.json.clone_url, 'master'], clone), 'push');
    await buildSite('ethereum-one-page', 'ann/ethereum');
    const atlas = JSON.parse(
      execFileSync('git', ['show', 'HEAD:atlas.json'], { cwd: clone, encoding: 'utf8' }),
    );
    expect(atlas.formats.html.consolidated).toBe(true);
    atlas.formats.html.consolidated = false;
    const put = await api.put('/api/projects/ann/ethereum/files/atlas.json', {
      content: JSON.stringify(atlas, null, 2),
      message: 'Chunked site',
    });
    expect(put.status).toBe(200);
    await buildSite('ethereum-chunked', 'ann/ethereum');
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const NAMES = ['handbook', 'ethereum-one-page', 'ethereum-chunked'];

  it.each(NAMES)(
    '%s: every page at 390 px has lang, title, one main, headings in order, sized images, no sideways scroll',
    async (name) => {
      const site = sites.get(name)!;
      expect(site.pages).toContain('index.html');
      const { context, page, attempted, errors } = await open({ ...PHONE, isMobile: false });
      const problems: string[] = [];
      for (const file of site.pages) {
        await page.goto(fileUrl(site, file), { waitUntil: 'load' });
        for (const problem of await pageProblems(page)) problems.push(`${file}: ${problem}`);
      }
      expect(problems).toEqual([]);
      expect(attempted).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    300_000,
  );

  it.each(NAMES)(
    '%s: from file://, with the network blocked, search finds a word only the last chapter has and leads there',
    async (name) => {
      const site = sites.get(name)!;
      const { context, page, attempted, errors } = await open(DESKTOP);
      await page.goto(fileUrl(site), { waitUntil: 'load' });
      await expectSearchLeadsToLastChapter(page, site, `${name}-search`);
      expect(attempted).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it.each([
    ['handbook', 'ann/book'],
    ['ethereum-one-page', 'ann/ethereum'],
  ])(
    '%s published by the server: search runs under the site CSP, with nothing requested outside the site',
    async (name, project) => {
      const site = sites.get(name)!;
      const published = await api.post('/api/sites', { project, build_id: site.buildId, public: true });
      expect(published.status).toBe(201);
      const root = `${server.baseUrl}/sites/${project}/`;
      const index = await fetch(root);
      // Scripts only from the site's own site/ folder: not 'self', not inline.
      expect(index.headers.get('content-security-policy')).toContain(`script-src ${root}site/;`);
      const { context, page, attempted, errors } = await open({
        ...DESKTOP,
        network: (url) => url.startsWith(root),
      });
      await page.goto(root, { waitUntil: 'load' });
      await expectSearchLeadsToLastChapter(page, site, `${name}-published-search`);
      expect(attempted).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  async function expectSearchLeadsToLastChapter(page: Page, site: Site, shot: string) {
    const field = page.getByRole('searchbox', { name: 'Search this book' });
    await field.fill(site.word);
    const results = page.locator('#site-search-results a');
    await results.first().waitFor();
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    await shoot(page, shot);
    const inLastChapter = (href: string) =>
      site.single ? href.startsWith('#') : href.split('#')[0] === site.lastChapter.file;
    const chosen = hrefs.findIndex(inLastChapter);
    expect({ word: site.word, hrefs, found: chosen >= 0 }).toEqual({ word: site.word, hrefs, found: true });
    await results.nth(chosen).click();
    await page.waitForFunction((href) => location.href.endsWith(href.replace(/^#/, '')), hrefs[chosen]);
    const landed = await page.evaluate(() => {
      const id = decodeURIComponent(location.hash.slice(1));
      const target = id ? document.getElementById(id) : document.querySelector('main section[data-type]');
      return target?.closest('section[data-type="chapter"]')?.id ?? null;
    });
    expect(landed).toBe(site.lastChapter.id);
    expect(await page.locator(`[id="${site.lastChapter.id}"]`).textContent()).toMatch(
      new RegExp(site.word, 'iu'),
    );
  }

  it('dark mode follows the system on the corpus book; the handbook, whose theme colours a light page, stays light', async () => {
    const { context, page } = await open({ ...DESKTOP, colorScheme: 'dark' });
    const colours = async () =>
      page.evaluate(() => {
        const luminance = (css: string) => {
          const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
          return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
        };
        return {
          background: luminance(getComputedStyle(document.body).backgroundColor),
          text: luminance(getComputedStyle(document.querySelector('main p') ?? document.body).color),
        };
      });
    const chunked = sites.get('ethereum-chunked')!;
    await page.goto(fileUrl(chunked, 'ch07.html'), { waitUntil: 'load' });
    const dark = await colours();
    expect(dark.background).toBeLessThan(0.15);
    expect(dark.text).toBeGreaterThan(0.7);
    await shoot(page, 'ethereum-dark');
    await page.goto(fileUrl(chunked, 'ch04.html'), { waitUntil: 'load' });
    await page.getByRole('searchbox', { name: 'Search this book' }).fill('keccak');
    await page.locator('#site-search-results a').first().waitFor();
    await shoot(page, 'ethereum-dark-search');

    const handbook = sites.get('handbook')!;
    await page.goto(fileUrl(handbook, 'ch01.html'), { waitUntil: 'load' });
    const light = await colours();
    expect(light.background).toBeGreaterThan(0.9);
    expect(light.text).toBeLessThan(0.2);
    await shoot(page, 'handbook-dark-system-theme-light');
    await context.close();
  });

  it('phones: the contents fold out from a disclosure button, closed at first, with or without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      for (const site of [sites.get('ethereum-chunked')!, sites.get('handbook')!]) {
        const { context, page } = await open({ ...PHONE, javaScriptEnabled });
        await page.goto(fileUrl(site, site.lastChapter.file), { waitUntil: 'load' });
        const button = page.locator('.site-contents > summary');
        const current = page.locator('.site-contents a[aria-current="page"]');
        expect(await button.isVisible()).toBe(true);
        expect(await current.isVisible()).toBe(false);
        const suffix = javaScriptEnabled ? '' : '-no-js';
        await shoot(page, `${site.name}-phone-contents-closed${suffix}`);
        await button.click();
        await current.waitFor({ state: 'visible' });
        expect(await page.locator('.site-contents .toc-sections a').count()).toBeGreaterThan(0);
        await shoot(page, `${site.name}-phone-contents-open${suffix}`);
        await context.close();
      }
    }
  });

  it('wide screens: the contents column shows every chapter, the current one marked with its sections, even without JavaScript', async () => {
    const site = sites.get('ethereum-chunked')!;
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await open({ ...DESKTOP, javaScriptEnabled });
      await page.goto(fileUrl(site, 'ch05.html'), { waitUntil: 'load' });
      expect(await page.locator('.site-contents > summary').isVisible()).toBe(false);
      const current = page.locator('.site-contents a[aria-current="page"]');
      expect(await current.isVisible()).toBe(true);
      expect(await current.getAttribute('href')).toBe('ch05.html');
      const sections = page.locator('.site-contents li.is-current .toc-sections a');
      expect(await sections.count()).toBeGreaterThan(2);
      expect(await sections.first().isVisible()).toBe(true);
      expect(await page.locator('.site-contents a[href="ch14.html"]').isVisible()).toBe(true);
      await shoot(page, `ethereum-chunked-desktop${javaScriptEnabled ? '' : '-no-js'}`);
      await context.close();
    }
  });

  it('one-page book: the contents follow the reader down the page', async () => {
    const site = sites.get('ethereum-one-page')!;
    const { context, page } = await open(DESKTOP);
    await page.goto(fileUrl(site), { waitUntil: 'load' });
    await page.locator(`[id="${site.lastChapter.id}"] h2`).first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    const marked = page.locator('.site-contents a[aria-current="location"]');
    await marked.waitFor();
    const entry = page.locator(`.site-contents li.is-current > a[href="#${site.lastChapter.id}"]`);
    await entry.waitFor();
    expect(await page.locator('.site-contents li.is-current .toc-sections a').first().isVisible()).toBe(true);
    await shoot(page, 'ethereum-one-page-desktop');
    await context.close();
  });

  it('footnotes open in place in a popover, and jump to the endnote without JavaScript', async () => {
    const site = sites.get('handbook')!;
    const { context, page } = await open(DESKTOP);
    await page.goto(fileUrl(site, 'ch01.html'), { waitUntil: 'load' });
    const ref = page.locator('a.footnote-ref').first();
    const noteId = (await ref.getAttribute('href'))!.slice(1);
    const noteText = (await page.locator(`[id="${noteId}"]`).textContent())!
      .replace('Back to text', '')
      .trim();
    await ref.click();
    const popover = page.locator('.footnote-popover:popover-open');
    await popover.waitFor();
    expect((await popover.textContent())!).toContain(noteText);
    expect(await page.evaluate(() => location.hash)).toBe('');
    const box = (await popover.boundingBox())!;
    const refBox = (await ref.boundingBox())!;
    expect(box.y).toBeGreaterThan(refBox.y);
    expect(box.y - (refBox.y + refBox.height)).toBeLessThan(40);
    await shoot(page, 'handbook-footnote-popover');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    // The note list keeps a way back, in words.
    const back = page.locator(`[id="${noteId}"] a.footnote-back`);
    expect(await back.textContent()).toBe('Back to text');
    expect(await page.content()).not.toContain('↩');
    await context.close();

    const phone = await open({ ...PHONE });
    await phone.page.goto(fileUrl(site, 'ch01.html'), { waitUntil: 'load' });
    await phone.page.locator('a.footnote-ref').first().click();
    const phoneBox = (await phone.page.locator('.footnote-popover:popover-open').boundingBox())!;
    expect(phoneBox.x).toBeGreaterThanOrEqual(0);
    expect(phoneBox.x + phoneBox.width).toBeLessThanOrEqual(390);
    await shoot(phone.page, 'handbook-footnote-popover-phone');
    await phone.context.close();

    const plain = await open({ ...DESKTOP, javaScriptEnabled: false });
    await plain.page.goto(fileUrl(site, 'ch01.html'), { waitUntil: 'load' });
    await plain.page.locator('a.footnote-ref').first().click();
    await plain.page.waitForFunction((id) => location.hash === `#${id}`, noteId);
    expect(await plain.page.locator(`[id="${noteId}"]`).evaluate((el) => el.matches(':target'))).toBe(true);
    await plain.context.close();
  });

  it('printing shows the book only: no header, sidebar, search or page links; web links print their address', async () => {
    const site = sites.get('ethereum-chunked')!;
    const { context, page } = await open(DESKTOP);
    await page.goto(fileUrl(site, 'ch04.html'), { waitUntil: 'load' });
    await page.emulateMedia({ media: 'print' });
    const shown = await page.evaluate(() =>
      ['.site-header', '.site-contents', '.page-nav', '.site-search', '.skip-link'].map(
        (selector) =>
          Array.from(document.querySelectorAll(selector)).some((el) => el.getClientRects().length > 0) &&
          selector,
      ),
    );
    expect(shown.filter(Boolean)).toEqual([]);
    const link = page.locator('main a[href^="http"]:not(.url):not(.bare)').first();
    const href = (await link.getAttribute('href'))!;
    expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
    const pdf = join(SHOTS, 'ethereum-ch04-print.pdf');
    await page.pdf({ path: pdf, format: 'Letter', printBackground: true });
    await tool('pdftoppm', [
      '-r',
      '60',
      '-png',
      '-f',
      '1',
      '-l',
      '2',
      pdf,
      join(SHOTS, 'ethereum-ch04-print'),
    ]);
    const text = (await tool('pdftotext', ['-f', '1', '-l', '1', pdf, '-'])).stdout;
    expect(text).toContain('Cryptography');
    expect(text).not.toContain('Search this book');
    expect(text).not.toContain('Previous');
    await context.close();
  });
});
