import { addClass, DomNode, element, ElementNode, hasClass, text, walkElements } from '../dom/html-dom';

/** A table whose columns, even at their narrowest, would not fit the page: its longest runs may break anywhere. */
export const SQUEEZED_TABLE_CLASS = 'octavo-squeezed';

/** A run of characters (or a cell) that may break anywhere, with no hyphen: longer than its column's share. */
export const LONG_RUN_CLASS = 'octavo-long-run';

/** Table text is 0.88em of the 10pt page text; a character is at most about 0.62em wide (bold, code). */
const CHAR_EM = 0.62 * 0.88;
/** A cell's padding and rules, left and right (0.6em each at the table's size). */
const CELL_EM = 1.2 * 0.88;

/**
 * Table cells keep their words whole (`overflow-wrap: break-word` breaks only a word longer than its column), so
 * Chromium sizes every column to at least its longest word, as a browser shows the table: "Value" and "0x01"
 * no longer break inside when a wide neighbour takes the room. In a table that cannot fit that way (many columns of
 * long words), the runs longer than an equal share of the page for their column may break anywhere, and nothing
 * else: the whole table breaking anywhere broke short words where a hyphenation point would have done ("Deploy|ment",
 * "Dyna|mic" in Scaling Python with Dask's six-column Table 12-1), since anywhere outranks the soft hyphens of the
 * hyphenation. Anything wider than the page makes Chromium shrink every page of the book (see print-style.ts). The
 * estimate counts each column's longest run of characters without a break opportunity (spaces, `<wbr>` and the
 * soft hyphens of hyphenation) at the widest characters' width: it errs towards breaking.
 */
export function markSqueezedTables(root: ElementNode, pageWidthEm: number): void {
  walkElements([root], (el) => {
    if (el.name !== 'table') return;
    const widest: number[] = [];
    const cells: { cell: ElementNode; span: number }[] = [];
    walkElements(el.children, (row) => {
      if (row.name !== 'tr') return;
      let column = 0;
      for (const cell of row.children) {
        if (cell.type !== 'element' || (cell.name !== 'td' && cell.name !== 'th')) continue;
        const span = Math.max(1, Number(cell.attrs.get('colspan')) || 1);
        widest[column] = Math.max(widest[column] ?? 0, longestRun(cell.children));
        cells.push({ cell, span });
        column += span;
      }
    });
    const minimum = widest.reduce((sum, chars) => sum + (chars ?? 0) * CHAR_EM + CELL_EM, 0);
    if (minimum <= pageWidthEm) return;
    addClass(el, SQUEEZED_TABLE_CLASS);
    const share = pageWidthEm / Math.max(1, widest.length);
    for (const { cell, span } of cells) {
      const limit = Math.max(1, Math.floor((share * span - CELL_EM) / CHAR_EM));
      if (longestRun(cell.children) <= limit) continue;
      markLongRuns(cell.children, limit);
      // A run across elements (`<code>a</code>b`) that is still too long: the cell may break anywhere.
      if (longestRun(cell.children) > limit) addClass(cell, LONG_RUN_CLASS);
    }
  });
}

const BREAKS = /([ \n\t\u200b\u00ad]+)/;

/** Wraps each run of a text node longer than `limit` in a span that may break anywhere. */
function markLongRuns(nodes: DomNode[], limit: number): void {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (node.type === 'element') {
      if (node.name !== 'pre' && !hasClass(node, LONG_RUN_CLASS)) markLongRuns(node.children, limit);
      continue;
    }
    const pieces = node.value.split(BREAKS);
    if (!pieces.some((piece, k) => k % 2 === 0 && [...piece].length > limit)) continue;
    const replaced: DomNode[] = pieces
      .filter((piece) => piece !== '')
      .map((piece) =>
        !BREAKS.test(piece) && [...piece].length > limit
          ? element('span', { class: LONG_RUN_CLASS }, [text(piece)])
          : text(piece),
      );
    nodes.splice(i, 1, ...replaced);
    i += replaced.length - 1;
  }
}

/** The longest run of characters in `nodes` with no break opportunity in it (a long run marked to break anywhere has them). */
function longestRun(nodes: DomNode[]): number {
  let longest = 0;
  let run = 0;
  const visit = (list: DomNode[]) => {
    for (const node of list) {
      if (node.type === 'element') {
        if (node.name === 'wbr' || node.name === 'br' || hasClass(node, LONG_RUN_CLASS)) run = 0;
        else visit(node.children);
        continue;
      }
      for (const char of node.value) {
        if (char === ' ' || char === '\n' || char === '\t' || char === '\u200b' || char === '\u00ad') run = 0;
        else if (++run > longest) longest = run;
      }
    }
  };
  visit(nodes);
  return longest;
}
