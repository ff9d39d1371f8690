import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

describe("Leanpub's frontmatter.txt, mainmatter.txt and backmatter.txt, listed as Book.txt lists them", () => {
  // As The Dyalog Cookbook's Book.txt: each marker file holds only its directive.
  it('are read as where the divisions begin, with no warning: only the main matter’s chapters are numbered', async () => {
    const book = {
      'manuscript/frontmatter.txt': '{frontmatter}\n',
      'manuscript/about.md': '# About This Book\n\nHi.\n',
      'manuscript/mainmatter.txt': '{mainmatter}\n',
      'manuscript/ch1.md': '# First\n\nText.\n',
      'manuscript/backmatter.txt': '{backmatter}\n',
      'manuscript/glossary.md': '# Glossary of Terms\n\nTerms.\n',
    };
    const model = await buildBookModel(
      memorySource(book),
      { files: Object.keys(book), formats: {} },
      { bookName: 'ann/cookbook' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(model.divisions.map((d) => d.title)).toEqual(['About This Book', 'First', 'Glossary of Terms']);
    expect(model.divisions.map((d) => d.label)).toEqual([undefined, 'Chapter 1', undefined]);
  });

  // As bpesquet/thejsway: an "Introduction" part in the front matter, a "Conclusion" part in the back matter.
  it('numbers only the main matter’s parts, as Leanpub does', async () => {
    const book = {
      'manuscript/frontmatter.md': '{frontmatter}\n',
      'manuscript/introduction.md': '-# Introduction\n',
      'manuscript/about.md': '# About This Book\n\nHi.\n',
      'manuscript/mainmatter.md': '{mainmatter}\n',
      'manuscript/part1.md': '-# Basics\n',
      'manuscript/ch1.md': '# First\n\nText.\n',
      'manuscript/backmatter.md': '{backmatter}\n',
      'manuscript/conclusion.md': '-# Conclusion\n',
      'manuscript/end.md': '# Where Next\n\nMore.\n',
    };
    const model = await buildBookModel(
      memorySource(book),
      { files: Object.keys(book), formats: {} },
      { bookName: 'bpesquet/thejsway' },
    );
    const parts = model.divisions.filter((d) => d.kind === 'part');
    expect(parts.map((d) => [d.title, d.label])).toEqual([
      ['Introduction', undefined],
      ['Basics', 'Part I'],
      ['Conclusion', undefined],
    ]);
  });

  it('a .txt file holding more than directives is still skipped with the advice to rename it', async () => {
    const model = await buildBookModel(
      memorySource({
        'manuscript/frontmatter.txt': '{frontmatter}\n\n# Preface\n\nHello.\n',
        'manuscript/ch1.md': '# First\n\nText.\n',
      }),
      { files: ['manuscript/frontmatter.txt', 'manuscript/ch1.md'], formats: {} },
      { bookName: 'ann/cookbook' },
    );
    expect(model.warnings.map(formatWarning).join('\n')).toContain(
      'manuscript/frontmatter.txt: unknown source type ".txt"',
    );
  });
});
