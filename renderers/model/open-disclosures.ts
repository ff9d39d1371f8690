import { DomNode, element, text, walkElements } from '../dom/html-dom';

/**
 * A `<details>` block (GitHub's and GitBook's expandable sections) prints closed: Chromium prints only its summary,
 * and e-readers that cannot open one (Kindle's) never show the rest. A page and a reader's book hold all their text,
 * so outside the web site every disclosure is printed open; the site keeps it as the author wrote it.
 */
export function openDisclosures(nodes: DomNode[]): void {
  walkElements(nodes, (el) => {
    if (el.name === 'details' && !el.attrs.has('open')) el.attrs.set('open', 'open');
  });
}

/**
 * A `<details>` written without a `<summary>` (mdBook's speaker notes, a plain `<details>` around a spoiler) is shown
 * by browsers as "Details", but EPUB's XHTML requires the summary first (epubcheck: 'missing required element
 * "summary"'): it gets the word browsers show, in the book's language. One written later in the block comes first.
 */
export function summarizeDisclosures(nodes: DomNode[], word: string): void {
  walkElements(nodes, (el) => {
    if (el.name !== 'details') return;
    const at = el.children.findIndex((child) => child.type === 'element' && child.name === 'summary');
    const summary = at === -1 ? element('summary', {}, [text(word)]) : el.children.splice(at, 1)[0]!;
    el.children.unshift(summary);
  });
}
