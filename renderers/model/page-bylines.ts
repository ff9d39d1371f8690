import { ElementNode, findElements, replaceElements, textContent } from '../dom/html-dom';
import { PAGE_BYLINE } from '../sources/markdown';

/**
 * A page's byline (its front matter's `author:`, see markdown.ts) names who wrote that chapter of an edited volume.
 * One that names only the book's own authors says nothing the title page does not, on every chapter of a book whose
 * files all carry `author:` (as blog-style front matter does): it is left out, and so is the same byline on every
 * page of a book that names no authors, which is the book's author. The others stay, unmarked, and the page's first
 * is its `byline`, which the contents print under its title.
 */
export function settleBylines(
  pages: readonly { element: ElementNode; byline?: string }[],
  bookAuthors: readonly string[],
): void {
  const known = new Set(bookAuthors.map(comparable));
  const bylines = pages.flatMap((page) => findElements([page.element], (el) => el.attrs.has(PAGE_BYLINE)));
  const written = new Set(bylines.map((el) => comparable(textContent(el))));
  const everyPageAlike = known.size === 0 && bylines.length > 1 && written.size === 1;
  for (const page of pages) {
    page.element.children = replaceElements(page.element.children, (el) => {
      if (!el.attrs.has(PAGE_BYLINE)) return undefined;
      el.attrs.delete(PAGE_BYLINE);
      const names = textContent(el)
        .split(/,\s*(?:and\s+)?|\s+(?:and|&)\s+/)
        .map(comparable)
        .filter((name) => name !== '');
      const bookAuthorsOnly = names.length > 0 && names.every((name) => known.has(name));
      if (everyPageAlike || bookAuthorsOnly) return [];
      page.byline ??= textContent(el).replace(/\s+/g, ' ').trim();
      return [el];
    });
  }
}

function comparable(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}
