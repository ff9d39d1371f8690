import { formatWarning } from '../renderers/warnings';
import { removeRenderedBooks, renderBookPdf } from './support/pdf-book';

afterAll(removeRenderedBooks);

/**
 * A mark the PDF shows on no numbered page is warned about where it is written: the warning named only the
 * listed file its division came from (Elasticsearch: The Definitive Guide's `00_Getting_started.asciidoc`, for a
 * mark in a file it includes), so the author had to search the book for it.
 */
describe('pdf: an index mark shown on no numbered page', () => {
  it('is named with the file and line it is written on', async () => {
    const pdf = await renderBookPdf(
      {
        'book.html': [
          '<section data-type="copyright-page">',
          '<p>Copyright the authors.</p>',
          '<p><a data-type="indexterm" data-primary="licences"></a>All rights reserved.</p>',
          '</section>',
          '<section data-type="chapter"><h1>One</h1>',
          '<p><a data-type="indexterm" data-primary="ledgers"></a>A ledger.</p>',
          '</section>',
        ].join('\n'),
        'ix.html': '<section data-type="index"></section>',
      },
      { title: 'Marks', files: ['book.html', 'ix.html'], formats: { pdf: { index: true } } },
    );
    const unplaced = pdf.warnings.map(formatWarning).filter((w) => w.includes('no page number'));
    // It says which entry lacks its page, and every way a mark can lose it (Chromium too: a Japanese book's mark
    // where a line broke was said to be hidden by the theme).
    expect(unplaced).toEqual([
      'book.html:3: the index prints "licences" with no page number: the mark written here is on no numbered ' +
        'page of the PDF (hidden by the theme, e.g. display: none, on a title or copyright page, or given no place ' +
        'by Chromium where a line breaks); move it into the words it indexes, or onto a body page',
    ]);
  });
});
