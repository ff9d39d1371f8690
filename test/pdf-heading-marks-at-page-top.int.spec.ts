import { pageLines, removeRenderedBooks, renderBookPdf, RenderedPdf } from './support/pdf-book';

/**
 * A heading set solid (line-height 1.2, under the sans face's 1.42em of ascent and descent) carries an accented
 * capital's mark above its line. At the top of a page, where the break drops the heading's margin (or its margin
 * is 0, as a copyright page's title is), Chromium painted the part above the page at the foot of the page before:
 * a stray "É" under Études for ClojureScript's title page, the accent of its copyright page's heading. Real
 * Chromium; the book sweeps a heading down the page until a break puts it at a page's top.
 */
const WORDS = 'glaze the bowl before firing so the colour settles evenly across its rim'.split(' ');

function prose(count: number, seed: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(i * 5 + seed * 7 + (i % 3)) % WORDS.length]).join(
    ' ',
  );
}

const CHAPTERS = 14;
const chapters = Array.from({ length: CHAPTERS }, (_, c) => c);

function chapter(c: number): string {
  return (
    `<section data-type="chapter" id="c${c}"><h1>Kiln ${c}</h1>` +
    `<p>${prose(330 + c * 9, 1)}.</p>` +
    `<section data-type="sect1" id="s${c}"><h2>Ångström Über Études ${c}</h2><p>${prose(40, 3)}.</p></section>` +
    `</section>`
  );
}

const FILES: Record<string, string> = {
  'titlepage.html':
    '<section data-type="titlepage"><h1>Glazes</h1><p class="author">Ada Potter</p></section>',
  'copyright.html':
    '<section data-type="copyright-page"><h1>Ångström Über Études</h1><p>Copyright © 2024 Ada Potter.</p></section>',
  ...Object.fromEntries(chapters.map((c) => [`ch${c}.html`, chapter(c)])),
};
const CONFIG = { title: 'Glazes', files: Object.keys(FILES), formats: { pdf: { toc: false } } };

/** A mark printed apart from its letter: an accented capital alone as a word. */
const STRAY_MARK = /(^|\s)[ÅÜÉ]+(\s|$)/;

afterAll(removeRenderedBooks);

describe('accented capitals of a heading at the top of a page', () => {
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(FILES, CONFIG);
  }, 240_000);

  const headingAtTop = (c: number) =>
    pdf.pages.findIndex((page) => pageLines(page)[1] === `Ångström Über Études ${c}`);

  it('covers a section heading that a break puts at the top of a page', () => {
    expect(chapters.filter((c) => headingAtTop(c) > 0).length).toBeGreaterThanOrEqual(1);
  });

  it('prints the title page with its title and author only', () => {
    const titlePage = pdf.pages.findIndex((page) => page.includes('Ada Potter') && page.includes('Glazes'));
    expect(pageLines(pdf.pages[titlePage]!)).toEqual(['Glazes', 'Ada Potter']);
  });

  it('prints no accent apart from its letter at the foot of any page', () => {
    const strays = pdf.pages
      .map((page, i) => (STRAY_MARK.test(page) ? `page ${i + 1}: ${pageLines(page).at(-2)}` : ''))
      .filter(Boolean);
    expect(strays).toEqual([]);
  });
});
