import { markdownToHtml } from './markdown';

function cells(html: string, tag: 'th' | 'td'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]!);
}

describe('a pipe table whose header row and delimiter row differ in their cells', () => {
  it('is a table when the header is shorter, the missing header cells empty (as pandoc reads it)', () => {
    const html = markdownToHtml(
      'Teas by region:\n\n| Grown in 2024 |\n|---|:---:|---|\n| Assam | Ceylon | Darjeeling |\n| Uji | Yame |\n\nAfter.\n',
    );
    expect(html).not.toContain('|');
    expect(cells(html, 'th')).toEqual(['Grown in 2024', '', '']);
    expect(cells(html, 'td')).toEqual(['Assam', 'Ceylon', 'Darjeeling', 'Uji', 'Yame', '']);
    expect(html).toContain('<td style="text-align:center">Ceylon</td>');
    expect(html).toMatch(/<\/table>\s*<p[^>]*>After\.<\/p>/);
  });

  it('keeps every header cell when the header is longer, each with a column', () => {
    const html = markdownToHtml('Name | Leaf | Water\n--- | ---\nSencha | Needle | 70 °C\n');
    expect(cells(html, 'th')).toEqual(['Name', 'Leaf', 'Water']);
    expect(cells(html, 'td')).toEqual(['Sencha', 'Needle', '70 °C']);
  });

  it('leaves alone what is no table: a heading underlined with dashes, rows in code, an escaped pipe', () => {
    expect(markdownToHtml('Tea | coffee\n---\n')).toMatch(/^<h2[^>]*>Tea \| coffee<\/h2>/);
    expect(markdownToHtml('    | a |\n    |---|---|\n')).toMatch(/^<pre[^>]*><code>/);
    const escaped = markdownToHtml('| a \\| b |\n|---|\n| c |\n');
    expect(cells(escaped, 'th')).toEqual(['a | b']);
  });
});
