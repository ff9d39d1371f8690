import { DomNode, walkElements } from '../dom/html-dom';

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
