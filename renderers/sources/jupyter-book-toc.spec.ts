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

  it('leaves unnumbered the chapters of a part without `numbered` when another part has it', () => {
    const toc = [
      'format: jb-book',
      'root: intro',
      'parts:',
      '- caption: Front Matter',
      '  chapters:',
      '    - file: a/one',
      '- caption: Chapters',
      '  numbered: 3',
      '  chapters:',
      '    - file: a/two',
      '      sections:',
      '        - file: a/two-more',
    ].join('\n');
    const unnumbered = jupyterBookTocEntries(toc, 'book/_toc.yml', LISTED)
      .filter(([, page]) => page.unnumbered)
      .map(([path]) => path);
    expect(unnumbered).toEqual(['book/a/one.md']);
  });

  it('numbers every chapter when no part asks for numbers, or every part does by default', () => {
    const parts = [
      'parts:',
      '- caption: A',
      '  chapters:',
      '    - file: a/one',
      '- caption: B',
      '  chapters:',
    ];
    const toc = ['format: jb-book', 'root: intro', ...parts, '    - file: b/three'];
    const numberedByDefault = ['format: jb-book', 'root: intro', 'defaults:', '  numbered: true', ...parts];
    for (const written of [toc, [...numberedByDefault, '    - file: b/three']])
      expect(
        jupyterBookTocEntries(written.join('\n'), 'book/_toc.yml', LISTED).some(
          ([, page]) => page.unnumbered,
        ),
      ).toBe(false);
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

  it("leaves a front matter part's pages unnumbered when only the chapters part is numbered, as Jupyter Book does", async () => {
    const source = memorySource({
      '_toc.yml':
        'format: jb-book\nroot: index.md\nparts:\n- caption: Front Matter\n  chapters:\n' +
        '    - file: preface-text.md\n    - file: acknowledgements.md\n' +
        '- caption: Chapters\n  numbered: 3\n  chapters:\n    - file: intro.md\n    - file: reading.md\n',
      'index.md': '# Data Science\n\nWelcome.\n',
      'preface-text.md': '# Preface\n\nWhy.\n',
      'acknowledgements.md': '# Acknowledgments\n\nThanks.\n',
      'intro.md': '# Python and Pandas\n\nText.\n',
      'reading.md': '# Reading in data\n\nText.\n',
    });
    const files = ['index.md', 'preface-text.md', 'acknowledgements.md', 'intro.md', 'reading.md'];
    const model = await buildBookModel(source, { files, formats: {} }, { bookName: 'ann/book' });
    expect(model.divisions.map((d) => [d.kind, d.label ?? '', d.title])).toEqual([
      ['chapter', '', 'Data Science'],
      ['preface', '', 'Preface'],
      ['part', 'Part I', 'Front Matter'],
      ['chapter', '', 'Acknowledgments'],
      ['part', 'Part II', 'Chapters'],
      ['chapter', 'Chapter 1', 'Python and Pandas'],
      ['chapter', 'Chapter 2', 'Reading in data'],
    ]);
  });
});
