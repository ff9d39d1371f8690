import { formatWarning } from '../renderers/warnings';
import { pageLines, pageWith, removeRenderedBooks, renderBookPdf } from './support/pdf-book';

afterAll(removeRenderedBooks);

/**
 * An HTML book writing inline formulas as `<span data-type="equation">` (read by its KaTeX plugin as inline math,
 * `<div data-type="equation">` being the displayed one): each span was printed as a displayed formula, centred on a
 * line of its own, breaking its sentence in two. It now stands in its sentence.
 */
describe('pdf: an equation written in a span', () => {
  it('is printed in its sentence; one in a div is displayed', async () => {
    const chapter =
      '<section data-type="chapter" id="rows"><h1>Rows</h1>\n' +
      '<p>Each seedling moves by <span data-type="equation">x + 1</span> cells a week, then rests.</p>\n' +
      '<div data-type="equation">y = 2x + 3</div>\n' +
      '<p>That is all.</p></section>';
    const pdf = await renderBookPdf({ 'ch1.html': chapter }, { title: 'Rows', files: ['ch1.html'] });
    expect(pdf.warnings.map(formatWarning)).toEqual([]);
    const lines = pageLines(pdf.pages[pageWith(pdf.pages, 'Each seedling')]!);
    // Letters in formulas print as mathematical italic (U+1D465 𝑥, U+1D466 𝑦).
    expect(lines).toContain('Each seedling moves by \u{1d465} + 1 cells a week, then rests.');
    expect(lines).toContain('\u{1d466} = 2\u{1d465} + 3');
  });
});
