import { formatWarning } from '../warnings';
import { unrunCodeCellsWarning } from './code-cells';

const said = (text: string, path = 'data-visualize.qmd') => {
  const found = unrunCodeCellsWarning(text, path);
  return found && formatWarning(found);
};

describe('unrunCodeCellsWarning', () => {
  it('counts the cells and inline expressions whose output is missing, at the first', () => {
    expect(
      said(
        [
          'The data has `r nrow(penguins)` rows and `r ncol(penguins)` columns.',
          '',
          '```{r}',
          'glimpse(penguins)',
          '```',
          '',
          '```{python}',
          'df.head()',
          '```',
        ].join('\n'),
      ),
    ).toBe(
      'data-visualize.qmd:3: 2 code cells ({r}, {python}), and 2 inline expressions (`r nrow(penguins)`, …) are ' +
        "printed as code without their output: Octavo never runs a book's code. To print the output, run " +
        '`quarto render data-visualize.qmd --to md` once and list the Markdown file it writes (its figures beside ' +
        'it) instead',
    );
  });

  it("reads a cell's options with Quarto's !expr tags, naming the figure it makes (R Packages)", () => {
    expect(
      said(
        [
          '```{r}',
          '#| label: fig-usage',
          '#| eval: !expr create',
          '#| fig-cap: "How often each function is called."',
          'plot(usage)',
          '```',
        ].join('\n'),
      ),
    ).toMatch(
      /^data-visualize\.qmd:1: a code cell \(\{r\}\) is printed as code without its output: .* The figures they make \(@fig-usage\) keep their numbers/,
    );
  });

  it('says how R Markdown renders, and words one inline expression alone', () => {
    expect(said('Flights: `r nrow(flights)`.\n', 'ch1.Rmd')).toBe(
      "ch1.Rmd:1: an inline expression (`r nrow(flights)`) is printed as code without its output: Octavo never runs a book's " +
        'code. To print the output, run `rmarkdown::render("ch1.Rmd", "md_document")` once and list the Markdown file ' +
        'it writes (its figures beside it) instead',
    );
  });

  it('says nothing of setup cells hidden from the reader, cells kept out, pictures, plain Markdown or code blocks', () => {
    const text = [
      '```{r}',
      '#| echo: false',
      'source("_common.R")',
      '```',
      '',
      '```{r}',
      '#| include: false',
      'x <- 1',
      '```',
      '',
      '```{r}',
      'knitr::include_graphics("shot.png")',
      '```',
      '',
      '```r',
      'plain <- "listing"',
      '```',
    ].join('\n');
    expect(said(text)).toBeUndefined();
    expect(said('```{r}\nplot(x)\n```\n', 'page.md')).toBeUndefined();
  });

  it('names the figures kept with their code, and the tables and uncaptioned figures that are missing', () => {
    const text = [
      '```{r}',
      '#| label: fig-bars',
      '#| fig-cap: Bars.',
      'plot(x)',
      '```',
      '',
      '```{r}',
      '#| label: tbl-counts',
      'knitr::kable(counts)',
      '```',
    ].join('\n');
    expect(said(text)).toContain(
      'The figures they make (@fig-bars) keep their numbers and captions, their code where the plot would be. The ' +
        'tables (@tbl-counts) they make are missing, and references to them have no target.',
    );
  });
});
