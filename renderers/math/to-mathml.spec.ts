import { asciimathToMathml, latexToMathml, MAX_EXPRESSION_LENGTH } from './to-mathml';

const NS = 'xmlns="http://www.w3.org/1998/Math/MathML"';

describe('latexToMathml', () => {
  it('writes inline LaTeX as a namespaced <math> with the TeX kept as an annotation', () => {
    const result = latexToMathml('\\mathbb{F}_p', false);
    expect(result).toEqual({
      ok: true,
      mathml:
        `<math ${NS}><semantics><msub><mi>𝔽</mi><mi>p</mi></msub>` +
        '<annotation encoding="application/x-tex">\\mathbb{F}_p</annotation></semantics></math>',
    });
  });

  it('sets a bold or italic number in the book’s math font, a \\boldsymbol digit bold and upright as LaTeX does', () => {
    const bold = latexToMathml('\\boldsymbol{0} + \\bm{12}', false);
    const italic = latexToMathml('\\mathit{3}', false);
    if (!bold.ok || !italic.ok) throw new Error(JSON.stringify([bold, italic]));
    const shown = (mathml: string) => mathml.replace(/<annotation[\s\S]*/, '');
    for (const { mathml } of [bold, italic]) expect(shown(mathml)).not.toMatch(/font-family|Cambria|Times/);
    expect(shown(bold.mathml)).toContain('<mn>𝟎</mn>');
    expect(shown(bold.mathml)).toMatch(/<mn>𝟏<\/mn>.*<mn>𝟐<\/mn>/);
    expect(shown(bold.mathml)).not.toContain('italic');
    expect(shown(italic.mathml)).toContain('<mstyle style="font-style:italic;"><mn>3</mn></mstyle>');
  });

  it('reads a \\big( in an array row followed by \\hline, as KaTeX does (zcash halo2 book)', () => {
    const tex =
      '\\begin{array}{|c|l|}\n\\hline\n3 & q \\cdot \\big(\\lambda - x\\big) \\\\\\hline\n\\end{array}';
    const withLine = latexToMathml(tex, true);
    const withoutLine = latexToMathml(tex.replace('\\\\\\hline\n', '\\\\\n'), true);
    if (!withLine.ok || !withoutLine.ok) throw new Error(JSON.stringify([withLine, withoutLine]));
    // The formula as without the rule below its row, but for the rule and rows grouping nothing: each delimiter
    // its own <mo> (the rule is the cell's border), and nothing added to the math.
    const printed = (mathml: string) =>
      mathml.replace(/<\/?mrow>| style="[^"]*"/g, '').replace(/<annotation[\s\S]*/, '');
    expect(printed(withLine.mathml)).toBe(printed(withoutLine.mathml));
    expect(withLine.mathml).toContain('border-bottom:0.06em solid');
    expect(withLine.mathml).toContain('minsize="1.2em" maxsize="1.2em">(</mo>');
    expect(withLine.mathml).toContain(
      `<annotation encoding="application/x-tex">${tex.replace('&', '&amp;')}</annotation>`,
    );
    // A \\hline outside any array is still refused.
    expect(latexToMathml('x \\hline', true)).toEqual({
      ok: false,
      error: '\\hline valid only within array environment',
    });
  });

  it('marks display LaTeX as a block and lays out fractions and roots', () => {
    const result = latexToMathml('x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}', true);
    if (!result.ok) throw new Error(result.error);
    expect(result.mathml).toMatch(new RegExp(`^<math ${NS} display="block"`));
    expect(result.mathml).toContain('<mfrac>');
    expect(result.mathml).toContain('<msqrt>');
    expect(result.mathml).not.toMatch(/<script|javascript:/i);
  });

  it("prints display math's lines split by \\\\ outside any environment as rows, as MathJax does (500 Lines' sampler)", () => {
    const tex = 'p(B=\\mathrm{+1}) = 0.55\\\\\np(B=\\mathrm{+2}) = 0.25\\\\\np(B=\\mathrm{+3}) = 0.12';
    const result = latexToMathml(tex, true);
    if (!result.ok) throw new Error(result.error);
    expect(result.mathml.match(/<mtr>/g)).toHaveLength(3);
    expect(result.mathml).not.toContain('<mo></mo>');
    expect(result.mathml).toContain(
      `<annotation encoding="application/x-tex">${tex.replace(/>/g, '&gt;')}</annotation>`,
    );
    // Lines with `&` are aligned at it; a `\\\\` inside an environment or braces is that one's own.
    const aligned = latexToMathml('a &= b + c\\\\\n  &= d', true);
    if (!aligned.ok) throw new Error(aligned.error);
    expect(aligned.mathml.match(/<mtr>/g)).toHaveLength(2);
    const matrix = latexToMathml('M = \\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix}', true);
    if (!matrix.ok) throw new Error(matrix.error);
    expect(matrix.mathml.match(/<mtable/g)).toHaveLength(1);
  });

  it('reports what is wrong with an expression it cannot read', () => {
    expect(latexToMathml('\\frac{a', false)).toEqual({
      ok: false,
      error: "Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{a",
    });
    expect(latexToMathml('\\notacommand{x}', false)).toEqual({
      ok: false,
      error: 'Unsupported function name: \\notacommand',
    });
    expect(latexToMathml('   ', true)).toEqual({ ok: false, error: 'the expression is empty' });
  });

  it('refuses commands that would link or style from the book, and runaway macros', () => {
    for (const tex of ['\\href{javascript:alert(1)}{x}', '\\class{evil}{x}', '\\style{color:red}{x}']) {
      const result = latexToMathml(tex, false);
      expect(result.ok).toBe(false);
    }
    const bomb = latexToMathml('\\def\\a{\\a\\a}\\a', false);
    expect(bomb).toEqual({ ok: false, error: expect.stringContaining('Too many expansions') });
    const long = latexToMathml('x+'.repeat(MAX_EXPRESSION_LENGTH), false);
    expect(long).toEqual({ ok: false, error: expect.stringContaining('longer than') });
  });

  it('names a converter failure that is not a parse error', () => {
    const result = latexToMathml('a^^b', false);
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/^the converter could not read it/) });
  });
});

describe('latexToMathml with text MathJax prints as written', () => {
  // Learning Data Science: $\text{# of outcomes}$, which MathJax prints and LaTeX refuses.
  it('prints #, %, &, _ and ^ in \\text as the characters, math and macro parameters in it as such', () => {
    const text = (tex: string) => {
      const converted = latexToMathml(tex, false);
      if (!converted.ok) throw new Error(converted.error);
      return [...converted.mathml.matchAll(/<mtext>([^<]*)<\/mtext>/g)]
        .map((m) => m[1]!.replace(/\u00a0/g, ' '))
        .join('|');
    };
    expect(text('\\text{# of outcomes}')).toBe('# of outcomes');
    expect(latexToMathml('\\text{# of outcomes}', false)).toMatchObject({
      mathml: expect.stringContaining(
        '<annotation encoding="application/x-tex">\\text{# of outcomes}</annotation>',
      ),
    });
    expect(text('p = \\text{50% off, a & b, a_b, a^b}')).toBe('50% off, a &amp; b, a_b, a^b');
    expect(text('\\textrm{\\# and {#}}')).toBe('# and #');
    expect(latexToMathml('\\text{for $x_1$ only}', false)).toMatchObject({ ok: true });
    expect(text('\\newcommand{\\n}[1]{\\text{#1 items}} \\n{3}')).toBe('3 items');
  });
});

describe("latexToMathml with MathJax's \\bbox", () => {
  const converted = (tex: string, display = true) => {
    const result = latexToMathml(tex, display);
    if (!result.ok) throw new Error(result.error);
    return result.mathml;
  };

  // PythonMalayalamBook, src/appendix/number_system.md: printed as code with "correct the expression".
  it('draws the box MathJax draws: its background and border colours, the formula in its own style', () => {
    const written =
      '\\bbox[yellow,5px,border:2px solid red]\n{\n    10^{N} - 1 = \\text{Maximum number.} \\text{Where, N} \\rightarrow \\text{Number of digits}\n}';
    const mathml = converted(written);
    expect(mathml).toMatch(
      /<mrow mathbackground="#FFFF00" style="[^"]*border:[^"]*solid #ff0000;"><mstyle[^>]* displaystyle="true">/,
    );
    expect(mathml).toMatch(/<mtext>Maximum\snumber\.<\/mtext>/);
    expect(mathml).toContain(
      `<annotation encoding="application/x-tex">${written.replace(/</g, '&lt;')}</annotation>`,
    );
  });

  it('reads its options in any order, each of them optional, and boxes inside boxes', () => {
    expect(converted('\\bbox[5px,border:1px dashed blue]{x}', false)).toMatch(
      /<mrow mathbackground="transparent" style="[^"]*border:[^"]*solid #0000ff;"><mi>x<\/mi><\/mrow>/i,
    );
    expect(converted('a + \\bbox[#eee]{x^2}', false)).toMatch(
      /<mrow mathbackground="#eee" style="padding:[^"]*;"><msup>/,
    );
    expect(converted('\\bbox[border: red 1px]{x}', false)).toMatch(/solid #ff0000/i);
    expect(converted('\\bbox[3pt]{x} + \\bbox{y}', false)).not.toMatch(/mathbackground|border/);
    expect(
      converted('\\bbox[yellow]{\\bbox[border:1px solid red]{x}}', false).match(/<mrow mathbackground/g),
    ).toHaveLength(2);
  });
});

describe('asciimathToMathml', () => {
  it('converts AsciiMath through LaTeX', () => {
    const result = asciimathToMathml('sqrt(x)/2', false);
    if (!result.ok) throw new Error(result.error);
    expect(result.mathml).toMatch(/<mfrac><msqrt><mrow><mi>x<\/mi>.*<\/msqrt><mn>2<\/mn><\/mfrac>/);
    expect(result.mathml).toContain(
      '<annotation encoding="application/x-tex">\\frac{\\sqrt{x}}{2}</annotation>',
    );
  });

  it('reads AsciiMath symbols, matrices and display mode', () => {
    const result = asciimathToMathml('x in RR, [[a,b],[c,d]]', true);
    if (!result.ok) throw new Error(result.error);
    expect(result.mathml).toContain('display="block"');
    expect(result.mathml).toContain('<mi>ℝ</mi>');
    expect(result.mathml).toContain('<mtable');
  });
});

describe('latexToMathml with LaTeX MathJax reads and Temml lacks', () => {
  it("reads eqnarray's a &=& b rows as align's, unnumbered with a star", () => {
    const result = latexToMathml(
      '\\begin{eqnarray*}\nn! &=& 1 \\cdot 2 \\cdots n \\\\\n&=& n \\cdot (n-1)!\n\\end{eqnarray*}',
      true,
    );
    expect(result.ok).toBe(true);
    const mathml = result.ok ? result.mathml : '';
    expect(mathml).toContain('<mtable');
    expect(mathml).toContain('<annotation encoding="application/x-tex">\\begin{eqnarray*}');
  });

  it("keeps an eqnarray row's written \\& as an ampersand and an array inside it as written", () => {
    const strip = (result: ReturnType<typeof latexToMathml>) =>
      result.ok ? result.mathml.replace(/<annotation[\s\S]*<\/annotation>/, '') : result.error;
    const ampersand = strip(latexToMathml('\\begin{eqnarray*}\nR \\& D &=& x\n\\end{eqnarray*}', true));
    expect(ampersand).toMatch(
      /<mi>R<\/mi><mi>&amp;<\/mi><mi>D<\/mi><\/mrow><\/mtd><mtd[^>]*><mrow><mrow><\/mrow><mo>=<\/mo><mi>x<\/mi>/,
    );
    const nested = latexToMathml(
      '\\begin{eqnarray}\nA &=& \\left(\\begin{array}{cc} a & b \\\\ c & d \\end{array}\\right)\n\\end{eqnarray}',
      true,
    );
    expect(strip(nested)).toMatch(/<mi>c<\/mi><\/mtd><mtd[^>]*><mi>d<\/mi>/);
  });

  // As tidymodels/TMwR: `\epsilon_{ij} &\sim N(0, \sigma)`, printed "ε∼N" with no space around the relation.
  it("spaces a relation opening an align's left-aligned column as amsmath does, its {} before it", () => {
    const strip = (result: ReturnType<typeof latexToMathml>) =>
      result.ok ? result.mathml.replace(/<annotation[\s\S]*<\/annotation>/, '') : result.error;
    const written =
      '\\begin{align*}\ny_{ij} &= \\mu + \\epsilon_{ij} & a &\\sim b \\\\\n\\epsilon_{ij} &\\sim N(0, \\sigma)\n\\end{align*}';
    const result = latexToMathml(written, true);
    const cells = strip(result).match(/<mtd[^>]*>[\s\S]*?<\/mtd>/g) ?? [];
    const opening = cells.map((cell) =>
      /<mtd[^>]*>(?:<mrow>)?(<mrow><\/mrow>)?<m[ion][^>]*>([^<]*)/.exec(cell),
    );
    // The odd columns after an & (= and the first \sim) open with {}, the even one (a) does not; the second row alike.
    expect(opening.filter((cell) => cell?.[1] !== undefined).map((cell) => cell![2])).toEqual([
      '=',
      '∼',
      '∼',
    ]);
    expect(strip(result)).toContain('<mi>a</mi>');
    // The annotation is the TeX as the author wrote it.
    expect(result.ok && result.mathml).toContain('&amp;\\sim N(0, \\sigma)');
    expect(result.ok && result.mathml).not.toContain('{}');
  });

  it('shows nothing for a discretionary times \\*, and redefines a command with \\newcommand as MathJax does', () => {
    const times = latexToMathml('a \\* b', false);
    expect(times.ok && times.mathml.replace(/<annotation[\s\S]*<\/annotation>/, '')).toMatch(
      /<mi>a<\/mi><mi>b<\/mi>/,
    );
    const strut =
      '\\newcommand\\T{\\Rule{0pt}{1em}{.3em}}\n\\begin{array}{|l|} \\hline x \\T \\\\ \\hline \\end{array}';
    expect(latexToMathml(strut, true, { '\\T': 'y' }).ok).toBe(true);
  });
});
