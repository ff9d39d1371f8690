import { DomNode, ElementNode, element, mergeText, text, walkElements } from '../dom/html-dom';

/** Holds an inline formula and the text written against it on one line (see keepMathWithItsWords). */
export const MATH_WORD_CLASS = 'math-word';

/** Text in these is shown as written; a formula's own markup is left alone. */
const UNTOUCHED = new Set(['math', 'code', 'pre', 'kbd', 'samp', 'tt', 'script', 'style', 'textarea', 'svg']);
/** Text longer than this written against a formula is not held to it: a line must still be able to break. */
const MAX_JOINED_CHARS = 24;

type Piece =
  { kind: 'math'; node: ElementNode } | { kind: 'word'; value: string } | { kind: 'other'; node: DomNode };

/**
 * Keeps an inline formula on one line with the text written against it, without a space: the comma or full
 * stop after it (`$x$,`), a bracket around it, a suffix (`$n$-th`), or the next formula (`$a$,$b$`). Browsers
 * lay out a formula as one box and may break a line on either side of it, so a line began with the comma that
 * follows a formula; TeX, which the author's notation comes from, breaks only at a space there.
 */
export function keepMathWithItsWords(nodes: DomNode[]): void {
  joinWithin(nodes);
  walkElements(nodes, (el, ancestors) => {
    if (!el.children.some(isInlineMath)) return;
    const skipped = (a: ElementNode) => UNTOUCHED.has(a.name.toLowerCase()) || isMathWord(a);
    if (skipped(el) || ancestors.some(skipped)) return;
    joinWithin(el.children);
  });
}

function joinWithin(children: DomNode[]): void {
  if (!children.some(isInlineMath)) return;
  const pieces = children.flatMap(toPieces);
  const out: DomNode[] = [];
  let run: Piece[] = [];
  const flush = () => {
    if (run.length > 1 && run.some((piece) => piece.kind === 'math'))
      out.push(element('span', { class: MATH_WORD_CLASS }, run.map(nodeOf)));
    else out.push(...run.map(nodeOf));
    run = [];
  };
  for (const piece of pieces) {
    if (piece.kind === 'other') {
      flush();
      out.push(piece.node);
    } else run.push(piece);
  }
  flush();
  children.splice(0, children.length, ...mergeText(out));
}

/** A child as pieces that may join: a formula, a run of text without spaces, or anything else (spaces too). */
function toPieces(node: DomNode): Piece[] {
  if (isInlineMath(node)) return [{ kind: 'math', node }];
  if (node.type !== 'text') return [{ kind: 'other', node }];
  return node.value
    .split(/(\s+)/)
    .filter((part) => part !== '')
    .map((part) =>
      /\s/.test(part) || part.length > MAX_JOINED_CHARS
        ? { kind: 'other', node: text(part) }
        : { kind: 'word', value: part },
    );
}

function nodeOf(piece: Piece): DomNode {
  return piece.kind === 'word' ? text(piece.value) : piece.node;
}

/** Adjacent text nodes as one, as the source had them. */
function isMathWord(el: ElementNode): boolean {
  return el.name === 'span' && el.attrs.get('class') === MATH_WORD_CLASS;
}

function isInlineMath(node: DomNode): node is ElementNode {
  return (
    node.type === 'element' &&
    node.name.toLowerCase() === 'math' &&
    node.attrs.get('display') !== 'block' &&
    !(node.attrs.get('class') ?? '').split(/\s+/).includes('tml-display')
  );
}
