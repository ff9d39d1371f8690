import { markdownToHtml } from './markdown';

describe('pandoc’s attributes on an image or a link (link_attributes)', () => {
  it('gives the image its id, classes and size, and prints none of the braces', () => {
    const html = markdownToHtml('![A kiln](kiln.png){#fig:kiln .wide width=50%}\n');
    expect(html).toMatch(/<img src="kiln.png" alt="A kiln" id="fig:kiln" class="wide" style="width: 50%">/);
    expect(html).not.toContain('{');
  });

  it('reads pixels, inches and a height', () => {
    expect(markdownToHtml('![](a.png){width=300 height=2inch}\n')).toMatch(
      /<img src="a.png" alt=""[^>]* width="300" style="height: 2in"[^>]*>/,
    );
  });

  it('gives a link its id and classes', () => {
    expect(markdownToHtml('See [the site](https://example.com){.external #site-link}.\n')).toContain(
      '<a href="https://example.com" id="site-link" class="external">the site</a>.',
    );
  });

  it('reads braces broken over two lines, as pandoc does', () => {
    const html = markdownToHtml('![A kiln](kiln.png){#fig:kiln\nwidth=50%} and after.\n');
    expect(html).toMatch(/<img src="kiln.png" alt="A kiln" id="fig:kiln" style="width: 50%">/);
    expect(html).not.toContain('{');
    expect(html).toContain('and after.');
  });

  // Quarto: The Practical Guide's `fig-alt="… `_quarto.yml` …"`: markdown-it had read the quoted code as code.
  it('reads a quoted value that holds code, and keeps the text and code after the braces', () => {
    const html = markdownToHtml(
      '![Navbar](nav.png){#fig-nav fig-alt="The `navbar` of a site"} then `x` and\nmore\n',
    );
    expect(html).toMatch(/<img src="nav.png" alt="The `navbar` of a site"[^>]* id="fig-nav"[^>]*>/);
    expect(html).toMatch(/> then <code>x<\/code> and\nmore<\/p>/);
    expect(html).not.toContain('{');
  });

  it('leaves braces that are no attribute list, or stand apart from the image, as text', () => {
    expect(markdownToHtml('![A](a.png) {#not-attached}\n')).toContain('{#not-attached}');
    expect(markdownToHtml('![A](a.png){not an attribute list}\n')).toContain('{not an attribute list}');
  });
});

it('gives inline code its classes (inline_code_attributes)', () => {
  expect(markdownToHtml('Set `x = 1`{.python} in code.\n')).toContain(
    '<code class="python">x = 1</code> in code.',
  );
});

describe('pandoc’s table captions (table_captions)', () => {
  const table = '| Cone | Temp |\n|------|------|\n| 06   | 999  |\n';

  it('captions a table with the paragraph under it that starts with "Table:" or ":"', () => {
    for (const caption of [
      ': Firing temperatures',
      'Table: Firing temperatures',
      'table: Firing temperatures',
    ]) {
      const html = markdownToHtml(`${table}\n${caption}\n\nAfter.\n`);
      expect(html).toMatch(/<table[^>]*>\s*<caption>Firing temperatures<\/caption>/);
      expect(html).not.toContain('Table:');
      expect(html).toContain('After.');
    }
  });

  it('captions it from above too, and takes an id written after the caption (pandoc-crossref’s {#tbl:…})', () => {
    const html = markdownToHtml(`Table: Firing *temperatures* {#tbl:temps}\n\n${table}`);
    expect(html).toMatch(
      /<table[^>]*id="tbl:temps"[^>]*>\s*<caption>Firing <em>temperatures<\/em><\/caption>/,
    );
  });

  it('takes the id from braces with a full stop typed after them, and keeps the full stop', () => {
    const html = markdownToHtml(`${table}\nTable: Firing temperatures {#tbl:temps}.\n`);
    expect(html).toMatch(/<table[^>]*id="tbl:temps"[^>]*>\s*<caption>Firing temperatures\.<\/caption>/);
  });

  it('names the table by a LaTeX \\label{…} in its caption, which is not printed; {#id} wins over it', () => {
    const html = markdownToHtml(`${table}\n: \\label{kiln.temps} Firing temperatures\n`);
    expect(html).toMatch(/<table[^>]*id="kiln.temps"[^>]*>\s*<caption>Firing temperatures<\/caption>/);
    const both = markdownToHtml(`${table}\nTable: Firing \\label{kiln.temps} temperatures {#tbl:temps}\n`);
    expect(both).toMatch(/<table[^>]*id="tbl:temps"[^>]*>\s*<caption>Firing temperatures<\/caption>/);
  });

  // Quarto: The Practical Guide's table of Bootstrap classes shows a table in one of its cells, captioned `: {.table-striped}`.
  it('captions a grid table holding a table in a cell; a caption of attributes alone gives no caption', () => {
    const html = markdownToHtml(
      [
        '+--------------+------------------+',
        '| Class        | Markdown         |',
        '+:=============+:=================+',
        '| `striped`    | | x |            |',
        '|              | |---|            |',
        '|              | | 1 |            |',
        '|              |                  |',
        '|              | : {.striped}     |',
        '+--------------+------------------+',
        '',
        ': Bootstrap classes {#tbl-classes .column-page}',
        '',
      ].join('\n'),
    );
    expect(html).toMatch(/<table [^>]*id="tbl-classes"[^>]*>\s*<caption>Bootstrap classes<\/caption>/);
    expect(html.match(/<caption>/g)).toHaveLength(1);
    expect(html).not.toContain('{.striped}');
    expect(html).not.toContain('Bootstrap classes {');
  });

  it("gives the columns the shares Quarto's tbl-colwidths says, after the caption, above or below the table", () => {
    const below = markdownToHtml(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n: Cap {#tbl-w tbl-colwidths="[25,75]"}\n',
    );
    expect(below).toMatch(
      /<table id="tbl-w"[^>]*>\s*<caption>Cap<\/caption>\s*<colgroup>\s*<col style="width: 25%">\s*<col style="width: 75%">\s*<\/colgroup>\s*<thead/,
    );
    const above = markdownToHtml(': Cap {tbl-colwidths="[1, 3]"}\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(above).toMatch(/<caption>Cap<\/caption>\s*<colgroup>\s*<col style="width: 25%">/);
  });

  it('leaves a paragraph starting with "Table:" that stands by no table as it is', () => {
    expect(markdownToHtml('Table: a piece of furniture.\n')).toContain(
      '<p data-octavo-line="1">Table: a piece',
    );
  });
});
