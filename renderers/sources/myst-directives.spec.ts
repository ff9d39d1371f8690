import { convertMarkdownPage } from '../test-support/convert-markdown-page';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { unrunCodeCellsWarning } from './code-cells';

const convert = convertMarkdownPage;

describe('MyST {raw}', () => {
  it('reads {raw} html as the page’s HTML, through the sanitizer', async () => {
    const { html, warnings } = await convert(
      '# Page\n\n```{raw} html\n<p class="lead">Made <em>by hand</em>.</p>\n<script>alert(1)</script>\n```\n',
    );
    expect(html).toContain('<p class="lead">Made <em>by hand</em>.</p>');
    expect(html).not.toContain('alert');
    expect(warnings.filter((w) => !w.includes('script'))).toEqual([]);
  });

  it('leaves out raw text for another output: silently for the notebooks, with a word for LaTeX', async () => {
    const { html, warnings } = await convert(
      [
        '# Page',
        '',
        '```{raw} jupyter',
        '<div id="header"><a href="https://example.org/">Logo</a></div>',
        '```',
        '',
        'Text.',
        '',
        '```{raw} latex',
        '\\newpage',
        '```',
        '',
      ].join('\n'),
    );
    expect(html).not.toContain('header');
    expect(html).not.toContain('newpage');
    expect(html).toContain('<p>Text.</p>');
    expect(warnings).toEqual([
      'page.md:9: {raw} is raw LaTeX, which only a LaTeX build prints: it is left out, as Jupyter Book leaves it out ' +
        'of HTML; to have it in the book, write what it makes in Markdown',
    ]);
  });
});

describe('MyST directive options', () => {
  // Learning Data Science quotes its names, as YAML allows: `:name: "fig-fish"` names the figure fig-fish.
  it('are read as YAML scalars, quotes and all, in option lines and in a --- block', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch.md': [
          '# Page',
          '',
          '```{figure} fish.png',
          ':name: "fig-fish"',
          ":alt: 'A fish'",
          '',
          'A fish.',
          '```',
          '',
          '```{figure} bird.png',
          '---',
          'name: "fig-bird"',
          '---',
          'A bird.',
          '```',
          '',
          'See {numref}`fig-fish` and {numref}`fig-bird`.',
          '',
        ].join('\n'),
        'fish.png': 'png',
        'bird.png': 'png',
      }),
      { files: ['ch.md'], formats: {} },
      { bookName: 'x/y' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toContain('<figure id="fig-fish"');
    expect(html).toContain('alt="A fish"');
    expect(html).toContain('<figure id="fig-bird"');
    expect(html).toMatch(
      /See <a data-type="xref" href="#fig-fish"[^>]*>[^<]+<\/a> and <a data-type="xref" href="#fig-bird"/,
    );
    expect(model.warnings.map(formatWarning).filter((w) => /fig-|quot/.test(w))).toEqual([]);
  });
});

describe('MyST {only}', () => {
  // As QuantEcon's lectures: a table for the web, a sentence for the PDF its LaTeX builder makes.
  const page = [
    '# Inequality',
    '',
    '```{only} html',
    'The interactive table.',
    '```',
    '',
    '```{only} latex',
    'The printed table.',
    '```',
    '',
    ':::{only} not latex',
    'Not in the PDF.',
    ':::',
    '',
    '```{only} html and',
    'Always.',
    '```',
  ].join('\n');
  const textOf = async (format: 'html' | 'epub' | 'pdf') => {
    const model = await buildBookModel(
      memorySource({ 'ch.md': page }),
      { files: ['ch.md'], formats: {} },
      { bookName: 'x/y', format },
    );
    return {
      words: model.divisions[0]!.html.replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      warnings: model.warnings.map(formatWarning),
    };
  };

  it("prints its text in the formats whose Sphinx builder it names, as Jupyter Book's builds do", async () => {
    expect((await textOf('html')).words).toBe(
      'Chapter 1 Inequality The interactive table. Not in the PDF. Always.',
    );
    expect((await textOf('epub')).words).toBe(
      'Chapter 1 Inequality The interactive table. Not in the PDF. Always.',
    );
    const pdf = await textOf('pdf');
    expect(pdf.words).toBe('Chapter 1 Inequality The printed table. Always.');
    expect(pdf.warnings).toEqual([
      expect.stringMatching(
        /^ch\.md:15: \{only\} has a condition Octavo cannot read \("html and": .*correct the condition/,
      ),
    ]);
  });
});

describe('MyST block breaks', () => {
  it('print nothing, with or without a cell’s metadata, and end the paragraph before them', async () => {
    const { html, warnings } = await convert(
      '# Page\n\nFirst.\n+++\nSecond.\n\n+++ {"user_expressions": [], "tags": ["hide"]}\n\nThird +++ stays.\n',
    );
    expect(warnings).toEqual([]);
    expect(html.replace(/<h1[^>]*>/, '<h1>')).toBe(
      '<h1>Page</h1>\n<p>First.</p>\n<p>Second.</p>\n<p>Third +++ stays.</p>\n',
    );
  });
});

describe('MyST {figure} and {image} sizes', () => {
  it('sizes the image as Sphinx does: a percentage of the line, pixels, other lengths; the figure by :figwidth:', async () => {
    const { html, warnings } = await convert(
      [
        '# Page',
        '',
        '```{figure} kiln.png',
        ':width: 60%',
        ':figwidth: 80%',
        '',
        'A kiln.',
        '```',
        '',
        '```{image} wheel.png',
        ':width: 300px',
        ':height: 200',
        '```',
        '',
        ':::{image} glaze.png',
        ':width: 8cm',
        ':::',
      ].join('\n'),
    );
    expect(html).toMatch(/<figure[^>]*style="width: 80%"[^>]*><img src="kiln.png" alt="" style="width: 60%"/);
    expect(html).toMatch(/<img src="wheel.png" alt="" width="300" height="200"/);
    expect(html).toMatch(/<img src="glaze.png" alt="" style="width: 8cm"/);
    expect(warnings.filter((w) => !/image|kiln|wheel|glaze/.test(w))).toEqual([]);
  });

  it('leaves out a size it cannot read, with no harm to the image', async () => {
    const { html } = await convert('```{image} kiln.png\n:width: wide; color: red\n```\n');
    expect(html).toMatch(/<img src="kiln.png" alt="">/);
    expect(html).not.toContain('red');
  });
});

describe('MyST {code-block} :linenos:', () => {
  it('numbers the listing’s lines; one without the option is not numbered', async () => {
    const { html } = await convert(
      '# Page\n\n```{code-block} python\n:linenos:\nbrew()\npour()\n```\n\n```{code-block} python\nserve()\n```\n',
    );
    expect([...html.matchAll(/data-line-numbering="numbered"/g)]).toHaveLength(1);
    expect(html).toContain('brew()');
  });
});

describe('MyST {list-table}', () => {
  const table = [
    '# Page',
    '',
    '```{list-table} Features by *release*',
    ':header-rows: 1',
    ':stub-columns: 1',
    ':name: release-table',
    '',
    '* - Feature',
    '  - 1.x',
    '  - 2.x',
    '* - Secure authentication',
    '  - Yes',
    '  - `yes`, with [Kerberos](https://example.org/k)',
    '* - Old API',
    '  - Yes',
    '```',
    '',
    'See {numref}`release-table`.',
    '',
  ].join('\n');

  it('is a table: its argument the caption, its head rows and stub columns headings, its cells Markdown', async () => {
    const { html, warnings } = await convert(table);
    expect(warnings).toEqual([]);
    const printed = html.replace(/ data-octavo-[\w-]+="[^"]*"/g, '').replace(/\n/g, '');
    expect(printed).toContain(
      '<table id="release-table"><caption>Features by <em>release</em></caption>' +
        '<thead><tr><th>Feature</th><th>1.x</th><th>2.x</th></tr></thead><tbody>' +
        '<tr><th scope="row">Secure authentication</th><td>Yes</td>' +
        '<td><code>yes</code>, with <a href="https://example.org/k">Kerberos</a></td></tr>' +
        // A short row is filled out with an empty cell, as docutils pads it.
        '<tr><th scope="row">Old API</th><td>Yes</td><td></td></tr></tbody></table>',
    );
  });

  it('is printed as text, with the warning, when its body is not a list of lists', async () => {
    const { html, warnings } = await convert(
      '# Page\n\n```{list-table}\n:header-rows: 1\n\nJust a line.\n```\n',
    );
    expect(html).toContain('Just a line.');
    expect(warnings).toEqual([
      expect.stringMatching(/^page\.md:3: \{list-table\} is a MyST directive Octavo does not run/),
    ]);
  });
});

describe('MyST {code-cell}', () => {
  // A First Course in Quantitative Economics with Python, french_rev.md: the figure a cell's metadata names.
  const page = [
    '---',
    'jupytext:',
    '  text_representation:',
    '    format_name: myst',
    '---',
    '',
    '# Revolution',
    '',
    '```{code-cell} ipython3',
    '---',
    'mystnb:',
    '  figure:',
    '    caption: Military *spending*',
    '    name: fr_fig4',
    '---',
    'plt.plot(spending)',
    '```',
    '',
    '```{code-cell} ipython3',
    ':tags: [remove-cell]',
    '',
    'import numpy as np',
    '```',
    '',
    'Figure {numref}`fr_fig4` shows it.',
    '',
  ].join('\n');

  it('makes the numbered, captioned figure its metadata names, its code where the plot would be', async () => {
    const model = await buildBookModel(
      memorySource({ 'ch.md': page }),
      { files: ['ch.md'], formats: {} },
      { bookName: 'x/y' },
    );
    const html = model.divisions[0]!.html.replace(/ data-octavo-[\w-]+="[^"]*"/g, '');
    expect(html).toMatch(
      /<figure id="fr_fig4"[^>]*>\s*<pre[^>]*><code[^>]*>plt\.plot\(spending\)\n<\/code><\/pre>\s*<figcaption><span class="label">Figure 1-1\. <\/span>Military <em>spending<\/em><\/figcaption>/,
    );
    // The cell kept out of the book (`remove-cell`) prints nothing.
    expect(html).not.toContain('numpy');
    expect(html).toMatch(/Figure <a data-type="xref" href="#fr_fig4"[^>]*>1-1<\/a> shows it\./);
    expect(model.warnings.map(formatWarning)).toEqual([
      "ch.md:9: a code cell ({code-cell}) is printed as code without its output: Octavo never runs a book's code. " +
        'The figures they make ({numref}`fr_fig4`) keep their numbers and captions, their code where the plot ' +
        'would be. To print the output, run `jupytext --to ipynb --execute ch.md` once and list the notebook it ' +
        'writes (ch.ipynb, its outputs in it) instead',
    ]);
  });

  it('names a figure without a caption as missing, and counts no cell whose output is removed', () => {
    const warning = unrunCodeCellsWarning(
      [
        '```{code-cell} ipython3',
        '---',
        'mystnb:',
        '  figure:',
        '    name: bare_fig',
        '---',
        'plt.show()',
        '```',
        '',
        '```{code-cell} ipython3',
        ':tags: [remove-output]',
        'x = 1',
        '```',
        '',
        '```{r}',
        'not a cell on a MyST page',
        '```',
      ].join('\n'),
      'lectures/plots.md',
    );
    expect(warning && formatWarning(warning)).toBe(
      "lectures/plots.md:1: a code cell ({code-cell}) is printed as code without its output: Octavo never runs a book's " +
        'code. The figures without a caption ({numref}`bare_fig`) they make are missing, and references to them have ' +
        'no target. To print the output, run `jupytext --to ipynb --execute lectures/plots.md` once and list the ' +
        'notebook it writes (lectures/plots.ipynb, its outputs in it) instead',
    );
    expect(warning?.unmade).toEqual(['bare_fig']);
  });

  it("keeps a {glue:figure}'s number and caption and counts the page's glue in its warning, not as unknown markup", async () => {
    // A jupytext MyST page whose code cells glue a chart and a count, pasted by glue roles and directives.
    const glued = [
      '# Classification',
      '',
      '```{code-cell} ipython3',
      ':tags: ["remove-output"]',
      'chart = alt.Chart(cancer).mark_circle()',
      '```',
      '',
      '```{code-cell} ipython3',
      ':tags: ["remove-cell"]',
      'glue("fig:05-scatter", chart)',
      'glue("benign_count", "{:d}".format(n))',
      '```',
      '',
      ':::{glue:figure} fig:05-scatter',
      ':name: fig:05-scatter',
      '',
      'Scatter plot of *concavity* versus perimeter.',
      ':::',
      '',
      '```{glue:math} mean_formula',
      ':label: eq-mean',
      '```',
      '',
      'We have {glue:text}`benign_count` benign observations; {numref}`fig:05-scatter` plots them.',
      '',
    ].join('\n');
    const model = await buildBookModel(
      memorySource({ 'ch.md': glued }),
      { files: ['ch.md'], formats: {} },
      { bookName: 'x/y' },
    );
    const html = model.divisions[0]!.html.replace(/ data-octavo-[\w-]+="[^"]*"/g, '');
    expect(html).toMatch(
      /<figure id="fig:05-scatter">\s*<figcaption>\s*<p><span class="label">Figure 1-1\. <\/span>Scatter plot of <em>concavity<\/em> versus perimeter\.<\/p>\s*<\/figcaption>\s*<\/figure>/,
    );
    expect(html).not.toContain('mean_formula');
    expect(html).toMatch(
      /We have benign_count benign observations; <a data-type="xref" href="#fig:05-scatter"[^>]*>Figure 1-1<\/a> plots them\./,
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      "ch.md:3: this page's code cells are not run: Octavo never runs a book's code. " +
        'Without the values the cells glue, its glue role ({glue:text}`benign_count`) prints the name of the value, its ' +
        '{glue:figure} only a numbered caption, its other glue directive nothing. To print the output, run ' +
        '`jupytext --to ipynb --execute ch.md` once and list the notebook it writes (ch.ipynb, its outputs in it) instead',
    ]);
  });
});

describe('Sphinx image paths ending in .*', () => {
  // Learning Data Science writes ```{figure} images/fish.* and lets Sphinx pick the format.
  it('show the best image of that name the book has, in a directive and in HTML', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch.md': [
          '# Page',
          '',
          '```{figure} images/fish.*',
          ':name: fig-fish',
          '',
          'A fish.',
          '```',
          '',
          '<img src="images/bird.*" alt="A bird">',
          '',
        ].join('\n'),
        'images/fish.png': 'png',
        'images/fish.pdf': 'pdf',
        'images/bird.jpg': 'jpg',
        'images/bird.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
      { files: ['ch.md'], formats: {} },
      { bookName: 'x/y' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toMatch(/<img src="[^"]*fish\.png"/);
    expect(html).toMatch(/<img src="[^"]*bird\.svg"/);
    expect(model.warnings.map(formatWarning).filter((w) => /fish|bird/.test(w))).toEqual([]);
  });
});

describe('MyST {admonition}', () => {
  // The Jupyter Book documentation: :::{admonition} Upgrading from `sphinx-panels`.
  it('reads its title as Markdown and prints it alone, as Jupyter Book does', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch.md': [
          '# Page',
          '',
          ':::{admonition} Upgrading from `sphinx-panels` *now*',
          'Read this.',
          ':::',
          '',
          '```{note} A note.',
          '```',
          '',
        ].join('\n'),
      }),
      { files: ['ch.md'], formats: {} },
      { bookName: 'x/y' },
    );
    const html = model.divisions[0]!.html.replace(/ data-octavo-[\w-]+="[^"]*"/g, '');
    expect(html).toMatch(
      /<h6[^>]*>Upgrading from <code>sphinx-panels<\/code> <em>now<\/em><\/h6>\s*<p>Read this\.<\/p>/,
    );
    // A note of its kind keeps its word.
    expect(html).toMatch(/<h6 class="admonition-label"[^>]*>Note<\/h6>\s*<p>A note\.<\/p>/);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});

describe('MyST {numref} to a name written with a space', () => {
  it('reaches the figure, whose id hyphenates it, as Sphinx normalizes the label', async () => {
    // As a Jupyter Book page: `name: img-spreadsheet-vs-data frame`, cited as {numref}`img-spreadsheet-vs-data frame`.
    const model = await buildBookModel(
      memorySource({
        'ch.md': [
          '# Intro',
          '',
          '```{figure} sheet.png',
          '---',
          'name: img-spreadsheet-vs-data frame',
          '---',
          'A spreadsheet and a data frame.',
          '```',
          '',
          'As shown in {numref}`img-spreadsheet-vs-data frame`, and {ref}`again <img-spreadsheet-vs-data frame>`.',
          '',
        ].join('\n'),
        'sheet.png': 'png',
      }),
      { files: ['ch.md'], formats: {} },
      { bookName: 'x/y' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toContain('<figure id="img-spreadsheet-vs-data-frame"');
    expect(html).toMatch(
      /As shown in <a data-type="xref" href="#img-spreadsheet-vs-data-frame"[^>]*>Figure 1-1<\/a>, and <a href="#img-spreadsheet-vs-data-frame"[^>]*>again<\/a>\./,
    );
    expect(model.warnings.map(formatWarning).filter((w) => /spreadsheet/.test(w))).toEqual([]);
  });
});

describe('mystmd link protocols', () => {
  it('link wiki:, doi:, rrid: and ror: to their web addresses, with mystmd’s text for a link written without', async () => {
    const model = await buildBookModel(
      memorySource({
        'myst.yml': 'version: 1\nproject:\n  toc:\n    - file: why.md\n',
        'why.md': [
          '# Why Python',
          '',
          'Unlike [MATLAB](wiki:MATLAB), see [](wiki:Gravitational_wave), [the data](doi:10.5281/zenodo.6476040),',
          '[](rrid:SCR_008394) and [](ror:02mhbdp94).',
          '',
        ].join('\n'),
      }),
      { files: ['why.md'], formats: {} },
      { bookName: 'x/y' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toContain('<a href="https://en.wikipedia.org/wiki/MATLAB">MATLAB</a>');
    expect(html).toContain(
      '<a href="https://en.wikipedia.org/wiki/Gravitational_wave">Gravitational wave</a>',
    );
    expect(html).toContain('<a href="https://doi.org/10.5281/zenodo.6476040">the data</a>');
    expect(html).toContain('<a href="https://scicrunch.org/resolver/RRID:SCR_008394">RRID:SCR_008394</a>');
    expect(html).toContain('<a href="https://ror.org/02mhbdp94">02mhbdp94</a>');
    expect(model.warnings.map(formatWarning).filter((w) => /wiki|doi|rrid|ror|MATLAB/.test(w))).toEqual([]);
  });
});
