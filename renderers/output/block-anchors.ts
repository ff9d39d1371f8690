import { createHash } from 'node:crypto';
import { ElementNode, textContent, walkElements } from '../dom/html-dom';

/** Elements a printed page can start with: where an EPUB page-break marker may go. */
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const BLOCKS = new Set(['p', 'pre', 'li', 'dt', 'dd', 'table', 'figure', 'blockquote', 'aside', ...HEADINGS]);

/**
 * A name for every block of a division that has no id, taken right after the division is parsed, so the PDF
 * (which gives them ids, and so named destinations) and the EPUB (which only looks them up) agree on which
 * paragraph is which. That lets the EPUB mark the print page on which a paragraph starts, not only pages with
 * a heading, figure or index term on them. A name is the block's text (hashed) and how many blocks with that
 * text came before it: a block one format has and the other lacks (math drawn differently, say) shifts no
 * other name, and a block whose text differs gets no marker rather than a wrong one.
 */
export function blockAnchors(root: ElementNode, divisionId: string): Map<ElementNode, string> {
  const names = new Map<ElementNode, string>();
  const seen = new Map<string, number>();
  walkElements([root], (el, ancestors) => {
    // The outermost block only: a paragraph inside a list item or a cell starts where its block starts, and
    // every destination costs the PDF print time.
    if (!BLOCKS.has(el.name) || el.attrs.has('id') || ancestors.some((a) => BLOCKS.has(a.name))) return;
    const text = textContent(el).replace(/\s+/g, ' ').trim();
    if (!text) return;
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
    const occurrence = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, occurrence);
    names.set(el, `${divisionId}--${hash}-${occurrence}`);
  });
  return names;
}
