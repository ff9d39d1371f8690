import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

describe("pandoc's include-before and include-after in the book's metadata", () => {
  // BookFun's metadata.yml: its copyright and licence line, which was dropped without a word.
  it('prints include-before as the copyright page before the first chapter, and include-after after the body', async () => {
    const source = memorySource({
      'metadata.yml': [
        'title: Lectures on Machine Learning',
        'include-before: |',
        '  \\strut\\vfill',
        '  Copyright &copy; 2021 Jeremy Teitelbaum.  This work is licensed under a [Creative Commons',
        '  License](http://creativecommons.org/licenses/by-sa/4.0).',
        'include-after:',
        '  - Printed with *care*.',
      ].join('\n'),
      'chapters/01.md': '# Linear regression\n\nText.\n',
      'chapters/02.md': '# PCA\n\nMore text.\n',
    });
    const model = await buildBookModel(
      source,
      { files: ['metadata.yml', 'chapters/01.md', 'chapters/02.md'], formats: {} },
      { bookName: 'ann/fun' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(model.divisions.map((division) => division.kind)).toEqual([
      'copyright-page',
      'chapter',
      'chapter',
    ]);
    const [copyright, first, last] = model.divisions;
    expect(copyright!.html).toContain(
      'Copyright © 2021 Jeremy Teitelbaum.  This work is licensed under a <a href="http://creativecommons.org/licenses/by-sa/4.0">Creative Commons\nLicense</a>.',
    );
    expect(copyright!.html).not.toContain('\\strut');
    expect(first!.label).toBe('Chapter 1');
    expect(last!.html).toMatch(/More text\.<\/p>[\s\S]*Printed with <em>care<\/em>\.<\/p>/);
  });

  it("reads them from the first file's YAML block too, a list's items one after the other, and names their lines in warnings", async () => {
    const source = memorySource({
      'book.md': [
        '---',
        'title: Kilns',
        'include-before:',
        '- |',
        '  To my parents.',
        '- See \\figref{fig.kiln}.',
        '---',
        '',
        '# Firing',
        '',
        'Text.',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['book.md'], formats: {} },
      { bookName: 'ann/kilns' },
    );
    expect(model.divisions.map((division) => division.kind)).toEqual(['dedication', 'chapter']);
    expect(model.divisions[0]!.html).toContain('<p>To my parents.</p>\n<p>See \\figref{fig.kiln}.</p>');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^book\.md:6: \\figref\{fig\.kiln\} is a LaTeX command/),
    ]);
  });
});
