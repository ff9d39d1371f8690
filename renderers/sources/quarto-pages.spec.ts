import { loadPlatformConfig } from '../config/load-platform-config';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { readCodeCell } from './code-cell-options';

const VISUALIZE = [
  '# Data visualization {#sec-data-visualization}',
  '',
  '```{r}',
  '#| echo: false',
  'source("_common.R")',
  '```',
  '',
  'See @fig-penguins, @fig-palette and @sec-data-visualization.',
  '',
  '```{r}',
  '#| label: fig-penguins',
  '#| fig-cap: Penguins by species.',
  'ggplot(penguins, aes(x = species)) + geom_bar()',
  '```',
  '',
  '```{r}',
  '#| label: fig-palette',
  '#| echo: false',
  '#| fig-cap: |',
  "#|   RStudio's command palette.",
  '#| fig-alt: The palette after typing "styler".',
  'knitr::include_graphics("screenshots/palette.png")',
  '```',
  '',
  '```{r}',
  '#| include: false',
  'library(tidyverse)',
  '```',
].join('\n');

describe('Quarto pages (.qmd)', () => {
  it('are read as Markdown: cells as listings without their options, figures kept in place, @fig- references', async () => {
    const source = memorySource({
      'platform.json': JSON.stringify({ title: 'R for Data Science', files: ['data-visualize.qmd'] }),
      'data-visualize.qmd': VISUALIZE,
      'screenshots/palette.png': 'png',
    });
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const model = await buildBookModel(source, loaded.config, { bookName: 'hadley/r4ds' });
    const html = model.divisions[0]!.html;
    expect(html).toContain('ggplot');
    expect(html).not.toContain('#|');
    expect(html).not.toContain('source(');
    expect(html).not.toContain('library(tidyverse)');
    expect(html).toMatch(
      /<figure id="fig-palette"[^>]*>\s*<img src="[^"]*palette\.png" alt="The palette after typing &quot;styler&quot;\."/,
    );
    expect(html).toMatch(/<figcaption>[\s\S]*RStudio’s command palette\./);
    // The unrun plot keeps its figure, number and caption, its code in place of the plot.
    expect(html).toMatch(
      /<figure id="fig-penguins"[^>]*>\s*<pre[^>]*>[\s\S]*ggplot[\s\S]*<figcaption>[\s\S]*Penguins by species\./,
    );
    expect(html).toMatch(/<a data-type="xref" href="#fig-penguins"[^>]*>Figure 1-1<\/a>/);
    expect(html).toMatch(/<a data-type="xref" href="#fig-palette"[^>]*>Figure 1-2<\/a>/);
    expect(model.warnings.map(formatWarning)).toEqual([
      'data-visualize.qmd:10: a code cell ({r}) is printed as code without its output: Octavo never runs a ' +
        "book's code. The figures they make (@fig-penguins) keep their numbers and captions, their code where the " +
        'plot would be. To print the output, run `quarto render data-visualize.qmd --to md` once and list the ' +
        'Markdown file it writes (its figures beside it) instead',
    ]);
  });

  it('of a Quarto book without platform.json are listed in the order of its _quarto.yml, parts and appendices', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        '_quarto.yml': [
          'project:',
          '  type: book',
          'book:',
          '  title: "R for Data Science (2e)"',
          '  cover-image: cover.jpg',
          '  chapters:',
          '    - index.qmd',
          '    - part: whole-game.qmd',
          '      chapters:',
          '        - data-visualize.qmd',
          '    - part: "Program"',
          '      chapters: [functions.qmd]',
          '  appendices:',
          '    - base-R.qmd',
        ].join('\n'),
        'index.qmd': '# Welcome',
        'whole-game.qmd': '# Whole game',
        'data-visualize.qmd': '# Data visualization',
        'functions.qmd': '# Functions',
        'base-R.qmd': '# Base R',
        'cover.jpg': 'jpg',
      }),
    );
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain(
      'This repository is built with Quarto: its _quarto.yml gives the reading order of 5 files; a platform.json ' +
        'that lists them in that order:\n{"title":"R for Data Science (2e)","files":["index.qmd","whole-game.qmd",' +
        '"data-visualize.qmd","functions.qmd","base-R.qmd"],"cover":"cover.jpg"}',
    );
  });

  // As larmarange/guide-R: Quarto writes a cell's options after its language's comment mark.
  it('read the options of {mermaid} and {dot} cells (%%| and //|): their figures are numbered, captioned, cited', async () => {
    const source = memorySource({
      'flux.qmd': [
        '# Flux',
        '',
        'Voir @fig-flux et @fig-graphe.',
        '',
        '```{mermaid}',
        '%%| label: fig-flux',
        '%%| fig-cap: Un flux',
        'flowchart LR',
        '  A --> B',
        '```',
        '',
        '```{dot}',
        '//| label: fig-graphe',
        '//| fig-cap: Un graphe',
        'digraph { a -> b }',
        '```',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['flux.qmd'], formats: {} },
      { bookName: 'larmarange/guide-R' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toContain(
      'Voir <a data-type="xref" href="#fig-flux">Figure 1-1</a> et <a data-type="xref" href="#fig-graphe">Figure 1-2</a>.',
    );
    expect(html).toMatch(
      /<figure id="fig-flux">\s*<pre[^>]*><code[^>]*>flowchart LR\n[^]*?<figcaption><span class="label">Figure 1-1\. <\/span>Un flux<\/figcaption>/,
    );
    expect(html).toMatch(/<figure id="fig-graphe">\s*<pre[^>]*><code[^>]*>digraph/);
    expect(html).not.toMatch(/%%\||\/\/\|/);
    expect(model.warnings.map(formatWarning).join('\n')).not.toContain('has no target');
  });

  // As larmarange/guide-R: `@fig-sub-1` printed "[fig-sub-1]", with advice to cite #fig-sub instead.
  it("letter the subfigures of an unrun cell's fig-subcap, which @fig-sub-1 cites as Quarto names it", async () => {
    const source = memorySource({
      'plots.qmd': [
        '# Grafiken',
        '',
        'Siehe @fig-sub-1, @fig-sub-2 und @fig-sub.',
        '',
        '```{r}',
        '#| label: fig-sub',
        '#| fig-cap: Zwei Grafiken',
        '#| fig-subcap:',
        '#|   - Erste',
        '#|   - Zweite',
        'plot(1); plot(2)',
        '```',
        '',
        '```{r}',
        '#| label: fig-next',
        '#| fig-cap: Danach',
        'plot(3)',
        '```',
        '',
        'Und @fig-next.',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['plots.qmd'], formats: {}, lang: 'de' },
      { bookName: 'larmarange/guide-R' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toContain(
      'Siehe <a data-type="xref" href="#fig-sub-1">Abbildung 1-1 (a)</a>, <a data-type="xref" ' +
        'href="#fig-sub-2">Abbildung 1-1 (b)</a> und <a data-type="xref" href="#fig-sub">Abbildung 1-1</a>.',
    );
    expect(html).toContain('Und <a data-type="xref" href="#fig-next">Abbildung 1-2</a>.');
    expect(html).toMatch(
      /<figure id="fig-sub-1"><figcaption><span class="label">\(a\) <\/span>Erste<\/figcaption><\/figure>/,
    );
    expect(model.warnings.map(formatWarning).join('\n')).not.toContain('has no target');
  });

  it("read a cell's options as Quarto's YAML", () => {
    expect(readCodeCell('#| label: fig-a\n#| fig-cap: |\n#|   Two\n#|   lines.\nplot(x)\n')).toEqual({
      code: 'plot(x)\n',
      options: { label: 'fig-a', 'fig-cap': 'Two\nlines.\n' },
    });
    expect(readCodeCell('#| not: [yaml\nx\n').options).toEqual({});
  });
});

// As hadley/r-pkgs (parts titled in _quarto.yml, an appendix) and hadley/r4ds (parts written as pages of their own).
describe("a Quarto book's _quarto.yml outline", () => {
  const QUARTO = [
    'project:',
    '  type: book',
    'book:',
    '  chapters:',
    '    - index.qmd',
    '    - part: Getting started',
    '      chapters:',
    '        - whole-game.Rmd',
    '        - setup.Rmd',
    '    - part: components.qmd',
    '      chapters:',
    '        - code.Rmd',
    '    - part: unlisted.qmd',
    '      chapters:',
    '        - data.Rmd',
    '    - references.qmd',
    '  appendices:',
    '    - R-CMD-check.Rmd',
  ].join('\n');
  const FILES: Record<string, string> = {
    'index.qmd': '# Welcome {.unnumbered}\n\nText.\n',
    'whole-game.Rmd': '# The whole game\n\nText.\n',
    'setup.Rmd': '# System setup\n\nText.\n',
    'components.qmd': '# Package components\n\nWhat a package holds.\n',
    'code.Rmd': '# R code\n\nText.\n',
    'data.Rmd': '# Data\n\nText.\n',
    'references.qmd': '# References {.unnumbered}\n\nText.\n',
    'R-CMD-check.Rmd': '# R CMD check\n\nText.\n',
  };

  it('opens its parts, a part written as a page being that part, and letters its appendices', async () => {
    const source = memorySource({ '_quarto.yml': QUARTO, ...FILES });
    const model = await buildBookModel(
      source,
      { files: Object.keys(FILES), formats: {} },
      { bookName: 'hadley/r-pkgs' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(model.divisions.map((d) => [d.kind, d.label ?? '', d.title, d.partId ?? ''])).toEqual([
      ['chapter', '', 'Welcome', ''],
      ['part', 'Part I', 'Getting started', ''],
      ['chapter', 'Chapter 1', 'The whole game', 'getting-started'],
      ['chapter', 'Chapter 2', 'System setup', 'getting-started'],
      ['part', 'Part II', 'Package components', ''],
      ['chapter', 'Chapter 3', 'R code', 'package-components'],
      // Its part's page is not among the book's files: no part to print it in.
      ['chapter', 'Chapter 4', 'Data', ''],
      ['chapter', '', 'References', ''],
      ['appendix', 'Appendix A', 'R CMD check', ''],
    ]);
    const part = model.divisions.find((d) => d.title === 'Package components')!;
    expect(part.html).toContain('What a package holds.');
  });

  // As larmarange/guide-R, whose part titles print with Markdown's marks in Quarto's own book.
  it("prints a part's title as the inline Markdown Quarto reads it as", async () => {
    const quarto = QUARTO.replace('part: Getting started', 'part: "**Bases** du `langage` <b>x</b>"');
    const source = memorySource({ '_quarto.yml': quarto, ...FILES });
    const model = await buildBookModel(
      source,
      { files: Object.keys(FILES), formats: {} },
      { bookName: 'larmarange/guide-R' },
    );
    const part = model.divisions.find((d) => d.kind === 'part')!;
    // The title every contents, navigation and running head prints; the part's page with its formatting.
    expect(part.title).toBe('Bases du langage x');
    expect(part.html).toContain('<strong>Bases</strong> du <code>langage</code> <b>x</b></h1>');
    expect(model.divisions.find((d) => d.title === 'The whole game')!.partId).toBe(part.id);
  });

  it('changes nothing in a book without one', async () => {
    const source = memorySource(FILES);
    const model = await buildBookModel(
      source,
      { files: Object.keys(FILES), formats: {} },
      { bookName: 'hadley/r-pkgs' },
    );
    expect(model.divisions.map((d) => d.kind)).not.toContain('part');
    expect(model.divisions.map((d) => d.kind)).not.toContain('appendix');
  });
});

// As hadley/ggplot2-book: "as discussed in @sec-position-continuous-breaks---you wish".
describe('a Quarto reference followed by punctuation', () => {
  it('cites the key pandoc reads, which ends before punctuation not followed by a letter or digit', async () => {
    const source = memorySource({
      'scales.qmd':
        '# Scales {#sec-scales}\n\n## Breaks {#sec-breaks}\n\nText.\n\n' +
        'It helps if---as in @sec-breaks---you wish (@sec-scales.), and @sec-breaks-.\n',
    });
    const model = await buildBookModel(
      source,
      { files: ['scales.qmd'], formats: {} },
      { bookName: 'hadley/ggplot2-book' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(model.divisions[0]!.html).toContain(
      'It helps if—as in <a data-type="xref" href="#sec-breaks">Breaks</a>—you wish (<a data-type="xref" ' +
        'href="#sec-scales">Chapter 1</a>.), and <a data-type="xref" href="#sec-breaks">Breaks</a>-.',
    );
  });
});

// As Quarto's documentation writes them (`::: {#thm-line}` titled by a heading or `name=`), cited `@thm-line`.
describe("Quarto's theorems and exercises", () => {
  it('are numbered statements titled by their heading or name, which @thm- and @exr- references cite', async () => {
    const source = memorySource({
      'lines.qmd': [
        '# Lines',
        '',
        'See @thm-line, [@exr-two; @lem-slope] and Theorem @thm-line.',
        '',
        '::: {#thm-line}',
        '## Line',
        '',
        'The equation of any straight line.',
        ':::',
        '',
        '::: {#exr-two name="Two points"}',
        'Draw it.',
        ':::',
        '',
        '::: {#lem-slope}',
        'Slopes.',
        ':::',
        '',
        '::: {.proof}',
        'Obvious.',
        ':::',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['lines.qmd'], formats: {} },
      { bookName: 'quarto/docs' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const html = model.divisions[0]!.html;
    expect(html).toContain(
      '<p>See <a data-type="xref" href="#thm-line">Theorem 1-1</a>, <a data-type="xref" href="#exr-two">Exercise ' +
        '1-1</a> and <a data-type="xref" href="#lem-slope">Lemma 1-1</a> and Theorem <a data-type="xref" ' +
        'href="#thm-line">1-1</a>.</p>',
    );
    expect(html).toMatch(
      /<div class="[^"]*statement-theorem" id="thm-line"><p class="statement-title"><strong>Theorem 1-1<\/strong> \(Line\)<\/p>/,
    );
    expect(html).toMatch(
      /id="exr-two"[^>]*><p class="statement-title"><strong>Exercise 1-1<\/strong> \(Two points\)/,
    );
    expect(html).toMatch(/statement-proof"><p class="statement-title"><strong>Proof<\/strong><\/p>/);
    expect(html).not.toContain('<h2');
  });
});

// As Quarto's documentation writes them: a figure or table div whose last paragraph is its caption, a callout's title.
describe("Quarto's figure and table divs, and titled callouts", () => {
  it('are numbered figures and tables with that caption, which references cite; subfigures are lettered under their figure', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const source = memorySource({
      'figs.qmd': [
        '# Figures',
        '',
        'See @fig-kiln, @tbl-cones, @fig-elephants and @fig-surus.',
        '',
        '::: {#fig-kiln}',
        '![](kiln.png){fig-alt="A brick kiln, its door open."}',
        '',
        'A kiln at cone 6.',
        ':::',
        '',
        '::: {#tbl-cones}',
        '| cone | °C |',
        '|---|---|',
        '| 6 | 1222 |',
        '',
        'Cones and their temperatures.',
        ':::',
        '',
        '::: {#fig-elephants layout-ncol=2}',
        '![Surus](kiln.png){#fig-surus}',
        '',
        '![Hanno](kiln.png){#fig-hanno}',
        '',
        'Famous Elephants',
        ':::',
        '',
        '![Cone 6, bent.](kiln.png){fig-alt="A bent cone on a shelf."}',
        '',
        '::: {.callout-tip title="Faster firing"}',
        'Fire thin ware.',
        ':::',
      ].join('\n'),
      'kiln.png': png,
    });
    const model = await buildBookModel(
      source,
      { files: ['figs.qmd'], formats: {} },
      { bookName: 'quarto/docs' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const html = model.divisions[0]!.html;
    expect(html).toContain(
      'See <a data-type="xref" href="#fig-kiln">Figure 1-1</a>, <a data-type="xref" href="#tbl-cones">Table 1-1</a>, ' +
        '<a data-type="xref" href="#fig-elephants">Figure 1-2</a> and <a data-type="xref" href="#fig-surus">Figure ' +
        '1-2 (a)</a>.',
    );
    expect(html).toMatch(
      /<figure id="fig-kiln">[^]*?<img [^>]*alt="A brick kiln, its door open\."[^>]*>[^]*?<figcaption><span class="label">Figure 1-1\. <\/span>A kiln at cone 6\.<\/figcaption>\s*<\/figure>/,
    );
    expect(html).toMatch(
      /<table id="tbl-cones">\s*<caption><span class="label">Table 1-1\. <\/span>Cones and their temperatures\.<\/caption>/,
    );
    // Quarto's subfigures: one figure, numbered once, its subfigures lettered, in the two columns asked for.
    expect(html).toMatch(
      /<figure id="fig-elephants" data-layout-ncol="2" class="subfigures" style="grid-template-columns: repeat\(2, minmax\(0, 1fr\)\)">\s*<figure id="fig-surus"><img [^>]*><figcaption><span class="label">\(a\) <\/span>Surus<\/figcaption><\/figure>\s*<figure id="fig-hanno"><img [^>]*><figcaption><span class="label">\(b\) <\/span>Hanno<\/figcaption><\/figure>\s*<figcaption><span class="label">Figure 1-2\. <\/span>Famous Elephants<\/figcaption>\s*<\/figure>/,
    );
    // `fig-alt` is the alt text, the bracketed text the caption; unlabelled, Quarto leaves it unnumbered.
    expect(html).toMatch(
      /<figure><img [^>]*alt="A bent cone on a shelf\."[^>]*><figcaption>Cone 6, bent\.<\/figcaption>/,
    );
    expect(html).toMatch(
      /<div data-type="tip">\s*<h2[^>]*><span class="admonition-kind">Tip: <\/span>Faster firing<\/h2>/,
    );
  });

  // Bausteine der Datenanalyse cites the table a kable chunk printed: its frozen output puts the label on the cell.
  it('number the table a code cell printed, which the cell label cites', async () => {
    const source = memorySource({
      'tables.qmd': [
        '# Tables',
        '',
        '## Constants',
        '',
        'See @tbl-constants.',
        '',
        '::: {#tbl-constants .cell}',
        '::: {.cell-output-display}',
        '',
        '',
        'Table: Mathematical constants',
        '',
        '|A      |  Value|',
        '|:------|------:|',
        '|$\\pi$  | 3.142|',
        '',
        '',
        ':::',
        ':::',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['tables.qmd'], formats: {} },
      { bookName: 'quarto/cells' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const html = model.divisions[0]!.html;
    expect(html).toContain('See <a data-type="xref" href="#tbl-constants">Table 1-1</a>.');
    expect(html).toMatch(
      /<table id="tbl-constants">\s*<caption><span class="label">Table 1-1\. <\/span>Mathematical constants<\/caption>/,
    );
  });

  // Bausteine der Datenanalyse captions a plot with `#| fig-cap` alone: Quarto prints the caption unnumbered.
  it('leave a figure or table without a fig- or tbl- label unnumbered, as Quarto does', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const source = memorySource({
      '_quarto.yml': 'project:\n  type: book\nbook:\n  chapters:\n    - plots.md\n',
      'plots.md': [
        '# Plots',
        '',
        'See @fig-gate.',
        '',
        '::: {.cell}',
        '::: {.cell-output-display}',
        '![A square plot](plot.png){width=50%}',
        ':::',
        ':::',
        '',
        '![The Golden Gate](plot.png){#fig-gate}',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        ': Unlabelled',
      ].join('\n'),
      'plot.png': png,
    });
    const model = await buildBookModel(
      source,
      { files: ['plots.md'], formats: {} },
      { bookName: 'quarto/plots' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toMatch(/<figcaption>A square plot<\/figcaption>/);
    expect(html).toMatch(
      /<figcaption><span class="label">Figure 1-1\. <\/span>The Golden Gate<\/figcaption>/,
    );
    expect(html).toContain('See <a data-type="xref" href="#fig-gate">Figure 1-1</a>.');
    expect(html).toMatch(/<caption>Unlabelled<\/caption>/);
  });

  // Quarto: The Practical Guide cites 30 listings (`@lst-navbar`): each printed "Chapter 14", its caption lost.
  it('are numbered listings, a listing div captioned by its last paragraph or a listing by its lst-cap', async () => {
    const source = memorySource({
      'code.qmd': [
        '# Code',
        '',
        'See @lst-hello and @lst-inline.',
        '',
        '::: {#lst-hello}',
        '```python',
        'print("hello")',
        '```',
        '',
        'Printing *hello*',
        ':::',
        '',
        '```{#lst-inline .python lst-cap="The *x* listing"}',
        'print("x")',
        '```',
      ].join('\n'),
    });
    const model = await buildBookModel(source, { files: ['code.qmd'], formats: {} }, { bookName: 'q/c' });
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const html = model.divisions[0]!.html;
    expect(html).toContain(
      'See <a data-type="xref" href="#lst-hello">Example 1-1</a> and ' +
        '<a data-type="xref" href="#lst-inline">Example 1-2</a>.',
    );
    expect(html).toMatch(
      /<div id="lst-hello" data-type="example">\s*<h5[^>]*><span class="label">Example 1-1\. <\/span>Printing <em>hello<\/em><\/h5>\s*<pre data-code-language="python">/,
    );
    expect(html).toMatch(
      /<div data-type="example" id="lst-inline">\s*<h5[^>]*><span class="label">Example 1-2\. <\/span>The <em>x<\/em> listing<\/h5>\s*<pre data-code-language="python">/,
    );
  });
});

// As hadley/r-pkgs: "described in @sec-description-imports-suggests", read as "Section 9.6" in the book Quarto makes.
describe("a Quarto book's sections", () => {
  const PAGES: Record<string, string> = {
    'index.qmd':
      '# Preface {.unnumbered}\n\nSee @sec-intro, @sec-detail and @Sec-detail; [Chapter @sec-more].\n',
    'intro.qmd': [
      '# Introduction {#sec-intro}',
      '',
      '## Detail {#sec-detail}',
      '',
      '### Deeper {#sec-deeper}',
      '',
      '## Aside {#sec-aside .unnumbered}',
      '',
      '![Kiln](kiln.png){#fig-kiln}',
    ].join('\n'),
    'more.qmd':
      '# More {#sec-more}\n\nBack to @sec-deeper, [Figure @fig-kiln], [-@sec-detail] and @sec-aside.\n',
    'kiln.png': 'png',
  };
  const modelOf = async (files: Record<string, string>) =>
    buildBookModel(
      memorySource(files),
      { files: ['index.qmd', 'intro.qmd', 'more.qmd'], formats: {} },
      { bookName: 'hadley/r-pkgs' },
    );
  const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

  it('are numbered as Quarto numbers a book’s ("1.1 Detail"), and @sec- references print "Section 1.1", a chapter "Chapter 1"', async () => {
    const model = await modelOf({ ...PAGES, '_quarto.yml': 'project:\n  type: book\n' });
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const [preface, intro, more] = model.divisions.map((d) => d.html);
    expect(intro).toMatch(/<h2 id="sec-detail"><span class="section-number">1\.1<\/span> Detail<\/h2>/);
    expect(intro).toMatch(/<h3 id="sec-deeper"><span class="section-number">1\.1\.1<\/span> Deeper<\/h3>/);
    expect(intro).toMatch(/<h2 id="sec-aside">Aside<\/h2>/);
    expect(model.divisions[1]!.sections.map((s) => s.title)).toEqual(['1.1 Detail', '1.1.1 Deeper', 'Aside']);
    expect(textOf(preface!)).toContain('See Chapter 1, Section 1.1 and Section 1.1; Chapter 2.');
    expect(textOf(more!)).toContain('Back to Section 1.1.1, Figure 1-1, 1.1 and Aside.');
  });

  it('keep number-depth and number-sections: false, from _quarto.yml, its format or the page', async () => {
    const shallow = await modelOf({ ...PAGES, '_quarto.yml': 'project:\n  type: book\nnumber-depth: 1\n' });
    // Quarto counts the chapter's heading as level 1: no section shows a number, references still quote one.
    expect(shallow.divisions[1]!.html).not.toContain('section-number');
    expect(textOf(shallow.divisions[2]!.html)).toContain('Back to Section 1.1.1');
    for (const config of [
      'project:\n  type: book\nnumber-sections: false\n',
      'project:\n  type: book\nformat:\n  html:\n    number-sections: false\n',
    ]) {
      const unnumbered = await modelOf({ ...PAGES, '_quarto.yml': config });
      expect(unnumbered.divisions[1]!.html).not.toContain('section-number');
      expect(textOf(unnumbered.divisions[0]!.html)).toContain('See Chapter 1, Detail and Detail');
    }
    const page = await modelOf({
      ...PAGES,
      '_quarto.yml': 'project:\n  type: book\n',
      'intro.qmd': `---\nnumber-sections: false\n---\n\n${PAGES['intro.qmd']}`,
    });
    expect(page.divisions[1]!.html).not.toContain('section-number');
  });

  it('are not numbered outside a Quarto book, where @sec- prints the title', async () => {
    const model = await modelOf(PAGES);
    expect(model.divisions[1]!.html).not.toContain('section-number');
    expect(textOf(model.divisions[0]!.html)).toContain('See Chapter 1, Detail and Detail; Chapter 2.');
  });
});

// As larmarange/guide-R (French, `lang: fr` in _quarto.yml) and XiangyunHuang/data-analysis-in-action (Chinese,
// declaring none): their labels and citations were English.
describe("a Quarto book's language", () => {
  const BIB =
    '@article{deb97, author={Deb, Partha and Trivedi, Pravin K.}, title={Demand for medical care}, ' +
    'journal={Journal of Applied Econometrics}, year={1997}}\n';
  // Enough of its prose for its language to be read (MIN_PROSE_WORDS).
  const FRENCH =
    '# Modèles\n\n' +
    'Ce chapitre présente les modèles de comptage et la manière de les choisir. '.repeat(12) +
    'Nous les avons comparés dans le cadre des données de santé, comme le montre une étude [@deb97].\n';
  const built = async (files: Record<string, string>, config?: object) => {
    const source = memorySource({
      'platform.json': JSON.stringify({ files: ['modeles.qmd'], ...config }),
      'refs.bib': BIB,
      ...files,
    });
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    return buildBookModel(source, loaded.config, { bookName: 'larmarange/guide-R' });
  };

  it("is its _quarto.yml's lang when platform.json names none: labels and citations in it", async () => {
    const model = await built({
      '_quarto.yml': 'project:\n  type: book\nlang: fr\nbibliography: refs.bib\n',
      'modeles.qmd': '# Models\n\nAs a study shows [@deb97].\n',
    });
    expect(model.lang).toBe('fr');
    expect(model.languageUndeclared).toBeUndefined();
    expect(model.divisions[0]!.label).toBe('Chapitre 1');
    expect(model.divisions[0]!.html).toContain('(Deb et Trivedi 1997)');
    // platform.json speaks first.
    const english = await built(
      {
        '_quarto.yml': 'project:\n  type: book\nlang: fr\nbibliography: refs.bib\n',
        'modeles.qmd': '# Models\n\nAs a study shows [@deb97].\n',
      },
      { lang: 'en' },
    );
    expect(english.divisions[0]!.html).toContain('(Deb and Trivedi 1997)');
  });

  it('is written into the platform.json the refusal suggests', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        '_quarto.yml':
          'project:\n  type: book\nlang: fr\nbook:\n  title: "guide-R"\n  chapters: [index.qmd]\n',
        'index.qmd': '# Bienvenue',
      }),
    );
    if (result.ok) throw new Error('expected config_missing');
    expect(result.message).toContain('{"title":"guide-R","lang":"fr","files":["index.qmd"]}');
  });

  it.each([
    ['French', FRENCH, 'fr', '(Deb et Trivedi 1997)'],
    [
      'Chinese',
      '# 模型\n\n本章介绍计数模型。我们在健康数据的框架下比较了它们，正如一项已经成为经济学家参考的研究所示 [@deb97]。\n',
      'zh-Hans',
      '(Deb和Trivedi 1997)',
    ],
    [
      'Traditional Chinese',
      '# 模型\n\n本章介紹計數模型。我們在健康數據的框架下比較了它們，正如一項已經成為經濟學家參考的研究所示 [@deb97]。\n',
      'zh-Hant',
      '(Deb及Trivedi 1997)',
    ],
  ])('read from its %s text prints its citations in that language', async (_name, page, lang, cited) => {
    const model = await built({
      '_quarto.yml': 'project:\n  type: book\nbibliography: refs.bib\n',
      'modeles.qmd': page,
    });
    expect([model.lang, model.languageUndeclared]).toEqual([lang, 'read']);
    expect(model.divisions[0]!.html).toContain(cited);
  });
});
