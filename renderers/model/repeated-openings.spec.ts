import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

const banner =
  '<img src="fig/cover-small.jpg" alt="">\n*This notebook contains an excerpt from the Whirlwind Tour of Python by ' +
  'Jake VanderPlas; the content is available on GitHub.*\n';

async function book(files: Record<string, string>) {
  return buildBookModel(
    memorySource({ ...files, 'fig/cover-small.jpg': 'not read' }),
    { files: Object.keys(files), formats: {} },
    { bookName: 'ann/tour' },
  );
}

describe('the same text atop every file, above its title (a web page banner)', () => {
  it('is left out of each chapter, with one warning naming the files', async () => {
    const model = await book({
      '00-Intro.md': `${banner}\n# Introduction\n\nPython is fun.\n`,
      '01-Run.md': `${banner}\n# How to Run Python Code\n\nType python.\n`,
      '02-Syntax.md': `${banner}\n# Syntax\n\nIndentation matters.\n`,
      '03-Own.md': 'An epigraph of its own.\n\n# Variables\n\nNames.\n',
    });
    for (const division of model.divisions.slice(0, 3)) {
      expect(division.html).not.toContain('excerpt');
      expect(division.html).not.toContain('cover-small');
    }
    expect(model.divisions[3]!.html).toContain('An epigraph of its own.');
    expect(model.warnings.map(formatWarning)).toEqual([
      '00-Intro.md:1: 3 files open with the same text before their titles ("*This notebook contains an excerpt from ' +
        'the Whirlwind Tour o…"; here and in 01-Run.md, 02-Syntax.md): a web page\'s banner, repeated on every ' +
        'page of the site; it is left out of the book. To print it, write it once, in a file of its own',
      expect.stringMatching(/^03-Own\.md:1: the file opens with text before its first title "Variables"/),
    ]);
  });

  it('is kept, with each file warned of, when only two files open alike', async () => {
    const model = await book({
      'a.md': `${banner}\n# A\n\nText.\n`,
      'b.md': `${banner}\n# B\n\nText.\n`,
    });
    expect(model.divisions.every((division) => division.html.includes('excerpt'))).toBe(true);
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^a\.md:1: the file opens with text before its first title "A"/),
      expect.stringMatching(/^b\.md:1: the file opens with text before its first title "B"/),
    ]);
  });
});
