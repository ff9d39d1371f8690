import { formatWarning } from '../renderers/warnings';
import { folioOf, pageWith, removeRenderedBooks, renderBookPdf } from './support/pdf-book';

afterAll(removeRenderedBooks);

/**
 * Index terms written after a paragraph's last word, on a line of their own (BenLauwens/ThinkJulia.jl:
 * "…similar to an `if` statement:" then `(((try)))(((catch)))(((end)))`): when the paragraph's last line was
 * full, Chromium recorded a place for the first of them only, and the index printed "try", "catch" and "end"
 * without a page number (a warning said the PDF did not show them). They now go into the paragraph's last word.
 */
describe('pdf: index terms that end a paragraph', () => {
  it('each gets the page its paragraph ends on', async () => {
    const chapter = [
      '== Handling Errors',
      '',
      'To avoid these mistakes, you could test every file with `ispath` and `isfile` first, but it would take a ' +
        'lot of time and code to check every case.',
      '',
      'It is easier to go ahead and try—and deal with problems if they happen—which is exactly what the `try` ' +
        'statement does. The syntax is similar to an `if` statement:',
      '(((try statement)))((("statement", "try", see="try statement")))(((try)))(((catch)))(((finally)))',
      '',
      '[source,julia]',
      '----',
      'try',
      '    open("missing.txt")',
      'catch err',
      '    println(err)',
      'end',
      '----',
      '',
    ].join('\n');
    const pdf = await renderBookPdf(
      { 'ch1.adoc': chapter, 'ix.html': '<section data-type="index"></section>' },
      { title: 'Errors', files: ['ch1.adoc', 'ix.html'], formats: { pdf: { index: true } } },
    );
    expect(pdf.warnings.map(formatWarning)).toEqual([]);
    const folio = folioOf(pdf.pages[pageWith(pdf.pages, 'To avoid these mistakes')]!);
    const index = pdf.pages[pageWith(pdf.pages, /^Index\n/)]!;
    expect(folio).toBe('1');
    for (const term of ['catch', 'finally', 'try', 'try statement'])
      expect(index).toMatch(new RegExp(`(?:^|\\s)${term}, ${folio}(?:\\s|$)`));
  });
});
