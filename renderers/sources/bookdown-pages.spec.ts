import { loadPlatformConfig } from '../config/load-platform-config';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { encodePng } from '../test-support/png-encoder';
import { screenshot } from '../test-support/synthetic-pictures';
import type { BookSource } from '../types';
import { formatWarning } from '../warnings';

/** The book's config as loadPlatformConfig reads it (platform.json and the tool's metadata), and its model. */
async function modelOf(source: BookSource, bookName: string) {
  const loaded = await loadPlatformConfig(source);
  if (!loaded.ok) throw new Error(loaded.message);
  return { loaded, model: await buildBookModel(source, loaded.config, { bookName }) };
}

// As hadley/adv-r (Advanced R, 2nd edition): knitr options in chunk headers, \@ref(), \index{}, (PART) headings.
const INDEX = ['# Welcome {-}', '', 'This is the book.', ''].join('\n');
const FOUNDATIONS = ['# (PART) Foundations {-}', ''].join('\n');
const VECTORS = [
  '# Vectors {#vectors}',
  '',
  '```{r setup, include = FALSE}',
  'source("common.R")',
  '```',
  '',
  '\\index{vectors}',
  '\\index{atomic vectors|see {vectors}}',
  '',
  'Figure \\@ref(fig:summary-tree) sums up, as Table \\@ref(tab:types) does; Chapter \\@ref(vectors) is this one.',
  '',
  '```{r summary-tree, echo = FALSE, out.width = NULL, fig.cap = "The types of vectors."}',
  'knitr::include_graphics("diagrams/vectors/summary-tree.png")',
  '```',
  '',
  '```{r, echo = FALSE, out.width = NULL}',
  'knitr::include_graphics("diagrams/vectors/atomic.png")',
  '```',
  '',
  '```{block2, colon, type = "rmdtip"}',
  'The colon operator returns **every integer** between two integers.',
  '```',
  '',
  '```{exercise, name = "Magic with Numbers"}',
  'Choose any number and add 2 to it.',
  '```',
  '',
  '```{r, eval = FALSE}',
  'install.packages("lobstr")',
  '```',
  '',
  '```{r sum-cpp, engine = "Rcpp"}',
  'double sum(double x) { return x; }',
  '```',
  '',
  '## Atomic vectors {#atomic-vectors}',
  '',
  'Section \\@ref(atomic-vectors) is numbered; its exercises are not.',
  '',
  '### Exercises {-}',
  '',
  '| type | example |',
  '| ---- | ------- |',
  '| logical | `TRUE` |',
  'Table: (\\#tab:types) Types of vectors.',
  '',
].join('\n');
const APPENDIX = [
  '# (APPENDIX) Appendix {-}',
  '',
  '# Tools {#tools}',
  '',
  'Tools, after \\@ref(vectors), for $\\mathbf{x}$:',
  '',
  '\\[ P(\\lambda, \\mathbf{x}) = \\prod_{i=1}^{n} x_i \\]',
  '',
  'Equation \\@ref(eq:binom) counts:',
  '',
  '\\begin{equation}',
  '  f(k) = \\binom{n}{k} p^k',
  '  (\\#eq:binom)',
  '\\end{equation}',
  '',
].join('\n');

describe('bookdown pages (.Rmd)', () => {
  it('read as bookdown prints them: parts, appendixes, figures, references, index terms', async () => {
    const source = memorySource({
      'platform.json': JSON.stringify({
        title: 'Advanced R',
        files: ['index.Rmd', 'Foundations.Rmd', 'Vectors.Rmd', 'Tools.Rmd'],
      }),
      'index.Rmd': INDEX,
      'Foundations.Rmd': FOUNDATIONS,
      'Vectors.Rmd': VECTORS,
      'Tools.Rmd': APPENDIX,
      'diagrams/vectors/summary-tree.png': 'png',
      'diagrams/vectors/atomic.png': 'png',
    });
    const { model } = await modelOf(source, 'hadley/adv-r');
    const divisions = model.divisions.filter((division) => division.kind !== 'index');
    expect(divisions.map((division) => [division.kind, division.label ?? '', division.title])).toEqual([
      ['chapter', '', 'Welcome'],
      ['part', 'Part I', 'Foundations'],
      ['chapter', 'Chapter 1', 'Vectors'],
      ['appendix', 'Appendix A', 'Tools'],
    ]);
    const html = divisions[2]!.html;
    // The hidden setup cell prints nothing; the pictures the cells show are the book's figures.
    expect(html).not.toContain('source(');
    expect(html).not.toContain('include_graphics');
    expect(html).toMatch(
      /<figure id="fig:summary-tree"[^>]*>\s*<img src="[^"]*summary-tree\.png"[^>]*>\s*<figcaption><span class="label">Figure 1-1\. <\/span>The types of vectors\./,
    );
    expect(html).toMatch(/<img src="[^"]*atomic\.png"/);
    // Its caption typed on the line under it, as pandoc reads it (markdown-it read one more row).
    expect(html).toMatch(/<table id="tab:types"[\s\S]*?<caption>[\s\S]*?Types of vectors\./);
    expect(html).not.toContain('<td>Table:');
    expect(html).toContain(
      'Figure <a data-type="xref" href="#fig:summary-tree">1-1</a> sums up, as Table <a data-type="xref" href="#tab:types">1-1</a> does; Chapter <a data-type="xref" href="#vectors">1</a>',
    );
    expect(html).toMatch(/<pre data-code-language="cpp"/);
    // bookdown's blocks of text: a tip, and an exercise titled by its name, their Markdown read as text.
    expect(html).toMatch(
      /<div data-type="tip">(?:<h6[^>]*>Tip<\/h6>)?\s*<p[^>]*>The colon operator returns <strong>every integer<\/strong>/,
    );
    expect(html).toMatch(/<strong>Exercise 1-1<\/strong> \(Magic with Numbers\)[\s\S]*?Choose any number/);
    expect(html).not.toContain('{block2');
    // Sections numbered as bookdown numbers them, but those written {-}; a reference prints the number.
    expect(html).toMatch(
      /<section data-type="sect1"><h2 id="atomic-vectors"><span class="section-number">1\.1<\/span> Atomic vectors<\/h2>/,
    );
    expect(html).toMatch(/<h3[^>]*>Exercises<\/h3>/);
    expect(html).toContain('Section <a data-type="xref" href="#atomic-vectors">1.1</a> is numbered');
    expect(divisions[3]!.html).toContain('after <a data-type="xref" href="#vectors">1</a>');
    // R Markdown's `\[…\]` is displayed math (pandoc's tex_math_single_backslash), not an escaped bracket.
    expect(divisions[3]!.html.match(/<math\b[^>]*display="block"/g)).toHaveLength(2);
    // A labelled equation environment is a formula the book numbers (once: not by the TeX converter too), by the
    // appendix's letter as bookdown numbers it.
    expect(divisions[3]!.html).toContain('Equation <a data-type="xref" href="#eq:binom">(A.1)</a> counts');
    expect(divisions[3]!.html).toMatch(
      /<span data-type="equation" class="numbered-equation" id="eq:binom"[^>]*><math/,
    );
    expect(divisions[3]!.html).not.toContain('<mtext>(1)</mtext>');
    expect(divisions[3]!.html).not.toContain('#eq:binom)');
    expect(divisions[3]!.html).not.toContain('[ P(');
    expect(html).toMatch(/<a data-type="indexterm" data-primary="vectors"/);
    expect(html).toMatch(/<a data-type="indexterm" data-primary="atomic vectors" data-see="vectors"/);
    // Only the Rcpp cell misses its output: the setup cell is hidden, the pictures are there, eval = FALSE runs nothing.
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^Vectors\.Rmd:32: a code cell \(\{r\}\) is printed as code without its output/),
    ]);
  });
});

// As rstudio/bookdown's manual: theorems as chunks and as fenced divs, cited `\@ref(thm:pyth)`.
describe("bookdown's theorem environments", () => {
  it('are numbered statements with the ids bookdown gives them, in either syntax', async () => {
    const files: Record<string, string> = {
      'components.Rmd': [
        '# Components',
        '',
        'Theorem \\@ref(thm:pyth), Lemma \\@ref(lem:chf) and Definition \\@ref(def:x).',
        '',
        '```{theorem pyth, name="Pythagorean theorem"}',
        'For a right triangle, $a^2 + b^2 = c^2$.',
        '```',
        '',
        '::: {.lemma #chf}',
        'A lemma.',
        ':::',
        '',
        '::: {.definition #x name="Thing"}',
        'Defined.',
        ':::',
        '',
        '::: {.proof}',
        'Trivial.',
        ':::',
        '',
        '::: {.warning}',
        'An admonition stays one.',
        ':::',
      ].join('\n'),
    };
    const source = memorySource({ 'platform.json': JSON.stringify({ files: Object.keys(files) }), ...files });
    const { model } = await modelOf(source, 'rstudio/bookdown');
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const html = model.divisions[0]!.html;
    expect(html).toContain(
      'Theorem <a data-type="xref" href="#thm:pyth">1-1</a>, Lemma <a data-type="xref" href="#lem:chf">1-1</a> and ' +
        'Definition <a data-type="xref" href="#def:x">1-1</a>.',
    );
    expect(html).toMatch(
      /id="thm:pyth"><p class="statement-title"><strong>Theorem 1-1<\/strong> \(Pythagorean theorem\)/,
    );
    expect(html).toMatch(
      /id="def:x"[^>]*><p class="statement-title"><strong>Definition 1-1<\/strong> \(Thing\)/,
    );
    expect(html).toMatch(/statement-proof"><p class="statement-title"><strong>Proof<\/strong>/);
    expect(html).toContain('<div data-type="warning">');
  });
});

// As jennybc/happy-git-with-r: `# (APPENDIX) Appendix {-}` alone in appendix.Rmd, the appendixes in the files after it.
describe("bookdown's unnumbered part heading", () => {
  it('prints (PART\\*) parts with no number, the numbered parts counting only themselves', async () => {
    // As tidymodels/TMwR: `# (PART\*) Introduction {-}` over the first chapter of each part.
    const files: Record<string, string> = {
      '01-software.Rmd': '# (PART\\*) Introduction {-} \n\n# Software for modeling {#software}\n\nText.\n',
      '02-ames.Rmd': '# (PART) Modeling Basics {-}\n\n# The Ames Housing Data {#ames}\n\nText.\n',
    };
    const source = memorySource({ 'platform.json': JSON.stringify({ files: Object.keys(files) }), ...files });
    const { model } = await modelOf(source, 'tidymodels/TMwR');
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(model.divisions.map((d) => [d.kind, d.label ?? '', d.title])).toEqual([
      ['part', '', 'Introduction'],
      ['chapter', 'Chapter 1', 'Software for modeling'],
      ['part', 'Part I', 'Modeling Basics'],
      ['chapter', 'Chapter 2', 'The Ames Housing Data'],
    ]);
    expect(model.divisions[0]!.html).not.toContain('data-octavo-unnumbered-part');
  });
});

describe("a Krantz-template bookdown book's LaTeX", () => {
  it('reads \\mainmatter and \\backmatter as done, \\cleardoublepage as a page break, and \\@ref after a word', async () => {
    // As rstudio/bookdown's own example book and tidymodels/TMwR (`Figure\@ref(fig:bootstrapping)`).
    const files: Record<string, string> = {
      '01-intro.Rmd': [
        '\\mainmatter',
        '',
        '# Introduction {#intro}',
        '',
        '```{r boot, fig.cap="Bootstrapping", echo=FALSE}',
        'knitr::include_graphics("boot.png")',
        '```',
        '',
        'As Figure\\@ref(fig:boot) shows.',
        '',
        '\\cleardoublepage',
        '',
        'After the break.',
      ].join('\n'),
      '02-references.Rmd': '\\backmatter\n\n# References {-}\n\nText.\n',
      'boot.png': 'not read',
    };
    const source = memorySource({
      'platform.json': JSON.stringify({ files: ['01-intro.Rmd', '02-references.Rmd'] }),
      ...files,
    });
    const { model } = await modelOf(source, 'rstudio/bookdown');
    expect(model.warnings.map(formatWarning).filter((w) => !w.includes('boot.png'))).toEqual([]);
    const html = model.divisions[0]!.html;
    expect(html).not.toContain('matter');
    expect(html).not.toContain('cleardoublepage');
    expect(html).toContain('<p class="octavo-break-before">After the break.</p>');
    expect(html).toMatch(/As Figure<a [^>]*href="#fig:boot"[^>]*>1-1<\/a> shows\./);
    expect(model.divisions[1]!.html).not.toContain('backmatter');
  });
});

describe("bookdown's appendix line in a file of its own", () => {
  it('makes the chapters of the files after it appendixes, and the file is no empty file', async () => {
    const files: Record<string, string> = {
      'shell.Rmd': '# The shell\n\nText.\n',
      'appendix.Rmd': '# (APPENDIX) Appendix {-}\n',
      'comic-relief.Rmd': '# Comic relief\n\nText.\n',
      'references.Rmd': '# References {-}\n\nText.\n',
    };
    const source = memorySource({ 'platform.json': JSON.stringify({ files: Object.keys(files) }), ...files });
    const { model } = await modelOf(source, 'jennybc/happy-git-with-r');
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(model.divisions.map((d) => [d.kind, d.label ?? '', d.title])).toEqual([
      ['chapter', 'Chapter 1', 'The shell'],
      ['appendix', 'Appendix A', 'Comic relief'],
      // A reference list is the bibliography, where it stands.
      ['bibliography', '', 'References'],
    ]);
  });
});

describe("a bookdown book's index.Rmd metadata", () => {
  it('titles the book and names its bibliography, as in a .md file', async () => {
    const source = memorySource({
      'platform.json': JSON.stringify({ files: ['index.Rmd', 'Intro.Rmd'] }),
      'index.Rmd': [
        '---',
        'title: "Advanced R"',
        'author: "Hadley Wickham"',
        'bibliography: book.bib',
        '---',
        '',
        '# Welcome {-}',
        '',
        'This is the book.',
        '',
      ].join('\n'),
      'Intro.Rmd': '# Introduction\n\nTibbles [@tibble] are data frames.\n',
      'book.bib':
        '@Manual{tibble,\n  title = {tibble: Simple Data Frames},\n  author = {Kirill Müller},\n  year = {2019},\n}\n',
    });
    const { loaded, model } = await modelOf(source, 'hadley/adv-r');
    expect(loaded.config.title).toBe('Advanced R');
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const intro = model.divisions.find((division) => division.title === 'Introduction')!;
    expect(intro.html).toContain('Tibbles <span class="citation" data-cites="tibble">(Müller 2019)</span>');
    expect(intro.html).toContain('<div class="csl-entry" id="ref-tibble"');
  });

  // As Data Science at the Command Line's index.Rmd: `cover-image: "images/cover.png"`, the image not committed.
  it('names the front matter line of a cover image it cannot find, not platform.json, and says how to fix it', async () => {
    const source = memorySource({
      'platform.json': JSON.stringify({ title: 'Data Science at the Command Line', files: ['index.Rmd'] }),
      'index.Rmd': [
        '---',
        'title: "Data Science at the Command Line"',
        'author: "Jeroen Janssens"',
        'cover-image: "images/cover.png"',
        '---',
        '',
        '# Welcome {-}',
        '',
        'This is the book.',
        '',
      ].join('\n'),
    });
    const { model } = await modelOf(source, 'jeroenjanssens/dsatcl');
    expect(model.warnings.map(formatWarning)).toEqual([
      'index.Rmd:4: cover image images/cover.png not found (looked for images/cover.png); no cover: add the ' +
        'image there, or correct the path',
    ]);
  });

  // As Data Science at the Command Line's index.Rmd: the date is the day knitr ran, in R.
  it('leaves out a date written as inline R, saying at its line to write the date, and prints no code for it', async () => {
    const source = memorySource({
      'platform.json': JSON.stringify({ files: ['index.Rmd'] }),
      'index.Rmd': [
        '---',
        'title: "Data Science at the Command Line, 2e"',
        'author: "Jeroen Janssens"',
        "date: \"`r gsub(' 0', ' ', format(Sys.Date(), '%B %d, %Y'))`\"",
        'site: bookdown::bookdown_site',
        '---',
        '',
        '# Welcome {-}',
        '',
        'This is the book.',
        '',
      ].join('\n'),
    });
    const { loaded, model } = await modelOf(source, 'jeroenjanssens/dsatcl');
    expect(loaded.config.date).toBeUndefined();
    expect(loaded.warnings.map(formatWarning)).toEqual([
      "index.Rmd:4: the date is an R expression (`r gsub(' 0', ' ', format(Sys.Date(), '%B %d, %Y'))`) that knitr " +
        "works out when the book is made, and Octavo never runs a book's code: it is left out. Write the date " +
        'itself there, or set "date" in platform.json',
    ]);
    expect(model.date).toBeUndefined();
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  // As Happy Git with R's index.Rmd: `link-citations: yes`, the word pandoc reads as true.
  it.each(['yes', 'true', 'on'])(
    'links each citation to its work when link-citations is %s',
    async (value) => {
      const source = memorySource({
        'platform.json': JSON.stringify({ files: ['index.Rmd'] }),
        'index.Rmd': `---\nbibliography: b.bib\nlink-citations: ${value}\n---\n\n# Chap\n\nAs shown [@knuth].\n`,
        'b.bib': '@book{knuth, author={Donald Knuth}, title={TAOCP}, year={1968}, publisher={AW}}\n',
      });
      const { model } = await modelOf(source, 'jennybc/happy-git-with-r');
      const html = model.divisions.map((division) => division.html).join('\n');
      expect(html).toMatch(
        /As shown <span class="citation" data-cites="knuth">[^<]*<a href="#ref-knuth">[^<]*Knuth 1968/,
      );
      expect(html).toContain('id="ref-knuth"');
    },
  );

  // As Data Science at the Command Line's index.Rmd: seventeen works listed only under `nocite`.
  it.each([
    ['|\n  @lamport94', ['ref-knuth84', 'ref-lamport94']],
    ['"@*"', ['ref-knuth84', 'ref-lamport94', 'ref-wirth76']],
  ])('lists the works nocite names (%s) in the references, cited or not', async (nocite, ids) => {
    const source = memorySource({
      'platform.json': JSON.stringify({ files: ['index.Rmd'] }),
      'index.Rmd': `---\nbibliography: b.bib\nnocite: ${nocite}\n---\n\n# Chap\n\nAs shown [@knuth84].\n`,
      'b.bib': [
        '@book{knuth84, author={Donald Knuth}, title={The TeXbook}, year={1984}, publisher={AW}}',
        '@book{lamport94, author={Leslie Lamport}, title={LaTeX}, year={1994}, publisher={AW}}',
        '@book{wirth76, author={Niklaus Wirth}, title={Algorithms}, year={1976}, publisher={PH}}',
      ].join('\n'),
    });
    const { model } = await modelOf(source, 'jeroenjanssens/dsatcl');
    const html = model.divisions.map((division) => division.html).join('\n');
    expect([...html.matchAll(/id="(ref-[^"]+)"/g)].map((m) => m[1])).toEqual(ids);
  });

  // As rstudio/bookdown's manual: packages.bib is written by knitr::write_bib when the book is built, never committed.
  it('says once that a named bibliography file is missing, with the citation keys no other file has', async () => {
    const source = memorySource({
      'platform.json': JSON.stringify({ files: ['index.Rmd', 'intro.Rmd'] }),
      'index.Rmd': '---\ntitle: "bookdown"\nbibliography: [book.bib, packages.bib]\n---\n\n# Preface {-}\n',
      'intro.Rmd':
        '# Introduction\n\nBuilt on knitr [@R-knitr; @xie2015] and rmarkdown [@R-rmarkdown], [@R-base], [@R-knitr],\n' +
        'and [@R-shiny], and a slip [@xie2051].\n',
      'book.bib':
        '@Book{xie2015,\n  title = {Dynamic Documents with R and knitr},\n  author = {Yihui Xie},\n  year = {2015},\n}\n',
    });
    const { model } = await modelOf(source, 'rstudio/bookdown');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^intro\.Rmd:4: citation key "xie2051" is in no work .*did you mean @xie2015\?/),
      'index.Rmd: bibliography: packages.bib names no file of the book, so the works in it cannot be cited: 4 ' +
        'citation keys found in no other file (@R-knitr at intro.Rmd:3, @R-rmarkdown, @R-base and 1 more) are ' +
        "printed as written; commit the file (one the book's own build writes, as knitr::write_bib does, is not in " +
        'the repository) or correct the path (from the repository root, where pandoc runs)',
    ]);
  });

  // As hadley/r-pkgs: Quarto merges `_quarto.yml` under every page's metadata, its bibliography with it.
  it("names the bibliography of a Quarto project's _quarto.yml, a page's own metadata first", async () => {
    const bib = (author: string) =>
      `@Manual{styler,\n  title = {styler},\n  author = {${author}},\n  year = {2023},\n}\n`;
    const source = memorySource({
      'platform.json': JSON.stringify({ files: ['index.Rmd', 'code.Rmd'] }),
      '_quarto.yml': 'project:\n  type: book\nbibliography: book.bib\nbook:\n  title: "R Packages"\n',
      'index.Rmd': '# Welcome {.unnumbered}\n\nThis is the book.\n',
      'code.Rmd': '# Code\n\nStyle it [@styler].\n',
      'book.bib': bib('Lorenz Walthert'),
      'other.bib': bib('Someone Else'),
    });
    const { loaded, model } = await modelOf(source, 'hadley/r-pkgs');
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const code = model.divisions.find((division) => division.title === 'Code')!;
    expect(code.html).toContain('Style it <span class="citation" data-cites="styler">(Walthert 2023)</span>');

    const own = memorySource({
      ...Object.fromEntries(
        await Promise.all(
          ['platform.json', '_quarto.yml', 'code.Rmd', 'book.bib', 'other.bib'].map(async (f) => [
            f,
            (await source.readFile(f))!,
          ]),
        ),
      ),
      'index.Rmd': '---\nbibliography: other.bib\n---\n\n# Welcome {.unnumbered}\n',
    });
    const ownModel = await buildBookModel(own, loaded.config, { bookName: 'hadley/r-pkgs' });
    expect(ownModel.divisions.find((division) => division.title === 'Code')!.html).toContain('(Else 2023)');
  });

  // As Data Science at the Command Line's _output.yml: its note style is named in the format's pandoc_args only.
  const NOTE_STYLE =
    '<style xmlns="http://purl.org/net/xbiblio/csl" class="note" version="1.0"><info><title>Notes</title>' +
    '<id>notes</id><updated>2020-01-01T00:00:00+00:00</updated></info><citation><layout suffix=".">' +
    '<names variable="author"><name/></names><text variable="title" prefix=", "/></layout></citation></style>';
  const citingBook = (output: string, frontMatter = '', citing = 'a classic book [@knuth84].') =>
    memorySource({
      'platform.json': JSON.stringify({ files: ['index.Rmd', '01.Rmd'] }),
      'index.Rmd': `---\ntitle: "Repro"\nbibliography: refs.bib\n${frontMatter}---\n\n# Preface {-}\n\nHello.\n`,
      '01.Rmd': `# Intro\n\nTeX is described in ${citing}\n`,
      '_output.yml': output,
      'notes.csl': NOTE_STYLE,
      'refs.bib':
        '@book{knuth84, author={Donald E. Knuth}, title={The TeXbook}, year={1984}, publisher={AW}}\n',
    });
  const introOf = async (source: ReturnType<typeof memorySource>) => {
    const { model } = await modelOf(source, 'jeroenjanssens/dsatcl');
    return {
      html: model.divisions.find((division) => division.title === 'Intro')!.html,
      warnings: model.warnings.map(formatWarning),
    };
  };

  it.each([
    ['bookdown::gitbook:\n  pandoc_args:\n    - --csl\n    - notes.csl\n'],
    ['bookdown::gitbook:\n  pandoc_args: ["--csl", "notes.csl"]\n'],
    ['bookdown::bs4_book:\n  pandoc_args: [--filter, bin/f.py, --csl=notes.csl]\n'],
    ['bookdown::gitbook:\n  csl: notes.csl\n'],
  ])('prints the citations in the style _output.yml passes pandoc (%j)', async (output) => {
    const { html, warnings } = await introOf(citingBook(output));
    expect(warnings).toEqual([]);
    expect(html).toMatch(/<span data-type="footnote"[^>]*>[^<]*Donald E\. Knuth, The TeXbook\./);
    expect(html).not.toContain('(Knuth 1984)');
  });

  // pandoc's --csl sets the csl metadata over the document's own (pandoc 2.17: the command line's style is used).
  it("takes _output.yml's style over the front matter's, as pandoc's command line does", async () => {
    const source = citingBook(
      'bookdown::gitbook:\n  pandoc_args: [--csl, notes.csl]\n',
      'csl: missing-style.csl\n',
    );
    const { html, warnings } = await introOf(source);
    expect(warnings).toEqual([]);
    expect(html).toContain('Donald E. Knuth, The TeXbook.');
  });

  it("takes the HTML format's style when the formats disagree, and says where the other is named", async () => {
    const output = [
      'bookdown::pdf_book:',
      '  pandoc_args:',
      '    - --csl',
      '    - author-date.csl',
      'bookdown::gitbook:',
      '  pandoc_args: [--csl, notes.csl]',
      '',
    ].join('\n');
    const { html, warnings } = await introOf(citingBook(output));
    expect(html).toContain('Donald E. Knuth, The TeXbook.');
    expect(warnings).toEqual([
      '_output.yml:3: bookdown::pdf_book names the citation style author-date.csl, but bookdown::gitbook names ' +
        'notes.csl, which Octavo uses for every format it makes: name the same citation style in each format of ' +
        "_output.yml, or move it to the book's YAML front matter",
    ]);
  });

  // As pandoc 2.17's citeproc places them (measured): Data Science at the Command Line's notes stood before the period.
  it.each([
    ['a classic book [@knuth84].', '', 'a classic book.[n]'],
    ['a classic book [@knuth84], and more.', '', 'a classic book,[n] and more.'],
    ['a classic book [@knuth84]: and more.', '', 'a classic book:[n] and more.'],
    ['a classic book [@knuth84]? And more.', '', 'a classic book?[n] And more.'],
    ['a classic book (see [@knuth84]).', '', 'a classic book (see).[n]'],
    ['a classic book [@knuth84] and more.', '', 'a classic book[n] and more.'],
    ['a classic book [@knuth84] [@knuth84].', '', 'a classic book[n] [n].'],
    ['a classic book[@knuth84].', '', 'a classic book[n].'],
    ['"a classic book" [@knuth84].', '', '“a classic book.”[n]'],
    ['"a classic book" [@knuth84]; and more.', '', '“a classic book”;[n] and more.'],
    ['"a classic book [@knuth84]."', '', '“a classic book.[n]”'],
    ['"a classic book" [@knuth84].', 'lang: en-GB\n', '“a classic book”.[n]'],
    ['a classic book [@knuth84].', 'notes-after-punctuation: false\n', 'a classic book[n].'],
  ])('places a note citation as pandoc does: %s (%j)', async (written, metadata, expected) => {
    const { html, warnings } = await introOf(citingBook('', `csl: notes.csl\n${metadata}`, written));
    expect(warnings).toEqual([]);
    const paragraph = /<p[^>]*>TeX is described in ([\s\S]*?)<\/p>/.exec(html)![1]!;
    expect(
      paragraph.replace(
        /<span class="citation"[^>]*><span data-type="footnote"[^>]*>[^<]*<\/span><\/span>/g,
        '[n]',
      ),
    ).toBe(expected);
  });

  it("says where _output.yml names no style file after --csl, and keeps the front matter's", async () => {
    const { html, warnings } = await introOf(citingBook('bookdown::gitbook:\n  pandoc_args:\n    - --csl\n'));
    expect(html).toContain('(Knuth 1984)');
    expect(warnings).toEqual([
      "_output.yml:3: bookdown::gitbook's pandoc_args has --csl without a file after it, so pandoc would stop " +
        'there: write the file as the next item ("--csl", "style.csl") or as --csl=style.csl',
    ]);
  });
});

// As jeroenjanssens/data-science-at-the-command-line: a knitr engine of the book's own (`{console}`), hidden cells
// above the chapter's title, and knitr's `{asis}` text.
describe("knitr's cells in R Markdown and Quarto, as knitr prints them", () => {
  const CHAPTER = [
    '```{r console_start, include=FALSE}',
    'console_start()',
    '```',
    '',
    '```{console setup_history, include=FALSE}',
    ' export CHAPTER="02"',
    '```',
    '',
    '# Getting Started {#chapter-2-getting-started}',
    '',
    'Type this:',
    '',
    '```{console}',
    "< alice.txt grep -oE '\\w{2,}' | trim",
    '```',
    '',
    '```{asis, echo = FALSE}',
    'Only when the cell is shown.',
    '```',
    '',
    '```{asis}',
    'Some *asis* text.',
    '```',
    '',
  ].join('\n');

  async function model(files: Record<string, string | Buffer>) {
    const source = memorySource({
      'platform.json': JSON.stringify({ files: Object.keys(files) }),
      ...files,
    });
    return (await modelOf(source, 'jeroenjanssens/dsatcl')).model;
  }

  it.each(['02.Rmd', '02.qmd'])(
    'of any engine are code cells in %s, hidden ones printing nothing',
    async (file) => {
      const book = await model({ [file]: CHAPTER });
      const [chapter] = book.divisions.filter((division) => division.kind === 'chapter');
      expect(chapter!.title).toBe('Getting Started');
      expect(chapter!.html).not.toContain('CHAPTER=');
      expect(chapter!.html).not.toContain('console_start');
      expect(chapter!.html).toMatch(/<pre data-code-language="console"[^>]*>[^]*?alice\.txt grep -oE/);
      expect(chapter!.html).toContain('Some <em>asis</em> text.');
      expect(chapter!.html).not.toContain('Only when the cell is shown');
      expect(chapter!.html).not.toContain('{asis');
      // One warning: the shown {console} cell misses its output; nothing opens above the title, no MyST directive.
      expect(book.warnings.map(formatWarning)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${file.replace('.', '\\.')}:13: a code cell \\(\\{console\\}\\) is printed as code without its output`,
          ),
        ),
      ]);
    },
  );

  // As hadley/r-pkgs (R Packages, 2nd edition): knitr's `verbatim` shows a chunk as written, `cat` writes a file
  // and shows it, `comment` prints nothing; none has output to miss.
  it('of the engines that print only their text are listings in the language given, missing nothing', async () => {
    const book = await model({
      'vignettes.Rmd': [
        '# Vignettes',
        '',
        '````{verbatim, lang = "markdown"}',
        '```{r setup}',
        'library(yourpackage)',
        '```',
        '````',
        '',
        '```{cat}',
        '#| label: strsplit1-write',
        '#| eval: !expr create',
        '#| class-source: r',
        '#| engine.opts: !expr \'list(file = path("R", "strsplit1.R"))\'',
        'strsplit1 <- function(x, split) strsplit(x, split = split)[[1]]',
        '```',
        '',
        '```{comment}',
        'A note to the co-author.',
        '```',
        '',
      ].join('\n'),
    });
    const html = book.divisions[0]!.html;
    expect(html).toMatch(
      /<pre data-code-language="markdown"[^>]*>[^]*?```\{r setup\}\nlibrary\(yourpackage\)\n```/,
    );
    expect(html).toMatch(/<pre data-code-language="r"[^>]*>[^]*?strsplit1 <span[^>]*>&lt;-/);
    expect(html).not.toMatch(/label: strsplit1-write|co-author|verbatim|\{cat/);
    expect(book.warnings.map(formatWarning)).toEqual([]);
  });

  // As tidymodels/TMwR and hadley/r-pkgs: the tables unrun cells print are missing, once (Geocomputation with R's
  // commented-out footnote's `label = "…"` names no table).
  it('that make a table keep its number and caption when the code says the caption, else warn once that it is missing', async () => {
    const book = await model({
      '01.Rmd': [
        '# Software',
        '',
        'Table \\@ref(tab:inner-monologue) shows it, as Table \\@ref(tab:args) and Table \\@ref(tab:made) do.',
        '',
        '```{r monologue, echo = FALSE}',
        'monolog %>% kable(caption = "Hypothetical inner monologue.", label = "inner-monologue")',
        '```',
        '',
        '```{r args, echo = FALSE}',
        'knitr::kable(args, caption = "Arguments.") #|>',
        '# kableExtra::add_footnote(label = "Not a label: a footnote, # in a comment", notation = "alphabet")',
        '```',
        '',
        '```{r made, echo = FALSE}',
        'knitr::kable(made, caption = caption_of(made))',
        '```',
        '',
        'And Table \\@ref(tab:nowhere) has no cell.',
      ].join('\n'),
      '02.qmd': [
        '# Within',
        '',
        'See @tbl-timestamps.',
        '',
        '```{r}',
        '#| label: tbl-timestamps',
        'knitr::kable(x)',
        '```',
        '',
      ].join('\n'),
    });
    expect(book.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^01\.Rmd:5: 3 code cells \(\{r\}\) are printed as code without their output: Octavo never runs a book's code\. The tables they make \(\\@ref\(tab:inner-monologue\), \\@ref\(tab:args\)\) keep their numbers and captions, their code where the rows would be\. The tables \(\\@ref\(tab:made\)\) they make are missing, and references to them have no target\./,
      ),
      expect.stringMatching(
        /^02\.qmd:5: a code cell \(\{r\}\) .* The tables \(@tbl-timestamps\) they make are missing/,
      ),
      expect.stringMatching(/^01\.Rmd:18: cross-reference to "#tab:nowhere" has no target in the book/),
    ]);
    // Kept: numbered, captioned as the code says, the code where the rows would be; cited by their numbers.
    const html = book.divisions[0]!.html;
    expect(html).toContain(
      'Table <a data-type="xref" href="#tab:inner-monologue">1-1</a> shows it, as Table <a data-type="xref" ' +
        'href="#tab:args">1-2</a> and Table <a data-type="xref">[tab:made]</a> do.',
    );
    expect(html).toMatch(
      /<table id="tab:inner-monologue" class="unrun-table">\s*<caption><span class="label">Table 1-1\. <\/span>Hypothetical inner monologue\.<\/caption>\s*<tbody><tr><td>\s*<pre[^>]*><code[^>]*>monolog/,
    );
    expect(html).toMatch(/<caption><span class="label">Table 1-2\. <\/span>Arguments\.<\/caption>/);
    expect(html).not.toContain('id="tab:made"');
  });

  it('that show a picture size it by their out.width', async () => {
    const book = await model({
      '01.Rmd': [
        '# Introduction',
        '',
        '```{r diagram-osemn, echo=FALSE, fig.cap="Doing data science", out.width="90%"}',
        'knitr::include_graphics("images/dscl_0101.png")',
        '```',
        '',
        '```{r logo, echo=FALSE, out.width = "300px"}',
        'knitr::include_graphics("images/logo.png")',
        '```',
        '',
        // Mastering Shiny: a screenshot shown at its `dpi`, 750 pixels at 375 dpi are 2 inches.
        '```{r app, echo = FALSE}',
        'knitr::include_graphics("images/app.png", dpi = 300 * 1.25)',
        '```',
        '',
      ].join('\n'),
      'images/dscl_0101.png': 'png',
      'images/logo.png': 'png',
      'images/app.png': encodePng({ width: 750, height: 300, colorType: 2, samples: screenshot(750, 300) }),
    });
    const html = book.divisions[0]!.html;
    expect(html).toMatch(/<figure id="fig:diagram-osemn"[^>]*>\s*<img [^>]*style="width: 90%"/);
    expect(html).toMatch(/<img [^>]*src="[^"]*logo\.png"[^>]*width="300"/);
    expect(html).toMatch(/<img [^>]*src="[^"]*app\.png"[^>]*width="192"/);
    expect(html).not.toContain('data-octavo-dpi');
  });

  it('that show a picture whose path joins strings earlier chunks named show it, as knitr does', async () => {
    // As rafalab/dsbook: the folder named once at the top, screenshots listed from the book's folder of them.
    const source = memorySource({
      'platform.json': JSON.stringify({ files: ['R/getting-started.Rmd'] }),
      'R/getting-started.Rmd': [
        '# Getting started',
        '',
        '```{r, include = FALSE}',
        'img_path <- "productivity/img/"',
        'screenshots <- list.files(file.path(img_path, "windows-screenshots"))',
        'screenshots <- file.path(img_path, "windows-screenshots", screenshots)',
        '```',
        '',
        '```{r, echo = FALSE}',
        '## http://example.org/install_help/rstudio.png',
        'knitr::include_graphics(file.path(img_path, "rstudio.png"))',
        '```',
        '',
        '```{r, echo = FALSE}',
        'knitr::include_graphics(screenshots[2])',
        '```',
        '',
        '```{r, echo = FALSE}',
        'knitr::include_graphics(paste0(img_path, "missing-", n, ".png"))',
        '```',
        '',
      ].join('\n'),
      'productivity/img/rstudio.png': 'png',
      'productivity/img/windows-screenshots/shot_09_31.png': 'png',
      'productivity/img/windows-screenshots/shot_09_32.png': 'png',
    });
    const book = (await modelOf(source, 'rafalab/dsbook')).model;
    const html = book.divisions[0]!.html;
    expect(html).toMatch(/<img src="[^"]*productivity\/img\/rstudio\.png"/);
    expect(html).toMatch(/<img src="[^"]*productivity\/img\/windows-screenshots\/shot_09_32\.png"/);
    expect(html).not.toContain('shot_09_31.png');
    expect(html).not.toContain('include_graphics(file.path');
    // A path of a name no chunk assigned a string is still only R's to know, and said so.
    expect(book.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^R\/getting-started\.Rmd:\d+: \{r\} calls include_graphics\(paste0\(img_path, "missing-", n, "\.png"\)\), a path only running R knows/,
      ),
    ]);
  });

  it('of an engine Octavo has no list of, in a Markdown file, are MyST directives', async () => {
    const book = await model({ 'ch02.md': '# Getting Started\n\n```{console}\nseq 3\n```\n' });
    expect(book.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^ch02\.md:3: \{console\} is a MyST directive Octavo does not run/),
    ]);
  });
});
