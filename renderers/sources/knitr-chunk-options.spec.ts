import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { knitrChunkOptions, readCodeCell } from './code-cell-options';

describe('knitrChunkOptions', () => {
  it.each([
    ['setup, include=FALSE', { label: 'setup', include: false }],
    [', eval = FALSE', { eval: false }],
    ['echo = FALSE, out.width = NULL', { echo: false, 'out-width': null }],
    [
      'fig.width = 6, fig.asp = 0.5, out.width = "90%"',
      { 'fig-width': 6, 'fig-asp': 0.5, 'out-width': '90%' },
    ],
    [
      'cars-plot, echo=F, fig.cap="Speed, and distance."',
      { label: 'fig:cars-plot', echo: false, 'fig-cap': 'Speed, and distance.' },
    ],
    ["label = 'named', error = TRUE", { label: 'named', error: true }],
    ['sum-cpp, engine = "Rcpp"', { label: 'sum-cpp', engine: 'cpp' }],
    ['eval = getRversion() >= "3.5"', { eval: { expression: 'getRversion() >= "3.5"' } }],
    [
      'p, fig.cap = caption_of(x, "a, b")',
      { label: 'fig:p', 'fig-cap': { expression: 'caption_of(x, "a, b")' } },
    ],
    // Mastering Shiny: the caption made by a call on one string is that string.
    [
      'click, fig.cap = demo$caption("Clicking on the top-left point"), echo = FALSE',
      { label: 'fig:click', 'fig-cap': 'Clicking on the top-left point', echo: false },
    ],
  ])('reads {r %s}', (header, options) => {
    expect(knitrChunkOptions(header)).toEqual(options);
  });

  it.each([
    ['knitr::include_graphics("a.png", dpi = 270)', 270],
    ['knitr::include_graphics("a.png", dpi = 300 * 1.25)', 375],
    ['knitr::include_graphics("a.png", dpi = 600 / 2, error = FALSE)', 300],
    ['knitr::include_graphics("a.png", dpi = NA)', undefined],
    ['knitr::include_graphics("a.png")', undefined],
  ])('reads the dpi of %s', (code, dpi) => {
    expect(readCodeCell(code).pictureDpi).toBe(dpi);
  });

  it('gives a figure cell the id bookdown cites it by, and lets `#|` lines override the header', () => {
    const cell = readCodeCell('#| fig-alt: Dots.\nplot(cars)', 'cars, fig.cap = "Cars.", echo = FALSE');
    expect(cell.options).toEqual({ label: 'fig:cars', 'fig-cap': 'Cars.', echo: false, 'fig-alt': 'Dots.' });
    expect(cell.code).toBe('plot(cars)');
  });

  // As tidymodels/TMwR: knitr reads `#|` lines in R's syntax too, over several lines, commas and all.
  it('reads `#|` lines written in R, the figure named by the header label and the caption they give', () => {
    const cell = readCodeCell(
      [
        '#| out.width = "100%", ',
        '#| echo = FALSE, ',
        '#| fig.cap = "Neighborhoods in Ames, IA, 2006-2010",',
        '#| fig.alt = "A map."',
        'knitr::include_graphics("premade/ames.png")',
      ].join('\n'),
      'ames-map',
    );
    expect(cell.options).toEqual({
      label: 'fig:ames-map',
      'out-width': '100%',
      echo: false,
      'fig-cap': 'Neighborhoods in Ames, IA, 2006-2010',
      'fig-alt': 'A map.',
    });
    expect(cell.picture).toBe('premade/ames.png');
    expect(cell.code).toBe('knitr::include_graphics("premade/ames.png")');
  });
});

describe("a knitr figure's ids", () => {
  const build = async (text: string) => {
    const model = await buildBookModel(
      memorySource({ 'ch.Rmd': text, 'a.png': Buffer.from('x') }),
      { files: ['ch.Rmd'], formats: {} },
      { bookName: 'x' },
    );
    return { html: model.divisions[0]!.html, warnings: model.warnings.map(formatWarning) };
  };

  // Happy Git with R's git-basics.Rmd: a `\label{…}` written for the book's LaTeX build, left out of HTML by pandoc.
  it('leave a \\label{…} out of the caption and alt text, the id it names another name of the figure', async () => {
    const book = await build(
      '# Chap\n\n```{r commits, echo=FALSE, fig.cap="\\\\label{fig:history}A history."}\n' +
        'knitr::include_graphics("a.png")\n```\n\nSee Figure \\@ref(fig:history) and \\@ref(fig:commits).\n',
    );
    expect(book.html).toContain('<figure id="fig:commits">');
    expect(book.html).toContain('alt="A history."');
    expect(book.html).toMatch(/<figcaption>.*<\/span>A history\.<\/figcaption>/);
    expect(book.html).not.toContain('label{');
    expect([...book.html.matchAll(/href="([^"]*)"/g)].map((found) => found[1])).toEqual([
      '#fig:commits',
      '#fig:commits',
    ]);
    expect(book.warnings).toEqual([]);
  });

  // Happy Git with R's remote-setups-common.Rmd: a section `{#ours}` and the picture `{r ours, echo = FALSE}` under it.
  it("give an uncaptioned chunk's label up to an id the book writes, unwarned", async () => {
    const book = await build(
      '# Chap\n\n## Ours {#ours}\n\n```{r ours, echo = FALSE, fig.alt = "Setup"}\n' +
        'knitr::include_graphics("a.png")\n```\n\nSee [Ours](#ours).\n',
    );
    expect(book.html).toContain('<h2 id="ours">');
    expect(book.html).toContain('href="#ours"');
    expect(book.html).not.toMatch(/<figure id="ours"/);
    expect(book.warnings).toEqual([]);
  });
});
