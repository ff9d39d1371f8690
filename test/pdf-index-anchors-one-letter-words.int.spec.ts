import { formatWarning } from '../renderers/warnings';
import { pageWith, removeRenderedBooks, renderBookPdf } from './support/pdf-book';

afterAll(removeRenderedBooks);

/**
 * An index mark written before a one-letter word (Elasticsearch: The Definitive Guide: "a _cursor_ in
 * ((("cursors")))a traditional database."): moved into that word, it sat after its only letter, at the end of
 * the line when the line broke there; Chromium recorded no place for it, and the index printed "cursors" with no
 * page number. Paragraphs of every length put that "a" at a line's end in some of them.
 */
describe('pdf: index terms before a one-letter word', () => {
  it('each gets a page number, wherever the line breaks', async () => {
    const words =
      'Scrolling keeps pulling batches of results from every shard until there are none left over, ';
    const terms = Array.from({ length: 64 }, (_, k) => `term${String(k).padStart(2, '0')}`);
    const paragraphs = terms.map(
      (term, k) => `${words.slice(0, 30 + k)}then page in (((${term})))a traditional database.`,
    );
    const pdf = await renderBookPdf(
      {
        'ch1.adoc': ['== Scroll', '', ...paragraphs.flatMap((p) => [p, ''])].join('\n'),
        'ix.html': '<section data-type="index"></section>',
      },
      { title: 'Scroll', files: ['ch1.adoc', 'ix.html'], formats: { pdf: { index: true } } },
    );
    expect(pdf.warnings.map(formatWarning)).toEqual([]);
    const index = pdf.pages.slice(pageWith(pdf.pages, /^Index\n/)).join('\n');
    for (const term of terms) expect(index).toMatch(new RegExp(`(?:^|\\s)${term}, \\d+(?:\\s|$)`));
  });

  // Building Tools with GitHub: "We then create a((("describe functions"))) `describe` function": the mark after
  // the "a", put before its letter, sat at the line's start when the line broke before "a", and had no page.
  it('each gets a page number when written after the word, code following', async () => {
    const words =
      'The first line in our test requires the extension module, giving us a function we save, and ';
    const terms = Array.from({ length: 64 }, (_, k) => `term${String(k).padStart(2, '0')}`);
    const paragraphs = terms.map(
      (term, k) =>
        `${words.slice(0, 30 + k)}then we create a(((${term}))) \`describe\` function to group tests.`,
    );
    const pdf = await renderBookPdf(
      {
        'ch1.adoc': ['== Tests', '', ...paragraphs.flatMap((p) => [p, ''])].join('\n'),
        'ix.html': '<section data-type="index"></section>',
      },
      { title: 'Tests', files: ['ch1.adoc', 'ix.html'], formats: { pdf: { index: true } } },
    );
    expect(pdf.warnings.map(formatWarning)).toEqual([]);
    const index = pdf.pages.slice(pageWith(pdf.pages, /^Index\n/)).join('\n');
    for (const term of terms) expect(index).toMatch(new RegExp(`(?:^|\\s)${term}, \\d+(?:\\s|$)`));
  });
});
