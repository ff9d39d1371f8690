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
    // A caption for each of the chunk's figures, as R Markdown books write for two screenshots side by side.
    [
      "wrap-text, echo=FALSE, fig.cap=c('Too wide.', \"Wrapped, with listings.\"), out.width='100%'",
      {
        label: 'fig:wrap-text',
        echo: false,
        'fig-cap': ['Too wide.', 'Wrapped, with listings.'],
        'out-width': '100%',
      },
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
    ["knitr::include_graphics(c('a.png', 'b.png'), dpi = 300)", 300],
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
    expect(cell.pictures).toEqual(['premade/ames.png']);
    expect(cell.code).toBe('knitr::include_graphics("premade/ames.png")');
  });

  it.each([
    [
      "knitr::include_graphics(c('images/wrap-none.png', 'images/wrap-listings.png'), dpi = NA)",
      ['images/wrap-none.png', 'images/wrap-listings.png'],
    ],
    ['include_graphics(path = c("a.png",\n  "b.png"))', ['a.png', 'b.png']],
    ['knitr::include_graphics("a (1).png")', ['a (1).png']],
  ])('reads the pictures of %s', (code, pictures) => {
    expect(readCodeCell(code).pictures).toEqual(pictures);
  });

  it.each([
    'knitr::include_graphics(file.path("images", "a.png"))',
    'knitr::include_graphics(paste0("images/", name, ".png"))',
  ])('keeps the path of %s, which only R knows, unread', (code) => {
    const cell = readCodeCell(code);
    expect(cell.pictures).toBeUndefined();
    expect(cell.unreadPicture).toBe(/\((.*)\)$/.exec(code)![1]);
  });

  it.each(['knitr::include_graphics("a.png"); plot(cars)', 'knitr::include_graphics("a.png")\nplot(cars)'])(
    'shows no picture for %s, which runs more than include_graphics',
    (code) => {
      expect(readCodeCell(code).pictures).toBeUndefined();
    },
  );
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

// R Markdown books show two screenshots side by side with `knitr::include_graphics(c(…))`, unrun.
describe("knitr's vector of pictures", () => {
  const build = async (text: string) => {
    const model = await buildBookModel(
      memorySource({ 'ch.Rmd': text, 'images/a.png': Buffer.from('x'), 'images/b.png': Buffer.from('y') }),
      { files: ['ch.Rmd'], formats: {} },
      { bookName: 'x' },
    );
    return { html: model.divisions[0]!.html, warnings: model.warnings.map(formatWarning) };
  };
  const figures = (html: string) =>
    [...html.matchAll(/<figure[^>]*>[\s\S]*?<\/figure>/g)].map((found) => found[0]);

  it('is a figure each, named label-1 and label-2 as knitr names them, each with its own caption', async () => {
    const book = await build(
      '# Chap\n\nFigure \\@ref(fig:wrap-text-1) is too wide; Figure \\@ref(fig:wrap-text-2) is wrapped.\n\n' +
        "```{r, wrap-text, echo=FALSE, fig.cap=c('Normal text output that is too wide.', 'Text output wrapped.'), out.width='100%'}\n" +
        "knitr::include_graphics(c('images/a.png', 'images/b.png'), dpi = NA)\n```\n",
    );
    const [first, second, ...more] = figures(book.html);
    expect(more).toEqual([]);
    expect(first).toMatch(/^<figure id="fig:wrap-text-1">/);
    expect(first).toMatch(
      /<img src="[^"]*a\.png" alt="Normal text output that is too wide\." style="width: 100%">/,
    );
    expect(first).toMatch(/<figcaption>.*Normal text output that is too wide\.<\/figcaption>/);
    expect(second).toMatch(/^<figure id="fig:wrap-text-2">/);
    expect(second).toMatch(/<img src="[^"]*b\.png" alt="Text output wrapped\."/);
    expect(second).toMatch(/<figcaption>.*Text output wrapped\.<\/figcaption>/);
    expect([...book.html.matchAll(/href="([^"]*)"/g)].map((found) => found[1])).toEqual([
      '#fig:wrap-text-1',
      '#fig:wrap-text-2',
    ]);
    expect(book.html).not.toContain('include_graphics');
    expect(book.warnings).toEqual([]);
  });

  it('held (`fig.show="hold"`), is one figure of both pictures under its one caption', async () => {
    const book = await build(
      '# Chap\n\nFigure \\@ref(fig:details-tag) shows an example.\n\n' +
        "```{r, details-tag, echo=FALSE, fig.show='hold', fig.cap='Wrap text output in the details element.', " +
        "out.width=if(knitr::is_latex_output()) '100%'}\n" +
        'knitr::include_graphics(c("images/a.png", "images/b.png"), dpi = NA)\n```\n',
    );
    const [figure, ...more] = figures(book.html);
    expect(more).toEqual([]);
    expect(figure).toMatch(/^<figure id="fig:details-tag">/);
    expect([...figure!.matchAll(/<img src="[^"]*\/([ab]\.png)"/g)].map((found) => found[1])).toEqual([
      'a.png',
      'b.png',
    ]);
    expect(figure).toMatch(/<figcaption>.*Wrap text output in the details element\.<\/figcaption>/);
    expect(book.html).not.toContain('include_graphics');
    expect(book.warnings).toEqual([]);
  });

  it('recycles one caption over its pictures when not held, as R recycles it', async () => {
    const book = await build(
      "# Chap\n\n```{r shots, echo=FALSE, fig.cap='A screenshot.'}\n" +
        "knitr::include_graphics(c('images/a.png', 'images/b.png'))\n```\n",
    );
    const found = figures(book.html);
    expect(found.map((figure) => /id="([^"]*)"/.exec(figure)?.[1])).toEqual(['fig:shots-1', 'fig:shots-2']);
    expect(found.every((figure) => /<figcaption>.*A screenshot\.<\/figcaption>/.test(figure))).toBe(true);
  });

  it('shows a path joined from quoted strings, as R joins them', async () => {
    const book = await build(
      '# Chap\n\n```{r logo, echo=FALSE}\nknitr::include_graphics(file.path("images", "a.png"))\n```\n',
    );
    expect(book.html).toContain('<img src="assets/images/a.png"');
    expect(book.warnings).toEqual([]);
  });

  it('warns of a path only running R knows, where it is written', async () => {
    const book = await build(
      '# Chap\n\n```{r logo, echo=FALSE}\nknitr::include_graphics(file.path(here::here(), "a.png"))\n```\n',
    );
    expect(book.html).not.toContain('<img');
    // Once, at its cell: not counted again among the cells printed without their output.
    expect(book.warnings).toEqual([
      expect.stringMatching(
        /ch\.Rmd:3:.*include_graphics\(file\.path\(here::here\(\), "a\.png"\)\), a path only running R knows, so its picture is missing; write the path as a quoted string/,
      ),
    ]);
  });

  it('says nothing of such a path in a chunk shown unrun or kept out', async () => {
    const book = await build(
      '# Chap\n\n```{r, eval=FALSE}\nknitr::include_graphics(file.path("images", "a.png"))\n```\n\n' +
        '```{r, include=FALSE}\nknitr::include_graphics(paste0("images/", "a.png"))\n```\n',
    );
    expect(book.warnings.filter((text) => text.includes('only running R knows'))).toEqual([]);
  });
});

// Quarto books: a `fig-` cell of two pictures with `fig-subcap`, each picture a subfigure Quarto names label-1, label-2.
describe("a Quarto cell's vector of pictures", () => {
  it('is one figure of lettered subfigures', async () => {
    const model = await buildBookModel(
      memorySource({
        'ch.qmd':
          '# Chap\n\nSee @fig-shots and @fig-shots-2.\n\n```{r}\n#| label: fig-shots\n#| fig-cap: Two screenshots.\n' +
          '#| fig-subcap:\n#|   - Closed.\n#|   - Open.\n#| echo: false\n' +
          'knitr::include_graphics(c("images/a.png", "images/b.png"))\n```\n',
        'images/a.png': Buffer.from('x'),
        'images/b.png': Buffer.from('y'),
      }),
      { files: ['ch.qmd'], formats: {} },
      { bookName: 'x' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toMatch(
      /<figure id="fig-shots" class="subfigures">\s*<figure id="fig-shots-1"><img src="[^"]*a\.png"/,
    );
    expect(html).toMatch(
      /<figure id="fig-shots-2"><img src="[^"]*b\.png" alt="Open\.">\s*<figcaption>.*Open\.<\/figcaption>/,
    );
    expect(html).toMatch(/<\/figure>\s*<figcaption>.*Two screenshots\.<\/figcaption>\s*<\/figure>/);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });
});
