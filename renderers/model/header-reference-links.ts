import { DomNode, ElementNode, replaceElements, text, walkElements } from '../dom/html-dom';
import { HEADER_REFERENCE, HEADER_REFERENCE_CLOSE, HEADING_NAME } from '../sources/pandoc-header-references';

const HEADING = /^h[1-6]$/;

/**
 * Links pandoc's implicit header references (`[Project 1: Weighted Dice]`, sources/pandoc-header-references.ts) to
 * the heading of that name anywhere in the book, the first when several share it, as pandoc's manual says; one that
 * names no heading is printed as written, brackets and all, as pandoc prints it. Run once the book's ids are final.
 */
export function linkHeaderReferences(divisions: readonly { element: ElementNode }[]): void {
  const roots = divisions.map((division) => division.element);
  const headings = new Map<string, string>();
  walkElements(roots, (el, ancestors) => {
    const name = el.attrs.get(HEADING_NAME);
    if (name === undefined) return;
    el.attrs.delete(HEADING_NAME);
    const id = el.attrs.get('id') ?? sectionIdOf(el, ancestors[ancestors.length - 1]);
    if (id !== undefined && !headings.has(name)) headings.set(name, id);
  });
  for (const root of roots) {
    root.children = replaceElements(root.children, (el) => {
      const name = el.attrs.get(HEADER_REFERENCE);
      if (el.name !== 'a' || name === undefined) return undefined;
      const close = el.attrs.get(HEADER_REFERENCE_CLOSE) ?? ']';
      el.attrs.delete(HEADER_REFERENCE);
      el.attrs.delete(HEADER_REFERENCE_CLOSE);
      const id = headings.get(name);
      if (id === undefined) return [text('['), ...el.children, text(close)];
      el.attrs.set('href', `#${id}`);
      return undefined;
    });
  }
}

/** The id of the section a heading titles, when the section holds the id rather than its heading. */
function sectionIdOf(heading: ElementNode, parent: ElementNode | undefined): string | undefined {
  if (!HEADING.test(heading.name) || !parent) return undefined;
  const first = parent.children.find((node: DomNode) => node.type === 'element');
  return first === heading ? parent.attrs.get('id') : undefined;
}
