import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderEpub, renderHtml } from '../renderers';
import { contrastRatio, MINIMUM_CONTRAST, parseColour } from '../renderers/epub/colour-contrast';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { launchBrowser } from './support/browser';
import { fixtureSuite } from './support/render-fixture';
import { epubcheckErrors } from './support/render-tools';
import { blockNetwork, unzipSite } from './support/site-checks';

/**
 * HTMLBook whose text was pasted from a web page into Atlas's editor and kept that page's colours on its spans
 * (Kids Code Python, CaitlinStone/kids-code-python---draft: `color: rgb(51, 51, 51)`): on the HTML site in dark
 * mode that text was dark grey on near-black, unreadable. The page's text and paper colours are left out, said once
 * a file; colours an author chose (a red, a mid grey) and the rest of the style stay. Its text size, a web page's
 * body size (`font-size: 17px` there), printed those spans larger than the paragraphs around them: left out too.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'pasted-page-colours');
const source = directorySource(FIXTURE);

const WARNING =
  'ch01.html:6: the style attribute\'s "color: rgb(34, 34, 34)" (here and 1 more time in this file) is the ' +
  'colour of the web page this text was pasted from; Octavo leaves it out, as the book already prints dark text ' +
  "on a white page, and in the HTML site's dark mode and e-readers' night modes it would hide the text. " +
  'Remove it from the markup';
const SIZE_WARNING =
  'ch01.html:6: the style attribute\'s "font-size: 16px" is the text size of the web page this text was pasted ' +
  "from; Octavo leaves it out, so the text is set at the book's own size, as the rest of its paragraph is. " +
  'Remove it from the markup';

describe('a web page’s text and paper colours pasted into a book’s markup', () => {
  const book = fixtureSuite(source, 'ann/bicycle', 'octavo-pasted-colours-');

  it('html: in dark mode every pasted line reads at 4.5:1 or more, at the book’s text size; the author’s own colours stay', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const site = join(book.dir(), 'site');
    await mkdir(site);
    await unzipSite(await readFile(outFile), site);
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
      const attempted = await blockNetwork(context, (url) => url.startsWith('file:'));
      const page = await context.newPage();
      await page.goto(pathToFileURL(join(site, 'ch01.html')).href, { waitUntil: 'load' });
      const spans = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main span'))
          .filter((s) => s.textContent?.trim())
          .map((s) => {
            const style = getComputedStyle(s);
            const own = style.backgroundColor;
            const paper = /^rgba\(.*, 0\)$/.test(own) ? getComputedStyle(document.body).backgroundColor : own;
            return { text: s.textContent!.trim(), colour: style.color, paper, size: style.fontSize };
          }),
      );
      const contrast = (s: { colour: string; paper: string }) => {
        const [fg, bg] = [parseColour(s.colour), parseColour(s.paper)];
        if (!Array.isArray(fg) || !Array.isArray(bg))
          throw new Error(`unread colour: ${s.colour} on ${s.paper}`);
        return contrastRatio(fg, bg);
      };
      const byText = new Map(spans.map((s) => [s.text, s]));
      for (const text of ['Press each tyre with a thumb.', 'Squeeze both brakes hard.'])
        expect(contrast(byText.get(text)!)).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
      expect(byText.get('Press each tyre with a thumb.')!.size).toBe(byText.get('Wipe the lamp.')!.size);
      expect(byText.get('Press each tyre with a thumb.')!.size).not.toBe('16px');
      expect(byText.get('Never ride on a loose chain.')!.colour).toBe('rgb(176, 0, 32)');
      expect(byText.get('Wipe the lamp.')!.colour).toBe('rgb(102, 102, 102)');
      expect(attempted).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
    expect(warnings).toEqual([WARNING, SIZE_WARNING]);
  });

  it('epub: the pasted colours are gone, the rest of each style is kept, and epubcheck accepts it', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([WARNING, SIZE_WARNING]);
    const zip = await readZip(outFile);
    const page = [...zip.entries()]
      .find(([name, bytes]) => name.endsWith('.xhtml') && bytes.includes('tyre'))![1]
      .toString('utf8');
    expect(page).not.toMatch(/rgb\(34|#222|rgb\(255/);
    expect(page).toContain('<span>Press each tyre');
    expect(page).toContain('<span>Squeeze both brakes hard.</span>');
    expect(page).toContain('<span style="color: #b00020;">');
    expect(await epubcheckErrors(outFile)).toEqual({ code: 0, errors: [] });
  });
});
