import type MarkdownIt from 'markdown-it';
import { columnsOf, displayColumns } from './display-columns';
import type { PandocMarkdownEnv } from './pandoc-emphasis';
import { DELIMITER_ROW } from './pipe-table-columns';

type StateBlock = MarkdownIt.StateBlock;
type StateCore = MarkdownIt.StateCore;
type Token = MarkdownIt.Token;

type Alignment = 'left' | 'right' | 'center' | undefined;

/** A column as its line of dashes (or a grid's `+---+`) sets it: where it starts and ends on the line. */
interface Column {
  start: number;
  end: number;
  align: Alignment;
}

/** A cell's text, with the line of the book its first line is on. */
interface Cell {
  text: string;
  line: number;
}

interface ParsedTable {
  /** A grid table's cells hold blocks (lists, paragraphs); a simple or multiline table's, text (pandoc's Plain). */
  blocks: boolean;
  columns: Column[];
  header?: Cell[];
  rows: Cell[][];
  /** Each column's share of the text's width, as pandoc reads it off the dashes: none for a simple table. */
  widths?: number[];
  /** The line after the table. */
  next: number;
}

const DASHES = /^-{3,}[ \t]*$/;
/** A simple or multiline table's column line: groups of dashes, spaces between them. */
const COLUMN_LINE = /^ {0,3}-+(?:[ \t]+-+)*[ \t]*$/;
const GRID_BORDER = /^ {0,3}\+(?:[-=:]+\+)+[ \t]*$/;
const GRID_ROW = /^ {0,3}[|+]/;

function lineOf(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]!, state.eMarks[line]).replace(/\t/g, '    ');
}

function isBlank(state: StateBlock, line: number): boolean {
  return line >= state.lineMax || lineOf(state, line).trim() === '';
}

/** pandoc's `--columns` by default: the line width a table's dashes are measured against. */
const PANDOC_COLUMNS = 72;

/**
 * The columns' shares of the text's width from their lengths on the line (with the space or `+` after each), as
 * pandoc's `widthsFromIndices` reads them: shares of 72 columns, or of the table's own width when it is wider. The
 * last column is as long as the one before it when it is shorter by two or less (pandoc's allowance for the space
 * after every column but the last). The printed table keeps these shares: a wide French table of models
 * (guide-R's choix-modele) left to the browser set its short columns so narrow that "Interprétation" broke in two.
 */
function widthsFrom(lengths: number[], indent: number): number[] {
  const last = lengths.at(-1)!;
  const before = lengths.at(-2);
  const evened =
    before !== undefined && last < before && before - last <= 2 ? [...lengths.slice(0, -1), before] : lengths;
  const total = indent + evened.reduce((sum, length) => sum + length, 0);
  return evened.map((length) => length / Math.max(total, PANDOC_COLUMNS));
}

/** A column's width as pandoc's HTML writes it: whole percents, the fraction dropped. */
function pandocColumnWidth(share: number): string {
  return `width: ${Math.trunc(share * 100)}%`;
}

/**
 * The table's own width as pandoc's HTML writes it when its columns' shares leave part of the line (a table
 * narrower than 72 columns): their sum in percent, rounded half to even as Haskell rounds.
 */
function pandocTableWidth(shares: readonly number[]): string | undefined {
  const percent = shares.reduce((sum, share) => sum + share, 0) * 100;
  if (percent <= 0 || percent >= 100) return undefined;
  const rounded = Math.round(percent);
  const even = rounded - percent === 0.5 && rounded % 2 === 1 ? rounded - 1 : rounded;
  return `width:${even}%;`;
}

/** A multiline table's widths: each column to the next one's start, the last to its line's end and one more. */
function multilineWidths(columns: Column[], dashLine: string): number[] {
  const lengths = columns.map(
    (column, index) => (columns[index + 1]?.start ?? displayColumns(dashLine) + 1) - column.start,
  );
  return widthsFrom(lengths, columns[0]!.start);
}

/** The columns a line of dash groups sets out (`----   ------`). */
function dashColumns(text: string): Column[] {
  return [...text.matchAll(/-+/g)].map((group) => ({
    start: group.index,
    end: group.index + group[0].length,
    align: undefined,
  }));
}

/**
 * pandoc's alignment of a simple or multiline table's column, from its heading's (or first row's) text against its
 * dashes: flush with both ends or neither, left or centred as pandoc reads it; with one end only, that side.
 */
function alignFrom(columns: Column[], lines: string[]): void {
  const cut = lines.map((line) => columnsOf(line));
  for (const [index, column] of columns.entries()) {
    const next = columns[index + 1]?.start ?? Infinity;
    let left = false;
    let right = false;
    let seen = false;
    for (const line of cut) {
      const text = line.slice(column.start, next);
      if (text.trim() === '') continue;
      seen = true;
      left ||= !/^\s/.test(text);
      right ||=
        line.length >= column.end &&
        !/\s/.test(line.slice(column.end - 1, column.end)) &&
        /^\s?$/.test(line.slice(column.end, column.end + 1));
    }
    column.align = !seen || (left && right) ? undefined : left ? 'left' : right ? 'right' : 'center';
  }
}

/**
 * A cell from its part of each of its lines: from its first line with text, the column's indentation taken off each
 * line (the cell's text is Markdown of its own).
 */
function cellOf(parts: string[], lines: { line: number }[]): Cell {
  const first = parts.findIndex((part) => part.trim() !== '');
  const kept = first < 0 ? [] : parts.slice(first).map((part) => part.trimEnd());
  const indent = Math.min(...kept.filter((part) => part.trim()).map((part) => /^\s*/.exec(part)![0].length));
  return {
    text: kept
      .map((part) => part.slice(Math.min(indent, part.length)))
      .join('\n')
      .trim(),
    line: lines[Math.max(first, 0)]?.line ?? 0,
  };
}

/** Each column's text on these lines: from its start to the next column's start, the last to the line's end. */
function cellsOf(columns: Column[], lines: { text: string; line: number }[]): Cell[] {
  const cut = lines.map(({ text }) => columnsOf(text));
  return columns.map((column, index) => {
    const end = columns[index + 1]?.start;
    return cellOf(
      cut.map((text) => text.slice(index === 0 ? 0 : column.start, end)),
      lines,
    );
  });
}

/** A simple table: a heading line (or none), its dashes, one row a line, to a blank line (or a closing line of dashes). */
function simpleTable(state: StateBlock, start: number, end: number): ParsedTable | undefined {
  const first = lineOf(state, start);
  const headed = !COLUMN_LINE.test(first);
  const dashLine = headed ? start + 1 : start;
  if (dashLine >= end || !COLUMN_LINE.test(lineOf(state, dashLine))) return undefined;
  const columns = dashColumns(lineOf(state, dashLine));
  // One group under a line of text is a setext heading; a headerless table's single column, a rule.
  if (columns.length < 2) return undefined;
  if (headed && DASHES.test(first)) return undefined;
  const rows: Cell[][] = [];
  let line = dashLine + 1;
  for (; line < end && !isBlank(state, line); line++) {
    const text = lineOf(state, line);
    if (COLUMN_LINE.test(text)) {
      line++;
      break;
    }
    rows.push(cellsOf(columns, [{ text, line: line + 1 }]));
  }
  if (rows.length === 0) return undefined;
  // A headerless table closes with dashes: without them it is text under a rule.
  if (!headed && !COLUMN_LINE.test(lineOf(state, line - 1))) return undefined;
  alignFrom(columns, [headed ? first : lineOf(state, dashLine + 1)]);
  return {
    blocks: false,
    columns,
    ...(headed ? { header: cellsOf(columns, [{ text: first, line: start + 1 }]) } : {}),
    rows,
    next: line,
  };
}

/**
 * A multiline table: a line of dashes, heading lines, the column dashes, rows of several lines parted by blank
 * lines, and a closing line of dashes. Headerless, it opens with the column dashes and closes with them.
 */
function multilineTable(state: StateBlock, start: number, end: number): ParsedTable | undefined {
  const opening = lineOf(state, start);
  if (!COLUMN_LINE.test(opening)) return undefined;
  let line = start + 1;
  const heading: { text: string; line: number }[] = [];
  let columns: Column[];
  let dashLine = opening;
  if (DASHES.test(opening.trimStart()) && !isBlank(state, line) && !COLUMN_LINE.test(lineOf(state, line))) {
    while (line < end && !isBlank(state, line) && !COLUMN_LINE.test(lineOf(state, line))) {
      heading.push({ text: lineOf(state, line), line: line + 1 });
      line++;
    }
    if (line >= end || !COLUMN_LINE.test(lineOf(state, line))) return undefined;
    dashLine = lineOf(state, line);
    columns = dashColumns(dashLine);
    line++;
  } else {
    columns = dashColumns(opening);
    // Headerless, its first row follows the dashes at once, and it has columns: a rule over text is a rule.
    if (columns.length < 2 || isBlank(state, start + 1)) return undefined;
  }
  const rows: Cell[][] = [];
  let closed = false;
  while (line < end) {
    if (isBlank(state, line)) {
      line++;
      continue;
    }
    if (COLUMN_LINE.test(lineOf(state, line))) {
      closed = true;
      line++;
      break;
    }
    const rowLines: { text: string; line: number }[] = [];
    while (line < end && !isBlank(state, line) && !COLUMN_LINE.test(lineOf(state, line))) {
      rowLines.push({ text: lineOf(state, line), line: line + 1 });
      line++;
    }
    rows.push(cellsOf(columns, rowLines));
  }
  // The closing dashes stand before a blank line: a table, not a rule above text. Headerless and with no blank line
  // between its rows, it is a simple table, a row a line (as pandoc reads it).
  if (!closed || rows.length === 0 || !isBlank(state, line)) return undefined;
  if (heading.length === 0 && rows.length === 1 && rows[0]!.some((cell) => cell.text.includes('\n')))
    return undefined;
  alignFrom(columns, heading.length ? heading.map(({ text }) => text) : [lineOf(state, start + 1)]);
  return {
    blocks: false,
    columns,
    ...(heading.length ? { header: cellsOf(columns, heading) } : {}),
    rows,
    widths: multilineWidths(columns, dashLine),
    next: line,
  };
}

/** A grid table: `+---+---+` borders, `|` between cells, `+===+` under its heading; `:` in a border aligns. */
function gridTable(state: StateBlock, start: number, end: number): ParsedTable | undefined {
  const top = lineOf(state, start);
  if (!GRID_BORDER.test(top)) return undefined;
  const indent = /^ */.exec(top)![0].length;
  const pluses = [...top.matchAll(/\+/g)].map((found) => found.index);
  const columns: Column[] = pluses.slice(0, -1).map((at, index) => ({
    start: at + 1,
    end: pluses[index + 1]!,
    align: undefined,
  }));
  const groups: { lines: { text: string; line: number }[]; header: boolean }[] = [];
  let current: { text: string; line: number }[] = [];
  let headerEnds = -1;
  let line = start + 1;
  let alignmentBorder = top;
  for (; line < end; line++) {
    const text = lineOf(state, line);
    if (!GRID_ROW.test(text)) break;
    if (GRID_BORDER.test(text)) {
      if (current.length === 0) return undefined;
      groups.push({ lines: current, header: false });
      current = [];
      if (text.includes('=')) {
        if (headerEnds >= 0) return undefined;
        headerEnds = groups.length;
        alignmentBorder = text;
      }
      continue;
    }
    current.push({ text: text.slice(indent), line: line + 1 });
  }
  if (current.length > 0 || groups.length === 0) return undefined;
  for (const column of columns) {
    const border = alignmentBorder.slice(column.start - 1, column.end + 1);
    const left = border[1] === ':';
    const right = border[border.length - 2] === ':';
    column.align = left && right ? 'center' : right ? 'right' : left ? 'left' : undefined;
  }
  const shifted = columns.map((column) => ({
    ...column,
    start: column.start - indent,
    end: column.end - indent,
  }));
  const cells = (lines: { text: string; line: number }[]) => {
    const cut = lines.map(({ text }) => columnsOf(text));
    return shifted.map((column) =>
      cellOf(
        cut.map((text) => text.slice(column.start, column.end)),
        lines,
      ),
    );
  };
  const rows = groups.map((group) => cells(group.lines));
  const widths = widthsFrom(
    columns.map((column) => column.end - column.start + 1),
    0,
  );
  return headerEnds === 1
    ? { blocks: true, columns, header: rows[0]!, rows: rows.slice(1), widths, next: line }
    : { blocks: true, columns, rows, widths, next: line };
}

/** A cell's Markdown, read as blocks in the book's own parse (its notes and references are the book's). */
function pushCell(state: StateBlock, tag: 'th' | 'td', cell: Cell, align: Alignment, blocks: boolean): void {
  const open = state.push(`${tag}_open`, tag, 1);
  if (align) open.attrSet('style', `text-align:${align}`);
  open.map = [cell.line - 1, cell.line];
  if (cell.text !== '' && !blocks) {
    const inline = state.push('inline', '', 0);
    inline.content = cell.text;
    inline.map = [cell.line - 1, cell.line];
    inline.children = [];
  } else if (cell.text !== '') {
    const inner = new state.md.block.State(cell.text, state.md, state.env, []);
    inner.level = state.level;
    state.md.block.tokenize(inner, 0, inner.lineMax);
    const paragraphs = inner.tokens.filter(
      (token: Token) => token.type === 'paragraph_open' && token.level === state.level,
    );
    for (const token of inner.tokens as Token[]) {
      if (token.map) token.map = [token.map[0] + cell.line - 1, token.map[1] + cell.line - 1];
      // A cell of one paragraph is its text, as a pipe table's cell is (pandoc's Plain).
      if (paragraphs.length === 1 && inner.tokens.length === 3 && token.type.startsWith('paragraph_'))
        token.hidden = true;
      state.tokens.push(token);
    }
  }
  state.push(`${tag}_close`, tag, -1);
}

/** The `<colgroup>` of a table's column `widths`, and its own width on `open` when they leave part of the line. */
function widthTokens(state: Pick<StateBlock, 'Token'>, open: Token, widths: readonly number[]): Token[] {
  const tableWidth = pandocTableWidth(widths);
  if (tableWidth) open.attrSet('style', tableWidth);
  const group = (type: string, nesting: 1 | -1) =>
    Object.assign(new state.Token(type, 'colgroup', nesting), { block: true });
  const columns = widths.map((width) => {
    const column = new state.Token('col', 'col', 0);
    column.block = true;
    column.attrSet('style', pandocColumnWidth(width));
    return column;
  });
  return [group('colgroup_open', 1), ...columns, group('colgroup_close', -1)];
}

/**
 * A pipe table of pandoc's Markdown with a line longer than 72 columns gets its columns' widths from the dashes
 * (and colons) of its separator line, as pandoc gives them; a shorter one is left to the browser, as pandoc leaves
 * it.
 */
function pipeTableWidths(state: StateCore): void {
  if (!(state.env as PandocMarkdownEnv | undefined)?.pandoc) return;
  // Most pages have no table: their text is not split into lines for nothing.
  if (!state.tokens.some((token) => token.type === 'table_open')) return;
  const lines = state.src.split('\n');
  // A table in a quotation or a list: its lines as the table's own, past the markers and indentation.
  const own = (line: string) => line.replace(/^[ \t>]*/, '').trimEnd();
  for (let at = 0; at < state.tokens.length; at++) {
    const open = state.tokens[at]!;
    if (open.type !== 'table_open' || !open.map || state.tokens[at + 1]?.type === 'colgroup_open') continue;
    const separator = own(lines[open.map[0] + 1] ?? '');
    if (!separator.includes('|') || !DELIMITER_ROW.test(separator)) continue;
    const written = lines.slice(open.map[0], open.map[1]).map(own);
    if (!written.some((line) => [...line].length > PANDOC_COLUMNS)) continue;
    const lengths = separator
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim().length);
    // A delimiter row short of the header's cells (pipe-table-columns.ts) sets no width for the rest.
    const headerCells = state.tokens.slice(
      at,
      state.tokens.findIndex((token, after) => after > at && token.type === 'tr_close'),
    );
    if (headerCells.filter((token) => token.type === 'th_open').length !== lengths.length) continue;
    const total = lengths.reduce((sum, length) => sum + length, 0);
    state.tokens.splice(
      at + 1,
      0,
      ...widthTokens(
        state,
        open,
        lengths.map((length) => length / total),
      ),
    );
  }
}

function pushTable(state: StateBlock, table: ParsedTable, startLine: number): void {
  const open = state.push('table_open', 'table', 1);
  open.map = [startLine, table.next];
  if (table.widths) state.tokens.push(...widthTokens(state, open, table.widths));
  const row = (tag: 'th' | 'td', cells: Cell[]) => {
    state.push('tr_open', 'tr', 1);
    cells.forEach((cell, index) => pushCell(state, tag, cell, table.columns[index]?.align, table.blocks));
    state.push('tr_close', 'tr', -1);
  };
  if (table.header) {
    state.push('thead_open', 'thead', 1);
    row('th', table.header);
    state.push('thead_close', 'thead', -1);
  }
  state.push('tbody_open', 'tbody', 1);
  for (const cells of table.rows) row('td', cells);
  state.push('tbody_close', 'tbody', -1);
  state.push('table_close', 'table', -1);
}

function pandocTable(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  // A simple table's heading line may be indented past code's four spaces (its first column's heading empty); its
  // dashes may not.
  const indented = state.sCount[startLine]! - state.blkIndent >= 4;
  if (indented && (startLine + 1 >= endLine || state.sCount[startLine + 1]! - state.blkIndent >= 4))
    return false;
  const first = lineOf(state, startLine);
  const table = indented
    ? simpleTable(state, startLine, endLine)
    : first.trimStart().startsWith('+')
      ? gridTable(state, startLine, endLine)
      : first.trimStart().startsWith('-')
        ? (multilineTable(state, startLine, endLine) ?? simpleTable(state, startLine, endLine))
        : simpleTable(state, startLine, endLine);
  if (!table) return false;
  if (silent) return true;
  pushTable(state, table, startLine);
  state.line = table.next;
  return true;
}

/**
 * pandoc's other tables: simple tables (`simple_tables`: a heading line over groups of dashes, a row a line),
 * multiline tables (`multiline_tables`: between lines of dashes, rows parted by blank lines) and grid tables
 * (`grid_tables`: `+---+` borders). Plain Markdown read them as rules, headings and paragraphs of spaced words. Each
 * is a table with the columns' alignment; a cell's text is read as Markdown (a grid table's cell may hold lists and
 * paragraphs). `Table: …` captions them as it does pipe tables (pandoc-inline-attributes.ts).
 */
export const pandocTables = (md: MarkdownIt.MarkdownIt): void => {
  // Not after a paragraph's line without a blank line between: `Text` over `-- --` stays what it was.
  md.block.ruler.before('code', 'pandoc_table', pandocTable, { alt: ['reference', 'blockquote', 'list'] });
  // Before the captions go in: a table's caption comes before its columns.
  md.core.ruler.before('pandoc_table_captions', 'pandoc_pipe_table_widths', pipeTableWidths);
};
