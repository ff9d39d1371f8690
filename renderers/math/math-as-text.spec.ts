import { firstElement, parseHtml, serializeHtml, textContent } from '../dom/html-dom';
import { mathAsHtml, replaceMathWithText } from './math-as-text';
import { latexToMathml } from './to-mathml';

function fromTex(tex: string, display = false): string {
  const result = latexToMathml(tex, display);
  if (!result.ok) throw new Error(result.error);
  return serializeHtml([mathAsHtml(firstElement(parseHtml(result.mathml))!)]);
}

describe('mathAsHtml', () => {
  it('writes scripts as sup/sub, letters in italics and leaves out the TeX annotation', () => {
    expect(fromTex('\\mathbb{F}_p')).toBe('<span class="math-text"><i>𝔽</i><sub><i>p</i></sub></span>');
    expect(fromTex('y^2 = x^3 + 7')).toBe(
      '<span class="math-text"><i>y</i><sup>2</sup> = <i>x</i><sup>3</sup> + 7</span>',
    );
  });

  it('writes fractions and roots with parentheses where they are needed, display math as a block', () => {
    const html = fromTex('x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}', true);
    expect(html.startsWith('<div class="math-text math-display">')).toBe(true);
    expect(textContent(parseHtml(html))).toBe('x = (−b ± √(b2 − 4ac))/(2a)');
  });

  it('reads authored MathML with whitespace, spaces and prefix operators', () => {
    const math = firstElement(
      parseHtml(
        '<math display="block"><mrow><msup><mi>y</mi> <mn>2</mn></msup>\n<mspace width="3.3pt"/>' +
          '<mo form="prefix">mod</mo><mi>p</mi><mo>=</mo><msub><mi>F</mi><mrow><mi>s</mi><mi>i</mi><mi>g</mi></mrow></msub></mrow></math>',
      ),
    )!;
    expect(serializeHtml([mathAsHtml(math)])).toBe(
      '<div class="math-text math-display"><i>y</i><sup>2</sup>  mod <i>p</i> = <i>F</i><sub><i>s</i><i>i</i><i>g</i></sub></div>',
    );
  });

  it('writes a matrix as a small table', () => {
    expect(fromTex('\\begin{matrix} a & b \\\\ c & d \\end{matrix}')).toContain(
      '<table class="math-table"><tr><td><i>a</i></td><td><i>b</i></td></tr><tr><td><i>c</i></td><td><i>d</i></td></tr></table>',
    );
  });
});

describe('replaceMathWithText', () => {
  it('replaces every formula and counts them', () => {
    const nodes = parseHtml('<p>a <math><mi>x</mi></math> b <math><mn>1</mn></math></p>');
    const { nodes: out, count } = replaceMathWithText(nodes);
    expect(count).toBe(2);
    expect(serializeHtml(out)).toBe(
      '<p>a <span class="math-text"><i>x</i></span> b <span class="math-text">1</span></p>',
    );
  });
});
