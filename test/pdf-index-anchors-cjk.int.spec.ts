import { formatWarning } from '../renderers/warnings';
import { pageWith, removeRenderedBooks, renderBookPdf } from './support/pdf-book';

afterAll(removeRenderedBooks);

const TERMS = Array.from({ length: 48 }, (_, k) => `term${String(k).padStart(2, '0')}`);

/**
 * A chapter of 48 paragraphs in Japanese, one a term, each a character longer than the one before (so the line
 * breaks at every place of the sentence in some of them), printed with its index: the book's warnings, and the
 * index's text.
 */
async function indexOfParagraphs(
  words: string,
  sentence: (term: string) => string,
): Promise<{ warnings: string[]; index: string }> {
  const paragraphs = TERMS.map((term, k) => `${words.slice(0, 20 + k)}${sentence(term)}`);
  const pdf = await renderBookPdf(
    {
      'ch1.adoc': ['== 用語', '', ...paragraphs.flatMap((p) => [p, ''])].join('\n'),
      'ix.html': '<section data-type="index"></section>',
    },
    { title: '用語', files: ['ch1.adoc', 'ix.html'], formats: { pdf: { index: true } } },
  );
  const index = pdf.pages.slice(pageWith(pdf.pages, /^索引\n/)).join('\n');
  return { warnings: pdf.warnings.map(formatWarning), index };
}

const WORDS =
  'リモートブランチを追跡するためのブランチを作成すれば、コマンドを使うことができます。これは自動的にフェッチを行い、' +
  'リモートブランチの内容を現在のブランチにマージします。';

/**
 * Pro Git's Japanese translation ends a sentence with an index mark: "…マージします。(((git commands, pull)))おそらく…".
 * Moved one character into the next word, as in a spaced language, the anchor sat between お and そ, where a
 * Japanese line may break; when it broke there, Chromium recorded no place for it, and the index printed
 * "pull" with no page number (and a warning said the theme hid it).
 */
describe('pdf: index terms in Japanese text', () => {
  it('each gets a page number after a sentence, wherever the line breaks', async () => {
    const { warnings, index } = await indexOfParagraphs(
      WORDS,
      (term) => `マージします。(((${term})))おそらくこのほうが、よりお手軽で使いやすいことでしょう。`,
    );
    expect(warnings).toEqual([]);
    for (const term of TERMS) expect(index).toMatch(new RegExp(`(?:^|\\s)${term}, \\d+(?:\\s|$)`));
  });

  it('each gets a page number between two letters, wherever the line breaks', async () => {
    const { warnings, index } = await indexOfParagraphs(
      WORDS,
      (term) => `リモートブランチの内容を(((${term})))現在のブランチにマージします。`,
    );
    expect(warnings).toEqual([]);
    for (const term of TERMS) expect(index).toMatch(new RegExp(`(?:^|\\s)${term}, \\d+(?:\\s|$)`));
  });
});
