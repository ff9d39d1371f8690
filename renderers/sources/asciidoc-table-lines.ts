import { walkBlocks } from './asciidoc-delimiters';

const TABLE_DELIMITER = /^[|,:!]={3,}$/;

/** The lines above a block that belong to it: attribute lists, anchors and its title. */
const BLOCK_PREAMBLE = /^(?:\[.*\]|\.[^.\s].*)$/;

/**
 * The cell separator of the table opened at `index` (its delimiter line), or undefined when its cells are not
 * separated by a character (CSV, DSV, TSV): `|===` uses `|`, a table nested in a cell `!===` uses `!`, and a
 * `separator=` in the table's attribute list replaces either.
 */
function cellSeparator(lines: readonly string[], index: number): string | undefined {
  const delimiter = lines[index]!.trimEnd();
  if (delimiter[0] !== '|' && delimiter[0] !== '!') return undefined;
  let separator = delimiter[0];
  for (let i = index - 1; i >= 0 && BLOCK_PREAMBLE.test(lines[i]!.trim()); i--) {
    const list = lines[i]!.trim();
    if (!list.startsWith('[')) continue;
    if (/\bformat\s*=\s*["']?(?:csv|dsv|tsv)\b/.test(list)) return undefined;
    const custom = /\bseparator\s*=\s*(?:"([^"]+)"|'([^']+)'|([^,\]\s]+))/.exec(list);
    if (custom) separator = custom[1] ?? custom[2] ?? custom[3]!;
  }
  return separator;
}

/**
 * A table row written indented (`    |31 |27 |26`) starts with its cell separator in Ruby Asciidoctor, the book's
 * own tool: the blanks before the first separator are read as an empty cell specifier. Asciidoctor.js 4 reads them
 * as a cell's text instead and says "table missing leading separator": every row after it is shifted by one cell
 * and the last row's cells are dropped. The blanks are taken out of such lines inside a table (outside the
 * listings of its cells), one line for one, so the cells come out as Ruby's do and every line keeps its number.
 */
export function unindentTableRows(lines: string[]): string[] {
  let result = lines;
  const separators = new Map<number, string | undefined>();
  walkBlocks(lines, {
    opens: (block) => {
      if (block.name === 'table') separators.set(block.line, cellSeparator(lines, block.line - 1));
    },
    outside: (line, index, open) => {
      const table = open.findLast((block) => block.name === 'table');
      const separator = table && separators.get(table.line);
      if (separator === undefined) return false;
      const indent = /^[ \t]+/.exec(line)?.[0];
      if (indent === undefined || !line.startsWith(separator, indent.length)) return false;
      // Indented, a table's own delimiter is a row's text; unindented, it would end the table.
      if (TABLE_DELIMITER.test(line.slice(indent.length))) return false;
      if (result === lines) result = [...lines];
      result[index] = lines[index]!.slice(indent.length);
      return false;
    },
  });
  return result;
}
