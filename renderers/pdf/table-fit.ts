import { DomNode, ElementNode, walkElements } from '../dom/html-dom';

/** A table whose words may break anywhere: even at their narrowest, its columns would not fit the page. */
export const SQUEEZED_TABLE_CLASS = 'octavo-squeezed';

/** Table text is 0.88em of the 10pt page text; a character is at most about 0.62em wide (bold, code). */
const CHAR_EM = 0.62 * 0.88;
/** A cell's padding and rules, left and right (0.6em each at the table's size). */
const CELL_EM = 1.2 * 0.88;

/**
 * Table cells keep their words whole (`overflow-wrap: break-word` breaks only a word longer than its column), so
 * Chromium sizes every column to at least its longest word, as a browser shows the table: "Value" and "0x01"
 * no longer break inside when a wide neighbour takes the room. A table that cannot fit that way (many columns of
 * long words) is marked to break anywhere instead, since anything wider than the page makes Chromium shrink
 * every page of the book (see print-style.ts). The estimate counts each column's longest run of characters
 * without a break opportunity (spaces, `<wbr>` and the soft hyphens of long tokens) at the widest characters'
 * width: it errs towards breaking.
 */
export function markSqueezedTables(root: ElementNode, pageWidthEm: number): void {
  walkElements([root], (el) => {
    if (el.name !== 'table') return;
    const widest: number[] = [];
    walkElements(el.children, (row) => {
      if (row.name !== 'tr') return;
      let column = 0;
      for (const cell of row.children) {
        if (cell.type !== 'element' || (cell.name !== 'td' && cell.name !== 'th')) continue;
        widest[column] = Math.max(widest[column] ?? 0, longestRun(cell.children));
        column += Math.max(1, Number(cell.attrs.get('colspan')) || 1);
      }
    });
    const minimum = widest.reduce((sum, chars) => sum + (chars ?? 0) * CHAR_EM + CELL_EM, 0);
    if (minimum <= pageWidthEm) return;
    const classes = el.attrs.get('class');
    el.attrs.set('class', classes ? `${classes} ${SQUEEZED_TABLE_CLASS}` : SQUEEZED_TABLE_CLASS);
  });
}

/** The longest run of characters in `nodes` with no break opportunity in it. */
function longestRun(nodes: DomNode[]): number {
  let longest = 0;
  let run = 0;
  const visit = (list: DomNode[]) => {
    for (const node of list) {
      if (node.type === 'element') {
        if (node.name === 'wbr' || node.name === 'br') run = 0;
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
