import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { launchBrowser } from './support/browser';
import { imagesOf } from './support/pdf-book';
import { fixtureSuite } from './support/render-fixture';
import { unzipSite } from './support/site-checks';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'code-glyph-images');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/glyphs', 'octavo-code-glyphs-');

/**
 * Images written inside code (Practical Modern JavaScript's emoji in its string listings, 198 px each) stand for
 * characters: each is set at about the height of the code around it, not at its pixel size.
 */
describe('An image inside code prints at the height of the code around it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Each image of the page against the font size of the code it sits in, as Chromium lays the page out. */
  async function imagesAgainstCode(file: string): Promise<{ height: number; fontSize: number }[]> {
    const page = await browser.newPage();
    try {
      await page.goto(`file://${file}`);
      return await page.$$eval('img', (images) =>
        images.map((img) => ({
          height: img.getBoundingClientRect().height,
          fontSize: parseFloat(getComputedStyle(img.closest('pre, code')!).fontSize),
        })),
      );
    } finally {
      await page.close();
    }
  }

  const lineHigh = (sizes: { height: number; fontSize: number }[]) => {
    expect(sizes).toHaveLength(4);
    for (const { height, fontSize } of sizes) {
      expect(height).toBeGreaterThan(0.8 * fontSize);
      expect(height).toBeLessThan(1.6 * fontSize);
    }
  };

  it('PDF: every image is drawn about a line high (192 px at 96 ppi would be two inches)', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const images = await imagesOf(outFile);
    expect(images).toHaveLength(4);
    // A line of code is about 9-12 pt: 160-192 px over a sixth of an inch or less.
    for (const image of images) expect(image.yPpi).toBeGreaterThan(700);
  });

  it('HTML: every image is about a line of its code high', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const dir = join(book.dir(), 'site');
    await unzipSite(await readFile(outFile), dir);
    lineHigh(await imagesAgainstCode(join(dir, 'ch01.html')));
  });

  it('EPUB: every image is about a line of its code high', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const dir = join(book.dir(), 'epub');
    const names = await unzipSite(await readFile(outFile), dir);
    expect(names).toContain('OEBPS/ch01.xhtml');
    lineHigh(await imagesAgainstCode(join(dir, 'OEBPS/ch01.xhtml')));
  });
});
