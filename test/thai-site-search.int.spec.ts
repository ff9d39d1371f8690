import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { launchBrowser } from './support/browser';
import { fixtureSuite } from './support/render-fixture';
import { blockNetwork, unzipSite } from './support/site-checks';

/**
 * A Thai hospital manual (Marisada/kphis-book): Thai is written without spaces between words, so the site's search
 * indexed whole phrases and found "ผู้ป่วย" (patient) only where a phrase began with it, never inside
 * "รายการผู้ป่วยใน" (the list of inpatients). The index and the reader's query are now cut into words alike: the
 * index when the book is built, the query by the browser's own Intl.Segmenter.
 */
const FILES = {
  'platform.json': JSON.stringify({ title: 'คู่มือ', lang: 'th', files: ['ch01.md', 'ch02.md'] }),
  'ch01.md': '# การพยาบาล\n\nพยาบาลบันทึกสัญญาณชีพทุกเช้า\n',
  'ch02.md': '# หน้าจอหลัก\n\nหน้าจอแสดงรายการผู้ป่วยในของหอพักทั้งหมด\n',
};

describe('the HTML site’s search in a Thai book', () => {
  const book = fixtureSuite(memorySource(FILES), 'ann/kphis', 'octavo-thai-search-');

  it('finds a Thai word inside the unspaced phrase that holds it, typed into the site’s search in Chromium', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const site = join(book.dir(), 'site');
    await mkdir(site);
    await unzipSite(await readFile(outFile), site);
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      const attempted = await blockNetwork(context, (url) => url.startsWith('file:'));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Each query on a fresh page: its results are the only ones the list has shown.
      const found = async (query: string) => {
        await page.goto(pathToFileURL(join(site, 'index.html')).href, { waitUntil: 'load' });
        await page.fill('#site-search-input', query);
        await page.locator('#site-search-status:not(:empty)').waitFor({ state: 'attached' });
        return page
          .locator('#site-search-results a')
          .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('#')[0]));
      };
      expect(await found('ผู้ป่วย')).toEqual(['ch02.html']);
      expect(await found('ผู้ป่วยใน')).toEqual(['ch02.html']);
      expect(await found('สัญญาณชีพ')).toEqual(['ch01.html']);
      expect(attempted).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
