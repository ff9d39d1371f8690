import { formatWarning } from '../warnings';
import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';

describe('readSource: a page’s own <style>', () => {
  it('is left out with a warning at its line, once a file, counting the others', async () => {
    const page = [
      '# Terms',
      '',
      '<style>',
      'h1 ~ ul { list-style: none; }',
      '</style>',
      '',
      '- **Kerf**: the cut.',
      '',
      '<style>ul { margin: 0; }</style>',
      '',
      'An inline drawing keeps its own: <svg viewBox="0 0 4 4"><style>rect { fill: red; }</style><rect width="4" height="4"/></svg>',
    ].join('\n');
    const model = await buildBookModel(
      memorySource({ 'terms.md': page, 'plain.md': '# Plain\n\nNo styles.\n' }),
      { files: ['terms.md', 'plain.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((d) => d.html).join('')).not.toContain('list-style');
    expect(model.warnings.map(formatWarning)).toEqual([
      "terms.md:3: 2 <style> elements left out, the first here: a page's own rules do not style the book, which " +
        'its theme styles; put the rules the book needs in the theme\'s CSS file (platform.json "theme")',
    ]);
  });
});
