import { githubId, ID_ALIASES, jupyterId, markdownHeadingLevels, markdownToHtml, pandocId } from './markdown';

describe('heading ids as other Markdown tools make them', () => {
  it.each([
    [
      'MarionetteJS (Backbone.Marionette)',
      'marionettejs-backbone.marionette',
      'marionettejs-backbonemarionette',
    ],
    ['Common Problems & Solutions', 'common-problems-solutions', 'common-problems--solutions'],
    ['1. Über Joomla!', 'über-joomla', '1-über-joomla'],
    ['???', 'section', ''],
  ])('%s: pandoc %s, GitHub %s', (title, pandoc, github) => {
    expect(pandocId(title)).toBe(pandoc);
    expect(githubId(title)).toBe(github);
  });

  it("is Jupyter's anchor too: the text, each space a hyphen, case and punctuation kept", () => {
    expect(jupyterId(' Example: Birthrate Data ')).toBe('Example:-Birthrate-Data');
    expect(jupyterId('Big O Notation')).toBe('Big-O-Notation');
  });

  it('marks a generated heading id with the others, and only those that differ', () => {
    expect(markdownToHtml('## What is Backbone.js?\n')).toContain(
      `id="what-is-backbone-js" data-octavo-auto-id="" ${ID_ALIASES}="what-is-backbone.js what-is-backbonejs"`,
    );
    expect(markdownToHtml('## Models\n')).not.toContain(ID_ALIASES);
    // A notebook's heading answers to Jupyter's anchor too.
    const inNotebook = (text: string) =>
      markdownToHtml(text, undefined, undefined, undefined, false, undefined, undefined, { notebook: true });
    expect(inNotebook('## Models\n')).toContain(`${ID_ALIASES}="Models"`);
    expect(markdownToHtml('## Models {#mine}\n')).not.toContain(ID_ALIASES);
  });

  // rust-course's Chinese headings: `## 不稳定功能` had the id section-359, `## license 和 license-file` lost its 和.
  it("keeps every script's letters, as GitHub and mdBook do, and a title's ASCII id as it was", () => {
    const id = (heading: string) => /id="([^"]*)"/.exec(markdownToHtml(heading))?.[1];
    expect(id('## 不稳定功能\n')).toBe('不稳定功能');
    expect(id('## license 和 license-file\n')).toBe('license-和-license-file');
    expect(id('## 数组切片（Slice）\n')).toBe('数组切片-slice');
    expect(id('## Введение\n')).toBe('введение');
    expect(id('## 2. はじめに\n')).toBe('id-2-はじめに');
    expect(id('## What is Backbone.js?\n')).toBe('what-is-backbone-js');
    expect(id('## Über Café\n')).toBe('uber-cafe');
    expect(markdownToHtml('## license 和 license-file\n')).not.toContain(ID_ALIASES);
  });
});

describe('markdownHeadingLevels', () => {
  it('reads ATX and setext headings, not lines in code', () => {
    expect(markdownHeadingLevels('Title\n=====\n\n## Two\n\n```\n# not a heading\n```\n')).toEqual([1, 2]);
  });
});

describe('a fenced listing’s language', () => {
  it('is read up to the first comma, as rustdoc and mdBook read "rust,ignore"', () => {
    expect(markdownToHtml('```rust,ignore,does_not_compile\nfn main() {}\n```\n')).toContain(
      'class="language-rust">fn main',
    );
    expect(markdownToHtml('```python title="a.py"\nx = 1\n```\n')).toContain('class="language-python">x = 1');
  });
});

describe('Markua part headings', () => {
  it('`# Title #` opens a part in a Leanpub manuscript, and is a plain heading in other Markdown', () => {
    const text = '# Part One #\n\nAn introduction.\n\n# Sowing\n';
    expect(markdownToHtml(text, undefined, undefined, undefined, true)).toMatch(
      /^<div data-type="part"[^>]*>\s*<h1[^>]*>Part One<\/h1>\s*<p[^>]*>An introduction\.<\/p>\s*<\/div>\s*<h1[^>]*>Sowing<\/h1>/,
    );
    expect(markdownToHtml(text)).not.toContain('data-type="part"');
  });
});

describe('definition lists (pandoc, PHP Markdown Extra, kramdown, Markua, MyST deflist, mdBook)', () => {
  it('reads `term` then `: definition` as a term and its definition', () => {
    const html = markdownToHtml(
      'Glossary of the shop:\n\nKiln\n: An oven for firing pots.\n\nGlaze\n~ A glassy coat.\n: Also a verb.\n',
    );
    expect(html).toContain('<dl');
    expect(html).toMatch(/<dt[^>]*>Kiln<\/dt>\s*<dd[^>]*>An oven for firing pots.<\/dd>/);
    expect(html).toMatch(
      /<dt[^>]*>Glaze<\/dt>\s*<dd[^>]*>A glassy coat.<\/dd>\s*<dd[^>]*>Also a verb.<\/dd>/,
    );
    expect(html).not.toContain(': An oven');
  });

  it('keeps a definition’s own paragraphs and code, indented under it', () => {
    const html = markdownToHtml('Wheel\n\n:   Spins the clay.\n\n    Kick wheels need no power.\n');
    expect(html).toMatch(
      /<dd[^>]*>\s*<p[^>]*>Spins the clay.<\/p>\s*<p[^>]*>Kick wheels need no power.<\/p>\s*<\/dd>/,
    );
  });

  it('leaves MyST colon fences and a colon inside a line alone', () => {
    expect(markdownToHtml(':::{note}\nHot.\n:::\n')).not.toContain('<dl');
    expect(markdownToHtml('Ratio\n:1 to 3 by weight\n')).not.toContain('<dl');
  });
});

describe('a web address typed bare in the text', () => {
  it('is a link, as GitHub and pandoc’s gfm print it, without its closing punctuation', () => {
    const html = markdownToHtml(
      'Tide tables: https://tides.example/tables_(north), updated daily (see https://tides.example/faq).\n\n' +
        'Sources[^a].\n\n[^a]: *Moon Atlas*, https://atlas.example/moon, 1 May 2020.\n',
    );
    expect(html).toContain(
      '<a href="https://tides.example/tables_(north)">https://tides.example/tables_(north)</a>, updated',
    );
    expect(html).toContain('(see <a href="https://tides.example/faq">https://tides.example/faq</a>).');
    expect(html).toContain(
      '<a href="https://atlas.example/moon">https://atlas.example/moon</a>, 1 May 2020.',
    );
  });

  it('stays text without its scheme, and in code; a link the author wrote is not linked again', () => {
    const html = markdownToHtml(
      'Open index.md in Node.js or www.tides.example; // tides.example/x is a comment; mail ann@tides.example.\n\n' +
        '`https://tides.example/api` and [https://tides.example](https://tides.example/home)\n\n' +
        '```\nfetch("https://tides.example/api")\n```\n',
    );
    expect(html).not.toMatch(/<a href="(?!https:\/\/tides\.example\/home")/);
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});

describe('straight quotes typed in prose', () => {
  // modern-cpp-tutorial printed "C++'s" straight beside "It’s" curled.
  it('sets an apostrophe after punctuation as pandoc does, and leaves quotes after it and code as written', () => {
    const html = markdownToHtml(
      "C++'s rules, \"C++\"'s, *C++*'s, `x`'s and It's; ('quoted') and ('unclosed, `a'b`, {{ f 'a' }}.\n",
    );
    expect(html).toContain(
      'C++\u2019s rules, \u201cC++\u201d\u2019s, <em>C++</em>\u2019s, <code>x</code>\u2019s and It\u2019s; ' +
        "(\u2018quoted\u2019) and (\u2019unclosed, <code>a'b</code>, {{ f 'a' }}.",
    );
  });
});

describe('quotes in template markup', () => {
  // 0xn3va/cheat-sheets: a {% embed url="https://…" %} is split around the link made of its address.
  it('stay straight in a tag split around a link made of its address, and curl in the prose after it', () => {
    const html = markdownToHtml(
      '{% swagger src="https://example.com/api.yaml" path=\'/pets\' %} then "prose".\n',
    );
    expect(html).toContain(
      '{% swagger src=&quot;<a href="https://example.com/api.yaml">https://example.com/api.yaml</a>&quot; ' +
        "path='/pets' %} " +
        'then \u201cprose\u201d.',
    );
  });
});
