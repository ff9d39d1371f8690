import { DomNode, replaceElements, textContent } from '../dom/html-dom';
import { PAGE_BYLINE } from '../sources/markdown';

/**
 * A page's byline (its front matter's `author:`, see markdown.ts) names who wrote that chapter of an edited volume.
 * One that names only the book's own authors says nothing the title page does not, on every chapter of a book whose
 * files all carry `author:` (as blog-style front matter does): it is left out. The others stay, unmarked.
 */
export function settleBylines(nodes: DomNode[], bookAuthors: readonly string[]): DomNode[] {
  const known = new Set(bookAuthors.map(comparable));
  return replaceElements(nodes, (el) => {
    if (!el.attrs.has(PAGE_BYLINE)) return undefined;
    el.attrs.delete(PAGE_BYLINE);
    const names = textContent(el)
      .split(/,\s*(?:and\s+)?|\s+(?:and|&)\s+/)
      .map(comparable)
      .filter((name) => name !== '');
    return names.length > 0 && names.every((name) => known.has(name)) ? [] : [el];
  });
}

function comparable(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}
