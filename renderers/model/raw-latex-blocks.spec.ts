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

describe('LaTeX setup in Markdown', () => {
  // BookFun's chapters/04-naive-bayes.md:1: told to write what \lstset makes, the author had nothing to write.
  it('names LaTeX setup (\\lstset, \\definecolor, \\usepackage) as setup that prints nothing, apart from other raw LaTeX', async () => {
    const source = memorySource({
      'bayes.md': [
        '\\lstset{columns=fullflexible,breaklines=true,basicstyle=\\small\\ttfamily}',
        '',
        '# Naive Bayes',
        '',
        '\\usepackage{xcolor}',
        '\\definecolor{soft}{rgb}{0.9,0.9,0.9}',
        '',
        'Text.',
        '',
        '\\begin{table}x\\end{table}',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['bayes.md'], formats: {} },
      { bookName: 'ann/bayes' },
    );
    const warnings = model.warnings.map(formatWarning);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^bayes\.md:1: \\lstset\{columns=fullflexible.* is LaTeX setup, which only sets how pandoc's LaTeX PDF typesets and prints nothing: it is left out here, where LaTeX typesets nothing, and no text is missing \(2 such paragraphs in this file, the first here\); to keep it for pandoc's PDF without this warning, move it to header-includes in the book's metadata$/,
      ),
      expect.stringMatching(
        /^bayes\.md:10: \\begin\{table\}x\\end\{table\} is raw LaTeX, .* \(an image, a table\)$/,
      ),
    ]);
    expect(warnings[0]).not.toContain('write what it makes');
    expect(model.divisions[0]!.html).not.toContain('lstset');
  });
});
