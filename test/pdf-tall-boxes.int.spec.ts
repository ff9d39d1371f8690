import { pageWith, removeRenderedBooks, renderBookPdf, RenderedPdf } from './support/pdf-book';

/**
 * A note or sidebar taller than what is left of its page. The theme keeps these boxes whole, so Chromium moved a
 * long one to the next page and left the rest of its page empty (half a page and more before a 30-line note in
 * a real book, on five pages of it). A tall box now splits, each part framed, as a long listing does; a short
 * one still goes whole to the next page. Real Chromium.
 */
const WORDS = 'a reverse proxy forwards each request to the service that answers it on the same host'.split(
  ' ',
);

function prose(count: number, seed: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(i * 5 + seed * 7 + (i % 3)) % WORDS.length]).join(
    ' ',
  );
}

const paragraphs = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => `<p>${prose(70, seed + i)}.</p>`).join('');

const SHORT = Array.from({ length: 9 }, (_, c) => c);

/** A chapter ending in a note of six lines or so, after text and a spacer `c` × 80 pixels tall. */
const shortBox = (c: number) =>
  `<section data-type="chapter" id="short${c}"><h1>Short box ${c}</h1><p>${prose(70, c)} A${c}s.</p>` +
  `<div style="height: ${c * 80}px"></div>` +
  `<div data-type="warning"><h6>Warning</h6><p>B${c}s ${prose(50, c + 1)} C${c}s.</p></div></section>`;

const FILES = {
  // Half a page of text, then a note of about thirty lines, a sidebar of as many after more text.
  'tall.html':
    `<section data-type="chapter" id="tall"><h1>Tall boxes</h1>${paragraphs(3, 0)}<p>A1q.</p>` +
    `<div data-type="note"><h6>Note</h6><p>B1q ${prose(60, 1)}.</p>${paragraphs(5, 2)}<p>${prose(40, 3)} C1q.</p></div>` +
    `${paragraphs(5, 4)}<p>${prose(30, 5)} A2q.</p>` +
    `<aside data-type="sidebar"><h5>Aside</h5><p>B2q ${prose(60, 6)}.</p>${paragraphs(5, 7)}<p>C2q.</p></aside>` +
    `</section>`,
  // A note of a few lines after a spacer a little taller in each chapter, so that some fall at a page's foot.
  ...Object.fromEntries(SHORT.map((c) => [`short${c}.html`, shortBox(c)])),
};
const CONFIG = { title: 'Boxes', files: Object.keys(FILES) };

afterAll(removeRenderedBooks);

describe('a note or sidebar taller than what is left of its page', () => {
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(FILES, CONFIG);
  }, 240_000);

  const page = (marker: string) => pageWith(pdf.pages, marker);
  it('starts on the page of the text before it and goes on over the next', () => {
    for (const n of [1, 2]) {
      expect([page(`A${n}q`), page(`B${n}q`)]).toEqual([page(`A${n}q`), page(`A${n}q`)]);
      expect(page(`C${n}q`)).toBeGreaterThan(page(`B${n}q`));
    }
  });

  it('keeps a short one whole, on the next page when it does not fit', () => {
    for (const c of SHORT) expect([c, page(`C${c}s`)]).toEqual([c, page(`B${c}s`)]);
    expect(SHORT.some((c) => page(`B${c}s`) > page(`A${c}s`))).toBe(true);
  });
});

/**
 * A book that keeps a box whole by a class of its own (an Atlas theme's `.nobreakinside { page-break-inside: avoid }`)
 * gets it whole, as its toolchain printed it: Octavo's rule that lets a tall box split outweighed the book's.
 */
describe("a tall sidebar the book's stylesheet keeps whole", () => {
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(
      {
        'kept.html':
          `<section data-type="chapter" id="kept"><h1>Kept whole</h1>${paragraphs(3, 0)}<p>A3q.</p>` +
          `<aside data-type="sidebar" class="unbroken"><h5>Aside</h5><p>B3q ${prose(60, 6)}.</p>` +
          `${paragraphs(3, 7)}<p>C3q.</p></aside></section>`,
        'style.css': '.unbroken { page-break-inside: avoid; }',
      },
      { title: 'Boxes', files: ['kept.html'], theme: 'style.css' },
    );
  }, 240_000);

  it('prints it whole on the next page', () => {
    const page = (marker: string) => pageWith(pdf.pages, marker);
    expect(page('B3q')).toBe(page('A3q') + 1);
    expect(page('C3q')).toBe(page('B3q'));
    expect(pdf.warnings).toEqual([]);
  });
});
