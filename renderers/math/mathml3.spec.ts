import { firstElement, parseHtml, serializeHtml } from '../dom/html-dom';
import { toMathml3 } from './mathml3';
import { latexToMathml } from './to-mathml';

function rewritten(mathml: string, start = 0): string {
  const math = firstElement(parseHtml(mathml))!;
  let n = start;
  toMathml3(math, () => ++n);
  return serializeHtml([math]);
}

function fromTex(tex: string): string {
  const result = latexToMathml(tex, true);
  if (!result.ok) throw new Error(result.error);
  return rewritten(result.mathml);
}

describe('toMathml3', () => {
  it('moves scriptlevel and displaystyle to an mstyle around the element, keeping child counts', () => {
    expect(
      rewritten(
        '<math><mfrac><mi scriptlevel="2" style="math-depth:2;">λ</mi><mn scriptlevel="2">2</mn></mfrac></math>',
      ),
    ).toBe(
      '<math><mfrac><mstyle scriptlevel="2"><mi style="math-depth:2;">λ</mi></mstyle><mstyle scriptlevel="2"><mn>2</mn></mstyle></mfrac></math>',
    );
    expect(
      rewritten(
        '<math><mtable displaystyle="true"><mtr></mtr></mtable><mstyle scriptlevel="1"><mi>x</mi></mstyle></math>',
      ),
    ).toBe(
      '<math><mtable displaystyle="true"><mtr></mtr></mtable><mstyle scriptlevel="1"><mi>x</mi></mstyle></math>',
    );
  });

  it('turns markup inside a token into its text', () => {
    expect(
      rewritten(
        '<math><mo lspace="0.1667em"><mpadded lspace="0"><mi>Tr</mi></mpadded></mo><mi><mglyph alt="g"/></mi></math>',
      ),
    ).toBe('<math><mo lspace="0.1667em">Tr</mo><mi><mglyph alt="g"></mglyph></mi></math>');
  });

  it('writes AMS equation numbers in order and turns reference links into text', () => {
    const html = rewritten(
      '<math><mtable><mtr><mtd><mtext><span class="tml-eqn"></span></mtext></mtd></mtr>' +
        '<mtr><mtd><mtext><span class="tml-eqn"></span></mtext></mtd></mtr></mtable><a class="tml-ref">[eq1]</a></math>',
      4,
    );
    expect(html).toBe(
      '<math><mtable><mtr><mtd><mtext>(5)</mtext></mtd></mtr><mtr><mtd><mtext>(6)</mtext></mtd></mtr></mtable><mtext>[eq1]</mtext></math>',
    );
  });

  it('numbers no empty row of an align, as two \\\\ in a row space its equations apart', () => {
    // `$$\begin{align} … \\\\ … \end{align}$$`, as books written for MathJax space their derivations.
    const html = fromTex('\\begin{align} a &= b \\\\ \\\\ c &= d \\\\ \\\\ \\end{align}');
    expect(html.match(/\(\d\)/g)).toEqual(['(1)', '(2)']);
    expect(html.match(/<mtr>/g)).toHaveLength(4);
  });

  it("sets an equation's number flush right, or left with leqno, as LaTeX does, not centered in its cell", () => {
    const numbered = fromTex('\\begin{equation} y^2 = x^3 + 7 \\end{equation}');
    expect(numbered).toMatch(
      /<mtd [^>]*class="tml-right" columnalign="right"><mtext>\(1\)<\/mtext><\/mtd><\/mtr>/,
    );
    const tagged = fromTex('\\begin{equation} x \\tag{A} \\end{equation}');
    expect(tagged).toMatch(/<mtd [^>]*class="tml-right" columnalign="right"><mtext class="tml-tag">\(A\)/);
    // A table's own cells and a row without a number keep Temml's alignment.
    const aligned = fromTex('\\begin{aligned} a &= b \\\\ c &= d \\end{aligned}');
    expect(aligned).not.toContain('columnalign=');
    // Temml's leqno option: the number in the row's first cell.
    const left = rewritten(
      '<math><mtable><mtr><mtd style="padding:0;width:50%;"><mtext><span class="tml-eqn"></span></mtext></mtd>' +
        '<mtd><mi>x</mi></mtd><mtd style="padding:0;width:50%;"></mtd></mtr></mtable></math>',
    );
    expect(left).toContain(
      '<mtr><mtd style="padding:0;width:50%;" class="tml-left" columnalign="left"><mtext>(1)',
    );
    expect(left).toContain('<mtd style="padding:0;width:50%;"></mtd></mtr>');
  });

  it('leaves no MathML Core-only forms in what Temml writes for common LaTeX', () => {
    const html = fromTex(
      '\\begin{align} a &= \\tfrac{\\lambda}{2} \\\\ \\mathop{\\mathrm{Tr}} A &= \\boxed{x} \\end{align}',
    );
    expect(html).toContain('<mtext>(1)</mtext>');
    expect(html).toContain('<mtext>(2)</mtext>');
    expect(html).not.toMatch(/<(?!mstyle|mtable)[a-z]+ [^>]*(scriptlevel|displaystyle)=/);
    expect(html).not.toMatch(/<(mi|mn|mo|mtext)\b[^>]*>[^<]*<(?!\/|mglyph|malignmark)/);
    expect(html).not.toMatch(/<span|<a /);
  });
});
