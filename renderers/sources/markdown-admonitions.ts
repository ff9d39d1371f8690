import { DomNode, ElementNode, element, hasClass, replaceElements, TextNode } from '../dom/html-dom';
import type { AdmonitionKind } from '../model/admonition-labels';

/** `[!NOTE]` alone on a quotation's first line: a GitHub alert (mdBook 0.5 reads them too), any case. */
const ALERT_MARKER = /^\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

/**
 * Admonitions as Markdown books write them where Markdown has none: GitHub's alerts (`> [!WARNING]` over a
 * quotation) and mdBook's warning block (`<div class="warning">`, styled by its default theme). Read as plain
 * Markdown they printed as a quotation opening on "[!WARNING]" and as an unmarked paragraph; they become
 * HTMLBook admonitions of their kind, labelled and set apart like the book's other ones.
 */
export function markdownAdmonitions(nodes: DomNode[]): DomNode[] {
  return replaceElements(nodes, (el) => {
    if (el.name === 'div' && hasClass(el, 'warning') && !el.attrs.has('data-type')) {
      return [admonition('warning', markdownAdmonitions(el.children), el)];
    }
    if (el.name !== 'blockquote') return undefined;
    const kind = alertKind(el);
    return kind ? [admonition(kind, markdownAdmonitions(el.children), el)] : undefined;
  });
}

/** The alert's kind, its marker taken out of the quotation's first paragraph. */
function alertKind(quotation: ElementNode): AdmonitionKind | undefined {
  return takeQuotationMarker(quotation, ALERT_MARKER)?.[1]!.toLowerCase() as AdmonitionKind | undefined;
}

/**
 * The match of `marker` at the start of a quotation's first paragraph, taken out of it (the paragraph goes if nothing
 * is left of it); undefined, and the quotation untouched, when it does not open so.
 */
export function takeQuotationMarker(quotation: ElementNode, marker: RegExp): RegExpExecArray | undefined {
  const paragraph = quotation.children.find((child): child is ElementNode => child.type === 'element');
  if (paragraph?.name !== 'p') return undefined;
  const first = paragraph.children[0];
  if (first?.type !== 'text') return undefined;
  const found = marker.exec(first.value);
  if (!found) return undefined;
  const rest: TextNode = { ...first, value: first.value.slice(found[0].length) };
  paragraph.children =
    rest.value === '' ? paragraph.children.slice(1) : [rest, ...paragraph.children.slice(1)];
  if (paragraph.children.every((child) => child.type === 'text' && child.value.trim() === '')) {
    quotation.children = quotation.children.filter((child) => child !== paragraph);
  }
  return found;
}

/** An HTMLBook admonition of `kind` made of `children`, in place of `from` (its id and source line kept). */
export function admonition(kind: AdmonitionKind, children: DomNode[], from: ElementNode): ElementNode {
  const made = element('div', { 'data-type': kind }, children);
  const id = from.attrs.get('id');
  if (id) made.attrs.set('id', id);
  if (from.loc) made.loc = from.loc;
  return made;
}
