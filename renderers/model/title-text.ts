import { DomNode, ElementNode, hasClass } from '../dom/html-dom';

/** Inside a heading, but not part of its title: notes, index marks and an admonition's kind (admonition-labels.ts). */
export function isNotTitleText(el: ElementNode): boolean {
  const type = el.attrs.get('data-type');
  return (
    type === 'footnote' ||
    type === 'footnoteref' ||
    type === 'indexterm' ||
    type === 'noteref' ||
    (el.name === 'sup' && (hasClass(el, 'footnote') || hasClass(el, 'footnote-ref'))) ||
    (el.name === 'a' && hasClass(el, 'footnote')) ||
    (el.name === 'span' && hasClass(el, 'admonition-kind'))
  );
}

/**
 * A heading's text as a title: what contents pages, running heads, bookmarks, navigation and
 * cross-references print. Footnotes and index marks inside the heading are not part of it.
 */
export function titleText(node: DomNode | DomNode[]): string {
  const parts: string[] = [];
  const visit = (list: DomNode[]) => {
    for (const child of list) {
      if (child.type === 'text') parts.push(child.value);
      // A title broken over two lines (`A<br>Drawing`) is two words on one line.
      else if (child.name === 'br') parts.push(' ');
      else if (!isNotTitleText(child)) visit(child.children);
    }
  };
  visit(Array.isArray(node) ? node : [node]);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
