import {
  decodeEntities,
  element,
  ElementNode,
  escapeAttribute,
  escapeText,
  isHeading,
  textContent,
} from '../dom/html-dom';
import { XrefTarget } from '../model/book-model';
import { decodeId } from '../output/division-dom';

/**
 * O'Reilly's printed books follow a cross-reference to a section or sidebar with the page it is on ("see “Keys and
 * Addresses” on page 61"): HTMLBook's print CSS asked its formatter for `target-counter(attr(href), page)`, which
 * Chromium does not have. The print marks those references here, in a division's print HTML that is kept between
 * passes, and the page is written into each print document from the folios of the pass before (as the contents'
 * page numbers are), so a reference whose page moves is settled by the same final check.
 */
const PAGE_REFERENCE_CLASS = 'octavo-page-ref';
const PAGE_REFERENCE_ID = 'data-octavo-page-ref';

/**
 * Marks each cross-reference to a section or sidebar that reads as the book generates it (the title in the quotation
 * marks an Atlas book's references to them take: `XrefTarget.quoted`); a reference in the author's own words, to a
 * chapter or a numbered figure, table or example (their numbers find them), or inside a heading is left as it is.
 */
export function markPageReferences(root: ElementNode, targets: ReadonlyMap<string, XrefTarget>): void {
  const visit = (nodes: ElementNode['children']) => {
    for (const node of nodes) {
      if (node.type !== 'element' || isHeading(node)) continue;
      const target = referencedTarget(node, targets);
      if (target) {
        node.children.push(element('span', { class: PAGE_REFERENCE_CLASS, [PAGE_REFERENCE_ID]: target }));
        continue;
      }
      visit(node.children);
    }
  };
  visit(root.children);
}

function referencedTarget(link: ElementNode, targets: ReadonlyMap<string, XrefTarget>): string | undefined {
  if (link.name !== 'a' || link.attrs.get('data-type') !== 'xref') return undefined;
  const href = link.attrs.get('href');
  if (!href?.startsWith('#')) return undefined;
  const id = decodeId(href.slice(1));
  const target = targets.get(id);
  if (!target?.quoted) return undefined;
  const [before, after] = target.quoted;
  return textContent(link) === `${before}${target.text}${after}` ? id : undefined;
}

const MARK = new RegExp(`<span class="${PAGE_REFERENCE_CLASS}" ${PAGE_REFERENCE_ID}="([^"]*)"></span>`, 'g');

/**
 * The marked references of serialized print HTML with their pages written in: `template` is the book's words
 * (" on page {page}"), `page` gives an id's folio (a stand-in in a layout pass). Without a folio nothing is written.
 */
export function writePageReferences(
  html: string,
  template: string,
  page: (id: string) => string | undefined,
): string {
  if (!html.includes(PAGE_REFERENCE_ID)) return html;
  return html.replace(MARK, (_, raw: string) => {
    const folio = page(decodeEntities(raw));
    return folio
      ? `<span class="${PAGE_REFERENCE_CLASS}">${escapeText(template.replace('{page}', folio))}</span>`
      : '';
  });
}

/** For a test: the mark as `markPageReferences` serializes it. */
export function pageReferenceMark(id: string): string {
  return `<span class="${PAGE_REFERENCE_CLASS}" ${PAGE_REFERENCE_ID}="${escapeAttribute(id)}"></span>`;
}
