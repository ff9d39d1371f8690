import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

describe('<details> blocks', () => {
  const chapter = [
    '# Boiling',
    '',
    '> **Careful:** the lid is hot.',
    '>',
    '> <details>',
    '> <summary>Why the lid gets hot</summary>',
    '>',
    '> Steam carries heat to the lid.',
    '> </details>',
    '',
    '<details open><summary>Already open</summary>Shown.</details>',
  ].join('\n');
  const build = (format: 'pdf' | 'epub' | 'mobi' | 'html') =>
    buildBookModel(
      memorySource({ 'ch01.md': chapter }),
      { files: ['ch01.md'], formats: {} },
      { bookName: 'ann/book', format },
    );

  it.each(['pdf', 'epub', 'mobi'] as const)(
    'are printed open in the %s, so their text is on the page',
    async (format) => {
      const html = (await build(format)).divisions[0].html;
      expect(html.match(/<details open="open">/g)).toHaveLength(1);
      expect(html.match(/<details open[ =>]/g)).toHaveLength(2);
      expect(html).toContain('Steam carries heat to the lid.');
    },
  );

  it('stay as written on the web site, where the reader opens them', async () => {
    const html = (await build('html')).divisions[0].html;
    expect(html).toContain('<details>');
    expect(html.match(/<details open/g)).toHaveLength(1);
  });
});

describe('<details> blocks without a summary', () => {
  const chapter = [
    '# Bouillir',
    '',
    '<details>',
    '',
    '- Speak of the lid.',
    '',
    '</details>',
    '',
    '<details>Steam first.<summary>Why</summary></details>',
  ].join('\n');

  it.each(['epub', 'html'] as const)(
    "open with the word browsers show, in the book's language, in the %s; a summary written later comes first",
    async (format) => {
      const model = await buildBookModel(
        memorySource({ 'ch01.md': chapter }),
        { files: ['ch01.md'], formats: {}, lang: 'fr' },
        { bookName: 'ann/book', format },
      );
      const html = model.divisions[0].html;
      expect(html).toMatch(/<details[^>]*><summary>Détails<\/summary>\s*<ul>\s*<li>Speak of the lid\.<\/li>/);
      expect(html).toMatch(/<details[^>]*><summary>Why<\/summary>Steam first\.<\/details>/);
    },
  );
});
