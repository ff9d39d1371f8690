import { markdownOfKind } from '../test-support/markdown-of-kind';
import { markdownToHtml } from './markdown';

describe('pandoc’s fenced divs (fenced_divs)', () => {
  it('makes a div of the lines between the fences, with the class or attributes written', () => {
    const html = markdownToHtml(
      '::: warning\nHot *kiln*.\n:::\n\n::: {#firing .note level=2}\nCone 6.\n:::\n',
    );
    expect(html).toMatch(/<div class="warning"[^>]*>\s*<p[^>]*>Hot <em>kiln<\/em>\.<\/p>\s*<\/div>/);
    expect(html).toMatch(
      /<div id="firing" class="note" data-level="2"[^>]*>\s*<p[^>]*>Cone 6\.<\/p>\s*<\/div>/,
    );
    expect(html).not.toContain(':::');
  });

  // Docusaurus books title their admonitions after the type (v2) or in brackets (v3), and use types of their own.
  it('reads a titled Docusaurus admonition as a div of its kind, headed by its title', () => {
    const html = markdownToHtml(
      [
        ':::tip Command Not Found Errors',
        'Check the `PATH`.',
        ':::',
        '',
        ':::info **Work In Progress**',
        'Soon.',
        ':::',
        '',
        ':::danger[Do *not* run this]',
        'rm -rf',
        ':::',
        '',
        ':::caution',
        'Careful.',
        ':::',
      ].join('\n'),
    );
    expect(html).toMatch(
      /<div class="tip"[^>]*>\s*<h2[^>]*>Command Not Found Errors<\/h2>\s*<p[^>]*>Check the <code>PATH<\/code>\.<\/p>\s*<\/div>/,
    );
    expect(html).toMatch(/<div class="note"[^>]*>\s*<h2[^>]*><strong>Work In Progress<\/strong><\/h2>/);
    expect(html).toMatch(/<div class="warning"[^>]*>\s*<h2[^>]*>Do <em>not<\/em> run this<\/h2>/);
    expect(html).toMatch(/<div class="caution"[^>]*>\s*<p[^>]*>Careful\.<\/p>/);
    expect(html).not.toContain(':::');
    expect(html).not.toContain('octavo-admonition-title');
  });

  // Quarto: The Practical Guide groups a listing with its output in `::: {}`; a frozen Jupyter cell's id is random hex.
  // The R Markdown Cookbook's custom blocks: the LaTeX environment's argument is written in braces in the value.
  it('reads a quoted attribute value that holds braces, as bookdown’s custom blocks write data-latex', () => {
    const html = markdownToHtml(
      '::: {.infobox .warning data-latex="{warning}"}\n**NOTICE!**\n\nThank you for noticing.\n:::\n\n' +
        "::: {.rmdnote data-latex='{Note}{}'}\nA note.\n:::\n",
    );
    expect(html).toMatch(
      /<div class="infobox warning" data-latex="\{warning\}"[^>]*>\s*<p[^>]*><strong>NOTICE!<\/strong><\/p>\s*<p[^>]*>Thank you for noticing\.<\/p>\s*<\/div>/,
    );
    expect(html).toMatch(/<div class="rmdnote" data-latex="\{Note\}\{\}"[^>]*>\s*<p[^>]*>A note\.<\/p>/);
    expect(html).not.toContain(':::');
  });

  it('reads empty braces as a div with no attributes, and an id that opens with a digit', () => {
    const html = markdownToHtml(
      [
        '::: {}',
        'Inside.',
        ':::',
        '',
        ':::{}',
        'Also.',
        ':::',
        '',
        '::: {#2480b14f .cell}',
        'Cell.',
        ':::',
      ].join('\n'),
    );
    expect(html).toMatch(
      /<div[^>]*>\s*<p[^>]*>Inside\.<\/p>\s*<\/div>\s*<div[^>]*>\s*<p[^>]*>Also\.<\/p>\s*<\/div>/,
    );
    expect(html).toMatch(/<div id="2480b14f" class="cell"[^>]*>\s*<p[^>]*>Cell\.<\/p>\s*<\/div>/);
    expect(html).not.toContain(':::');
  });

  // Quarto: The Practical Guide's seven tables of Markdown syntax, written for pandoc-ext/list-table.
  it("reads a list-table div as the table pandoc's list-table filter makes, spans and caption included", () => {
    const html = markdownToHtml(
      [
        '::: {#tbl-inline .list-table header-rows=1 header-cols=1}',
        'Inline *text* elements',
        '',
        '* - Markdown',
        '  - Rendered',
        '* - `*italics*`',
        '  - *italics*',
        '* - []{rowspan=2 align=c} Spanned',
        '  - two',
        '* - three',
        ':::',
      ].join('\n'),
    );
    expect(html).toMatch(
      /<table id="tbl-inline"[^>]*>\s*<caption>Inline <em>text<\/em> elements<\/caption>\s*<thead>\s*<tr>\s*<th>Markdown<\/th>\s*<th>Rendered<\/th>\s*<\/tr>\s*<\/thead>/,
    );
    expect(html).toMatch(
      /<th scope="row"><code>\*italics\*<\/code><\/th>\s*<td><em>italics<\/em><\/td>\s*<\/tr>\s*<tr>\s*<th scope="row" rowspan="2" style="text-align: center">Spanned<\/th>\s*<td>two<\/td>\s*<\/tr>\s*<tr>\s*<td>three<\/td>\s*<\/tr>/,
    );
    expect(html).not.toMatch(/<ul|\[\]\{|:::/);
    // A callout's title on the div goes with the div the filter replaces: the table is whole, nothing left open.
    const titled = markdownToHtml(
      '::: {.list-table .callout-note title="Kilns"}\n* - A\n  - B\n* - c\n  - d\n:::\n\nAfter.\n',
    );
    expect(titled).toMatch(
      /^<table class="callout-note"[^>]*>\s*<thead>\s*<tr>\s*<th>A<\/th>\s*<th>B<\/th>\s*<\/tr>\s*<\/thead>\s*<tbody>\s*<tr>\s*<td>c<\/td>\s*<td>d<\/td>\s*<\/tr>\s*<\/tbody>\s*<\/table>\s*<p[^>]*>After\.<\/p>\s*$/,
    );
    // Its widths shared out as pandoc writes them.
    expect(markdownToHtml('::: {.list-table widths=1,3}\n* - x\n  - y\n:::\n')).toMatch(
      /<table[^>]*>\s*<colgroup>\s*<col style="width: 25%">\s*<col style="width: 75%">\s*<\/colgroup>\s*<thead>/,
    );
    // In a Quarto table div, captioned by the div's last paragraph.
    const captioned = markdownOfKind(
      ['::: {#tbl-x}', '::: {.list-table}', '* - A', '  - B', ':::', '', 'The caption.', ':::'].join('\n'),
      { codeCells: true },
    );
    expect(captioned).toMatch(/<table id="tbl-x"[^>]*>\s*<caption>The caption\.<\/caption>/);
    // A cell opened empty, its block indented under it after a blank line, as pandoc reads it (and the book writes).
    const empty = markdownToHtml(
      [
        '::: {.list-table}',
        '* - Syntax',
        '  -',
        '',
        '    ```markdown',
        '    *italics*',
        '    ```',
        ':::',
      ].join('\n'),
    );
    expect(empty).toMatch(
      /<th>Syntax<\/th>\s*<th>\s*<pre[^>]*><code[^>]*>\*italics\*\n<\/code><\/pre>\s*<\/th>/,
    );
    // A list-table div whose body is no list of lists stays a div.
    expect(markdownToHtml('::: {.list-table}\nJust text.\n:::\n')).toMatch(
      /<div class="list-table"[^>]*>\s*<p[^>]*>Just text\.<\/p>/,
    );
  });

  it('nests divs by their attributes, whatever the length of the closing fences, and skips code', () => {
    const html = markdownToHtml(
      ['::: outer', 'A', '', '::: {.inner}', 'B', ':::', '', '```', ':::', '```', 'C', ':::', '', 'D'].join(
        '\n',
      ),
    );
    expect(html).toMatch(
      /<div class="outer"[^>]*>\s*<p[^>]*>A<\/p>\s*<div class="inner"[^>]*>\s*<p[^>]*>B<\/p>\s*<\/div>\s*<pre><code[^>]*>:::\n<\/code><\/pre>\s*<p[^>]*>C<\/p>\s*<\/div>\s*<p[^>]*>D<\/p>/,
    );
  });

  // The Hitchhiker's Guide to Python converted from rST by pandoc: its toctrees, one inside a list's quote.
  it('leaves out a Sphinx toctree as pandoc converts it: the documents it names are the book’s files', () => {
    const html = markdownToHtml(
      [
        'New to Python?',
        '',
        '::: {.toctree maxdepth="2"}',
        'starting/which-python',
        ':::',
        '',
        '-   Properly install Python:',
        '',
        '> ::: {.toctree maxdepth="1"}',
        '> starting/installation starting/install3/osx',
        '> :::',
        '',
        'Then write.',
      ].join('\n'),
    );
    expect(html).not.toMatch(/starting|toctree|<blockquote/);
    expect(html).toMatch(/New to Python\?[\s\S]*Properly install Python:[\s\S]*Then write\./);
  });

  it('gives Quarto’s callouts the admonition class of their kind', () => {
    expect(markdownToHtml('::: {.callout-tip}\nGlaze thin.\n:::\n')).toMatch(/<div class="callout-tip tip"/);
  });

  it('leaves an unclosed fence, and MyST’s :::{note} directive, to what they were', () => {
    expect(markdownToHtml('::: warning\nNever closed.\n')).toContain('::: warning');
    expect(markdownToHtml(':::{note}\nMyST\n:::\n')).toContain('data-type="note"');
  });
});
