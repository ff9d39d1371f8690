import { DomNode, element, ElementNode, findElements, hasClass, text, textContent } from '../dom/html-dom';

/**
 * Marks an equation number its book renumbers by chapter (model/chapter-equation-numbers.ts), which takes the mark off:
 * on the token holding an automatic number, and on a labelled formula the Markdown reader numbered.
 */
export const CHAPTER_EQUATION_MARK = 'data-octavo-chapter-equation';

const TOKENS = new Set(['mi', 'mn', 'mo', 'mtext', 'ms']);
/** The only elements MathML 3 allows inside a token element. */
const TOKEN_CHILDREN = new Set(['mglyph', 'malignmark']);

/**
 * Temml writes MathML Core, which Chromium draws; EPUB reading systems and epubcheck expect MathML 3.
 * Where the two differ, this rewrites the Core forms into MathML 3 that draws the same everywhere:
 * `scriptlevel`/`displaystyle` on any element move to an `<mstyle>` around it; markup inside a token
 * (`<mo><mpadded><mi>Tr</mi></mpadded></mo>`, HTML in `<mtext>`) becomes the token's text; Temml's
 * `\ref` links become text; AMS equation numbers, which Temml leaves to a CSS counter, are written
 * out (`(1)`, `(2)` … in the order of the file), as a counter would restart in every EPUB chapter.
 */
export function toMathml3(
  math: ElementNode,
  equationNumber: () => number,
  /** The book numbers the page's equations by chapter: each number's token is marked for it. */
  byChapter = false,
): void {
  math.children = rewrite(math.children, equationNumber, byChapter);
}

function rewrite(nodes: DomNode[], equationNumber: () => number, byChapter: boolean): DomNode[] {
  return nodes.map((node) => {
    if (node.type === 'text') return node;
    if (TOKENS.has(node.name)) {
      if (byChapter && node.children.some((child) => child.type === 'element' && hasClass(child, 'tml-eqn')))
        node.attrs.set(CHAPTER_EQUATION_MARK, '');
      node.children = node.children.flatMap((child) =>
        child.type === 'element' && !TOKEN_CHILDREN.has(child.name)
          ? [text(tokenText(child, equationNumber))]
          : [child],
      );
      return wrapStyle(node);
    }
    if (node.name === 'a') return element('mtext', {}, [text(textContent(node))]);
    if (node.name === 'annotation' || node.name === 'annotation-xml') return node;
    if (node.name === 'mtr') {
      if (isEmptyRow(node)) withoutEquationNumber(node);
      alignTag(node);
    }
    node.children = rewrite(node.children, equationNumber, byChapter);
    return wrapStyle(node);
  });
}

/**
 * Temml puts an equation's number in the row's last cell (the first with \leqno), a spacer half the width, where
 * it would be centered: set flush with the margin instead, as LaTeX, MathJax and KaTeX set it, by the class that
 * aligns Temml's cells in every format's math CSS and by MathML 3's own attribute.
 */
function alignTag(row: ElementNode): void {
  const cells = row.children.filter((c): c is ElementNode => c.type === 'element' && c.name === 'mtd');
  if (cells.length < 2) return;
  for (const [cell, side] of [
    [cells[cells.length - 1], 'right'],
    [cells[0], 'left'],
  ] as const) {
    if (!holdsTag(cell)) continue;
    const classes = (cell.attrs.get('class') ?? '').split(/\s+/).filter(Boolean);
    cell.attrs.set(
      'class',
      [...classes.filter((c) => !/^tml-(left|right)$/.test(c)), `tml-${side}`].join(' '),
    );
    cell.attrs.set('columnalign', side);
  }
}

/**
 * A row with nothing in it but its number (two `\\` in a row, which spaces an align's rows apart): MathJax and LaTeX's
 * readers see no equation there, and a number beside nothing would skip one in the count.
 */
function isEmptyRow(row: ElementNode): boolean {
  const cells = row.children.filter((c): c is ElementNode => c.type === 'element' && c.name === 'mtd');
  const written = cells.filter((cell) => !holdsTag(cell));
  return written.length > 0 && written.every((cell) => textContent(cell).trim() === '');
}

/** Takes the automatic number (not an author's `\tag`) out of the row. */
function withoutEquationNumber(row: ElementNode): void {
  const strip = (nodes: DomNode[]): DomNode[] =>
    nodes.flatMap((node): DomNode[] => {
      if (node.type === 'text') return [node];
      if (hasClass(node, 'tml-eqn')) return [];
      node.children = strip(node.children);
      return [node];
    });
  row.children = strip(row.children);
}

function holdsTag(cell: ElementNode): boolean {
  return findElements(cell.children, (el) => hasClass(el, 'tml-eqn') || hasClass(el, 'tml-tag')).length > 0;
}

function tokenText(el: ElementNode, equationNumber: () => number): string {
  if (hasClass(el, 'tml-eqn')) return `(${equationNumber()})`;
  return el.children.map((c) => (c.type === 'text' ? c.value : tokenText(c, equationNumber))).join('');
}

/** MathML 3 takes `scriptlevel` only on `mstyle`, `displaystyle` on `mstyle` and `mtable`. */
function wrapStyle(el: ElementNode): ElementNode {
  if (el.name === 'mstyle') return el;
  const moved: Record<string, string> = {};
  for (const name of ['scriptlevel', 'displaystyle']) {
    const value = el.attrs.get(name);
    if (value === undefined || (name === 'displaystyle' && el.name === 'mtable')) continue;
    moved[name] = value;
    el.attrs.delete(name);
  }
  return Object.keys(moved).length === 0 ? el : element('mstyle', moved, [el]);
}
