import { markdownToHtml } from './markdown';
import { showVerbatimCells } from './verbatim-cells';

describe('showVerbatimCells', () => {
  it('shows a verbatim cell as written, fences included, with one pair of braces less', () => {
    const shown = showVerbatimCells(
      ['Text.', '', '```{{python}}', '1 + 1', '```', '', 'After.'].join('\n'),
      'a.qmd',
    );
    expect(shown.text).toBe(
      ['Text.', '', '````', '```{python}', '1 + 1', '```', '````', '', 'After.'].join('\n'),
    );
    // Each line is where it was written: the added fences at the cell's own lines.
    expect([1, 3, 4, 5, 6, 7, 9].map(shown.lineOf)).toEqual([1, 3, 3, 4, 5, 5, 7]);
    const html = markdownToHtml(shown.text);
    expect(html).toMatch(/<pre><code[^>]*>```\{python\}\n1 \+ 1\n```\n<\/code><\/pre>/);
  });

  it('prints a verbatim fence inside a listing (a page shown as an example) with one pair of braces less', () => {
    const page = ['````markdown', '## Plot', '', '```{{r}}', '#| echo: false', 'plot(1)', '```', '````'].join(
      '\n',
    );
    expect(showVerbatimCells(page, 'b.Rmd').text).toBe(page.replace('{{r}}', '{r}'));
  });

  it('leaves other pages, and braces that are no verbatim fence, as written', () => {
    const page = '```{{python}}\n1\n```\n';
    expect(showVerbatimCells(page, 'c.md').text).toBe(page);
    const prose = 'Write {{r}} in a fence.\n\n```\n{{ not a fence }}\n```\n';
    expect(showVerbatimCells(prose, 'd.qmd').text).toBe(prose);
  });
});
