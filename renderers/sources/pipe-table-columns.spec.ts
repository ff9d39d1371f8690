import { parseHtml, serializeHtml } from '../dom/html-dom';
import { BookWarning, formatWarning } from '../warnings';
import { markdownToHtml } from './markdown';
import { warnAboutUnreadPipeTables } from './pipe-table-columns';

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

describe('lines that would be a pipe table but for a cell of their delimiter row', () => {
  function read(markdown: string): { html: string; warnings: string[] } {
    const nodes = parseHtml(markdownToHtml(markdown), { locate: { file: 'ch.md', table: [] } });
    const warnings: BookWarning[] = [];
    warnAboutUnreadPipeTables(nodes, 'ch.md', warnings);
    return { html: serializeHtml(nodes), warnings: warnings.map(formatWarning) };
  }

  it('print as a paragraph, as pandoc and GitHub print them, with a warning naming the cell and its fix', () => {
    const { html, warnings } = read('Brews:\n\n| Tea | Minutes |\n| :--- | : --- |\n| Sencha | 2 |\n');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('data-octavo-unread');
    expect(warnings).toEqual([
      'ch.md:3: these lines would be a table but for its delimiter row | :--- | : --- |: its cell ": ---" is no ' +
        'column\'s dashes, so the lines print as a paragraph (as pandoc and GitHub print them); write it ":---", ' +
        'with no space inside',
    ]);
    expect(read('| Tea | | Minutes |\n|---||---|\n').warnings).toEqual([
      expect.stringContaining('its cell between two pipes is empty'),
    ]);
  });

  it('are not warned about when they are a table, or when the second line is no delimiter row', () => {
    expect(read('| Tea | Minutes |\n| :--- | ---: |\n| Sencha | 2 |\n').warnings).toEqual([]);
    expect(read('Choose tea | coffee\nor water.\n').warnings).toEqual([]);
  });
});
