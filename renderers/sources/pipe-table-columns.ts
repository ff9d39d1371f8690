import type MarkdownIt from 'markdown-it';
import { DomNode, walkElements } from '../dom/html-dom';
import { BookWarning, warning } from '../warnings';
import { pipesInSpansEscaped } from './pipe-table-spans';

type StateBlock = MarkdownIt.StateBlock;
type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

/** A pipe table's delimiter row: cells of dashes (colons for alignment) parted by pipes, at least one pipe. */
export const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]).trim();
}

/** The cells of a table row as markdown-it counts them: parted by pipes not escaped, the outer pipes optional. */
function cellCount(row: string): number {
  const cells = row.split(/(?<!\\)\|/);
  if (cells[0]?.trim() === '') cells.shift();
  if (cells.length > 0 && cells[cells.length - 1]!.trim() === '') cells.pop();
  return cells.length;
}

/** The row with empty cells added up to `count` cells (`filler` in each: a space, or dashes in a delimiter row). */
function padded(row: string, count: number, filler: string): string {
  const open = row.startsWith('|') ? row : `| ${row}`;
  const body = /(?<!\\)\|$/.test(open) ? open.slice(0, -1) : open;
  return `${body}${`|${filler}`.repeat(count - cellCount(row))}|`;
}

/**
 * A pipe table whose header row has fewer cells than its delimiter row (`| Countries |` over `|---|---|---|`), or more,
 * is no table to markdown-it (GFM asks for the same count) and printed as a paragraph of pipes and dashes; pandoc,
 * whose reading Leanpub's and most books' tables follow, reads it as a table, the missing header cells empty. Here
 * the shorter row gets empty cells and markdown-it's own table rule reads the table: a header cell past the
 * delimiter row's cells gets a column too (pandoc drops it with its column; here the author's words are kept).
 */
function unevenPipeTable(
  table: BlockRule,
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  const delimiterLine = startLine + 1;
  if (delimiterLine >= endLine) return false;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const delimiterIndent = state.sCount[delimiterLine]! - state.blkIndent;
  if (delimiterIndent < 0 || delimiterIndent >= 4) return false;
  const header = lineText(state, startLine);
  const delimiter = lineText(state, delimiterLine);
  if (!header.includes('|') || !delimiter.includes('|') || !DELIMITER_ROW.test(delimiter)) return false;
  const headerCells = cellCount(header);
  const columns = cellCount(delimiter);
  if (headerCells === 0 || headerCells === columns) return false;
  if (silent) return true;
  const rows =
    headerCells < columns
      ? { line: startLine, text: padded(header, columns, ' ') }
      : { line: delimiterLine, text: padded(delimiter, headerCells, '---') };
  return withLinesReadAs(state, new Map([[rows.line, rows.text]]), () =>
    table(state, startLine, endLine, false),
  );
}

/**
 * Runs `read` with lines of the state's text read as other text (a line's number to its text): each line is pointed
 * at a copy appended to the source, so every other line keeps its place, and the source is restored afterwards.
 */
function withLinesReadAs<T>(state: StateBlock, texts: ReadonlyMap<number, string>, read: () => T): T {
  const { src } = state;
  const kept = [...texts.keys()].map((line) => ({
    line,
    begin: state.bMarks[line]!,
    end: state.eMarks[line]!,
    shift: state.tShift[line]!,
  }));
  let appended = src;
  for (const [line, text] of texts) {
    state.bMarks[line] = appended.length + 1;
    appended = `${appended}\n${text}`;
    state.eMarks[line] = appended.length;
    state.tShift[line] = 0;
  }
  state.src = appended;
  try {
    return read();
  } finally {
    state.src = src;
    for (const { line, begin, end, shift } of kept) {
      state.bMarks[line] = begin;
      state.eMarks[line] = end;
      state.tShift[line] = shift;
    }
  }
}

/**
 * A pipe table whose rows hold a pipe inside a code span, a formula or a LaTeX command's braces is read with those
 * pipes escaped (pipe-table-spans.ts), as pandoc keeps them in their cells; other tables are read as written.
 */
function pipeTableWithSpans(
  table: BlockRule,
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  const read = () =>
    unevenPipeTable(table, state, startLine, endLine, silent) || table(state, startLine, endLine, silent);
  if (startLine + 1 >= endLine || !lineText(state, startLine).includes('|')) return false;
  if (!DELIMITER_ROW.test(lineText(state, startLine + 1))) return false;
  const texts = new Map<number, string>();
  for (let line = startLine; line < endLine && !state.isEmpty(line); line++) {
    const written = lineText(state, line);
    const escaped = pipesInSpansEscaped(written);
    if (escaped !== written) texts.set(line, escaped);
  }
  return texts.size === 0
    ? unevenPipeTable(table, state, startLine, endLine, silent)
    : withLinesReadAs(state, texts, read);
}

/** The block rule markdown-it's chain holds as `name` (its own `table`): the one the chain loses when it is disabled. */
export function markdownItBlockRule(md: MarkdownIt.MarkdownIt, name: string): BlockRule | undefined {
  const rules = md.block.ruler.getRules('') as BlockRule[];
  md.block.ruler.disable(name);
  const others = new Set(md.block.ruler.getRules('') as BlockRule[]);
  md.block.ruler.enable(name);
  return rules.find((rule) => !others.has(rule));
}

/** On a paragraph that is a pipe table but for its delimiter row: that row, as written. */
const UNREAD_DELIMITER_ROW = 'data-octavo-unread-table-delimiter';

/** A line of pipes, dashes, colons and spaces only, with a pipe and a dash: meant as a delimiter row. */
const DELIMITER_LIKE = /^(?=.*\|)(?=.*-)[\s|:-]+$/;

/**
 * A paragraph whose first line holds a pipe and whose second is meant as a delimiter row but is none (`: ---`, a
 * space inside a cell; `|---||---|`, an empty cell) is printed as text by markdown-it, pandoc and GitHub alike: it
 * is marked with that row, so the author is told which cell kept it from being a table.
 */
function markUnreadPipeTables(state: MarkdownIt.StateCore): void {
  state.tokens.forEach((token, index) => {
    const inline = state.tokens[index + 1];
    if (token.type !== 'paragraph_open' || inline?.type !== 'inline') return;
    const [header, delimiter] = inline.content.split('\n', 2).map((line) => line.trim());
    if (!header?.includes('|') || delimiter === undefined || !DELIMITER_LIKE.test(delimiter)) return;
    token.attrSet(UNREAD_DELIMITER_ROW, delimiter);
  });
}

/** The cells of a delimiter row that are no column's dashes, as written (an empty cell as ""). */
function unreadDelimiterCells(row: string): string[] {
  const cells = row.split('|').map((cell) => cell.trim());
  if (cells[0] === '') cells.shift();
  if (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells.filter((cell) => !/^:?-+:?$/.test(cell));
}

/**
 * Each paragraph that would be a pipe table but for a cell of its delimiter row is warned about at its line, saying
 * which cell and how to write it; the mark is taken off.
 */
export function warnAboutUnreadPipeTables(nodes: DomNode[], path: string, warnings: BookWarning[]): void {
  walkElements(nodes, (el) => {
    const row = el.attrs.get(UNREAD_DELIMITER_ROW);
    if (row === undefined) return;
    el.attrs.delete(UNREAD_DELIMITER_ROW);
    const cell = unreadDelimiterCells(row)[0];
    if (cell === undefined) return;
    const fixed = cell.replace(/\s+/g, '');
    const advice = /^:?-+:?$/.test(fixed)
      ? `write it "${fixed}", with no space inside`
      : cell === ''
        ? 'give it dashes (---) or remove it'
        : 'write it as dashes with a colon at the side to align to (:---, ---:, :---:)';
    warnings.push(
      warning(
        'source',
        el.loc ?? path,
        `these lines would be a table but for its delimiter row ${row}: its cell ${
          cell === '' ? 'between two pipes is empty' : `"${cell}" is no column's dashes`
        }, so the lines print as a paragraph (as pandoc and GitHub print them); ${advice}`,
        row,
      ),
    );
  });
}

/**
 * Reads pipe tables whose header and delimiter rows differ in their cells as tables, as pandoc does, and marks
 * paragraphs that are tables but for a cell of their delimiter row.
 */
export const pipeTableColumns = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('block', 'unread_pipe_tables', markUnreadPipeTables);
  const table = markdownItBlockRule(md, 'table');
  if (!table) return;
  md.block.ruler.before(
    'table',
    'pipe_table_columns',
    (state, startLine, endLine, silent) => pipeTableWithSpans(table, state, startLine, endLine, silent),
    { alt: ['paragraph', 'reference'] },
  );
};
