import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Browser } from 'playwright-core';
import { renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { launchBrowser } from './support/browser';
import { stripedPng } from './support/png';
import { blockNetwork, pageProblems, unzipSite } from './support/site-checks';

/**
 * An Atlas book's `cover.html` (`<figure data-type="cover"><img src="images/cover.png"/></figure>`, as Kids Code
 * Python, CaitlinStone/kids-code-python---draft, has it) opens its EPUB and PDF; the HTML site packed the image and
 * showed it nowhere. It opens the site's front page now, chunked or consolidated.
 */
const COVER = stripedPng(300, 450, [
  [30, 90, 160],
  [240, 200, 40],
]);

function book(consolidated: boolean) {
  return memorySource({
    'atlas.json': JSON.stringify({
      files: ['cover.html', 'ch01.html'],
      formats: { html: { toc: true, consolidated } },
      title: 'Rivers of the Plain',
    }),
    'cover.html': '<figure data-type="cover"><img alt="cover" src="images/cover.png" /></figure>\n',
    'ch01.html':
      '<section data-type="chapter">\n<h1>Where the Water Goes</h1>\n<p>Rain runs downhill to the sea.</p>\n</section>\n',
    'images/cover.png': COVER,
  });
}

describe('the cover on the html site', () => {
  let browser: Browser;
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-site-cover-'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['chunked', false],
    ['consolidated', true],
  ])('%s: the front page shows the cover, whole and sized, above the title', async (name, consolidated) => {
    const source = book(consolidated);
    const config = JSON.parse((await source.readFile('atlas.json'))!.toString('utf8'));
    const outFile = join(dir, `${name}.zip`);
    const { warnings } = await renderHtml({
      source,
      config,
      workDir: join(dir, `work-${name}`),
      outFile,
      bookName: 'ann/rivers',
    });
    expect(warnings).toEqual([]);
    const site = join(dir, name);
    await unzipSite(await readFile(outFile), site);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      javaScriptEnabled: false,
    });
    const attempted = await blockNetwork(context, (url) => url.startsWith('file:'));
    const page = await context.newPage();
    await page.goto(pathToFileURL(join(site, 'index.html')).href, { waitUntil: 'load' });
    const cover = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('main img');
      const title = document.querySelector('main h1');
      if (!img || !title) return null;
      return {
        natural: [img.naturalWidth, img.naturalHeight],
        shown: img.getBoundingClientRect().height,
        above: img.getBoundingClientRect().bottom <= title.getBoundingClientRect().top,
        alt: img.getAttribute('alt'),
      };
    });
    expect(cover).toEqual({ natural: [300, 450], shown: expect.any(Number), above: true, alt: '' });
    expect(cover!.shown).toBeGreaterThan(200);
    expect(await pageProblems(page)).toEqual([]);
    expect(attempted).toEqual([]);
    await context.close();
  });
});
