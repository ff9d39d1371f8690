import { DEFAULT_HTML_CSS } from '../renderers/html/default-style';
import { BOOK_CONTENT_CSS } from '../renderers/theme/book-style';
import { withShippedFontsPage } from './support/page-looks';

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
    await withShippedFontsPage(
      {
        usedText: '木板钉子 Boards',
        lang: 'zh',
        css: `${css} p { font-size: 40px; }`,
        body:
          '<p><em id="han-italic">木板钉子</em></p><p><span id="han">木板钉子</span></p>' +
          '<p><em id="latin-italic">Boards</em></p><p><span id="latin">Boards</span></p>',
      },
      async (page) => {
        const shot = async (id: string) => Buffer.from(await (await page.$(`#${id}`))!.screenshot());
        expect((await shot('han-italic')).equals(await shot('han'))).toBe(true);
        expect((await shot('latin-italic')).equals(await shot('latin'))).toBe(false);
      },
    );
  });
});
