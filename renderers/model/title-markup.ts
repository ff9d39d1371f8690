import { DomNode, element, ElementNode, text } from '../dom/html-dom';
import { isNotTitleText, titleText } from './title-text';

/** Inline formatting a title keeps when a cross-reference prints it: code, emphasis and their kin. */
const FORMATTING = new Set([
  'abbr',
  'b',
  'bdi',
  'cite',
  'code',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'tt',
  'u',
  'var',
]);

/** Attributes that style the formatting; ids and the converters' marks would be duplicated by a copy. */
const KEPT_ATTRIBUTES = ['class', 'lang', 'dir'];

/**
 * A title's words with their inline formatting, for a cross-reference that prints the title: "Using
 * <code>fold</code>" where the heading has it, as Asciidoctor and HTMLBook's XSL (`title.markup`) print it. Links
 * inside the title are unwrapped (a link cannot hold one), notes and index marks left out, ids dropped. Undefined
 * when the title has no formatting (its text says it all) or holds something else (an image, math), so the plain
 * text stays; and unless its words are exactly `written`, the text the reference would print without it.
 */
export function titleMarkup(nodes: readonly DomNode[], written: string): DomNode[] | undefined {
  let formatted = false;
  let foreign = false;
  const copy = (list: readonly DomNode[]): DomNode[] =>
    list.flatMap((node): DomNode[] => {
      if (node.type === 'text') return [text(node.value)];
      if (node.name === 'br') return [text(' ')];
      if (isNotTitleText(node)) return [];
      if (node.name === 'a') return copy(node.children);
      if (!FORMATTING.has(node.name)) {
        foreign = true;
        return [];
      }
      formatted ||= node.name !== 'span';
      return [formattingCopy(node, copy(node.children))];
    });
  const markup = copy(nodes);
  if (!formatted || foreign || titleText(markup) !== written) return undefined;
  return trimmed(markup);
}

function formattingCopy(node: ElementNode, children: DomNode[]): ElementNode {
  const attrs: Record<string, string> = {};
  for (const name of KEPT_ATTRIBUTES) {
    const value = node.attrs.get(name);
    if (value !== undefined) attrs[name] = value;
  }
  return element(node.name, attrs, children);
}

/** Without the white space a heading's source leaves at its ends (the reference sits inside a sentence). */
function trimmed(markup: DomNode[]): DomNode[] {
  const first = markup[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = markup[markup.length - 1];
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return markup.filter((node) => node.type !== 'text' || node.value !== '');
}

/** A fresh copy of a title's markup for one more reference: every link gets nodes of its own. */
export function copyOfMarkup(markup: readonly DomNode[]): DomNode[] {
  return markup.map((node) =>
    node.type === 'text'
      ? text(node.value)
      : { ...node, attrs: new Map(node.attrs), children: copyOfMarkup(node.children) },
  );
}
