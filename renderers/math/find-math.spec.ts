import { findMathSpans, stripInnerDelimiters } from './find-math';

const bodies = (text: string, options = {}) =>
  findMathSpans(text, options).map((s) => [s.body, s.notation, s.display]);

describe('findMathSpans', () => {
  it('finds inline and display LaTeX with their offsets', () => {
    const text = 'Let \\(x^2\\) be, and \\[ y = 1 \\] too.';
    const spans = findMathSpans(text);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(['\\(x^2\\)', '\\[ y = 1 \\]']);
    expect(bodies(text)).toEqual([
      ['x^2', 'latex', false],
      ['y = 1', 'latex', true],
    ]);
  });

  it("unwraps the author's own delimiters that Asciidoctor wrapped again", () => {
    // latexmath:[\( \mathbb{F}_p \)] → \(\( \mathbb{F}_p \)\)
    expect(bodies('written as \\(\\( \\mathbb{F}_p \\)\\), where')).toEqual([
      ['\\mathbb{F}_p', 'latex', false],
    ]);
    expect(bodies('\\($x$\\)')).toEqual([['x', 'latex', false]]);
    expect(findMathSpans('\\(\\( a \\)\\)')[0].written).toBe('\\( a \\)');
  });

  it('reads AsciiMath and $$ only when asked', () => {
    const text = 'cost \\$sqrt(x)\\$ and $$a+b$$';
    expect(bodies(text)).toEqual([]);
    expect(bodies(text, { asciimath: true, doubleDollar: true })).toEqual([
      ['sqrt(x)', 'asciimath', false],
      ['a+b', 'latex', true],
    ]);
  });

  it('leaves escaped backslashes, lone openers and empty pairs as text', () => {
    expect(bodies('a path C:\\\\(x) and \\(unclosed and \\(\\) and a single $5 or $$')).toEqual([]);
    expect(bodies('\\\\\\(x\\)')).toEqual([['x', 'latex', false]]);
  });

  it('does not end an expression at an escaped closer or a \\\\ line break', () => {
    expect(bodies('\\[ a \\\\ b \\]')).toEqual([['a \\\\ b', 'latex', true]]);
    expect(bodies('$$ \\$5 $$', { doubleDollar: true })).toEqual([['\\$5', 'latex', true]]);
  });
});

describe('stripInnerDelimiters', () => {
  it('removes a pair enclosing the whole expression only', () => {
    expect(stripInnerDelimiters(' \\( a \\) ')).toBe('a');
    expect(stripInnerDelimiters('\\[a\\]')).toBe('a');
    expect(stripInnerDelimiters('$$a$$')).toBe('a');
    expect(stripInnerDelimiters('\\(a\\) + \\(b\\)')).toBe('\\(a\\) + \\(b\\)');
    expect(stripInnerDelimiters('$a$ + $b$')).toBe('$a$ + $b$');
    expect(stripInnerDelimiters('a + b')).toBe('a + b');
  });
});
