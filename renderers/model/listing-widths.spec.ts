import { ElementNode, parseHtml } from '../dom/html-dom';
import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';
import * as fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inUnicodeRange } from '../theme/unicode-range';
import { lineColumns, listingWidthsOf } from './listing-widths';

const wide = (n: number) => 'x'.repeat(n);

/** A character's advance, in ems, in the regular 400 slice of a Fontsource package that has it. */
function fontsourceAdvance(pkg: string, character: string): number {
  const dir = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  const ranges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  const point = character.codePointAt(0)!;
  for (const [subset, range] of Object.entries(ranges)) {
    if (!inUnicodeRange(range, point)) continue;
    const file = join(dir, 'files', `${pkg}-${subset.replace(/^\[|\]$/g, '')}-400-normal.woff2`);
    const font = fontkit.create(readFileSync(file));
    if (font.hasGlyphForCodePoint(point)) return font.glyphForCodePoint(point).advanceWidth / font.unitsPerEm;
  }
  throw new Error(`no ${pkg} slice has ${character}`);
}

function widthsOf(html: string) {
  const root = parseHtml(`<section data-type="chapter">${html}</section>`)[0] as ElementNode;
  return listingWidthsOf(root, 'ch01.html');
}

describe('listing widths', () => {
  it.each([
    ['plain characters, one column each', 'let x = 1;', 10],
    ['a tab to the next multiple of four', 'a\tb', 5],
    ['two tabs from the start', '\t\tx', 9],
    ['a combining accent takes none', 'e\u0301', 1],
    ['a Han character about two (1 em against the mono advance)', '漢字', 2 / 0.6],
    ['a carriage return none', 'ab\r', 2],
  ])('counts %s', (_name, line, columns) => {
    expect(lineColumns(line)).toBeCloseTo(columns, 5);
  });

  // Pro Git's Korean .gitignore listing: a comment of 27 ASCII characters and 36 Hangul syllables was warned about
  // as 99 columns, wrapping in the 87 a listing holds at 6.8 pt; it printed on one line.
  it('counts a Hangul syllable, a Han character and a kana as the CJK fallback fonts advance them, in mono columns', () => {
    const mono = fontsourceAdvance('jetbrains-mono', 'A');
    for (const [character, pkg] of [
      ['현', 'noto-sans-kr'],
      ['ㄱ', 'noto-sans-kr'],
      ['漢', 'noto-sans-sc'],
      ['か', 'noto-sans-jp'],
      ['。', 'noto-sans-sc'],
    ] as const) {
      expect(lineColumns(character.repeat(36))).toBeCloseTo(
        (36 * fontsourceAdvance(pkg, character)) / mono,
        5,
      );
    }
    const comment =
      '# 현재 디렉토리에 있는 TODO파일은 무시하고 subdir/TODO처럼 하위디렉토리에 있는 파일은 무시하지 않음';
    expect(lineColumns(comment)).toBeLessThanOrEqual(87);
    expect(lineColumns(`${wide(27)}${'漢'.repeat(36)}`)).toBe(87);
  });

  it('records each listing with its lines wider than 40 columns, numbered from 1 within it', () => {
    const [listing, ...more] = widthsOf(`<pre>short\n${wide(41)}\nshort\n${wide(80)}</pre>`);
    expect(more).toEqual([]);
    expect(listing!.lines).toEqual([
      { line: 2, columns: 41, opening: `${wide(40)}…` },
      { line: 4, columns: 80, opening: `${wide(40)}…` },
    ]);
    expect(listing!.indentEm).toBe(0);
    expect(listing!.numbered).toBe(false);
    expect(listing!.where).toEqual({ file: 'ch01.html' });
  });

  it('records the columns an editor counts for a line with wide characters, two each, beside its print width', () => {
    const [listing] = widthsOf(`<pre>// ${'漢字'.repeat(12)}\n${wide(41)}</pre>`);
    const [chinese, latin] = listing!.lines;
    expect(chinese!.columns).toBeCloseTo(3 + 24 / 0.6, 5);
    expect(chinese!.editorColumns).toBe(51);
    expect(latin!.editorColumns).toBeUndefined();
  });

  it("leaves out listings whose lines are all narrow, and an unread include's stand-in line", () => {
    expect(widthsOf(`<pre>${wide(40)}\nshort</pre>`)).toEqual([]);
    expect(
      widthsOf(
        '<pre>Unresolved directive in ch05.asciidoc - include::code/pod.yaml[] and more text here</pre>',
      ),
    ).toEqual([]);
  });

  it('takes the space of lists, notes and quotations from the listing, as the theme sets them', () => {
    const [inItem, inNote, inBoth, quoted] = widthsOf(
      `<ol><li><p>Run:</p><pre>${wide(50)}</pre></li></ol>` +
        `<div data-type="note"><pre>${wide(50)}</pre></div>` +
        `<ul><li><div data-type="warning"><pre>${wide(50)}</pre></div></li></ul>` +
        `<blockquote><pre>${wide(50)}</pre></blockquote>`,
    );
    expect(inItem!.indentEm).toBeCloseTo(1.6);
    expect(inNote!.indentEm).toBeCloseTo(2.3);
    expect(inBoth!.indentEm).toBeCloseTo(3.9);
    expect(quoted!.indentEm).toBeCloseTo(3);
  });

  it('knows a numbered listing, marked on the <pre> or on its <code>', () => {
    const [onPre, onCode] = widthsOf(
      `<pre data-line-numbering="numbered">${wide(50)}</pre><pre><code data-line-numbering="numbered">${wide(50)}</code></pre>`,
    );
    expect(onPre!.numbered).toBe(true);
    expect(onCode!.numbered).toBe(true);
  });

  it('leaves out a verse (text in the body font) and a listing in a table cell (the cell decides its width)', () => {
    expect(
      widthsOf(
        `<div class="verseblock"><pre class="content">${wide(60)}</pre></div>` +
          `<table><tr><td><pre>${wide(60)}</pre></td></tr></table>`,
      ),
    ).toEqual([]);
  });

  it("names the listing's own line, else its nearest located ancestor's", () => {
    const root = parseHtml(
      `<section data-type="chapter"><div><pre>${wide(50)}</pre></div></section>`,
    )[0] as ElementNode;
    const div = root.children[0] as ElementNode;
    div.loc = { file: 'ch01.asciidoc', line: 12 };
    expect(listingWidthsOf(root, 'ch01.asciidoc')[0]!.where).toEqual({ file: 'ch01.asciidoc', line: 12 });
    (div.children[0] as ElementNode).loc = { file: 'ch01.asciidoc', line: 14 };
    expect(listingWidthsOf(root, 'ch01.asciidoc')[0]!.where).toEqual({ file: 'ch01.asciidoc', line: 14 });
  });

  it("names a Markdown fence's line, which markdown-it writes on the listing's <code>, not its chapter's", () => {
    const root = parseHtml(
      `<section data-type="chapter" data-octavo-line="1"><p>Text</p>` +
        `<pre><code class="language-python" data-octavo-line="5">${wide(50)}</code></pre></section>`,
      { locate: { file: 'ch01.md', table: [] } },
    )[0] as ElementNode;
    expect(listingWidthsOf(root, 'ch01.md')[0]!.where).toEqual({ file: 'ch01.md', line: 5 });
  });
});

describe("where a listing's long line is written, past the lines the listing hides", () => {
  async function build(files: Record<string, string>, listed: string[]) {
    return buildBookModel(memorySource(files), { files: listed, formats: {} }, { bookName: 'ann/book' });
  }
  const longComment = `    // ${wide(100)}`;

  it("names an mdBook Rust listing's line as written, its hidden `# ` lines counted (Rust by Example)", async () => {
    const model = await build(
      {
        'book.toml': '[book]\ntitle = "R"\n',
        'ch.md': `# Ch\n\nText.\n\n\`\`\`rust\n# fn hidden() {}\n# fn hidden2() {}\nfn main() {\n${longComment}\n}\n\`\`\`\n`,
      },
      ['ch.md'],
    );
    const [listing] = model.listingWidths!;
    expect(listing!.where).toEqual({ file: 'ch.md', line: 5 });
    expect(listing!.lines.map((l) => [l.line, l.at])).toEqual([[2, { file: 'ch.md', line: 9 }]]);
    // The lines are the book's own business: no page carries them.
    expect(model.divisions[0]!.html).not.toContain('data-octavo-');
  });

  it("counts a Quarto cell's `#|` option lines, which it does not show", async () => {
    const model = await build(
      {
        'ch.qmd': `# Ch\n\n\`\`\`{python}\n#| echo: true\n#| label: setup\nx = 1\n${longComment}\n\`\`\`\n`,
      },
      ['ch.qmd'],
    );
    const [listing] = model.listingWidths!;
    expect(listing!.lines.map((l) => [l.line, l.at])).toEqual([[2, { file: 'ch.qmd', line: 7 }]]);
  });

  it('knows a line an mdBook include wrote into the listing only by the include', async () => {
    const model = await build(
      {
        'book.toml': '[book]\ntitle = "R"\n',
        'src/ch.md': `# Ch\n\n\`\`\`rust\n{{#include code.rs}}\n${longComment}\n\`\`\`\n`,
        'src/code.rs': `fn main() {\n${longComment}\n}\n`,
      },
      ['src/ch.md'],
    );
    const [listing] = model.listingWidths!;
    expect(listing!.lines.map((l) => [l.includedAt, l.at])).toEqual([
      [{ file: 'src/ch.md', line: 4 }, undefined],
      [undefined, { file: 'src/ch.md', line: 5 }],
    ]);
  });

  it("knows an AsciiDoc include's lines in the included file, and places the listing at its delimiter", async () => {
    const model = await build(
      {
        'ch01.asciidoc': `== Chapter One\n\n=== Solution\n\n==== +a.ex+\n----\ninclude::code/a.ex[]\n${longComment}\n----\n`,
        'code/a.ex': `line1\nline2\n${longComment}\n`,
      },
      ['ch01.asciidoc'],
    );
    const [listing] = model.listingWidths!;
    expect(listing!.where).toEqual({ file: 'ch01.asciidoc', line: 6 });
    expect(listing!.lines.map((l) => [l.line, l.includedAt, l.includedFrom, l.at])).toEqual([
      [3, { file: 'ch01.asciidoc', line: 7 }, { file: 'code/a.ex', line: 3 }, undefined],
      [4, undefined, undefined, { file: 'ch01.asciidoc', line: 8 }],
    ]);
    expect(model.divisions[0]!.html).not.toContain('data-octavo-');
  });
});

describe('a diagram printed as its source', () => {
  it('is not measured as code: its blocks are warned of as diagrams, not again for their long lines', async () => {
    const register = `{reg: [{bits: 7, name: 'opcode', attr: ['OP-IMM']}, {bits: 5, name: 'rd', attr: ['dest']}, {bits: 3}]}`;
    const model = await buildBookModel(
      memorySource({
        'ch01.adoc': [
          '== Instructions',
          '',
          '[wavedrom, , svg]',
          '....',
          register,
          '....',
          '',
          '.The OP-IMM format',
          '[wavedrom, , svg]',
          '....',
          register,
          '....',
          '',
          '[source,c]',
          '----',
          `int opcode_of(unsigned instruction) { return instruction & 0x7f; /* ${'x'.repeat(60)} */ }`,
          '----',
        ].join('\n'),
        'ch02.md': ['# Flow', '', '```mermaid', `graph LR; ${'A-->B; '.repeat(14)}`, '```', ''].join('\n'),
      }),
      { files: ['ch01.adoc', 'ch02.md'], formats: {} },
      { bookName: 'riscv/isa' },
    );
    expect(model.listingWidths!.map((listing) => `${listing.where.file}:${listing.where.line}`)).toEqual([
      'ch01.adoc:15',
    ]);
    const html = model.divisions.map((division) => division.html).join('\n');
    expect(html).toContain('{reg: [{bits: 7, name:');
    expect(html).toContain('graph LR; A--&gt;B;');
    expect(html).toContain('The OP-IMM format');
    expect(html).not.toContain('data-octavo-diagram-source');
  });
});
