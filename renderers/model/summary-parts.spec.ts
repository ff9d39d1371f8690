import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';
import { renderTocList } from './generated-content';

describe('openSummaryParts', () => {
  const files = {
    'SUMMARY.md': [
      '# Summary',
      '',
      '# Basics',
      '',
      '- [Saws](saws.md)',
      '',
      '# Closing',
      '',
      '- [Thanks](thanks.md)',
      '- [Glossary](glossary.md)',
      '- [Further tools](tools.md)',
      '',
      '# Reference',
      '',
      '- [Planes](planes.md)',
      '- [Bibliography](bibliography.md)',
    ].join('\n'),
    'saws.md': '# Saws\n\nCut.\n',
    'thanks.md': '# Thanks\n\nTo all.\n',
    'glossary.md': '# Glossary\n\nKerf\n: the cut.\n',
    'tools.md': '# Further tools\n\nChisels.\n',
    'planes.md': '# Planes\n\nSmooth.\n',
    'bibliography.md': '# Bibliography\n\nBooks.\n',
  };
  const listed = ['saws.md', 'thanks.md', 'glossary.md', 'tools.md', 'planes.md', 'bibliography.md'];

  it("keeps a back-matter page SUMMARY.md lists between a part's chapters in that part, where the contents list it", async () => {
    const model = await buildBookModel(
      memorySource(files),
      { files: listed, formats: {} },
      { bookName: 'x' },
    );
    const partOf = (title: string) => {
      const division = model.divisions.find((d) => d.title === title)!;
      return model.divisions.find((d) => d.id === division.partId)?.title;
    };
    expect(model.divisions.find((d) => d.title === 'Glossary')?.kind).toBe('glossary');
    expect(partOf('Glossary')).toBe('Closing');
    expect(partOf('Further tools')).toBe('Closing');
    // Last in its part, back matter stays after the parts, as before.
    expect(partOf('Bibliography')).toBeUndefined();
    const contents = renderTocList(model, (id) => `#${id}`).replace(/<[^>]+>/g, ' ');
    expect(contents.replace(/\s+/g, ' ').trim()).toMatch(
      /Closing .*Thanks .*Glossary .*Further tools .*Reference/,
    );
  });
});

// comprehensive-rust's `# Day 1: Morning` printed as "Part I. Day 1: Morning"; mdBook shows the title alone.
describe("An mdBook SUMMARY.md's part titles", () => {
  it('are printed as written, numbered only where the author wrote a number', async () => {
    const summary = (first: string) =>
      `# Summary\n\n# ${first}\n\n- [Saws](saws.md)\n\n# Day 1: Afternoon\n\n- [Planes](planes.md)\n`;
    const build = (first: string) =>
      buildBookModel(
        memorySource({
          'book.toml': '[book]\ntitle = "Tools"\n',
          'src/SUMMARY.md': summary(first),
          'src/saws.md': '# Saws\n\nCut.\n',
          'src/planes.md': '# Planes\n\nSmooth.\n',
        }),
        { files: ['src/saws.md', 'src/planes.md'], formats: {} },
        { bookName: 'x' },
      );
    const parts = async (first: string) =>
      (await build(first)).divisions.filter((d) => d.kind === 'part').map((d) => [d.label, d.title]);
    expect(await parts('Day 1: Morning')).toEqual([
      [undefined, 'Day 1: Morning'],
      [undefined, 'Day 1: Afternoon'],
    ]);
    expect(await parts('Part 1: Morning')).toEqual([
      ['Part 1', 'Part 1: Morning'],
      [undefined, 'Day 1: Afternoon'],
    ]);
  });

  // ackreq/mdlearn opens its part "Markdown" with a page headed `## مقدمه` ("Introduction"): it was made unnumbered
  // front matter, the part lost with the pages below it. mdBook numbers every chapter its lists hold.
  it("keep a part's first chapter a numbered chapter of the part, whatever its title", async () => {
    const build = (language: string, opening: string) =>
      buildBookModel(
        memorySource({
          'book.toml': `[book]\ntitle = "Notes"\nlanguage = "${language}"\n`,
          'src/SUMMARY.md': [
            '# Summary',
            '',
            '[Foreword](foreword.md)',
            '',
            '## Markdown',
            '',
            '- [About Markdown](./a.md)',
            '  - [Footnotes](./b.md)',
            '',
            '## Pandoc',
            '',
            '- [Pandoc](./c.md)',
          ].join('\n'),
          'src/foreword.md': '## Foreword\n\nWhy.\n',
          'src/a.md': `## ${opening}\n\nFirst.\n`,
          'src/b.md': '## Footnotes\n\nNotes.\n',
          'src/c.md': '## Pandoc\n\nText.\n',
        }),
        { files: ['src/foreword.md', 'src/a.md', 'src/b.md', 'src/c.md'], formats: {} },
        { bookName: 'x' },
      );
    for (const [language, opening] of [
      ['fa', 'مقدمه'],
      ['en', 'Introduction'],
    ]) {
      const model = await build(language!, opening!);
      const shape = model.divisions.map((d) => [
        d.kind,
        d.number,
        d.title,
        model.divisions.find((part) => part.id === d.partId)?.title,
      ]);
      expect(shape).toEqual([
        ['foreword', undefined, 'Foreword', undefined],
        ['part', undefined, 'Markdown', undefined],
        ['chapter', '1', opening, 'Markdown'],
        ['part', undefined, 'Pandoc', undefined],
        ['chapter', '2', 'Pandoc', 'Pandoc'],
      ]);
    }
  });
});

describe("A GitBook book's groups (a SUMMARY.md page with pages nested below it)", () => {
  /** Linux Insides' shape: each group's README over pages that each open with a # title, and pages after the groups. */
  const files = {
    'book.json': '{ "title": "Kernel notes" }',
    'SUMMARY.md': [
      '### Summary',
      '',
      '* [Booting](Booting/README.md)',
      '    * [From bootloader to kernel](Booting/boot-1.md)',
      '    * [First steps](Booting/boot-2.md)',
      '* [Interrupts](Interrupts/README.md)',
      '    * [Introduction](Interrupts/irq-1.md)',
      '    * [RCU]()',
      '* [SMP]()',
      '* [Useful links](LINKS.md)',
    ].join('\n'),
    'Booting/README.md':
      '# Kernel Boot Process\n\nThis chapter walks the boot path.\n\n## How to read\n\nIn order.\n',
    'Booting/boot-1.md': '# Kernel booting process. Part 1\n\nPower on.\n\n## The bootloader\n\nGRUB.\n',
    'Booting/boot-2.md': '# Kernel booting process. Part 2\n\nSetup.\n',
    'Interrupts/README.md': '# Interrupts\n\nHandlers.\n',
    'Interrupts/irq-1.md': '# Interrupts. Part 1.\n\nThe IDT.\n',
    'LINKS.md': '# Useful links\n\nManuals.\n',
  };
  const listed = [
    'Booting/README.md',
    'Booting/boot-1.md',
    'Booting/boot-2.md',
    'Interrupts/README.md',
    'Interrupts/irq-1.md',
    'LINKS.md',
  ];
  const build = (book: Record<string, string>) =>
    buildBookModel(memorySource(book), { files: listed, formats: {} }, { bookName: 'x' });
  const shape = (model: Awaited<ReturnType<typeof build>>) =>
    model.divisions.map((d) => [
      d.kind,
      d.label,
      d.title,
      model.divisions.find((part) => part.id === d.partId)?.title,
    ]);

  it('are parts, the group page their introduction and the pages below it their chapters, as GitBook shows them', async () => {
    const model = await build(files);
    expect(shape(model)).toEqual([
      ['part', 'Part I', 'Kernel Boot Process', undefined],
      ['chapter', 'Chapter 1', 'Kernel booting process. Part 1', 'Kernel Boot Process'],
      ['chapter', 'Chapter 2', 'Kernel booting process. Part 2', 'Kernel Boot Process'],
      ['part', 'Part II', 'Interrupts', undefined],
      ['chapter', 'Chapter 3', 'Interrupts. Part 1.', 'Interrupts'],
      // Listed beside the groups, not in one: after the parts.
      ['chapter', 'Chapter 4', 'Useful links', undefined],
    ]);
    // The group page's text and sections open its part.
    const booting = model.divisions[0]!;
    expect(booting.html).toMatch(/^<section data-type="part"[^>]*>.*This chapter walks the boot path/s);
    expect(booting.sections.map((s) => s.title)).toEqual(['How to read']);
    expect(model.warnings).toEqual([]);
    const contents = renderTocList(model, (id) => `#${id}`)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(contents).toMatch(
      /Part I.*Kernel Boot Process .*Part 1 .*Part 2 .*Part II.*Interrupts .*Useful links/,
    );
  });

  it('are a part in a book of one group too, not a chapter beside its own pages', async () => {
    const model = await build({
      ...files,
      'SUMMARY.md': files['SUMMARY.md'].replace('* [Interrupts]', '    * [Interrupts]'),
    });
    expect(shape(model)).toEqual([
      ['part', 'Part I', 'Kernel Boot Process', undefined],
      ['chapter', 'Chapter 1', 'Kernel booting process. Part 1', 'Kernel Boot Process'],
      ['chapter', 'Chapter 2', 'Kernel booting process. Part 2', 'Kernel Boot Process'],
      ['chapter', 'Chapter 3', 'Interrupts', 'Kernel Boot Process'],
      ['chapter', 'Chapter 4', 'Interrupts. Part 1.', 'Kernel Boot Process'],
      ['chapter', 'Chapter 5', 'Useful links', undefined],
    ]);
  });

  it('stay chapters when one group holds every page the summary lists: that group is the book, not a part', async () => {
    const model = await build({
      ...files,
      'SUMMARY.md': files['SUMMARY.md']
        .replace('* [Interrupts]', '    * [Interrupts]')
        .replace('* [SMP]()', '    * [SMP]()')
        .replace('* [Useful links]', '    * [Useful links]'),
    });
    expect(model.divisions.map((d) => d.kind)).toEqual(Array(6).fill('chapter'));
  });

  it("stay chapters when their titles carry the author's own chapter numbers", async () => {
    const model = await build({
      ...files,
      'Booting/README.md': '# 1. Booting\n\nThe boot path.\n',
      'Interrupts/README.md': '# 2. Interrupts\n\nHandlers.\n',
    });
    expect(model.divisions.map((d) => d.kind)).toEqual(Array(6).fill('chapter'));
  });
});

// JS Primer's outline, one part of it: a group titled as a part, the appendix titled with the appendix word, the closing
// words after it.
describe('A GitBook book of one group titled as a part, then appendixes and closing words', () => {
  const files = {
    'SUMMARY.md': [
      '# 目次',
      '',
      '- [はじめに](src/intro.md)',
      '- [第一部: 基本](src/p1/README.md)',
      '    - [変数](src/p1/a.md)',
      '    - [関数](src/p1/b.md)',
      '- [付録: リンク集](src/links.md)',
      '- [おわりに](src/outro.md)',
    ].join('\n'),
    'src/intro.md': '# はじめに\n\n本文。\n',
    'src/p1/README.md': '# 第一部: 基本\n\n本文。\n',
    'src/p1/a.md': '# 変数\n\n本文。\n',
    'src/p1/b.md': '# 関数\n\n本文。\n',
    'src/links.md': '# 付録: リンク集\n\n本文。\n',
    'src/outro.md': '# おわりに\n\n本文。\n',
  };
  const listed = [
    'src/intro.md',
    'src/p1/README.md',
    'src/p1/a.md',
    'src/p1/b.md',
    'src/links.md',
    'src/outro.md',
  ];

  it('prints the group as a part, the appendix labelled once, the closing words unlettered', async () => {
    const model = await buildBookModel(
      memorySource(files),
      { files: listed, formats: {}, lang: 'ja' },
      { bookName: 'x' },
    );
    expect(
      model.divisions.map((d) => [
        d.kind,
        d.label,
        d.title,
        model.divisions.find((part) => part.id === d.partId)?.title,
      ]),
    ).toEqual([
      ['preface', undefined, 'はじめに', undefined],
      ['part', '第1部', '第一部: 基本', undefined],
      ['chapter', '第1章', '変数', '第一部: 基本'],
      ['chapter', '第2章', '関数', '第一部: 基本'],
      ['appendix', '付録A', 'リンク集', undefined],
      ['afterword', undefined, 'おわりに', undefined],
    ]);
  });
});

describe('A closing chapter after the appendixes', () => {
  it('is not lettered as one more appendix, in English or Chinese', async () => {
    const files = {
      'intro.md': '# Setup\n\nText.\n',
      'app.md': '# 附录：参考资料\n\nText.\n',
      'end.md': '# Conclusion\n\nText.\n',
      'zh.md': '# 结语\n\nText.\n',
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: Object.keys(files), formats: {} },
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['chapter', 'Chapter 1', 'Setup'],
      ['appendix', 'Appendix A', '参考资料'],
      ['conclusion', undefined, 'Conclusion'],
      ['afterword', undefined, '结语'],
    ]);
  });
});
