import { DomNode, ElementNode, walkElements } from '../dom/html-dom';

/** Attributes by which an `<aside>` already says what it is (a footnote, endnotes, HTMLBook's own kinds). */
const TYPING_ATTRIBUTES = ['data-type', 'role', 'epub:type'];

/**
 * An `<aside>` an author writes in a page's HTML (mdBook and GitBook books set notes and exercises apart so, with
 * the site's own CSS) is, in HTML's own words, content "often represented as sidebars in printed typography". Left
 * untyped it printed as the paragraphs around it, nothing setting it apart; it is now HTMLBook's sidebar, boxed like
 * the book's other sidebars, its classes kept. Footnote and endnote asides (a role, epub:type or class saying so)
 * are left as they are.
 */
export function untypedAsidesAsSidebars(nodes: DomNode[]): DomNode[] {
  walkElements(nodes, (el) => {
    if (el.name === 'aside' && !saysWhatItIs(el)) el.attrs.set('data-type', 'sidebar');
  });
  return nodes;
}

function saysWhatItIs(el: ElementNode): boolean {
  if (TYPING_ATTRIBUTES.some((name) => el.attrs.has(name))) return true;
  return /\b(?:foot|end)notes?\b/i.test(el.attrs.get('class') ?? '');
}
