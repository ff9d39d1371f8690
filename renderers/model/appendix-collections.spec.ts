import { memorySource } from '../test-support/memory-source';
import { PlatformConfig } from '../types';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

async function build(files: Record<string, string>, extra: Partial<PlatformConfig> = {}) {
  return buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {}, ...extra },
    { bookName: 'ann/book' },
  );
}

const outline = (model: Awaited<ReturnType<typeof build>>) =>
  model.divisions.map((d) => [d.label ?? d.kind, d.title, d.sections.map((s) => `${s.level} ${s.title}`)]);

describe('splitAppendixCollections: one file holding the book’s appendixes as its sections', () => {
  it('reads the label of "# Appendix A References", written without a colon, as the author’s (Build Web Application with Golang)', async () => {
    const model = await build({
      'ch01.md': '# Getting Started\n\nText.\n',
      'ref.md': '# Appendix A References\n\nBooks.\n',
      'tools.md': '# Appendix B Tools of the Trade\n\nHammers.\n',
      'notes.md': '# Appendix I Wrote Later\n\nNotes.\n',
    });
    expect(outline(model)).toEqual([
      ['Chapter 1', 'Getting Started', []],
      ['Appendix A', 'References', []],
      ['Appendix B', 'Tools of the Trade', []],
      ['Appendix C', 'Appendix I Wrote Later', []],
    ]);
  });

  it('reads a Chinese, Japanese or Korean appendix label as the author’s, with or without a space or a colon', async () => {
    const model = await build(
      {
        'ch01.md': '# 开始\n\n文本。\n',
        'ref.md': '# 附录 A：参考资料\n\n书。\n',
        'tools.md': '# 附录B 工具\n\n锤子。\n',
        'more.md': '# 附录三、补充\n\n更多。\n',
        'ja.md': '# 付録D 用語集\n\n用語。\n',
        'ko.md': '# 부록 E. 도구\n\n도구.\n',
      },
      { lang: 'zh' },
    );
    // Lettered by the book, in its language: the author's own third appendix was 三.
    expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
      ['chapter', '第1章', '开始'],
      ['appendix', '附录A', '参考资料'],
      ['appendix', '附录B', '工具'],
      ['appendix', '附录C', '补充'],
      ['appendix', '附录D', '用語集'],
      ['appendix', '附录E', '도구'],
    ]);
  });

  it('makes each "## Appendix X: Title" of a Markdown "# Appendix" an appendix of its own, lettered by the book (the Rust book)', async () => {
    const model = await build({
      'ch01.md':
        '# Getting Started\n\nSee [the keywords](appendix.md#appendix-a-keywords) and [all](#appendix).\n',
      'tools.md': '# Appendix: Tools\n\nAn appendix before the collection.\n',
      'appendix.md': [
        '# Appendix',
        '',
        'The following sections contain reference material.',
        '',
        '## Appendix A: Keywords',
        '',
        'Reserved words, see [operators](#ops).',
        '',
        '### Keywords Currently in Use',
        '',
        '#### Deeper',
        '',
        '## Appendix B: Operators and Symbols {#ops}',
        '',
        'Symbols.',
        '',
        '## Appendix G - How Rust is Made and “Nightly Rust”',
        '',
        'Trains.',
      ].join('\n'),
    });
    expect(outline(model)).toEqual([
      ['Chapter 1', 'Getting Started', []],
      ['Appendix A', 'Tools', []],
      ['Appendix B', 'Keywords', ['1 Keywords Currently in Use', '2 Deeper']],
      ['Appendix C', 'Operators and Symbols', []],
      ['Appendix D', 'How Rust is Made and “Nightly Rust”', []],
    ]);
    const [chapter, , keywords, operators] = model.divisions;
    expect(keywords!.id).toBe('appendix-a-keywords');
    expect(operators!.id).toBe('ops');
    expect(keywords!.html).toMatch(
      /^<section data-type="appendix" id="appendix-a-keywords"><h1><span class="division-label">Appendix B<\/span> Keywords<\/h1><a id="appendix"><\/a>\s*<p>The following sections contain reference material.<\/p>\s*<p>Reserved words, see <a href="#ops">operators<\/a>.<\/p>\s*<h2 id="keywords-currently-in-use">Keywords Currently in Use<\/h2>\s*<h3 id="deeper">Deeper<\/h3>/,
    );
    expect(chapter!.html).toContain(
      '<a href="#appendix-a-keywords">the keywords</a> and <a href="#appendix">all</a>',
    );
    expect(model.targets.get('appendix-a-keywords')).toMatchObject({
      divisionId: 'appendix-a-keywords',
      text: 'Appendix B',
    });
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('splits an "Appendixes" (or localized) collection that holds nothing but its sections, whatever they are titled', async () => {
    const english = await build({
      'back.md': '# Appendixes\n\n## Tools\n\nHammers.\n\n## Further Reading\n\nBooks.\n',
    });
    expect(outline(english)).toEqual([
      ['Appendix A', 'Tools', []],
      ['Appendix B', 'Further Reading', []],
    ]);
    const german = await build(
      {
        'anhang.md': '# Anhänge\n\n## Anhang A: Werkzeuge\n\nHammer.\n\n## Anhang B. Literatur\n\nBücher.\n',
      },
      { lang: 'de' },
    );
    expect(outline(german)).toEqual([
      ['Anhang A', 'Werkzeuge', []],
      ['Anhang B', 'Literatur', []],
    ]);
  });

  it('leaves an appendix alone when its title names it, or when a singular "Appendix" holds sections not titled as appendixes', async () => {
    const model = await build({
      'a.md': '# Appendix: Tools\n\n## Appendix A: Hammers\n\nx\n',
      'b.md': '# Appendix\n\nWhat follows is one appendix.\n\n## Installing\n\n## Running\n',
      'b2.md': '# Appendix\n\n## Configuring\n\n## Upgrading\n',
      'c.html':
        '<section data-type="chapter"><h1>Appendices</h1><section data-type="sect1"><h1>Appendix A: X</h1></section></section>',
    });
    expect(outline(model)).toEqual([
      ['Appendix A', 'Tools', ['1 Appendix A: Hammers']],
      ['Appendix B', 'Appendix', ['1 Installing', '1 Running']],
      ['Appendix C', 'Appendix', ['1 Configuring', '1 Upgrading']],
      ['Chapter 1', 'Appendices', ['1 Appendix A: X']],
    ]);
  });

  it('splits an AsciiDoc [appendix] collection: its sections appendixes, theirs one level up, numbered as the book numbers them', async () => {
    const model = await build({
      'ch.adoc': '== Start\n\nSee <<tools>>, <<hammers>> and <<apps>>.\n',
      'app.adoc': [
        ':sectnums:',
        '',
        '[[apps]]',
        '[appendix]',
        '== Appendices',
        '',
        '[[tools]]',
        '=== Appendix A: Tools',
        '',
        '[[hammers]]',
        '==== Hammers',
        '',
        '[discrete]',
        '==== Aside',
        '',
        '===== Claw',
        '',
        '=== Appendix B: Glossary',
        '',
        'Words.',
        '',
        '[appendix]',
        '== Extra',
        '',
        '=== Inside Extra',
      ].join('\n'),
    });
    expect(outline(model)).toEqual([
      ['Chapter 1', 'Start', []],
      // Whether a number shows was Asciidoctor's to say, at the depth it was written (below sectnumlevels 3).
      ['Appendix A', 'Tools', ['1 A.1. Hammers', '2 Claw']],
      ['Appendix B', 'Glossary', []],
      ['Appendix C', 'Extra', ['1 C.1. Inside Extra']],
    ]);
    const [chapter, tools] = model.divisions;
    expect(chapter!.html).toContain(
      'See <a data-type="xref" href="#tools">Appendix A</a>, <a data-type="xref" href="#hammers">Hammers</a> and ' +
        '<a data-type="xref" href="#apps">Appendix A</a>.',
    );
    expect(tools!.html).toMatch(/^<section data-type="appendix" id="tools">\s*<h1>/);
    expect(tools!.html).toMatch(
      /<section data-type="sect1" id="hammers">\s*<h2><span class="section-number">A\.1\.<\/span> Hammers<\/h2>/,
    );
    expect(tools!.html).toMatch(/<h2 id="aside" class="discrete">Aside<\/h2>/);
    expect(tools!.html).toMatch(/<section data-type="sect2" id="claw">\s*<h3>/);
    expect(tools!.html).not.toContain('data-octavo-sectnum');
  });

  it('splits an HTMLBook appendix that nests the appendixes, and keeps one that nests none', async () => {
    const model = await build({
      'back.html': [
        '<section data-type="appendix" id="apps"><h1>Appendixes</h1>',
        '<section data-type="appendix" id="tools"><h1>Tools</h1><section data-type="sect1" id="saws"><h1>Saws</h1></section></section>',
        '<section data-type="appendix"><h1>Reading</h1><p>Books.</p></section>',
        '</section>',
        '<section data-type="appendix" id="one"><h1>Appendix</h1><p>Intro.</p><section data-type="sect1"><h1>Only</h1></section></section>',
      ].join(''),
    });
    expect(outline(model)).toEqual([
      ['Appendix A', 'Tools', ['1 Saws']],
      ['Appendix B', 'Reading', []],
      ['Appendix C', 'Appendix', ['1 Only']],
    ]);
    expect(model.divisions[0]!.html).toMatch(
      /<h1>.*Tools<\/h1><a id="apps"><\/a><section data-type="sect1" id="saws"><h2>Saws<\/h2>/,
    );
  });
});

describe('a GitBook SUMMARY.md entry that labels its page an appendix', () => {
  it.each(['Appendix B * Contributions', 'Appendix B - Contributions', 'Appendix B: Contributions'])(
    '"%s" makes the page titled "# Contributions" an appendix the book letters',
    async (entry) => {
      const model = await build(
        {
          'SUMMARY.md': `# Summary\n\n* [Tools](tools.md)\n* [Appendix I Wrote Later](organs.md)\n* [${entry}](thanks.md)\n`,
          'tools.md': '# Tools\n\nA hammer.\n',
          'organs.md': '# Later Pages\n\nOrgans.\n',
          'thanks.md': '# Contributions\n\nThank you.\n',
        },
        { files: ['tools.md', 'organs.md', 'thanks.md'] },
      );
      expect(model.divisions.map((d) => [d.kind, d.label, d.title])).toEqual([
        ['chapter', 'Chapter 1', 'Tools'],
        ['chapter', 'Chapter 2', 'Later Pages'],
        ['appendix', 'Appendix A', 'Contributions'],
      ]);
      // The book's letter, not the entry's: the author is told which it is printed as.
      expect(model.warnings.map(formatWarning)).toEqual([
        expect.stringMatching(
          /^thanks\.md:1: the title says "Appendix B", but this is the book's appendix A/,
        ),
      ]);
    },
  );
});

describe('a file that only introduces the appendixes after it, in a folder above theirs', () => {
  it('resolves its links and images from its own folder once its text opens the first appendix', async () => {
    const model = await build(
      {
        'ch01.md': '# Boats\n\nText.\n',
        'appendix/README.md':
          '# Appendix\n\nSee [knots](knots/README.md), [tides](tides.md) and ![a rope](rope.png).\n',
        'appendix/knots/README.md': '# Appendix A: Knots\n\nA bowline.\n',
        'appendix/tides.md': '# Appendix B: Tides\n\nTwo a day.\n',
        'appendix/rope.png': '\x89PNG\r\n\x1a\n',
      },
      { files: ['ch01.md', 'appendix/README.md', 'appendix/knots/README.md', 'appendix/tides.md'] },
    );
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['chapter', 'Boats'],
      ['appendix', 'Knots'],
      ['appendix', 'Tides'],
    ]);
    const [, knots, tides] = model.divisions;
    expect(knots!.html).toContain(`<a href="#${knots!.id}">knots</a>`);
    expect(knots!.html).toContain(`<a href="#${tides!.id}">tides</a>`);
    expect(knots!.html).toContain('<img src="assets/appendix/rope.png" alt="a rope">');
    expect(model.warnings.map(formatWarning).filter((w) => !w.includes('only introduces'))).toEqual([]);
  });
});
