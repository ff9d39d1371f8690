import { formatWarning } from '../renderers/warnings';
import { pageWith, removeRenderedBooks, renderBookPdf } from './support/pdf-book';

afterAll(removeRenderedBooks);

const TERMS = Array.from({ length: 64 }, (_, k) => `term${String(k).padStart(2, '0')}`);

/**
 * A chapter of 64 paragraphs, one a term, each a character longer than the one before (so the line breaks at
 * every place of the sentence in some of them), printed with its index: the book's warnings, and the index's text.
 */
async function indexOfParagraphs(
  words: string,
  sentence: (term: string) => string,
): Promise<{ warnings: string[]; index: string }> {
  const paragraphs = TERMS.map((term, k) => `${words.slice(0, 30 + k)}${sentence(term)}`);
  const pdf = await renderBookPdf(
    {
      'ch1.adoc': ['== Terms', '', ...paragraphs.flatMap((p) => [p, ''])].join('\n'),
      'ix.html': '<section data-type="index"></section>',
    },
    { title: 'Terms', files: ['ch1.adoc', 'ix.html'], formats: { pdf: { index: true } } },
  );
  const index = pdf.pages.slice(pageWith(pdf.pages, /^Index\n/)).join('\n');
  return { warnings: pdf.warnings.map(formatWarning), index };
}

/**
 * An index mark written before a one-letter word (Elasticsearch: The Definitive Guide: "a _cursor_ in
 * ((("cursors")))a traditional database."): moved into that word, it sat after its only letter, at the end of
 * the line when the line broke there; Chromium recorded no place for it, and the index printed "cursors" with no
 * page number. Paragraphs of every length put that "a" at a line's end in some of them.
 */
describe('pdf: index terms before a one-letter word', () => {
  it('each gets a page number, wherever the line breaks', async () => {
    const { warnings, index } = await indexOfParagraphs(
      'Scrolling keeps pulling batches of results from every shard until there are none left over, ',
      (term) => `then page in (((${term})))a traditional database.`,
    );
    expect(warnings).toEqual([]);
    for (const term of TERMS) expect(index).toMatch(new RegExp(`(?:^|\\s)${term}, \\d+(?:\\s|$)`));
  });

  // Building Tools with GitHub: "We then create a((("describe functions"))) `describe` function": the mark after
  // the "a", put before its letter, sat at the line's start when the line broke before "a", and had no page.
  it('each gets a page number when written after the word, code following', async () => {
    const { warnings, index } = await indexOfParagraphs(
      'The first line in our test requires the extension module, giving us a function we save, and ',
      (term) => `then we create a(((${term}))) \`describe\` function to group tests.`,
    );
    expect(warnings).toEqual([]);
    for (const term of TERMS) expect(index).toMatch(new RegExp(`(?:^|\\s)${term}, \\d+(?:\\s|$)`));
  });
});
