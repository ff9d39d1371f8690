import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

describe('LaTeX labels in Markdown', () => {
  it('reads \\label{…} on the line under a heading as a name of that heading, printed nowhere and warned of never', async () => {
    const source = memorySource({
      'kilns.md': [
        '# Kilns',
        '',
        '## Firing',
        '\\label{sec.firing}',
        '',
        'As <a href="#sec.firing">the firing section</a> says.',
        '',
        '\\label{loose}',
        '',
        'Text.',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['kilns.md'], formats: {} },
      { bookName: 'ann/kilns' },
    );
    const html = model.divisions[0]!.html;
    const heading = /<h2[^>]*id="([^"]+)"[^>]*>Firing<\/h2>/.exec(html);
    expect(heading).not.toBeNull();
    expect(html).toContain(`<a href="#${heading![1]}">the firing section</a>`);
    expect(html).not.toContain('sec.firing}');
    // A label under no heading is raw LaTeX as before: left out, with the warning.
    expect(model.warnings.map((w) => w.text)).toEqual([
      expect.stringMatching(/^\\label\{loose\} is raw LaTeX/),
    ]);
  });

  it("counts a book's figure macros, not paragraphs, and gives the Markdown for one with plain arguments", async () => {
    const source = memorySource({
      'filters.md': [
        '# Filters',
        '',
        '\\aosafigure[180pt]{filters-images/sunflower.jpg}{Sunflower layout}{500l.filters.sunflower}',
        '',
        'Text.',
        '',
        '\\aosafigure[220pt]{filters-images/animals.jpg}{Animals}{500l.filters.animals}',
        '\\aosafigure[220pt]{filters-images/pixels.jpg}{Animals, blown up}{500l.filters.pixels}',
      ].join('\n'),
      'odd.md': '# Odd\n\n\\aosafigure{odd.png}{A \\emph{styled} caption}{odd}\n',
    });
    const model = await buildBookModel(
      source,
      { files: ['filters.md', 'odd.md'], formats: {} },
      { bookName: 'ann/filters' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringContaining(
        'filters.md:3: \\aosafigure[180pt]{filters-images/sunflower.jpg}{Sunflower l… is raw ' +
          'LaTeX, which pandoc passes to LaTeX only and leaves out of HTML and EPUB: it is left out here too (3 ' +
          'LaTeX commands or environments in this file, the first here); to have it in the book, write it in ' +
          'Markdown: ![Sunflower layout](filters-images/sunflower.jpg){#500l.filters.sunflower width=180pt}',
      ),
      expect.stringMatching(
        /^odd\.md:3: .*; to have it in the book, write what it makes in Markdown \(an image, a table\)$/,
      ),
    ]);
  });
});
