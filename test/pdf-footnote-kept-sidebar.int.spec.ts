import { pageWith, removeRenderedBooks, renderBookPdf, RenderedPdf } from './support/pdf-book';

/**
 * A note referenced near the end of a sidebar the book keeps whole (`break-inside: avoid`, an Atlas theme's
 * `nobreakinside` class) that starts low on a page and fits on the next. Chromium moves such a sidebar to the next
 * page whole; the footnote measure ended the page inside it instead, so the sidebar printed in two, its first part
 * cut inside a hyphenated word, and the note on the page before its reference. Real Chromium.
 */
const WORDS = 'gliders ride the rising air over warm fields and sink again in the cool shade of woods'.split(
  ' ',
);

function prose(count: number, seed: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(i * 7 + seed * 3 + (i % 4)) % WORDS.length]).join(
    ' ',
  );
}

const CHAPTERS = Array.from({ length: 12 }, (_, c) => c);

/**
 * Chapter `c`: a note on its first page (so the measure predicts the page after it), then text that ends lower on
 * the second page in each chapter, then the sidebar, its note near its end.
 */
function chapter(c: number): string {
  return (
    `<section data-type="chapter" id="c${c}"><h1>Soaring ${c}</h1>` +
    `<p>A${c}q<span data-type="footnote">M${c}q ${prose(10, c)}.</span> ${prose(400 + c * 40, c)}.</p>` +
    `<aside data-type="sidebar" style="break-inside: avoid"><h5>Thermals ${c}</h5>` +
    `<p>S${c}top ${prose(230, c + 1)} R${c}q<span data-type="footnote">N${c}q ${prose(14, c)}.</span> ` +
    `${prose(12, c + 2)} S${c}end.</p></aside>` +
    `<p>${prose(120, c + 5)}.</p></section>`
  );
}

const FILES = Object.fromEntries(CHAPTERS.map((c) => [`ch${c}.html`, chapter(c)]));
const CONFIG = { title: 'Soaring', files: Object.keys(FILES) };

afterAll(removeRenderedBooks);

describe('a note in a sidebar kept whole', () => {
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(FILES, CONFIG);
  }, 240_000);

  it('prints the sidebar whole on one page and the note at the foot of that page', () => {
    const split = CHAPTERS.filter((c) => pageWith(pdf.pages, `S${c}top`) !== pageWith(pdf.pages, `S${c}end`));
    expect(split).toEqual([]);
    const away = CHAPTERS.flatMap((c) => [`${c}`, `${c}`]).filter(
      (c, i) =>
        pageWith(pdf.pages, `${i % 2 ? 'N' : 'M'}${c}q`) !== pageWith(pdf.pages, `${i % 2 ? 'R' : 'A'}${c}q`),
    );
    expect(away).toEqual([]);
    expect(pdf.warnings).toEqual([]);
  });
});
