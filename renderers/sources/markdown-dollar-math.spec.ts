import { markdownToHtml } from './markdown';

describe('markdownDollarMath', () => {
  it('writes $…$ and $$…$$ out as \\(…\\) and \\[…\\], untouched by emphasis or dashes', () => {
    const html = markdownToHtml(
      'The cost is $O(n^2)$ and $x_{g}(t) = a_{0}$.\n\n$$\nx_{g}(t) = \\alpha_{0} -- y\n$$\n',
    );
    expect(html).toContain('The cost is \\(O(n^2)\\) and \\(x_{g}(t) = a_{0}\\).');
    expect(html).toContain('\\[x_{g}(t) = \\alpha_{0} -- y\\]');
  });

  // As tidymodels/TMwR: knitr writes the value in before the formula is read; unrun, the expression shows as written.
  it("shows knitr's inline R inside a formula as written in its place, its own $ not closing the formula", () => {
    const html = markdownToHtml(
      'Training ($n = `r format(nrow(training(ames_split)), big.mark = ",")`$), from $10^{`r penalty()$range[[1]]`}$ to $x_1$.\n',
    );
    expect(html).toContain(
      'Training (\\(n = \\text{r format(nrow(training(ames\\_split)), big.mark = ",")}\\)), from ' +
        '\\(10^{\\text{r penalty()\\$range[[1]]}}\\) to \\(x_1\\).',
    );
  });

  it('leaves prices, escaped dollars and code as written (pandoc rules)', () => {
    const html = markdownToHtml(
      'It costs $20,000 and $30,000, \\$5 or $5$10.\n\nCode `$x$` and x $a $b$ y.\n',
    );
    expect(html).toContain('It costs $20,000 and $30,000, $5 or $5$10.');
    expect(html).toContain('Code <code>$x$</code> and x $a \\(b\\) y.');
  });

  it('leaves shell variables side by side as written: the closing $ is the next variable’s (Build Web Application with Golang)', () => {
    const html = markdownToHtml(
      'Packages in $GOPATH/pkg/$GOOS_$GOARCH and ${GOROOT}_$GOARCH, the $n$th one.\n',
    );
    expect(html).toContain('Packages in $GOPATH/pkg/$GOOS_$GOARCH and ${GOROOT}_$GOARCH, the \\(n\\)th one.');
  });

  it('reads a $$ block over several lines as one formula: a lone = in it underlines no heading, a - line opens no list', () => {
    const html = markdownToHtml('# Sums\n\n$$\na + b\n=\nc\n- d\n$$ (total)\n\nAfter it.\n');
    expect(html).not.toMatch(/<h1[^>]*>a \+ b/);
    expect(html).not.toContain('<li>');
    expect(html).toMatch(/\\\[a \+ b\n=\nc\n- d\\\]/);
    expect(html).toContain('id="total"');
    expect(html).toContain('>After it.</p>');
  });
});

describe('backslash math (R Markdown)', () => {
  const rmd = (text: string) =>
    markdownToHtml(text, undefined, undefined, undefined, false, undefined, undefined, { rMarkdown: true });

  it('reads \\(…\\) and \\[…\\] as math in R Markdown, and as escaped brackets elsewhere', () => {
    expect(rmd('If \\(x > 1\\), then\n\\[ y = x^2 \\]\nholds.')).toContain(
      'If \\(x &gt; 1\\), then\n\\[y = x^2\\]\nholds.</p>',
    );
    expect(markdownToHtml('See \\[1\\] and \\(a\\).')).toContain('>See [1] and (a).</p>');
  });

  it('reads a \\[ block over several lines as one formula: a line opening - is no list', () => {
    const html = rmd('\\[ y =\n     \\sum x\n   - \\sum z \\]\n\nAfter.');
    expect(html).toContain('\\[y =\n     \\sum x\n   - \\sum z\\]');
    expect(html).not.toContain('<li>');
  });

  it('leaves an unclosed or empty one as text', () => {
    expect(rmd('A \\[ never closed.')).toContain('>A [ never closed.</p>');
    expect(rmd('Empty \\[\\] here.')).toContain('>Empty [] here.</p>');
  });
});
