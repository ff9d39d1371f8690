import { ElementNode, firstElement, isHeading, text, walkElements } from '../dom/html-dom';
import { HEADER_REFERENCE, HEADER_REFERENCE_CLOSE, HEADING_NAME } from '../sources/pandoc-header-references';

/**
 * Links pandoc's implicit header references (`[Project 1: Weighted Dice]`, sources/pandoc-header-references.ts) to
 * the heading of that name anywhere in the book, the first when several share it, as pandoc's manual says; one that
 * names no heading is printed as written, brackets and all, as pandoc prints it. Run once the book's ids are final.
 */
export function linkHeaderReferences(divisions: readonly { element: ElementNode }[]): void {
  const roots = divisions.map((division) => division.element);
  const headings = new Map<string, string>();
  const references: { link: ElementNode; parent: ElementNode }[] = [];
  walkElements(roots, (el, ancestors) => {
    const parent = ancestors[ancestors.length - 1];
    if (el.name === 'a' && el.attrs.has(HEADER_REFERENCE) && parent) references.push({ link: el, parent });
    const name = el.attrs.get(HEADING_NAME);
    if (name === undefined) return;
    el.attrs.delete(HEADING_NAME);
    const id = el.attrs.get('id') ?? sectionIdOf(el, parent);
    if (id !== undefined && !headings.has(name)) headings.set(name, id);
  });
  // References never nest (a link holds none), so each is still where the walk found it.
  for (const { link, parent } of references) {
    const name = link.attrs.get(HEADER_REFERENCE)!;
    const close = link.attrs.get(HEADER_REFERENCE_CLOSE)!;
    link.attrs.delete(HEADER_REFERENCE);
    link.attrs.delete(HEADER_REFERENCE_CLOSE);
    const id = headings.get(name);
    if (id !== undefined) link.attrs.set('href', `#${id}`);
    else parent.children.splice(parent.children.indexOf(link), 1, text('['), ...link.children, text(close));
  }
}

/** The id of the section a heading titles, when the section holds the id rather than its heading. */
function sectionIdOf(heading: ElementNode, parent: ElementNode | undefined): string | undefined {
  if (!isHeading(heading) || !parent) return undefined;
  return firstElement(parent.children) === heading ? parent.attrs.get('id') : undefined;
}
