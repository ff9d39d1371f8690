import puppeteer from 'puppeteer';
import { DEFAULT_HTML_CSS } from '../renderers/html/default-style';
import { BOOK_CONTENT_CSS } from '../renderers/theme/book-style';
import { fontFaceCss, loadBookFonts } from '../renderers/theme/fonts';
import { chromiumPath } from '../renderers/tool-paths';

/**
 * A Chinese book's quotations and emphasis were printed with their Han characters slanted: no CJK font has italics,
 * so Chromium faked them by shearing the glyphs. Chinese, Japanese and Korean text stays upright in italic runs;
 * Latin words keep their italics.
 */
describe('italic text in a Chinese book', () => {
  it.each([
    ['the paged formats', BOOK_CONTENT_CSS],
    ['the HTML site', DEFAULT_HTML_CSS],
  ])('keeps Han characters upright and Latin words italic in %s', async (_, css) => {
    // The fonts the book ships, as the formats declare them, each file inlined.
    const faces = await loadBookFonts({ usedText: '木板钉子 Boards', lang: 'zh' });
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
        `<html lang="zh"><head><style>${fontCss}\n${css} p { font-size: 40px; }</style></head><body>` +
          '<p><em id="han-italic">木板钉子</em></p><p><span id="han">木板钉子</span></p>' +
          '<p><em id="latin-italic">Boards</em></p><p><span id="latin">Boards</span></p></body></html>',
      );
      await page.evaluate(() => document.fonts.ready);
      const shot = async (id: string) => Buffer.from(await (await page.$(`#${id}`))!.screenshot());
      expect((await shot('han-italic')).equals(await shot('han'))).toBe(true);
      expect((await shot('latin-italic')).equals(await shot('latin'))).toBe(false);
    } finally {
      await browser.close();
    }
  });
});
