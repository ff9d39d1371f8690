import { addClass, ElementNode, hasClass, textContent, walkElements } from '../dom/html-dom';
import { KEEP_WHOLE_CLASS } from './print-style';

/**
 * Characters a line of text holds at most, a page width in ems over this: the body serif sets about 0.53 em a
 * character in English prose (71 to a 37.5 em line, measured), tighter in justified lines.
 */
const EM_PER_CHARACTER = 0.5;

/** Soft hyphens, zero-width spaces and word joiners: marks the print adds (hyphenate.ts, break opportunities). */
const INVISIBLE = /[\u00ad\u200b\u2060]/g;

/**
 * Marks each paragraph short enough to be at most three lines on the page (a page width of `pageWidthEm`), except one
 * holding a footnote's reference (the footnote passes place its note by where its lines fall), to be kept whole.
 * With `orphans: 2; widows: 2` such a paragraph can be split nowhere, so it must move whole to the next page; Chromium
 * 156 splits it two lines and one instead (docs/architecture.md, "Widows"), leaving a line alone at a page's top.
 * A four-line paragraph taken for three is kept whole too: at worst two lines of white at a page's foot.
 */
export function markShortParagraphs(root: ElementNode, pageWidthEm: number): void {
  const most = Math.floor((3 * pageWidthEm) / EM_PER_CHARACTER);
  walkElements([root], (el) => {
    if (el.name !== 'p' || hasClass(el, KEEP_WHOLE_CLASS)) return;
    let noted = false;
    walkElements(el.children, (inner) => {
      if (hasClass(inner, 'footnote-ref') || inner.attrs.get('data-type') === 'footnote') noted = true;
    });
    if (noted) return;
    // Counted as printed: the hyphenation's soft hyphens and the break opportunities added before are no characters.
    const length = textContent(el).replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().length;
    // One or two lines are marked too: with those properties they cannot be split either.
    if (length === 0 || length > most) return;
    addClass(el, KEEP_WHOLE_CLASS);
  });
}
