import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { asciidocToHtml } from './asciidoc';
import { unindentTableRows } from './asciidoc-table-lines';

/** Each row's cells, as text. */
function rowsOf(html: string): string[][] {
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) =>
      cell[1]!.replace(/<[^>]*>/g, '').trim(),
    ),
  );
}

describe('indented table rows', () => {
  it('reads the blanks before a row’s first separator as Ruby Asciidoctor does: no cell shifted, none dropped', async () => {
    const text = [
      '== Fields',
      '',
      '[cols="4*"]',
      '|===',
      '   |high |mid 2+|low',
      '2+^|left   |x |y',
      '\t|a |b |c |d',
      '|===',
    ].join('\n');
    const result = await asciidocToHtml(text, 'ch.adoc', memorySource({ 'ch.adoc': text }));
    expect(rowsOf(result.html)).toEqual([
      ['high', 'mid', 'low'],
      ['left', 'x', 'y'],
      ['a', 'b', 'c', 'd'],
    ]);
    expect(result.warnings.map(formatWarning)).toEqual([]);
  });

  it('does the same in an included file, with its own separator and in a nested table', async () => {
    const table = (indent: string) =>
      [
        '[cols="2*a",separator=¦]',
        '|===',
        `${indent}¦one ¦two`,
        `${indent}¦`,
        '[cols="2*"]',
        '!===',
        `${indent}!in !side`,
        '!===',
        '¦end',
        '|===',
      ].join('\n');
    const convert = async (indent: string) => {
      const files = { 'book.adoc': '== Book\n\ninclude::table.adoc[]\n', 'table.adoc': table(indent) };
      const result = await asciidocToHtml(files['book.adoc'], 'book.adoc', memorySource(files));
      return {
        html: result.html.replace(/ data-octavo-loc="\d+"/g, ''),
        warnings: result.warnings.map(formatWarning),
      };
    };
    const indented = await convert('  ');
    expect(indented.warnings).toEqual([]);
    expect(indented.html).toEqual((await convert('')).html);
    expect(
      indented.html
        .replace(/<[^>]*>/g, ' ')
        .split(/\s+/)
        .filter(Boolean),
    ).toEqual(['Book', 'one', 'two', 'in', 'side', 'end']);
  });

  it('leaves listings, CSV tables, text outside tables and an indented delimiter as they are', () => {
    const lines = [
      '  |not in a table',
      '----',
      '|===',
      '  |shown as written',
      '|===',
      '----',
      '[format=csv]',
      '|===',
      '  |a,b',
      '|===',
      '|===',
      '  |===',
      '|===',
    ];
    expect(unindentTableRows(lines)).toBe(lines);
  });
});
