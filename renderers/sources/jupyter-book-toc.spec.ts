import { jupyterBookTocEntries } from './jupyter-book-toc';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';

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

describe("a Jupyter Book's parts in the book", () => {
  it("put a part's opening preface before the part, unnumbered, after the unnumbered root page (O'Reilly's template)", async () => {
    const page = (title: string) =>
      JSON.stringify({
        cells: [{ cell_type: 'markdown', metadata: {}, source: [`# ${title}\n`, '\n', 'Text.\n'] }],
        metadata: {},
        nbformat: 4,
        nbformat_minor: 5,
      });
    const source = memorySource({
      '_toc.yml':
        'format: jb-book\nroot: README\nparts:\n  - caption: Foundations\n    chapters:\n    - file: preface\n' +
        '    - file: ch01\n    - file: ch02\n',
      'README.md': '# Welcome to the Book\n\nHello.\n',
      'preface.ipynb': page('Preface'),
      'ch01.ipynb': page('Getting Started'),
      'ch02.ipynb': page('Going Further'),
    });
    const model = await buildBookModel(
      source,
      { files: ['README.md', 'preface.ipynb', 'ch01.ipynb', 'ch02.ipynb'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((d) => [d.kind, d.label ?? '', d.title])).toEqual([
      ['chapter', '', 'Welcome to the Book'],
      ['preface', '', 'Preface'],
      ['part', 'Part I', 'Foundations'],
      ['chapter', 'Chapter 1', 'Getting Started'],
      ['chapter', 'Chapter 2', 'Going Further'],
    ]);
  });
});
