import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { firstTitle } from './toctree-outline';

describe("a Sphinx root document's first title (the book's title when conf.py names none)", () => {
  it('is rST’s adorned line, over- and underlined or underlined, past comments and directives', () => {
    expect(firstTitle('.. comment\n\n.. meta::\n   :description: x\n\n####\nKilns\n#####\n\nText.\n')).toBe(
      'Kilns',
    );
    expect(firstTitle('Kilns and Glazes\n================\n\nSub\n---\n')).toBe('Kilns and Glazes');
    expect(firstTitle('Just a paragraph\nof two lines.\n')).toBeUndefined();
  });

  it('is Markdown’s first heading, its attributes and escapes left out, never a line inside a fence', () => {
    expect(firstTitle("```\n# not this\n```\n\n# The Potter\\'s Wheel {#wheel}\n")).toBe(
      "The Potter's Wheel",
    );
    expect(firstTitle('Dive into Kilns\n========================\n\n```toc\nch1\n```\n')).toBe(
      'Dive into Kilns',
    );
  });
});

// As Dive into Deep Learning's index.md: an unnumbered toctree (preface, notation), a numbered one of chapters whose
// index pages list their sections' pages, then the references.
describe("a d2lbook or Sphinx book's toctrees, read when it builds", () => {
  it('make the root toctree’s pages chapters (unnumbered beside a numbered toctree: no label) and their pages sections', async () => {
    const model = await buildBookModel(
      memorySource({
        'config.ini': '[project]\ntitle = Dive into Kilns\n',
        'index.md': [
          'Dive into Kilns',
          '===============',
          '',
          '```toc',
          ':maxdepth: 1',
          '',
          'chapter_preface/index',
          'chapter_notation/index',
          '```',
          '',
          '```toc',
          ':maxdepth: 2',
          ':numbered:',
          '',
          'chapter_firing/index',
          'chapter_glazing/index',
          '```',
        ].join('\n'),
        'chapter_preface/index.md': '# Preface\n\nWhy kilns.\n',
        'chapter_notation/index.md': '# Notation\n\nT is a temperature.\n',
        'chapter_firing/index.md': '# Firing\n\nOn firing.\n\n```toc\n:maxdepth: 2\n\nbisque\nglost\n```\n',
        'chapter_firing/bisque.md': '# Bisque Firing\n\n## Cones\n\nText.\n',
        'chapter_firing/glost.md': '# Glost Firing\n\nText.\n',
        'chapter_glazing/index.md': '# Glazing\n\nText.\n',
      }),
      {
        files: [
          'index.md',
          'chapter_preface/index.md',
          'chapter_notation/index.md',
          'chapter_firing/index.md',
          'chapter_firing/bisque.md',
          'chapter_firing/glost.md',
          'chapter_glazing/index.md',
        ],
        formats: {},
      },
      { bookName: 'ann/kilns' },
    );
    const divisions = model.divisions.map(
      (division) => `${division.label ?? division.kind}: ${division.title}`,
    );
    expect(divisions.filter((line) => !line.startsWith('titlepage') && !line.startsWith('toc'))).toEqual([
      'chapter: Dive into Kilns',
      'preface: Preface',
      'chapter: Notation',
      'Chapter 1: Firing',
      'Chapter 2: Glazing',
    ]);
    const firing = model.divisions.find((division) => division.title === 'Firing')!;
    expect(firing.sections.map((section) => `${section.level} ${section.title}`)).toEqual([
      '1 Bisque Firing',
      '2 Cones',
      '1 Glost Firing',
    ]);
  });
});

describe("a MyST project's myst.yml toc, read when it builds", () => {
  it("makes a group's pages chapters of the part its title names, and a page's children sections of it", async () => {
    const model = await buildBookModel(
      memorySource({
        'myst.yml': [
          'version: 1',
          'project:',
          '  toc:',
          '    - file: index.md',
          '    - title: Applications',
          '      children:',
          '        - file: boiling.md',
          '          children:',
          '            - file: steam.md',
          '        - file: kettles.md',
        ].join('\n'),
        'index.md': '# Kettle Tutorials\n\nWelcome.\n',
        'boiling.md': '# Boiling\n\nText.\n',
        'steam.md': '# Steam\n\nText.\n',
        'kettles.md': '# Kettles\n\nText.\n',
      }),
      { files: ['index.md', 'boiling.md', 'steam.md', 'kettles.md'], formats: {} },
      { bookName: 'ann/kettles' },
    );
    const divisions = model.divisions
      .filter((division) => !['titlepage', 'toc'].includes(division.kind))
      .map((division) => `${division.label ?? division.kind}: ${division.title}`);
    expect(divisions).toEqual([
      'chapter: Kettle Tutorials',
      'Part I: Applications',
      'Chapter 1: Boiling',
      'Chapter 2: Kettles',
    ]);
    expect(model.divisions.find((division) => division.title === 'Boiling')!.sections[0]).toMatchObject({
      title: 'Steam',
      level: 1,
    });
  });
});

describe("an MkDocs project's nav, read when it builds", () => {
  it("makes a section's opening page a chapter and its other pages sections; a section of titled pages a part", async () => {
    const model = await buildBookModel(
      memorySource({
        'mkdocs.yml': [
          'site_name: Kettles',
          'nav:',
          '  - Home: index.md',
          '  - Chapter 1:',
          '    - water/index.md',
          '    - 1.1 Boiling: water/boiling.md',
          '  - Appliances:',
          '    - Kettles: kettles.md',
          '    - Urns: urns.md',
        ].join('\n'),
        'docs/index.md': '# Kettles\n\nWelcome.\n',
        'docs/water/index.md': '# Water\n\nText.\n',
        'docs/water/boiling.md': '# Boiling\n\nText.\n',
        'docs/kettles.md': '# Kettles of the World\n\nText.\n',
        'docs/urns.md': '# Urns\n\nText.\n',
      }),
      {
        files: [
          'docs/index.md',
          'docs/water/index.md',
          'docs/water/boiling.md',
          'docs/kettles.md',
          'docs/urns.md',
        ],
        formats: {},
      },
      { bookName: 'ann/kettles' },
    );
    const divisions = model.divisions
      .filter((division) => !['titlepage', 'toc'].includes(division.kind))
      .map((division) => `${division.label ?? division.kind}: ${division.title}`);
    expect(divisions).toEqual([
      'chapter: Kettles',
      'Chapter 1: Water',
      'Part I: Appliances',
      'Chapter 2: Kettles of the World',
      'Chapter 3: Urns',
    ]);
    expect(model.divisions.find((division) => division.title === 'Water')!.sections[0]).toMatchObject({
      title: 'Boiling',
      level: 1,
    });
  });
});

describe('a page nested below a preface or appendix page in an outline', () => {
  it('is a section of it, as of a chapter', async () => {
    const model = await buildBookModel(
      memorySource({
        'mkdocs.yml': [
          'site_name: Kettles',
          'nav:',
          '  - Preface:',
          '    - preface/index.md',
          '    - 0.1 About This Book: preface/about.md',
          '  - Chapter 1:',
          '    - water/index.md',
          '  - Appendix:',
          '    - appendix/index.md',
          '    - A.1 Terms: appendix/terms.md',
        ].join('\n'),
        'docs/preface/index.md': '# Preface\n\nWhy kettles.\n',
        'docs/preface/about.md': '# About This Book\n\nText.\n',
        'docs/water/index.md': '# Water\n\nText.\n',
        'docs/appendix/index.md': '# Appendix: Tables\n\nText.\n',
        'docs/appendix/terms.md': '# Terms\n\nText.\n',
      }),
      {
        files: [
          'docs/preface/index.md',
          'docs/preface/about.md',
          'docs/water/index.md',
          'docs/appendix/index.md',
          'docs/appendix/terms.md',
        ],
        formats: {},
      },
      { bookName: 'ann/kettles' },
    );
    const divisions = model.divisions
      .filter((division) => !['titlepage', 'toc'].includes(division.kind))
      .map(
        (division) =>
          `${division.kind}: ${division.title} [${division.sections.map((s) => s.title).join(', ')}]`,
      );
    expect(divisions).toEqual([
      'preface: Preface [About This Book]',
      'chapter: Water []',
      'appendix: Tables [Terms]',
    ]);
  });
});
