import { jupyterBookTocEntries } from './jupyter-book-toc';

const LISTED = ['book/intro.md', 'book/a/one.md', 'book/a/two.md', 'book/a/two-more.md', 'book/b/three.md'];

describe('jupyterBookTocEntries', () => {
  it("gives each page of a jb-book _toc.yml its depth and the caption of its part, with the caption's line", () => {
    const toc = [
      'format: jb-book',
      'root: intro',
      'parts:',
      '  - caption: First things',
      '    chapters:',
      '      - file: a/one',
      '      - file: a/two.md',
      '        sections:',
      '          - file: a/two-more',
      '  - chapters:',
      '      - url: https://example.com',
      '        title: Elsewhere',
      '      - file: b/three',
      '        title: Third',
    ].join('\n');
    expect(jupyterBookTocEntries(toc, 'book/_toc.yml', LISTED)).toEqual([
      ['book/intro.md', { depth: 0, title: '' }],
      [
        'book/a/one.md',
        { depth: 1, title: '', part: 'First things', partAt: { file: 'book/_toc.yml', line: 4 } },
      ],
      [
        'book/a/two.md',
        { depth: 1, title: '', part: 'First things', partAt: { file: 'book/_toc.yml', line: 4 } },
      ],
      [
        'book/a/two-more.md',
        {
          depth: 2,
          title: '',
          part: 'First things',
          partAt: { file: 'book/_toc.yml', line: 4 },
          sectionOfPageAbove: true,
        },
      ],
      ['book/b/three.md', { depth: 1, title: 'Third' }],
    ]);
  });

  it('reads the list form before Jupyter Book 0.11, its `part:` items titling their chapters', () => {
    const toc = ['- file: intro', '- part: Basics', '  chapters:', '  - file: a/one', '- file: b/three'].join(
      '\n',
    );
    expect(jupyterBookTocEntries(toc, 'book/_toc.yml', LISTED)).toEqual([
      ['book/intro.md', { depth: 0, title: '' }],
      ['book/a/one.md', { depth: 1, title: '', part: 'Basics', partAt: { file: 'book/_toc.yml', line: 2 } }],
      ['book/b/three.md', { depth: 1, title: '' }],
    ]);
  });

  it('reads nothing from a file that is not YAML', () => {
    expect(jupyterBookTocEntries('root: [', 'book/_toc.yml', LISTED)).toEqual([]);
  });
});
