import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

describe('LaTeX commands in the running text of a Markdown file', () => {
  it('are named once per file, at the line of the first, with how many; code and formulas are not counted', async () => {
    const source = memorySource({
      'kilns.md': [
        '# Kilns',
        '',
        'A kiln fires clay',
        'as `\\figref{code}` and $\\frac{a}{b}$ show,',
        'and \\figref{fig.kiln} shows it.',
        '',
        '```',
        '\\secref{listing}',
        '```',
        '',
        'See \\secref{sec.glaze} and **\\emph{this}**.',
      ].join('\n'),
      'plain.md': '# Plain\n\nNo TeX here, C:\\Users{} aside.\n',
    });
    const model = await buildBookModel(
      source,
      { files: ['kilns.md', 'plain.md'], formats: {} },
      { bookName: 'ann/kilns' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'kilns.md:5: \\figref{fig.kiln} is a LaTeX command, which pandoc passes to LaTeX only and leaves out of HTML ' +
        'and EPUB: it is printed here as written (2 LaTeX commands in the text of this file, the first here); write ' +
        'what it makes in Markdown (a link, a cross-reference such as [Figure 2](#fig-id), **bold**)',
    ]);
    expect(model.divisions[0]!.html).toContain('and \\figref{fig.kiln} shows it.');
    // A text command is typeset, not counted (see below).
    expect(model.divisions[0]!.html).toContain('<strong><em>this</em></strong>');
  });

  it("are not named in an mdBook book, which prints them as written too (mdlearn's table of pandoc settings)", async () => {
    const page = [
      '# Settings',
      '',
      '| Option | Use |',
      '|---|---|',
      '| <div dir="ltr">\\usepackage{xepersian}</div> | Persian text |',
      '',
      'And \\settextfont{XB Niloofar} in a paragraph.',
    ].join('\n');
    const book = { 'src/SUMMARY.md': '# Summary\n\n- [Settings](a.md)\n', 'src/a.md': page };
    const read = async (files: Record<string, string>) =>
      buildBookModel(memorySource(files), { files: ['src/a.md'], formats: {} }, { bookName: 'ann/settings' });
    const mdBook = await read({ ...book, 'book.toml': '[book]\ntitle = "Settings"\n' });
    expect(mdBook.warnings.map(formatWarning).filter((w) => w.includes('LaTeX'))).toEqual([]);
    expect(mdBook.divisions[0]!.html).toContain('\\usepackage{xepersian}');
    // The same page of a book pandoc reads is told.
    const pandoc = await read(book);
    expect(pandoc.warnings.map(formatWarning).filter((w) => w.includes('LaTeX'))).toHaveLength(1);
  });

  it("are typeset as LaTeX prints them when they only format words (Advanced R's \\mbox{subsetting} headings)", async () => {
    const source = memorySource({
      'subsetting.md': [
        '# Subsetting',
        '',
        '## Removing columns (character \\mbox{subsetting})',
        '',
        'A \\textbf{bold}, \\textit{slanted} and \\texttt{typed} word, \\underline{once}, \\text{plain}.',
        '',
        'Kept: `\\mbox{code}`, $\\text{in a formula}$, and \\textbf{\\emph{nested}} markup.',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['subsetting.md'], formats: {} },
      { bookName: 'ann/subsetting' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toMatch(/<h2[^>]*>Removing columns \(character subsetting\)<\/h2>/);
    expect(html).toContain(
      'A <strong>bold</strong>, <em>slanted</em> and <code>typed</code> word, <u>once</u>, plain.',
    );
    expect(html).toContain('<code>\\mbox{code}</code>');
    // Nested markup is LaTeX's to run: printed as written, and named.
    expect(html).toContain('\\textbf{\\emph{nested}}');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^subsetting\.md:7: \\textbf\{\\emph is a LaTeX command/),
    ]);
  });

  it("print LaTeX's breaks and spacing commands without an argument as pandoc's PDF does (500 Lines or Less)", async () => {
    const source = memorySource({
      'objmodel.md': [
        '# Object model',
        '',
        'The second test passes immediately. \\newpage',
        '',
        '\\noindent And here is the store, always created, \\newline `__setattr__` always called,',
        'and \\linebreak `_make_boundmethod`. \\medskip',
        '',
        '\\newpage Notice that:',
        '',
        '\\newpage',
        '',
        'After a break of its own.',
        '',
        'A break in the middle \\newpage of this line,',
        'and another \\clearpage here.',
        '',
        'Kept: `\\newline`, $a \\newline b$, C:\\Users\\newline and \\newlines.',
        '',
        '```',
        '\\newpage',
        '```',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['objmodel.md'], formats: {} },
      { bookName: 'ann/objmodel' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toMatch(
      />The second test passes immediately\.\s*<\/p>\s*<p class="octavo-break-before"[^>]*>And here/,
    );
    expect(html).toContain('always created, <br><code>__setattr__</code> always called,');
    expect(html).toContain('and <br><code>_make_boundmethod</code>.');
    expect(html).not.toMatch(/\\(?:noindent|medskip|linebreak|clearpage)/);
    expect(html).toMatch(/<p class="octavo-break-before"[^>]*>Notice that:<\/p>/);
    expect(html).toMatch(/<p class="octavo-break-before"[^>]*>After a break of its own\.<\/p>/);
    expect(html).toMatch(/>A break in the middle of this line,\s*and another here\.<\/p>/);
    expect(html).toContain('Kept: <code>\\newline</code>');
    expect(html).toContain('C:\\Users\\newline and \\newlines.');
    expect(html).toMatch(/<pre[^>]*>[\s\S]*\\newpage[\s\S]*<\/pre>/);
    expect(model.warnings.map(formatWarning)).toEqual([
      'objmodel.md:14: \\newpage, a LaTeX page break inside a paragraph, is left out (2 in this file, the first ' +
        'here): the pages break only between blocks; to break the page here, end the paragraph there and put ' +
        '\\newpage on a line of its own, with a blank line before and after it',
    ]);
  });
});

describe('a formula over several lines inside a paragraph', () => {
  // BookFun's chapters/02-pca.md: the `* & c` row read as a list printed the matrix as TeX, named as a LaTeX command.
  it('is typeset whole, its \\begin{matrix} not named as a LaTeX command', async () => {
    const source = memorySource({
      'pca.md': [
        '# PCA',
        '',
        'The matrix has a block form:',
        '$$',
        'D = \\left(\\begin{matrix} a & b \\\\',
        '* & c \\end{matrix}\\right)',
        '$$',
        'and so on.',
      ].join('\n'),
    });
    const model = await buildBookModel(source, { files: ['pca.md'], formats: {} }, { bookName: 'ann/pca' });
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const html = model.divisions[0]!.html;
    expect(html).toContain('<math');
    expect(html).not.toContain('<li');
    expect(html).not.toContain('$$');
    expect(html).toContain('<annotation encoding="application/x-tex">D = \\left(\\begin{matrix}');
  });
});
