import { DomNode } from '../dom/html-dom';

/**
 * Whether `nodes` print nothing but space: blank paragraphs (`<p>&nbsp;</p>`, `<p><br></p>`, as Atlas's visual
 * editor and word processors leave them), empty spans and divs. An element with an id is a link's target and
 * counts as something.
 */
export function showsNothing(nodes: DomNode[]): boolean {
  return nodes.every((node) =>
    node.type === 'text'
      ? node.value.trim() === ''
      : BLANK_HOLDERS.has(node.name) && !node.attrs.has('id') && showsNothing(node.children),
  );
}
const BLANK_HOLDERS = new Set(['p', 'div', 'span', 'br']);
