import { formatWarning } from '../warnings';
import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';

/** An mdBook book whose every page opens with a # title, its pages nested only in SUMMARY.md. */
const pages = {
  'src/SUMMARY.md': [
    '# Summary',
    '',
    '[Welcome](welcome.md)',
    '',
    '# Workshop',
    '',
    '- [Timber](timber.md)',
    '  - [Seasoning](timber/seasoning.md)',
    '    - [Air drying](timber/air.md)',
    '  - [Grain](timber/grain.md)',
    '- [Joints](joints.md)',
    '  - [Dovetails](joints/dovetails.md)',
  ].join('\n'),
  'src/welcome.md': '# Welcome\n\nHello.\n',
  'src/timber.md': '# Timber\n\nWood.\n',
  'src/timber/seasoning.md': '# Seasoning\n\nDry it.\n\n## Moisture\n\nTwelve percent.\n',
  'src/timber/air.md': '# Air drying\n\nStack it.\n',
  'src/timber/grain.md': '# Grain\n\nRead it.\n\n# More to read\n\nBooks.\n',
  'src/joints.md': '# Joints\n\nJoin it.\n',
  'src/joints/dovetails.md': '# Dovetails\n\nTails first.\n',
};
/** The same summary without its part title: a GitBook book's top-level pages are then its navigation's groups. */
const ungrouped = { 'src/SUMMARY.md': pages['src/SUMMARY.md'].replace('# Workshop\n\n', '') };
const listed = [
  'src/welcome.md',
  'src/timber.md',
  'src/timber/seasoning.md',
  'src/timber/air.md',
  'src/timber/grain.md',
  'src/joints.md',
  'src/joints/dovetails.md',
];

const model = (files: Record<string, string>) =>
  buildBookModel(memorySource(files), { files: listed, formats: {} }, { bookName: 'ann/joinery' });

describe("An mdBook book's nested pages", () => {
  it('are sections of the page SUMMARY.md nests them under, a level down a depth, as mdBook numbers them (1.1, 1.1.1)', async () => {
    const book = await model({ ...pages, 'book.toml': '[book]\ntitle = "Joinery"\n' });
    expect(book.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['chapter', undefined, 'Welcome'],
      // A SUMMARY.md part title is printed as written, as mdBook shows it.
      ['part', undefined, 'Workshop'],
      ['chapter', 'Chapter 1', 'Timber'],
      ['chapter', 'Chapter 2', 'Joints'],
    ]);
    const [timber, joints] = book.divisions.slice(2);
    expect(timber!.sections.map((s) => [s.level, s.title])).toEqual([
      [1, 'Seasoning'],
      [2, 'Moisture'],
      [2, 'Air drying'],
      [1, 'Grain'],
      // The page's second # heading stays in its page, a level below the page's title.
      [2, 'More to read'],
    ]);
    expect(joints!.sections.map((s) => [s.level, s.title])).toEqual([[1, 'Dovetails']]);
    expect(book.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^src\/timber\/grain\.md:5: the heading "More to read" is a # heading/),
    ]);
  });

  // ackreq/mdlearn heads every page with ## and writes its sections at that level too (makrdown-history.md's
  // "## پیدایش مارک‌دون" under "## آشنایی با زبان‌های مارک‌آپ"): each was told it is a # heading, to be written as ##.
  it("keep a page's later heading at its own top level, ## as the page's title is, a section of the page with no warning", async () => {
    const book = await model({
      ...pages,
      'book.toml': '[book]\ntitle = "Joinery"\n',
      ...Object.fromEntries(
        Object.entries(pages)
          .filter(([path]) => path !== 'src/SUMMARY.md')
          .map(([path, text]) => [path, text.replace(/^#/gm, '##')]),
      ),
    });
    const [timber] = book.divisions.slice(2);
    expect(timber!.sections.map((s) => [s.level, s.title])).toEqual([
      [1, 'Seasoning'],
      [2, 'Moisture'],
      [2, 'Air drying'],
      [1, 'Grain'],
      [2, 'More to read'],
    ]);
    expect(book.warnings.map(formatWarning)).toEqual([]);
  });

  it('are found through book.toml naming another source folder', async () => {
    const book = await model({ ...pages, 'book.toml': '[book]\nsrc = "src"\n' });
    expect(book.divisions.filter((d) => d.kind === 'chapter')).toHaveLength(3);
    const moved = await model({ ...pages, ...ungrouped, 'book.toml': '[book]\nsrc = "pages"\n' });
    // That book.toml's SUMMARY.md is another one: this one is read as GitBook's, its groups parts.
    expect(moved.divisions.filter((d) => d.kind === 'part').map((d) => d.title)).toEqual([
      'Timber',
      'Joints',
    ]);
  });

  it("are a GitBook book's (no book.toml) chapters of its groups, and sections of them from the third level", async () => {
    const book = await model({ ...pages, ...ungrouped });
    expect(book.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['chapter', 'Welcome'],
      ['part', 'Timber'],
      ['chapter', 'Seasoning'],
      ['chapter', 'Grain'],
      ['part', 'Joints'],
      ['chapter', 'Dovetails'],
    ]);
    expect(book.divisions[2]!.sections.map((s) => [s.level, s.title])).toEqual([
      [1, 'Moisture'],
      [1, 'Air drying'],
    ]);
  });

  it("are sections in a GitBook book with part titles too, as GitBook's navigation nests them", async () => {
    const book = await model(pages);
    expect(book.divisions.filter((d) => d.kind === 'chapter').map((d) => d.title)).toEqual([
      'Welcome',
      'Timber',
      'Joints',
    ]);
  });
});

// bevy-cheatbook's WSL2 page, nested below Windows, opens with a version note before its ## heading; halo2's
// "Incomplete and complete addition" page with a paragraph. mdBook shows both at their SUMMARY.md depth (17.3.1), by
// the names SUMMARY.md gives them.
describe("An mdBook book's nested page that opens with text or a ## heading, or has none", () => {
  const files = {
    'book.toml': '[book]\ntitle = "Games"\n',
    'src/SUMMARY.md': [
      '- [Platforms](p.md)',
      '  - [Windows](p/win.md)',
      '    - [WSL2](p/wsl.md)',
      '    - [Addition](p/add.md)',
      '  - [Linux](p/linux.md)',
    ].join('\n'),
    'src/p.md': '# Platforms\n\nIntro.\n',
    'src/p/win.md': '# Windows Desktop\n\nWin text.\n\n## Distributing\n\nDist.\n',
    'src/p/wsl.md': '> Version: 0.12\n\n## Working in WSL2\n\nWSL text.\n',
    'src/p/add.md': 'Points are added so.\n',
    'src/p/linux.md': '# Linux Desktop\n\nLinux text.\n',
  };
  it('is a section at its SUMMARY.md depth, titled as SUMMARY.md names it, its own headings below, with no warning', async () => {
    const book = await buildBookModel(
      memorySource(files),
      { files: ['src/p.md', 'src/p/win.md', 'src/p/wsl.md', 'src/p/add.md', 'src/p/linux.md'], formats: {} },
      { bookName: 'ann/games' },
    );
    expect(book.divisions.map((d) => d.title)).toEqual(['Platforms']);
    expect(book.divisions[0]!.sections.map((s) => [s.level, s.title])).toEqual([
      [1, 'Windows Desktop'],
      [2, 'Distributing'],
      [2, 'WSL2'],
      [2, 'Addition'],
      [1, 'Linux Desktop'],
    ]);
    // The page's note stays on its page, below its title; its own heading a level below.
    expect(book.divisions[0]!.html).toMatch(
      /<h3[^>]*>WSL2<\/h3>\s*<blockquote>.*Version: 0\.12.*<h4[^>]*>Working in WSL2</s,
    );
    expect(book.divisions[0]!.html).toMatch(/<h3[^>]*>Addition<\/h3>\s*<p>Points are added so/);
    expect(book.warnings.map(formatWarning)).toEqual([]);
  });
});
