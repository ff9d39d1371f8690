import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

// As a Quarto book of statistics chapters: a labelled display (`$$ … $$ {#eq-…}`) cited from a later chapter.
const QUARTO_PROJECT = ['project:', '  type: book', 'book:', '  chapters:', '    - index.qmd', ''].join('\n');
const PREFACE = ['# Preface {.unnumbered}', '', '$$', 'a = b', '$$ {#eq-preface}', ''].join('\n');
const ESTIMATION = [
  '# Estimation',
  '',
  'The bias first:',
  '',
  '$$',
  '\\text{bias} = \\mathbb{E}[\\hat\\theta] - \\theta',
  '$$ {#eq-bias}',
  '',
  'Then the decomposition, from @eq-bias:',
  '',
  '$$',
  '\\text{MSE} = \\text{bias}^2 + \\mathbb{V}[\\hat\\theta]',
  '$$ {#eq-mse-decomposition}',
  '',
].join('\n');
const ASYMPTOTICS = [
  '# Asymptotics',
  '',
  '$$',
  '\\hat\\theta \\to \\theta',
  '$$ {#eq-consistency}',
  '',
  'By @eq-mse-decomposition and @eq-consistency, and @eq-preface.',
  '',
].join('\n');

async function quartoBook(files: Record<string, string>) {
  return buildBookModel(
    memorySource({ '_quarto.yml': QUARTO_PROJECT, ...files }),
    { files: Object.keys(files), formats: {} },
    { bookName: 'stats/book' },
  );
}

describe('equation numbers in a book of numbered chapters', () => {
  it("carry the chapter's number, printed and cited alike, as Quarto and bookdown number them", async () => {
    const model = await quartoBook({
      'index.qmd': PREFACE,
      'estimation.qmd': ESTIMATION,
      'asymptotics.qmd': ASYMPTOTICS,
    });
    expect(model.warnings.map(formatWarning)).toEqual([]);
    const [preface, estimation, asymptotics] = model.divisions.map((division) => division.html);
    const printed = (html: string) =>
      [...html.matchAll(/<span class="equation-number">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(printed(estimation!)).toEqual(['(1.1)', '(1.2)']);
    expect(printed(asymptotics!)).toEqual(['(2.1)']);
    // The unnumbered preface has no chapter number to give: its equations are counted without one.
    expect(printed(preface!)).toEqual(['(1)']);
    expect(estimation).toContain('from <a data-type="xref" href="#eq-bias">(1.1)</a>');
    expect(asymptotics).toContain(
      'By <a data-type="xref" href="#eq-mse-decomposition">(1.2)</a> and ' +
        '<a data-type="xref" href="#eq-consistency">(2.1)</a>, and <a data-type="xref" href="#eq-preface">(1)</a>',
    );
    expect(model.divisions.map((division) => division.html).join('')).not.toContain(
      'data-octavo-chapter-equation',
    );
  });

  it("numbers an AMS environment's rows by the chapter too, counted with the labelled ones", async () => {
    const model = await quartoBook({
      'one.qmd': '# One\n\n$$ x = 1 $$ {#eq-one}\n',
      'two.qmd': [
        '# Two',
        '',
        '$$ y = 2 $$ {#eq-two}',
        '',
        '$$',
        '\\begin{align}',
        'a &= b \\\\',
        'c &= d',
        '\\end{align}',
        '$$',
        '',
      ].join('\n'),
    });
    const two = model.divisions[1]!.html;
    expect(two).toContain('<span class="equation-number">(2.1)</span>');
    expect([...two.matchAll(/<mtext>(\(2\.\d\))<\/mtext>/g)].map((m) => m[1])).toEqual(['(2.2)', '(2.3)']);
  });

  it("counts an unnumbered preface's labelled formulas and AMS rows as one series, as printed", async () => {
    const model = await quartoBook({
      'index.qmd': [
        '# Preface {.unnumbered}',
        '',
        '$$ x = 1 $$ {#eq-first}',
        '',
        '$$',
        '\\begin{equation}',
        'y = 2',
        '\\end{equation}',
        '$$',
        '',
        'See @eq-first.',
        '',
      ].join('\n'),
      'one.qmd': '# One\n\n$$ z = 3 $$ {#eq-one}\n',
    });
    const preface = model.divisions[0]!.html;
    expect(preface).toContain('<span class="equation-number">(1)</span>');
    expect([...preface.matchAll(/<mtext>(\(\d\))<\/mtext>/g)].map((m) => m[1])).toEqual(['(2)']);
    expect(preface).toContain('See <a data-type="xref" href="#eq-first">(1)</a>');
  });

  it('leaves a pandoc book without a Quarto or bookdown project numbered as pandoc-crossref numbers it', async () => {
    const model = await buildBookModel(
      memorySource({
        'metadata.yaml': 'title: Notes\n',
        'one.md': '# One\n\n$$ x = 1 $$ {#eq:one}\n',
        'two.md': '# Two\n\n$$ y = 2 $$ {#eq:two}\n',
      }),
      { files: ['one.md', 'two.md'], formats: {} },
      { bookName: 'notes/book' },
    );
    const printed = model.divisions.map((division) =>
      [...division.html.matchAll(/<span class="equation-number">([^<]*)<\/span>/g)].map((m) => m[1]),
    );
    expect(printed).toEqual([['(1)'], ['(1)']]);
  });

  // As a numbered Jupyter Book of economics lectures: `{math}` with a label and dollarmath's `$$ … $$ (label)`, cited
  // with {eq} from a later chapter, after an unnumbered front-matter part.
  const JB_TOC = [
    'format: jb-book',
    'root: intro',
    'parts:',
    '- caption: Introduction',
    '  chapters:',
    '  - file: about',
    '- caption: Foundations',
    '  numbered: true',
    '  chapters:',
    '  - file: geom_series',
    '  - file: pv',
    '',
  ].join('\n');
  const LECTURES = {
    'intro.md': '# A First Course\n\nWelcome.\n',
    'about.md': ['# About', '', '```{math}', ':label: about_eq', 'y = x', '```', ''].join('\n'),
    'geom_series.md': [
      '# Geometric Series',
      '',
      '```{math}',
      ':label: infinite',
      '1 + c + c^2 + \\cdots = \\frac{1}{1 - c}',
      '```',
      '',
      '$$',
      'S_T = \\sum_{t=0}^T c^t',
      '$$ (finite)',
      '',
      'By {eq}`infinite`.',
      '',
    ].join('\n'),
    'pv.md': [
      '# Present Values',
      '',
      '$$',
      'p_t = \\sum_{s} d_s',
      '$$ (pv_eq)',
      '',
      'See {eq}`finite`.',
      '',
    ].join('\n'),
  };
  const jupyterBook = (config: string) =>
    buildBookModel(
      memorySource({ '_toc.yml': JB_TOC, '_config.yml': config, ...LECTURES }),
      { files: Object.keys(LECTURES), formats: {} },
      { bookName: 'qe/book' },
    );
  // The root page and each page's html, without the parts' title pages.
  const pagesOf = (model: Awaited<ReturnType<typeof buildBookModel>>) =>
    model.divisions.filter((division) => division.kind !== 'part').map((division) => division.html);
  const printedNumbers = (html: string) =>
    [...html.matchAll(/<span class="equation-number">([^<]*)<\/span>/g)].map((m) => m[1]);

  it("numbers a numbered Jupyter Book chapter's equations by it, as Sphinx's math_numfig and its PDF do", async () => {
    const model = await jupyterBook('title: A First Course\n');
    const [, about, geomSeries, pv] = pagesOf(model);
    expect(printedNumbers(geomSeries!)).toEqual(['(1.1)', '(1.2)']);
    expect(printedNumbers(pv!)).toEqual(['(2.1)']);
    // The unnumbered part's page has no chapter number to give: its own count, as Jupyter Book prints it.
    expect(printedNumbers(about!)).toEqual(['(1)']);
    expect(geomSeries).toContain('By <a data-type="xref" href="#infinite">(1.1)</a>');
    // From another chapter a reference reads the cited chapter's number, not an ambiguous "(2)".
    expect(pv).toContain('See <a data-type="xref" href="#finite">(1.2)</a>');
  });

  it("keeps each page's own count when the book's Sphinx config turns math_numfig off", async () => {
    const model = await jupyterBook('title: A First Course\nsphinx:\n  config:\n    math_numfig: false\n');
    const [, , geomSeries, pv] = pagesOf(model);
    expect(printedNumbers(geomSeries!)).toEqual(['(1)', '(2)']);
    expect(printedNumbers(pv!)).toEqual(['(1)']);
    expect(pv).toContain('See <a data-type="xref" href="#finite">(2)</a>');
  });
});
