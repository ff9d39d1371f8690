import { closingBrace } from './tex-groups';
import { definesMacros, macrosAfter, macrosOf, withDeclaredOperators } from './tex-macros';
import { latexToMathml } from './to-mathml';

function converted(tex: string, macros: Record<string, unknown>): string {
  const result = latexToMathml(tex, false, macros);
  if (!result.ok) throw new Error(result.error);
  return result.mathml.replace(/<annotation[\s\S]*?<\/annotation>/, '');
}

describe('definesMacros', () => {
  it.each([
    ['\\newcommand{\\RR}{\\mathbb{R}}', true],
    ['\\renewcommand{\\vec}[1]{\\mathbf{#1}}', true],
    ['\\DeclareMathOperator{\\tr}{tr}', true],
    ['\\def\\half{\\frac12}', true],
    ['\\let\\phi\\varphi', true],
    ['\\defined x', false],
    ['x^2 + \\left( y \\right)', false],
  ])('%s → %s', (tex, expected) => {
    expect(definesMacros(tex)).toBe(expected);
  });
});

describe('macrosAfter', () => {
  it('keeps what a formula defines for later formulas, with the macros it was given', () => {
    const first = macrosAfter('\\newcommand{\\RR}{\\mathbb{R}} x \\in \\RR', {})!;
    const second = macrosAfter('\\newcommand{\\RRn}{\\RR^n}', first)!;
    expect(converted('\\RRn', second)).toContain('ℝ');
  });

  it('is undefined for a formula that cannot be read', () => {
    expect(macrosAfter('\\newcommand{\\RR}{\\frac{', {})).toBeUndefined();
  });
});

describe('macrosOf (a configuration’s macros)', () => {
  it('reads names with or without their backslash, and their arguments', () => {
    const read = macrosOf([
      { name: 'RR', body: '\\mathbb{R}' },
      { name: '\\bra', body: '\\langle{#1}|', args: 1 },
      { name: 'pow', body: '{#2}^{#1}', args: 2 },
    ]);
    expect(read.unread).toEqual([]);
    const mathml = converted('\\RR \\bra{a} \\pow{3}{z}', read.macros);
    expect(mathml).toContain('ℝ');
    expect(mathml).toContain('⟨');
    expect(mathml).toMatch(/<msup><mi>z<\/mi><mn>3<\/mn><\/msup>|<mi>z<\/mi><\/mrow><mn>3<\/mn>/);
  });

  it('replaces a macro the converter already knows, as MathJax’s configured macros do', () => {
    const read = macrosOf([{ name: 'R', body: '\\mathcal{R}' }]);
    expect(read.unread).toEqual([]);
    expect(converted('\\R', read.macros)).not.toContain('ℝ');
  });

  it('names each macro it cannot read, and keeps the others', () => {
    const read = macrosOf([
      { name: 'broken', body: '\\frac{' },
      { name: 'pow', body: '{#2}^{#1}', args: 2, defaultArg: '2' },
      { name: 'RR', body: '\\mathbb{R}' },
    ]);
    expect(read.unread).toEqual([
      { name: '\\broken', error: 'its definition \\newcommand{\\broken}{\\frac{} cannot be read' },
      { name: '\\pow', error: 'a default value for its first argument is not supported' },
    ]);
    expect(converted('\\RR', read.macros)).toContain('ℝ');
  });
});

describe('withDeclaredOperators', () => {
  it('writes amsmath operator declarations, starred or not, braced or not, as definitions the converter reads', () => {
    expect(
      withDeclaredOperators('\\DeclareMathOperator*{\\argmax}{arg\\,max} \\DeclareMathOperator\\Tr{Tr}'),
    ).toBe('\\def\\argmax{\\operatorname*{arg\\,max}} \\def\\Tr{\\operatorname{Tr}}');
    const macros = macrosAfter('\\DeclareMathOperator*{\\argmax}{arg\\,max}', {})!;
    expect(converted('\\argmax_x f', macros)).toMatch(/<msub><mi>arg.max<\/mi><mi>x<\/mi><\/msub>/);
  });
});

describe('commands MathJax reads that the converter lacks', () => {
  it.each([
    ['\\mbox{subject to} x \\geq 0', /<mtext>subject.to<\/mtext>/],
    ['\\require{cancel} \\cancel{x}', 'updiagonalstrike'],
    ['\\pmatrix{a & b \\\\ c & d}', '<mtable>'],
    ['f = \\cases{1 & x > 0 \\\\ 0 & \\text{else}}', '<mtable>'],
    ['\\eqalign{a &= b \\\\ c &= d}', '<mtable'],
  ])('%s', (tex, expected) => {
    expect(converted(tex, {})).toMatch(expected);
  });

  it('yields to a macro of the same name the book defines', () => {
    const macros = macrosOf([{ name: 'mbox', body: '\\mathbf{#1}', args: 1 }]).macros;
    expect(converted('\\mbox{x}', macros)).not.toContain('<mtext>');
  });
});

describe('closingBrace', () => {
  it('finds the brace closing a group past nested groups and escaped braces', () => {
    expect(closingBrace('{a{b}\\}c}d', 0)).toBe(8);
    expect(closingBrace('{a{b}', 0)).toBeUndefined();
  });

  it('stops at a blank line when asked, as a LaTeX paragraph ends', () => {
    expect(closingBrace('{a\n\nb}', 0)).toBe(5);
    expect(closingBrace('{a\n\nb}', 0, true)).toBeUndefined();
  });
});
