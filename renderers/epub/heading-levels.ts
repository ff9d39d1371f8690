import { addClass, DomNode, ElementNode, isHeading } from '../dom/html-dom';
import { FlowLevels } from '../html/heading-levels';

/** Containers whose heading is part of the document outline (a section's title). */
const OUTLINE_CONTAINERS = new Set(['section', 'body', 'nav', 'article', 'main']);
/** Wrappers that say nothing about structure: a heading inside one belongs to the wrapper's parent. */
const TRANSPARENT = new Set(['header', 'hgroup']);

/** Class on a block's title heading, so it keeps the look of the small heading it was written as. */
export const BLOCK_HEADING_CLASS = 'block-heading';

/**
 * HTMLBook gives examples and sidebars `<h5>` and admonitions `<h6>` wherever they stand, so after a
 * sect1's `<h2>` the outline jumps two or three levels (Ace's `heading-order`). In the EPUB each heading
 * takes the level its place in the outline gives it: a section title at most one below the section
 * title before it, a block's title (example, sidebar, note…) one below the section it stands in, whatever
 * level it was written at (HTMLBook books write a note's title as `<h1>` too). A
 * block title keeps its look through {@link BLOCK_HEADING_CLASS}; a section title the author wrote too
 * deep looks like the level it now has.
 */
export function levelHeadings(root: ElementNode): void {
  let outline = 0;
  const structure = new FlowLevels(0);
  const visit = (el: ElementNode, parents: ElementNode[]) => {
    if (isHeading(el)) {
      const written = Number(el.name.slice(1));
      if (isOutlineHeading(el, parents)) {
        // Headings written alike are siblings: each one below the heading before it written higher.
        outline = structure.place(el);
        return;
      }
      // A block never outranks the section it stands in, even when written as an <h1>.
      const level = Math.min(outline + 1, 6);
      if (level !== written) {
        el.name = `h${level}`;
        addClass(el, BLOCK_HEADING_CLASS);
      }
      return;
    }
    if (el.name === 'math' || el.name === 'svg') return;
    for (const child of el.children) if (child.type === 'element') visit(child, [...parents, el]);
  };
  visit(root, []);
}

function isOutlineHeading(heading: ElementNode, parents: ElementNode[]): boolean {
  for (let i = parents.length - 1; i >= 0; i--) {
    const parent = parents[i];
    if (TRANSPARENT.has(parent.name)) continue;
    if (parent.name === 'div' && !parent.attrs.has('data-type')) continue;
    if (OUTLINE_CONTAINERS.has(parent.name)) return true;
    return parent.attrs.get('data-type') === 'part' || i === 0;
  }
  return true;
}

/**
 * Where a document's headings skip a level going down (h2 followed by h4), as `h2 → h4` descriptions;
 * empty when the outline is in order. The check behind the EPUB's conformance claim.
 */
export function headingSkips(nodes: DomNode[]): string[] {
  const skips: string[] = [];
  let previous = 0;
  const visit = (list: DomNode[]) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      if (isHeading(node)) {
        const level = Number(node.name.slice(1));
        if (level > previous + 1) skips.push(`${previous ? `h${previous}` : 'start'} → h${level}`);
        previous = level;
        continue;
      }
      if (node.name !== 'math' && node.name !== 'svg') visit(node.children);
    }
  };
  visit(nodes);
  return skips;
}
