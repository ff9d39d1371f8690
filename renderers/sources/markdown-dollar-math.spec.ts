import { markdownOfKind } from '../test-support/markdown-of-kind';
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

  // As BookFun's chapters/02-pca.md: pandoc reads the whole $$…$$ as math, its lines opening no list.
  it('reads a $$ formula inside a paragraph whole, a line in it opening * or + starting no list', () => {
    const html = markdownToHtml(
      'The matrix has a block form:\n$$\nD = \\left(\\begin{matrix} a & b \\\\\n* & c \\end{matrix}\\right)\n$$\n' +
        'A sum:\n$$\nx = 1\n+ 2\n$$\n',
    );
    expect(html).not.toContain('<li');
    expect(html).toContain(
      '\\[D = \\left(\\begin{matrix} a &amp; b \\\\\n* &amp; c \\end{matrix}\\right)\\]',
    );
    expect(html).toContain('A sum:\n\\[x = 1\n+ 2\\]</p>');
  });

  it('still ends a paragraph at a list outside its formula, and leaves $$ in code alone', () => {
    const html = markdownToHtml('Both $$a$$ and `$$`:\n- one\n- two\n');
    expect(html).toContain('<li data-octavo-line="2">one</li>');
    expect(html).toContain('Both \\[a\\] and <code>$$</code>:</p>');
  });
});

describe('backslash math (R Markdown)', () => {
  const rmd = (text: string) => markdownOfKind(text, { rMarkdown: true });

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

describe("MyST's dollar math (a Jupyter Book's pages)", () => {
  const myst = (text: string, allowSpace = true, allowDigits = true) =>
    markdownOfKind(text, { mystDollarMath: { allowSpace, allowDigits } });

  // A First Course in Quantitative Economics with Python, pv.md and cagan_ree.md.
  it('reads a formula with spaces inside its dollars, and an escaped dollar in it, as Jupyter Book does', () => {
    const html = myst(
      ' * $ \\delta  \\in (0,1) $ be a factor\n * $\\{d_s\\}_{s=t}^T $ on, $ m_t $ and $ \\$ 100,000$ paid.\n',
    );
    expect(html).toContain('>\\( \\delta  \\in (0,1) \\) be a factor</li>');
    expect(html).toContain('\\(\\{d_s\\}_{s=t}^T \\) on, \\( m_t \\) and \\( \\$ 100,000\\) paid.');
    // Read by pandoc's rules the same text paired the dollars otherwise, its underscores italics.
    expect(markdownToHtml('$ m_t $ and $ b_t $.\n')).not.toContain('\\( m_t \\)');
  });

  it('opens a formula after an escaped backslash, and pairs dollars beside digits unless the book says not to', () => {
    expect(myst('A \\\\$x$ and 1$y$2.\n')).toContain('A \\\\(x\\) and 1\\(y\\)2.');
    expect(myst('It costs $ 5 and $ 6.\n', false, false)).toContain('It costs $ 5 and $ 6.');
    expect(myst('Between 5$ and $6.\n')).toContain('Between 5\\( and \\)6.');
    expect(myst('Between 5$ and $6.\n', true, false)).toContain('Between 5$ and $6.');
  });

  // greek_square.md opens its matrices with `$$` and a blank line.
  it('reads a $$ block with blank lines in it as one formula', () => {
    const html = myst('Let\n\n$$\n\nV = \\begin{bmatrix} 1 \\end{bmatrix}\n$$\n\nNotice.\n');
    expect(html).toContain('\\[V = \\begin{bmatrix} 1 \\end{bmatrix}\\]');
    expect(html).toContain('>Notice.</p>');
  });
});
