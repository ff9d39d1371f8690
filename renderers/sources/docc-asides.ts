import { DomNode, ElementNode, element, replaceElements, text } from '../dom/html-dom';
import { admonition, takeQuotationMarker } from './markdown-admonitions';
import type { AdmonitionKind } from '../model/admonition-labels';

/**
 * DocC's aside kinds (swift-markdown's `Aside.Kind`) that are one of HTMLBook's admonitions: printed with that
 * kind's word, in the book's language.
 */
const ADMONITION_OF: Record<string, AdmonitionKind> = {
  note: 'note',
  remark: 'note',
  remarks: 'note',
  tip: 'tip',
  important: 'important',
  attention: 'important',
  warning: 'warning',
  bug: 'warning',
  caution: 'caution',
};

/**
 * A quotation's opening tag: one word and a colon (`Note: …`, `Experiment: …`), or a few words and a colon alone on
 * the line (`Beta Software:`, `Grammar of a type:`); a sentence quoted after a colon ("He said: …") is no aside.
 */
const ASIDE_TAG =
  /^\s*(?:([A-Z][\p{L}\p{N}-]*):(?:[ \t]+|\n|$)|([A-Z][\p{L}\p{N}'’-]*(?:[ \t]+[\p{L}\p{N}'’-]+){1,5}):[ \t]*(?:\n|$))/u;

/**
 * Swift-DocC's asides: a quotation opening on a tag and a colon (`> Note: …`, `> Experiment: …`, `> Grammar of a
 * type:`) is a box DocC titles with that tag. Read as plain Markdown it printed as a quotation opening on the words
 * "Note:". DocC's admonition kinds become HTMLBook admonitions of that kind; any other tag a note titled with it.
 */
export function doccAsides(nodes: DomNode[]): DomNode[] {
  return replaceElements(nodes, (el) => {
    if (el.name !== 'blockquote') return undefined;
    const tag = takeAsideTag(el);
    if (tag === undefined) return undefined;
    const kind = ADMONITION_OF[tag.toLowerCase()];
    // DocC's own kinds of aside (Experiment, Grammar of a brew) are the box's kind: no "Note" is written before them.
    const title = kind ? [] : [element('h6', { class: 'admonition-label' }, [text(tag)])];
    return [admonition(kind ?? 'note', [...title, ...doccAsides(el.children)], el)];
  });
}

/** The aside's tag, taken out of the quotation's first paragraph. */
function takeAsideTag(quotation: ElementNode): string | undefined {
  const tag = takeQuotationMarker(quotation, ASIDE_TAG);
  return tag ? (tag[1] ?? tag[2]!).replace(/\s+/g, ' ') : undefined;
}
