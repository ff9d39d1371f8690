import { DEFAULT_HTML_CSS } from '../renderers/html/default-style';
import { BOOK_CONTENT_CSS } from '../renderers/theme/book-style';
import { withShippedFontsPage } from './support/page-looks';

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
    await withShippedFontsPage(
      {
        usedText: '使用Python 3',
        lang: 'zh-Hant',
        css: `${css} p, code { font-size: 40px; }`,
        body:
          '<p><span id="mixed">使用Python</span> <span id="han">使用</span> <span id="latin">Python</span></p>' +
          // Measured inside the code, whose own box has padding.
          '<p><code><span id="code-mixed">使用Python</span></code> <code><span id="code-han">使用</span></code> ' +
          '<code><span id="code-latin">Python</span></code></p>',
      },
      async (page) => {
        const width = (id: string) => page.$eval(`#${id}`, (el) => el.getBoundingClientRect().width);
        const gap = (await width('mixed')) - (await width('han')) - (await width('latin'));
        expect(gap).toBeGreaterThan(3);
        const codeGap = (await width('code-mixed')) - (await width('code-han')) - (await width('code-latin'));
        expect(Math.abs(codeGap)).toBeLessThan(0.5);
      },
    );
  });

  it.each([
    ['the paged formats', BOOK_CONTENT_CSS],
    ['the HTML site', DEFAULT_HTML_CSS],
  ])('quotation marks are a full square wide, as Chinese sets them, in %s', async (_, css) => {
    await withShippedFontsPage(
      {
        usedText: '所謂“錢包”，即“keystore”',
        lang: 'zh-Hant',
        css: `${css} p { font-size: 40px; }`,
        body:
          '<p><span id="open">“</span><span id="close">”</span><span id="han">錢</span></p>' +
          '<p><em><span id="italic-open">“</span></em></p>',
      },
      async (page) => {
        const width = (id: string) => page.$eval(`#${id}`, (el) => el.getBoundingClientRect().width);
        const square = await width('han');
        expect(square).toBeGreaterThan(35);
        expect(await width('open')).toBeCloseTo(square, 0);
        expect(await width('close')).toBeCloseTo(square, 0);
        expect(await width('italic-open')).toBeCloseTo(square, 0);
      },
    );
  });
});
