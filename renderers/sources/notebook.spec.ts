import { join } from 'node:path';
import { buildBookModel } from '../model/build-book-model';
import { directorySource } from '../test-support/directory-source';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const FIXTURE = join(__dirname, '..', '..', 'test', 'fixtures', 'books', 'notebook-chapters');

/** A cell's output picture (a PNG's first bytes). */
const PICTURE = { data: { 'image/png': 'iVBORw0KGgo=' }, metadata: {}, output_type: 'display_data' };

/** A notebook of these cells as Jupyter saves it (nbformat 4.5), one space an indent. */
function notebookJson(cells: object[]): string {
  return JSON.stringify({ cells, metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1);
}

/** The book of these notebooks, listed in this order. */
function notebooksModel(notebooks: Record<string, string>) {
  return buildBookModel(
    memorySource(notebooks),
    { files: Object.keys(notebooks), formats: {} },
    { bookName: 'ann/plots' },
  );
}

async function notebookBook() {
  return buildBookModel(
    directorySource(FIXTURE),
    { files: ['tides.ipynb', 'old-notes.ipynb'], formats: {} },
    { bookName: 'ann/harbour' },
  );
}

describe('a Jupyter notebook listed as a chapter', () => {
  it('prints its Markdown cells, its code in the kernel’s language and each output after its code', async () => {
    const model = await notebookBook();
    const html = model.divisions[0]!.html.replace(/base64,[A-Za-z0-9+/=]+/g, 'base64,…');
    expect(html).toContain('<h1><span class="division-label">Chapter 1</span> Tide Tables</h1>');
    expect(html).toContain('<em>high water</em>');
    // A picture pasted into a Markdown cell is kept in the notebook, not beside it.
    expect(html).toContain('<img src="data:image/png;base64,…" alt="Harbour sketch">');
    expect(html).toMatch(/<pre data-code-language="python"><code[^>]*>tides = load_tides/);
    expect(html).toMatch(/<pre data-code-language="text"><code[^>]*>loaded 3 tides/);
    // A pandas table is a table, without the notebook's own <style scoped>.
    expect(html).toMatch(/<div class="output">\s*<div>\s*<table[^>]*>[\s\S]*<th>dawn<\/th><td>4\.2<\/td>/);
    expect(html).not.toContain('vertical-align');
    expect(html).not.toContain('height_m\ndawn');
    // Plots: PNG and SVG outputs are images, with the cell's alt text as Jupyter Book reads it; a LaTeX result is
    // math.
    const alt = 'alt="Bar chart of the harbour\'s heights at dawn and dusk"';
    expect(html).toContain(`<img src="data:image/png;base64,…" ${alt}>`);
    expect(html).toContain(`<img src="data:image/svg+xml;base64,…" ${alt}>`);
    expect(html).not.toContain('&lt;Figure size');
    expect(html).toContain('<annotation encoding="application/x-tex">h(t) = A\\cos(\\omega t)</annotation>');
    // Tags as Jupyter Book reads them; a printed book cannot unfold hide-input, so it is left out too.
    expect(html).not.toContain('secret_setup_for_the_printer');
    expect(html).not.toContain('# hidden input');
    expect(html).toMatch(/<code[^>]*>Only this output is printed\./);
    expect(html).not.toContain('answer_to_collapse');
    expect(html).toMatch(/<code[^>]*>42\n/);
    // An error is printed as the reader would see it, without the terminal's colour codes.
    expect(html).toMatch(/<code[^>]*>-{20,}\nZeroDivisionError {5,}Traceback/);
    expect(html).not.toContain('[0;31m');
    expect(html).not.toContain('raw cell for LaTeX only');
    // Interactive outputs (a widget, a chart drawn by a script) are left out: their code is printed, not their repr.
    const text = html.replace(/<[^>]*>/g, '');
    expect(text).toContain('widgets.IntSlider(value=3, max=10)\n');
    expect(text).not.toMatch(/^IntSlider\(value=3, max=10\)$/m);
    expect(text).toContain('px.bar(tides)\n');
    expect(html).not.toMatch(/tide-chart|Plotly/);
  });

  it('says which cells show what a book cannot run, and which pictures have no alt text', async () => {
    const model = await notebookBook();
    const warnings = model.warnings.map(formatWarning);
    const interactive = (type: string) =>
      `this cell's output is interactive (${type}), which a book cannot run; left out: display a static picture ` +
      "of it instead (the plotting library's image export, shown with IPython.display.Image), or tag the cell " +
      'remove-output';
    expect(warnings).toEqual(
      expect.arrayContaining([
        `tides.ipynb:221: ${interactive('application/vnd.jupyter.widget-view+json')}`,
        `tides.ipynb:245: ${interactive('application/vnd.plotly.v1+json')}`,
      ]),
    );
    expect(warnings.filter((text) => text.startsWith('tides.ipynb') && /alt text/.test(text))).toEqual([]);
    expect(warnings.filter((text) => text.startsWith('old-notes.ipynb'))).toEqual([
      "old-notes.ipynb:65: this cell's output picture has no alt text: describe what it shows for readers who " +
        'cannot see it in the cell\'s metadata, as Jupyter Book reads it ("mystnb": {"image": {"alt": ' +
        '"Description"}}), or, if it is only decoration, an empty one ("alt": "")',
    ]);
  });

  it('names the notebook and the line in its JSON where the cell has the text warned of', async () => {
    const model = await notebookBook();
    const warnings = model.warnings.map(formatWarning);
    expect(warnings).toContain(
      'tides.ipynb:82: "##Unspaced heading in a cell" is printed as text: a heading needs a space after its # ' +
        'signs in CommonMark (GitHub) and pandoc, which older Markdown tools did without; write "## Unspaced ' +
        'heading in a cell" to make it a heading',
    );
    expect(
      warnings.filter((text) => text.startsWith('tides.ipynb') && /Markdown image syntax/.test(text)),
    ).toEqual([]);
  });

  it('reads an nbformat 3 notebook as nbformat upgrades it: heading cells, input, pyout, pyerr and pictures', async () => {
    const model = await notebookBook();
    const html = model.divisions[1]!.html.replace(/base64,[A-Za-z0-9+/=]+/g, 'base64,…');
    expect(html).toContain('<h1><span class="division-label">Chapter 2</span> Old Harbour Notes</h1>');
    expect(html).toContain('<h2 id="counting-boats">Counting Boats</h2>');
    expect(html).toMatch(/<pre data-code-language="python"><code[^>]*>boats = \[/);
    expect(html).toMatch(
      /<\/code><\/pre>\n<div class="output cell-output cell-output-stdout">\n<pre data-code-language="text"><code[^>]*>skiff\ndory\n<\/code><\/pre>\n<\/div>\n<div class="output cell-output">\n<pre data-code-language="text"><code[^>]*>2\n/,
    );
    expect(html).toContain('<img src="data:image/png;base64,…" alt="">');
    expect(html).not.toContain('matplotlib.figure.Figure');
    expect(html).toMatch(/<code[^>]*>IndexError: list index out of range/);
    expect(model.warnings.filter((w) => w.file === 'old-notes.ipynb').map((w) => w.kind)).toEqual([
      'image-alt-missing',
    ]);
  });

  it("groups a notebook's cells whose pictures have no alt text into one warning, with the cell metadata fix", async () => {
    const cell = (source: string) => ({
      cell_type: 'code',
      metadata: {},
      outputs: [PICTURE],
      source: [source],
    });
    const model = await notebooksModel({
      'plots.ipynb': notebookJson([
        { cell_type: 'markdown', metadata: {}, source: ['# Plots'] },
        cell('a()'),
        cell('b()'),
        cell('c()'),
      ]),
    });
    expect(model.warnings.map(formatWarning)).toEqual([
      "plots.ipynb:11: 3 cells' output pictures have no alt text: the first, output picture, here, the others at " +
        "lines 27 and 43; describe what each shows for readers who cannot see it in the cell's metadata, as " +
        'Jupyter Book reads it ("mystnb": {"image": {"alt": "Description"}}), or, if it is only decoration, an ' +
        'empty one ("alt": "")',
    ]);
  });

  it("makes a cell's picture the figure its metadata names and captions, for {ref} and {numref} to find", async () => {
    const cells = [
      {
        cell_type: 'markdown',
        metadata: {},
        source: ['# Plots\n', '\n', 'As {ref}`dis_fig` and {numref}`tide_fig` show:'],
      },
      // MyST-NB 0.13 (Jupyter Book 0.12, O'Reilly's example book) wrote it under "render".
      {
        cell_type: 'code',
        metadata: { render: { figure: { caption: 'Discoveries *per* year', name: 'dis_fig' } } },
        outputs: [PICTURE],
        source: ['plot(discoveries)'],
      },
      {
        cell_type: 'code',
        metadata: {
          mystnb: { figure: { name: 'tide_fig', caption: 'Tides' }, image: { alt: 'Two tides a day' } },
        },
        outputs: [PICTURE, PICTURE],
        source: ['plot(tides)'],
      },
    ];
    const model = await notebooksModel({ 'plots.ipynb': notebookJson(cells) });
    const html = model.divisions[0]!.html.replace(/base64,[A-Za-z0-9+/=]+/g, 'base64,…');
    expect(html).toMatch(
      /<figure id="dis_fig"><img src="data:image\/png;base64,…" alt="">\s*<figcaption>\s*<p><span class="label">Figure 1-1. <\/span>Discoveries <em>per<\/em> year<\/p>\s*<\/figcaption>\s*<\/figure>/,
    );
    // Only the cell's first picture is the figure: one id, one number.
    expect(html.match(/<figure id="tide_fig">/g)).toHaveLength(1);
    expect(html).toContain('<img src="data:image/png;base64,…" alt="Two tides a day">');
    expect(html).toMatch(
      /As <a[^>]* href="#dis_fig"[^>]*>[^<]+<\/a> and <a[^>]* href="#tide_fig"[^>]*>Figure 1-2<\/a> show/,
    );
    expect(model.warnings.map(formatWarning).filter((text) => /dis_fig|tide_fig/.test(text))).toEqual([]);
  });

  it("finds a section another notebook links by Jupyter's anchor for it (#Example:-Birthrate-Data)", async () => {
    const notebook = (...cells: string[]) =>
      notebookJson(cells.map((source) => ({ cell_type: 'markdown', metadata: {}, source: [source] })));
    const model = await notebooksModel({
      '03.09-Pivot.ipynb': notebook('# Pivot Tables', '## Example: Birthrate Data\n\nBirths.'),
      '04.09-Text.ipynb': notebook(
        '# Text',
        'As in [Example: Birthrate Data](03.09-Pivot.ipynb#Example:-Birthrate-Data) and [this](#Big-O-Notation).',
        '## Big O Notation',
      ),
    });
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const text = model.divisions[1]!.html;
    expect(text).toMatch(/<a [^>]*href="[^"]*#example-birthrate-data"[^>]*>Example: Birthrate Data<\/a>/);
    expect(text).toMatch(/<a [^>]*href="#big-o-notation"[^>]*>this<\/a>/);
  });

  it('leaves out an older notebook with the nbconvert command that upgrades it', async () => {
    const model = await buildBookModel(
      directorySource(FIXTURE),
      { files: ['tides.ipynb', 'ancient.ipynb'], formats: {} },
      { bookName: 'ann/harbour' },
    );
    expect(model.warnings.map(formatWarning)).toContain(
      'ancient.ipynb: this notebook is in nbformat 2, which Octavo does not read (it reads 3 and 4); left out: ' +
        'convert it with "jupyter nbconvert --to notebook --nbformat 4 ancient.ipynb" and list the converted file',
    );
  });
});

describe("a notebook's code cell tagged example (O'Reilly's Jupyter Book conversion)", () => {
  const notebook = (cells: object[]) =>
    JSON.stringify({
      cells,
      metadata: { kernelspec: { language: 'python', name: 'python3' } },
      nbformat: 4,
      nbformat_minor: 5,
    });
  const codeCell = (source: string[], tags: string[], outputs: object[] = []) => ({
    cell_type: 'code',
    execution_count: 1,
    metadata: { tags },
    outputs,
    source,
  });
  const modelOf = (cells: object[]) =>
    buildBookModel(
      memorySource({ 'ch01.ipynb': notebook(cells) }),
      { files: ['ch01.ipynb'], formats: {} },
      { bookName: 'ann/harbour' },
    );

  it('is a numbered Example named and titled by its first two comments, which leave the listing, its output inside', async () => {
    const model = await modelOf([
      { cell_type: 'markdown', metadata: {}, source: ['# Tides\n', '\n', 'See {ref}`ex_tide`.'] },
      codeCell(
        ['# ex_tide\n', '# Reading a tide table\n', 'tides = load("harbour")\n', 'print(tides)'],
        ['example'],
        [{ output_type: 'stream', name: 'stdout', text: ['3 tides\n'] }],
      ),
    ]);
    const html = model.divisions[0]!.html;
    expect(model.warnings.map(formatWarning)).toEqual([]);
    expect(html).toMatch(
      /<div data-type="example" id="ex_tide">\s*<h5[^>]*><span class="label">Example 1-1\. <\/span>Reading a tide table<\/h5>/,
    );
    expect(html).toMatch(/<pre data-code-language="python"><code[^>]*>tides = load/);
    expect(html).not.toContain('# ex_tide');
    expect(html).toMatch(/id="ex_tide"[\s\S]*3 tides[\s\S]*<\/div>/);
    expect(html).toContain('<a data-type="xref" href="#ex_tide">Example 1-1</a>');
  });

  it('is a plain listing, with a warning at its cell, when the two comment lines are not there', async () => {
    const model = await modelOf([
      { cell_type: 'markdown', metadata: {}, source: ['# Tides'] },
      codeCell(['tides = load("harbour")'], ['example']),
    ]);
    expect(model.divisions[0]!.html).not.toContain('data-type="example"');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch01\.ipynb:\d+: this cell is tagged example, but its code does not open with two comment lines/,
      ),
    ]);
  });
});

// As AllenDowney/ThinkPython (Think Python 3e): its chapters' notebooks are saved with their outputs cleared.
describe('a notebook saved without its outputs', () => {
  const code = (source: string, outputs: object[] = []) => ({
    cell_type: 'code',
    execution_count: 1,
    metadata: {},
    outputs,
    source,
  });
  const markdown = (source: string) => ({ cell_type: 'markdown', metadata: {}, source });

  it('is said once, at its first code cell, with how to save the outputs', async () => {
    const model = await notebooksModel({
      'chap05.ipynb': notebookJson([
        markdown('# Conditionals'),
        code('5 == 5'),
        code(''),
        code('x = 5\ny = 7'),
        code('x == y'),
      ]),
    });
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^chap05\.ipynb:\d+: none of this notebook's 3 code cells has its output saved \(it was saved with its outputs cleared\): .* \(jupyter nbconvert --to notebook --execute --inplace chap05\.ipynb\)$/,
      ),
    ]);
    expect(model.warnings[0]!.line).toBeGreaterThan(1);
  });

  it('is not said when a cell has its output, or when the notebook has fewer than three code cells', async () => {
    const model = await notebooksModel({
      'a.ipynb': notebookJson([
        markdown('# A'),
        code('1'),
        code('2', [{ output_type: 'execute_result', data: { 'text/plain': '2' }, metadata: {} }]),
        code('3'),
      ]),
      'b.ipynb': notebookJson([markdown('# B'), code('import math'), code('def f(): pass')]),
    });
    expect(model.warnings).toEqual([]);
  });
});

describe("a notebook's glued values (myst-nb's glue)", () => {
  const glue = (name: string, data: Record<string, unknown>, display = true) => ({
    output_type: 'display_data',
    metadata: { scrapbook: { name, mime_prefix: display ? '' : 'application/papermill.record/' } },
    data: Object.fromEntries(
      Object.entries(data).map(([type, value]) => [
        display ? type : `application/papermill.record/${type}`,
        value,
      ]),
    ),
  });
  const cells = [
    { cell_type: 'markdown', metadata: {}, source: ['# Bootstrap'] },
    {
      cell_type: 'code',
      metadata: {},
      source: ["glue('boot_mean', 10.4871, display=False)\n", "glue('ratio', 0.25, display=False)"],
      outputs: [
        glue('boot_mean', { 'text/plain': '10.4871' }, false),
        glue('ratio', { 'text/plain': '0.25' }, false),
        glue(
          'eq',
          { 'text/latex': '$\\bar{x} = 10.5$', 'text/plain': '<IPython.core.display.Math object>' },
          false,
        ),
        glue('hist', { 'image/png': 'iVBORw0KGgo=', 'text/plain': '<Figure size 640x480>' }, false),
      ],
    },
    {
      cell_type: 'code',
      metadata: {},
      source: ["glue('shown', 'words')"],
      outputs: [glue('shown', { 'text/plain': "'words'" })],
    },
    {
      cell_type: 'markdown',
      metadata: {},
      source: [
        'The mean is {glue:}`boot_mean`, about {glue:text}`boot_mean:.1f`, {glue:text}`ratio:.0%` of it; ',
        'said {glue:text}`shown`, as {glue:math}`eq`.\n',
        '\n',
        '```{glue:figure} hist\n',
        ':name: "fig-hist"\n',
        '\n',
        'The *bootstrap* means.\n',
        '```\n',
        '\n',
        'See {numref}`fig-hist` and {glue:}`nowhere`.',
      ],
    },
  ];

  it('prints each where a role or directive pastes it, and nothing where display=False glued it', async () => {
    const model = await notebooksModel({ 'boot.ipynb': notebookJson(cells) });
    const html = model.divisions[0]!.html.replace(/base64,[A-Za-z0-9+/=]+/g, 'base64,…');
    expect(html).toContain(
      'The mean is 10.4871, about 10.5, 25% of it; said words, as <span class="math-word"><math',
    );
    expect(html).toContain('\\bar{x} = 10.5</annotation>');
    expect(html).toMatch(
      /<figure id="fig-hist"><img src="data:image\/png;base64,…" alt="">\s*<figcaption>\s*<p><span class="label">Figure 1-1. <\/span>The <em>bootstrap<\/em> means.<\/p>/,
    );
    expect(html).toMatch(/See <a[^>]* href="#fig-hist"[^>]*>Figure 1-1<\/a>/);
    // The display=False outputs print nothing; the displayed one prints as the cell's output.
    expect(html).not.toContain('10.4871</code>');
    expect(html).not.toContain('Figure size');
    expect(html).toMatch(/<div class="output cell-output">\s*<pre[^>]*><code[^>]*>'words'/);
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^boot\.ipynb:\d+: \{glue:\} names "nowhere", which no output of this notebook glued/,
      ),
    ]);
  });
});

describe('a value another notebook glued', () => {
  it('is pasted by that notebook’s path and the name (other.ipynb::name), as myst-nb reads it', async () => {
    const notebook = (...cells: object[]) => notebookJson(cells);
    const model = await notebooksModel({
      'ch/stats.ipynb': notebook(
        { cell_type: 'markdown', metadata: {}, source: ['# Stats'] },
        {
          cell_type: 'code',
          metadata: { tags: ['remove-cell'] },
          source: ["glue('n', 1200, display=False)"],
          outputs: [
            {
              output_type: 'display_data',
              metadata: { scrapbook: { name: 'n', mime_prefix: 'application/papermill.record/' } },
              data: { 'application/papermill.record/text/plain': '1200' },
            },
          ],
        },
      ),
      'ch/summary.ipynb': notebook({
        cell_type: 'markdown',
        metadata: {},
        source: [
          '# Summary\n',
          '\n',
          'We surveyed {glue:text}`stats.ipynb::n:,d` people, not {glue:}`gone.ipynb::n`.',
        ],
      }),
    });
    expect(model.divisions[1]!.html).toContain('We surveyed 1,200 people, not gone.ipynb::n.');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch\/summary\.ipynb:\d+: \{glue:\} names "gone\.ipynb::n", which no output of that notebook glued/,
      ),
    ]);
  });
});

// As CoAxLab/Data-Explorations' R notebooks: the tidyverse banner and warnings are written with terminal colours.
describe("a notebook's text output written with terminal colour codes", () => {
  const printed = (output: object) =>
    notebooksModel({
      'clean.ipynb': notebookJson([
        { cell_type: 'markdown', metadata: {}, source: ['# Cleaning'] },
        { cell_type: 'code', metadata: {}, source: ['library(tidyverse)'], outputs: [output] },
      ]),
    });

  it('prints the text the reader saw, without the codes, in a stream, a result and a traceback', async () => {
    const outputs = [
      {
        output_type: 'stream',
        name: 'stderr',
        text: ['\u001b[1mBOLD\u001b[22m plain\n', '\u001b[32m✔\u001b[39m ggplot2\n'],
      },
      {
        output_type: 'execute_result',
        metadata: {},
        data: { 'text/plain': '\u001b[38;5;246m# A tibble\u001b[39m' },
      },
      {
        output_type: 'error',
        ename: 'E',
        evalue: 'e',
        traceback: ['\u001b[?25l\u001b[2KError in f()\u001b]8;;https://x.org\u0007x\u001b]8;;\u0007'],
      },
    ];
    for (const output of outputs) {
      const model = await printed(output);
      const html = model.divisions[0]!.html;
      expect(html).not.toContain('\u001b');
      expect(html).not.toMatch(/\[\d+(?:;\d+)*m|\]8;;/);
    }
    const stream = (await printed(outputs[0]!)).divisions[0]!.html;
    expect(stream).toMatch(/<code[^>]*>BOLD plain\n✔ ggplot2\n/);
    expect(stream).toContain('<div class="output cell-output cell-output-stderr">');
    expect((await printed(outputs[1]!)).divisions[0]!.html).toMatch(/<code[^>]*># A tibble/);
    expect((await printed(outputs[2]!)).divisions[0]!.html).toMatch(/<code[^>]*>Error in f\(\)x\n/);
  });
});
