import puppeteer from 'puppeteer';
import { DEFAULT_HTML_CSS } from '../renderers/html/default-style';
import { BOOK_CONTENT_CSS } from '../renderers/theme/book-style';
import { fontFaceCss, loadBookFonts } from '../renderers/theme/fonts';
import { chromiumPath } from '../renderers/tool-paths';

/**
 * Chinese and Japanese authors write "使用Python" without a space and leave the gap to the typesetter (CLREQ, JLREQ):
 * Octavo printed the Han characters and the Latin word touching. Text in these languages now has a narrow space at
 * each such boundary, and code none, so its columns stay as typed.
 */
describe('Latin words, digits and quotation marks in Chinese text', () => {
  it.each([
    ['the paged formats', BOOK_CONTENT_CSS],
    ['the HTML site', DEFAULT_HTML_CSS],
  ])('stand apart from the ideographs beside them, except in code, in %s', async (_, css) => {
    const faces = await loadBookFonts({ usedText: '使用Python 3', lang: 'zh-Hant' });
    const files = new Map(faces.map((face) => [face.file, face.data.toString('base64')]));
    const fontCss = fontFaceCss(faces).replace(
      /url\("([^"]+)"\)/g,
      (_, file: string) => `url("data:font/woff2;base64,${files.get(file)}")`,
    );
    const browser = await puppeteer.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: ['--no-sandbox'],
    });
    try {
      const page = await browser.newPage();
      await page.setJavaScriptEnabled(false);
      await page.setContent(
        `<html lang="zh-Hant"><head><style>${fontCss}\n${css} p, code { font-size: 40px; }</style></head><body>` +
          '<p><span id="mixed">使用Python</span> <span id="han">使用</span> <span id="latin">Python</span></p>' +
          // Measured inside the code, whose own box has padding.
          '<p><code><span id="code-mixed">使用Python</span></code> <code><span id="code-han">使用</span></code> ' +
          '<code><span id="code-latin">Python</span></code></p></body></html>',
      );
      await page.evaluate(() => document.fonts.ready);
      const width = (id: string) => page.$eval(`#${id}`, (el) => el.getBoundingClientRect().width);
      const gap = (await width('mixed')) - (await width('han')) - (await width('latin'));
      expect(gap).toBeGreaterThan(3);
      const codeGap = (await width('code-mixed')) - (await width('code-han')) - (await width('code-latin'));
      expect(Math.abs(codeGap)).toBeLessThan(0.5);
    } finally {
      await browser.close();
    }
  });

  it.each([
    ['the paged formats', BOOK_CONTENT_CSS],
    ['the HTML site', DEFAULT_HTML_CSS],
  ])('quotation marks are a full square wide, as Chinese sets them, in %s', async (_, css) => {
    const faces = await loadBookFonts({ usedText: '所謂“錢包”，即“keystore”', lang: 'zh-Hant' });
    const files = new Map(faces.map((face) => [face.file, face.data.toString('base64')]));
    const fontCss = fontFaceCss(faces).replace(
      /url\("([^"]+)"\)/g,
      (_, file: string) => `url("data:font/woff2;base64,${files.get(file)}")`,
    );
    const browser = await puppeteer.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: ['--no-sandbox'],
    });
    try {
      const page = await browser.newPage();
      await page.setJavaScriptEnabled(false);
      await page.setContent(
        `<html lang="zh-Hant"><head><style>${fontCss}\n${css} p { font-size: 40px; }</style></head><body>` +
          '<p><span id="open">“</span><span id="close">”</span><span id="han">錢</span></p>' +
          '<p><em><span id="italic-open">“</span></em></p></body></html>',
      );
      await page.evaluate(() => document.fonts.ready);
      const width = (id: string) => page.$eval(`#${id}`, (el) => el.getBoundingClientRect().width);
      const square = await width('han');
      expect(square).toBeGreaterThan(35);
      expect(await width('open')).toBeCloseTo(square, 0);
      expect(await width('close')).toBeCloseTo(square, 0);
      expect(await width('italic-open')).toBeCloseTo(square, 0);
    } finally {
      await browser.close();
    }
  });
});
