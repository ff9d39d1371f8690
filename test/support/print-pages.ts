import { firstElement, parseHtml, walkElements } from '../../renderers/dom/html-dom';
import type { BookModel } from '../../renderers/model/book-model';
import type { PrintPages } from '../../renderers/epub/page-list';

/**
 * A print edition's page map as the PDF build would give it, made up from the model: every division
 * starts a page, and a new page starts every `idsPerPage` anchors (in reading order), numbered from 1.
 */
export function printPagesFor(model: BookModel, idsPerPage = 4, source?: string): PrintPages {
  const pages = new Map<string, string>();
  let page = 0;
  for (const division of model.divisions) {
    page++;
    let onPage = 0;
    const root = firstElement(parseHtml(division.html));
    if (!root) continue;
    walkElements([root], (el) => {
      const id = el.attrs.get('id');
      if (!id) return;
      if (onPage === idsPerPage) {
        page++;
        onPage = 0;
      }
      onPage++;
      pages.set(id, String(page));
    });
  }
  return { pages, ...(source ? { source } : {}) };
}
