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

  // As AllenDowney/ThinkPython (Think Python 3e): the banner, then a setup cell in most chapters, another in some.
  it('is left out where more follows it too, a file keeping its warning for what is left above its title', async () => {
    const order = 'You can order print and ebook versions of *Think Python 3e* from Bookshop.org.\n';
    const setup = '```python\ndownload("thinkpython.py")\n```\n';
    const model = await book({
      'chap00.md': `${order}\n# Preface\n\nWelcome.\n`,
      'chap01.md': `${order}\n# Programming as a Way of Thinking\n\nThink.\n`,
      'chap02.md': `${order}\n${setup}\n# Variables\n\nNames.\n`,
      'chap03.md': `${order}\n${setup}\n# Functions\n\nCalls.\n`,
      'chap04.md': `${order}\n${setup}\n\`\`\`python\nimport jupyturtle\n\`\`\`\n\n# Interfaces\n\nTurtles.\n`,
      'chap06.md': `${order}\n${setup}\n# Loops\n\nFor.\n`,
      'chap05.md': `${order}\nHow to read this chapter.\n\n# Conditionals\n\nIf.\n`,
      'chap19.md': `${order}\n# Final Thoughts\n\nDone.\n`,
    });
    const html = (title: string) => model.divisions.find((division) => division.title === title)!.html;
    for (const division of model.divisions) expect(division.html).not.toContain('You can order');
    expect(html('Variables')).not.toContain('download(');
    expect(html('Interfaces')).not.toContain('download(');
    expect(html('Interfaces')).toContain('jupyturtle');
    expect(html('Conditionals')).toContain('How to read this chapter.');
    expect(model.warnings.map(formatWarning)).toEqual([
      'chap00.md:1: 8 files open with the same text before their titles ("You can order print and ebook versions ' +
        'of Think Python 3e fr…"; here and in chap01.md, chap02.md, chap03.md and 4 more): a web page\'s banner, ' +
        'repeated on every page of the site; it is left out of the book. To print it, write it once, in a file of ' +
        'its own',
      expect.stringMatching(/^chap04\.md:1: the file opens with text before its first title "Interfaces"/),
      expect.stringMatching(/^chap05\.md:1: the file opens with text before its first title "Conditionals"/),
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

// bevy-cheatbook opens each page with `{{#include ../include/header013.md}}`, its Bevy version, one header for each
// group of pages: 103 pages lost it as a site's banner.
describe("an mdBook page header the author includes above each page's title", () => {
  it('is kept above each title, as mdBook shows it, with no warning for the header alone', async () => {
    const header = (version: string) => `|Bevy Version:|${version}|\n|---|---|\n`;
    const page = (version: string, title: string) =>
      `{{#include include/header${version}.md}}\n\n# ${title}\n\nText.\n`;
    const files = {
      'src/a.md': page('013', 'Input'),
      'src/b.md': page('013', 'Windows'),
      'src/c.md': page('013', 'Assets'),
      'src/d.md': page('014', 'Cameras'),
      'src/e.md': page('014', 'Time'),
      'src/f.md': page('014', 'Audio'),
      'src/g.md': `{{#include include/header014.md}}\n\nSee the examples.\n\n# Bundles\n\nText.\n`,
    };
    const model = await buildBookModel(
      memorySource({
        ...files,
        'book.toml': '[book]\ntitle = "Cheatbook"\n',
        'src/include/header013.md': header('0.13'),
        'src/include/header014.md': header('0.14'),
      }),
      { files: Object.keys(files), formats: {} },
      { bookName: 'ann/cheatbook' },
    );
    expect(model.divisions.map((division) => division.html.includes('Bevy Version:'))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(model.divisions[3]!.html).toContain('0.14');
    // Text of the page's own above its title is still the author's to move.
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^src\/g\.md:1: the file opens with text before its first title "Bundles"/),
    ]);
  });
});
