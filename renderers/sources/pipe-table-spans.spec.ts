import { markdownToHtml } from './markdown';
import { pipesInSpansEscaped } from './pipe-table-spans';

function cells(html: string): string[] {
  return [...html.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((match) => match[1]!);
}

describe('a pipe in a code span, a formula or a LaTeX command of a pipe table cell', () => {
  it("stays in its cell, as pandoc reads a C guide's table of operators", () => {
    const html = markdownToHtml(
      '|Operator|Meaning|\n|:-:|-|\n|`!`|not|\n|`&&`|and|\n|`||`|or|\n\n' +
        '|Shorthand|Example|Longhand equivalent|\n|-|-|-|\n|`|=`|`a |= c`|`a = a | c`|\n',
    );
    expect(cells(html)).toEqual([
      'Operator',
      'Meaning',
      '<code>!</code>',
      'not',
      '<code>&amp;&amp;</code>',
      'and',
      '<code>||</code>',
      'or',
      'Shorthand',
      'Example',
      'Longhand equivalent',
      '<code>|=</code>',
      '<code>a |= c</code>',
      '<code>a = a | c</code>',
    ]);
  });

  it('keeps an index entry with a page format (|textit) and the cell after it', () => {
    const html = markdownToHtml(
      '| `cmd` | Description |\n|-------|-------------|\n' +
        '| \\index{O\\_NONBLOCK macro@\\texttt{O\\_NONBLOCK} macro|textit}`O_NONBLOCK` | Set the socket to be non-blocking. |\n',
    );
    expect(html).not.toContain('textit}');
    expect(html).not.toContain('\\index');
    const [, , term, description] = cells(html);
    expect(term).toContain('<code>O_NONBLOCK</code>');
    expect(description).toBe('Set the socket to be non-blocking.');
  });

  it('keeps a formula with bars whole', () => {
    const html = markdownToHtml('| Norm | Meaning |\n|---|---|\n| $|x|$ | absolute value |\n');
    expect(cells(html)).toHaveLength(4);
    expect(cells(html)[3]).toBe('absolute value');
    expect(cells(html)[2]).toContain('|x|');
  });

  it('parts cells as before where the pipes are outside any span', () => {
    expect(cells(markdownToHtml('| Price | Sale |\n|---|---|\n| $5 | $10 |\n'))).toEqual([
      'Price',
      'Sale',
      '$5',
      '$10',
    ]);
    expect(cells(markdownToHtml('| a | b |\n|---|---|\n| ` | lone backtick |\n'))).toEqual([
      'a',
      'b',
      '`',
      'lone backtick',
    ]);
    expect(cells(markdownToHtml('| a |\n|---|\n| `x\\|y` |\n'))).toEqual(['a', '<code>x|y</code>']);
  });
});

describe('pipesInSpansEscaped', () => {
  it('escapes the pipes inside spans only, and leaves escaped ones as they are', () => {
    expect(pipesInSpansEscaped('|`a|b`| c | $|x|$ |')).toBe('|`a\\|b`| c | $\\|x\\|$ |');
    expect(pipesInSpansEscaped('| ``a`|`b`` | \\index{x|see{y}} |')).toBe(
      '| ``a`\\|`b`` | \\index{x\\|see{y}} |',
    );
    expect(pipesInSpansEscaped('| `a\\|b` | \\| |')).toBe('| `a\\|b` | \\| |');
    expect(pipesInSpansEscaped('| \\index{open | cell |')).toBe('| \\index{open | cell |');
  });
});
