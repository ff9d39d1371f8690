import { lineAt, lineOfExpression } from './source-line';

const ADOC = [
  '= Chapter', // 1
  '', // 2
  'Inline latexmath:[\\frac{1}{2}] here.', // 3
  'Escaped latexmath:[[a,b\\]] bracket.', // 4
  '', // 5
  '[stem]', // 6
  '++++', // 7
  '\\sum_{i=1}^{n}', // 8
  '  i^2', // 9
  '++++', // 10
  'Again latexmath:[\\frac{1}{2}].', // 11
].join('\n');

describe('lineOfExpression', () => {
  it('finds an expression as written', () => {
    expect(lineOfExpression(ADOC, '\\frac{1}{2}')).toBe(3);
  });

  it('finds a repeated expression after a given offset', () => {
    const first = ADOC.indexOf('\\frac{1}{2}');
    expect(lineOfExpression(ADOC, '\\frac{1}{2}', first + 1)).toBe(11);
  });

  it('finds an expression whose ] the author escaped inside an AsciiDoc macro', () => {
    expect(lineOfExpression(ADOC, '[a,b]')).toBe(4);
  });

  it('finds a display expression whose whitespace differs from the source', () => {
    expect(lineOfExpression(ADOC, '\\sum_{i=1}^{n} i^2')).toBe(8);
  });

  it('finds an expression written with HTML escapes', () => {
    expect(lineOfExpression('<p>\n<p>\\(a &lt; b\\)</p>', 'a < b')).toBe(2);
  });

  it('answers undefined when the expression is not in the file (an include, a generated one)', () => {
    expect(lineOfExpression(ADOC, '\\int_0^1')).toBeUndefined();
    expect(lineOfExpression(ADOC, '  ')).toBeUndefined();
  });
});

describe('lineAt', () => {
  it('counts lines before an offset', () => {
    expect(lineAt('a\nb\nc', 0)).toBe(1);
    expect(lineAt('a\nb\nc', 2)).toBe(2);
    expect(lineAt('a\nb\nc', 4)).toBe(3);
  });
});
