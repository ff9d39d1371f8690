import { DomNode, ElementNode } from '../dom/html-dom';

/** Elements laid out as blocks of their own: an anchor beside them, and no text, stands between blocks. */
const BLOCKS = new Set([
  'table',
  'address',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'ul',
]);

/** A table's own parts, gone through to a cell: an anchor straight in one is printed outside every cell. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const CELLS = new Set(['td', 'th']);
const CAPTIONS = new Set(['figcaption', 'caption']);

function isBlock(node: DomNode | undefined): node is ElementNode {
  return node?.type === 'element' && BLOCKS.has(node.name);
}

/**
 * Where in a block anchors can go without taking a line: its caption (a figure's picture is a block of its own),
 * else its first (or last) text, going through blocks inside it; none in a rule or a table with no cell.
 */
function holderOf(block: ElementNode, atEnd: boolean): ElementNode | undefined {
  if (block.name === 'hr') return undefined;
  const caption = block.children.find((child) => child.type === 'element' && CAPTIONS.has(child.name));
  if (caption?.type === 'element') return caption;
  const content = block.children.filter((child) => !isBlank(child));
  const edge = atEnd ? content.at(-1) : content[0];
  const inside =
    edge?.type === 'element' && (BLOCKS.has(edge.name) || TABLE_PARTS.has(edge.name) || CELLS.has(edge.name));
  if (inside) return holderOf(edge, atEnd);
  return TABLE_PARTS.has(block.name) ? undefined : block;
}

/** An index term's anchor as the model leaves it: `<a data-type="indexterm">` holding no text. */
export function isEmptyIndexAnchor(node: DomNode | undefined): node is ElementNode {
  return (
    node?.type === 'element' &&
    node.name === 'a' &&
    node.attrs.get('data-type') === 'indexterm' &&
    node.children.every((child) => child.type === 'text' && child.value === '')
  );
}

function isBlank(node: DomNode | undefined): boolean {
  return node?.type === 'text' && node.value.trim() === '';
}

/**
 * Index anchors written between blocks (`</p> <a data-type="indexterm"/> <a …/> <p>`, as HTMLBook and Atlas's own
 * conversions place a term for the paragraph that follows): printed, each takes a pixel of room so Chromium records
 * its page, and so makes a line of its own, a blank line in the text wherever terms stand. They go to the start of
 * the block after them (the end of the one before, when none follows), which they index, where they take no line.
 */
export function moveIndexAnchorsIntoBlocks(el: ElementNode): void {
  if (!el.children.some(isEmptyIndexAnchor) || !el.children.some(isBlock)) return;
  const out: DomNode[] = [];
  const children = el.children;
  for (let i = 0; i < children.length; i++) {
    if (!isEmptyIndexAnchor(children[i])) {
      out.push(children[i]!);
      continue;
    }
    let end = i;
    const run: ElementNode[] = [];
    while (
      isEmptyIndexAnchor(children[end]) ||
      (isBlank(children[end]) && isEmptyIndexAnchor(children[end + 1]))
    ) {
      if (isEmptyIndexAnchor(children[end])) run.push(children[end] as ElementNode);
      end++;
    }
    let after = end;
    while (isBlank(children[after])) after++;
    const previous = [...out].reverse().find((node) => !isBlank(node));
    const next = children[after];
    const betweenBlocks =
      (previous === undefined || isBlock(previous)) && (next === undefined || isBlock(next));
    const before = betweenBlocks && isBlock(next) ? holderOf(next, false) : undefined;
    const behind = betweenBlocks && isBlock(previous) ? holderOf(previous, true) : undefined;
    if (before) before.children.unshift(...run);
    else if (behind) behind.children.push(...run);
    else out.push(...children.slice(i, end));
    i = end - 1;
  }
  el.children = out;
}
