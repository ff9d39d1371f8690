import type MarkdownIt from 'markdown-it';

type StateBlock = MarkdownIt.StateBlock;
type Token = ReturnType<StateBlock['push']>;

export interface ListTableOptions {
  id?: string;
  caption?: string;
  /** `:header-rows:`: how many of the first rows are the table's head. */
  headerRows: number;
  /** `:stub-columns:`: how many of each row's first cells head their row. */
  stubColumns: number;
  /** `:class:` of the table. */
  className?: string;
  /**
   * Each cell's own attributes (`rowspan`, `colspan`, `align`), by row and column as written. A table with spans
   * is printed as written: its short rows are the cells the spans cover, not cells to pad.
   */
  cellAttributes?: ([string, string][] | undefined)[][];
  /** The columns' relative widths (pandoc-ext/list-table's `widths='1,2,1'`). */
  widths?: number[];
}

/**
 * Relative column widths as written (`1,2,1`, Quarto's `[10, 10, 40]`), or undefined when they are not all positive
 * numbers.
 */
export function columnShares(written: string | undefined): number[] | undefined {
  if (written === undefined) return undefined;
  const shares = written
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(',')
    .map((share) => Number(share.trim()));
  return shares.length > 0 && shares.every((share) => share > 0) ? shares : undefined;
}

/** Each column's `width: N%` style, sharing the table's width out as relative `shares` say. */
export function columnWidthStyles(shares: readonly number[]): string[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  return shares.map((share) => `width: ${((share / total) * 100).toFixed(4).replace(/\.?0+$/, '')}%`);
}

/** A count written in a table's options (`header-rows`), or `fallback` when it is none. */
export function rowsOrColumns(written: string | undefined, fallback: number): number {
  const number = Number.parseInt(written ?? '', 10);
  return Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** A `<colgroup>` sharing the table's width out as `shares` say, as pandoc's HTML writes relative widths. */
export function columnGroupTokens(state: Pick<StateBlock, 'Token'>, shares: readonly number[]): Token[] {
  const open = new state.Token('colgroup_open', 'colgroup', 1);
  open.block = true;
  const columns = columnWidthStyles(shares).map((style) => {
    const column = new state.Token('col', 'col', 0);
    column.block = true;
    column.attrSet('style', style);
    return column;
  });
  const close = new state.Token('colgroup_close', 'colgroup', -1);
  close.block = true;
  return [open, ...columns, close];
}

/** The items of the bullet list opening at `listAt`: each the tokens between its item's open and close. */
function itemsOf(tokens: Token[], listAt: number): { items: Token[][]; end: number } | undefined {
  if (tokens[listAt]?.type !== 'bullet_list_open') return undefined;
  const items: Token[][] = [];
  // 0: directly in the list, between its items; 1: in an item; more: in something the item holds.
  let depth = 0;
  let start = -1;
  for (let i = listAt + 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (depth === 0) {
      if (token.type === 'bullet_list_close') return { items, end: i };
      if (token.type !== 'list_item_open') return undefined;
      start = i + 1;
      depth = 1;
    } else if (depth === 1 && token.type === 'list_item_close') {
      items.push(tokens.slice(start, i));
      depth = 0;
    } else {
      depth += token.nesting;
    }
  }
  return undefined;
}

/**
 * The rows of a list-table's body, already read as Markdown: a bullet list whose items each hold one bullet list,
 * the row's cells. Undefined when the body is not so made (docutils refuses such a table).
 */
export function listTableRows(tokens: Token[], pandocCells = false): Token[][][] | undefined {
  const outer = itemsOf(tokens, 0);
  if (!outer || outer.end !== tokens.length - 1 || outer.items.length === 0) return undefined;
  const rows: Token[][][] = [];
  for (const row of outer.items) {
    const cells = itemsOf(row, 0);
    if (!cells || cells.items.length === 0) return undefined;
    // pandoc reads a cell opened empty (`- ` then a blank line) as holding the indented block after it, where
    // CommonMark ends the item and gives the block to the row: it is the last cell's.
    if (cells.end !== row.length - 1) {
      if (!pandocCells) return undefined;
      cells.items[cells.items.length - 1]!.push(...row.slice(cells.end + 1));
    }
    rows.push(cells.items);
  }
  return rows;
}

/**
 * MyST's `{list-table}` (docutils' list-table) as a table: its argument the caption, `:header-rows:` the head,
 * `:stub-columns:` each row's heading cells, a short row filled out with empty cells as docutils pads it.
 */
export function listTableTokens(state: StateBlock, rows: Token[][][], options: ListTableOptions): Token[] {
  const out: Token[] = [];
  const open = (type: string, tag: string, attrs: [string, string][] = []) => {
    const token = new state.Token(`${type}_open`, tag, 1);
    token.block = true;
    for (const [name, value] of attrs) token.attrSet(name, value);
    out.push(token);
  };
  const close = (type: string, tag: string) => {
    const token = new state.Token(`${type}_close`, tag, -1);
    token.block = true;
    out.push(token);
  };
  const attrs: [string, string][] = [];
  if (options.id) attrs.push(['id', options.id]);
  if (options.className) attrs.push(['class', options.className]);
  open('table', 'table', attrs);
  if (options.caption) {
    open('caption', 'caption');
    const inline = new state.Token('inline', '', 0);
    inline.content = options.caption;
    inline.children = [];
    out.push(inline);
    close('caption', 'caption');
  }
  const spanned = options.cellAttributes?.some((row) =>
    row.some((cell) => cell?.some(([name]) => name === 'rowspan' || name === 'colspan')),
  );
  const width = Math.max(...rows.map((row) => row.length));
  // Widths for another number of columns than the rows have are no table's.
  if (options.widths?.length === width) out.push(...columnGroupTokens(state, options.widths));
  // Rows still covered, by column, by a cell spanning down from a row above.
  const covered: number[] = [];
  const printRows = (from: number, to: number, head: boolean) => {
    rows.slice(from, to).forEach((row, index) => {
      open('tr', 'tr');
      let place = 0;
      for (let column = 0; column < (spanned ? row.length : width); column++) {
        while ((covered[place] ?? 0) > 0) place++;
        const own = options.cellAttributes?.[from + index]?.[column] ?? [];
        const span = (name: string) => Number(own.find(([key]) => key === name)?.[1] ?? 1);
        const [columns, rowsDown] = [span('colspan'), span('rowspan')];
        const at = place;
        for (let c = 0; c < columns; c++) covered[place++] = rowsDown;
        const heading = head || at < options.stubColumns;
        const tag = heading ? 'th' : 'td';
        open(heading ? 'th' : 'td', tag, [
          ...(heading && !head ? [['scope', 'row'] as [string, string]] : []),
          ...own,
        ]);
        out.push(...(row[column] ?? []));
        close(heading ? 'th' : 'td', tag);
      }
      for (let column = 0; column < covered.length; column++)
        covered[column] = Math.max(0, covered[column]! - 1);
      close('tr', 'tr');
    });
  };
  const head = Math.min(options.headerRows, rows.length);
  if (head > 0) {
    open('thead', 'thead');
    printRows(0, head, true);
    close('thead', 'thead');
  }
  if (head < rows.length) {
    open('tbody', 'tbody');
    printRows(head, rows.length, false);
    close('tbody', 'tbody');
  }
  close('table', 'table');
  return out;
}
