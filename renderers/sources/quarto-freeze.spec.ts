import { memorySource } from '../test-support/memory-source';
import { frozenMarkdown } from './quarto-freeze';

const frozen = (markdown: string) => JSON.stringify({ hash: 'x', result: { engine: 'knitr', markdown } });

describe('frozenMarkdown', () => {
  it("reads a frozen page's Markdown, its plots where Quarto keeps them, lines traced to the page", async () => {
    const page = [
      '# Arrow {#sec-arrow}',
      '',
      'Some prose.',
      '',
      '```{r}',
      'plot(x)',
      '```',
      '',
      'After.',
    ].join('\n');
    const run = [
      '# Arrow {#sec-arrow}',
      '',
      'Some prose.',
      '',
      '::: {.cell}',
      '```{.r .cell-code}',
      'plot(x)',
      '```',
      '![](arrow_files/figure-html/unnamed-chunk-1-1.png)',
      ':::',
      '',
      'After.',
    ].join('\n');
    const found = await frozenMarkdown(
      'chapters/arrow.qmd',
      memorySource({
        'chapters/arrow.qmd': page,
        '_freeze/chapters/arrow/execute-results/html.json': frozen(run),
      }),
    );
    expect(found?.text).toContain('![](../_freeze/chapters/arrow/figure-html/unnamed-chunk-1-1.png)');
    // "Some prose." is line 3 of both; the plot's line, written by the run, belongs to the last line matched (the cell's closing fence).
    expect(found?.lineOf(3)).toBe(3);
    expect(found?.lineOf(7)).toBe(6);
    expect(found?.lineOf(9)).toBe(7);
    expect(found?.lineOf(12)).toBe(9);
  });

  it('is undefined for a page with no frozen results, or results that are not JSON', async () => {
    expect(await frozenMarkdown('a.qmd', memorySource({ 'a.qmd': '# A' }))).toBeUndefined();
    expect(
      await frozenMarkdown('a.md', memorySource({ '_freeze/a/execute-results/html.json': frozen('# A') })),
    ).toBeUndefined();
    expect(
      await frozenMarkdown(
        'a.qmd',
        memorySource({ 'a.qmd': '# A', '_freeze/a/execute-results/html.json': '{' }),
      ),
    ).toBeUndefined();
  });
});
