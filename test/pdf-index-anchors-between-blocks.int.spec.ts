import { formatWarning } from '../renderers/warnings';
import { folioOf, pageWith, removeRenderedBooks, renderBookPdf } from './support/pdf-book';

afterAll(removeRenderedBooks);

const ROWS = 30;
const ix = (term: string) => `<a data-type="indexterm" data-primary="${term}"></a>`;
const row = (plot: string, n: number) =>
  `<p>Row ${n} of the ${plot} plot is sown with beans, peas and lettuce, then watered lightly every morning ` +
  'until the first true leaves stand clear of the soil.</p>';

/** A chapter of rows; `terms` puts three index terms between each row and the one before it, as HTMLBook does. */
function chapter(id: string, plot: string, terms: boolean): string {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const marks = terms ? `${ix(`${plot} row ${i + 1}`)} ${ix('sowing')} ${ix('watering')}\n` : '';
    return `${marks}${row(plot, i + 1)}`;
  });
  return `<section data-type="chapter" id="${id}">\n<h1>The ${plot} plot</h1>\n${rows.join('\n')}\n</section>`;
}

/**
 * HTMLBook index terms written between paragraphs (`</p> <a data-type="indexterm"/> <p>`, as The Nature of Code and
 * Atlas's own conversions place them): each run of them printed as a blank line of its own, so a chapter with many
 * terms ran pages longer than its text and its paragraphs stood apart. They now take no room, and each term still
 * cites the page its paragraph is printed on.
 */
describe('pdf: index terms standing between paragraphs', () => {
  it('take no line, and cite the page of the paragraph after them', async () => {
    const pdf = await renderBookPdf(
      {
        'ch1.html': chapter('north', 'north', true),
        'ch2.html': chapter('south', 'south', false),
        'ix.html': '<section data-type="index"></section>',
      },
      {
        title: 'Kitchen Garden',
        files: ['ch1.html', 'ch2.html', 'ix.html'],
        formats: { pdf: { index: true } },
      },
    );
    expect(pdf.warnings.map(formatWarning)).toEqual([]);
    const pagesOf = (plot: string) =>
      pageWith(pdf.pages, `Row ${ROWS} of the ${plot} plot`) -
      pageWith(pdf.pages, `Row 1 of the ${plot} plot`);
    expect(pagesOf('north')).toBe(pagesOf('south'));
    const index = pdf.pages.slice(pageWith(pdf.pages, /^\s*Index\n/)).join('\n');
    for (const n of [1, 17, ROWS]) {
      const folio = folioOf(pdf.pages[pageWith(pdf.pages, `Row ${n} of the north plot`)]!);
      expect(index).toMatch(new RegExp(`north row ${n}, ${folio}(?:\\s|$)`));
    }
  });
});
