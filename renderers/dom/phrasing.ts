import { DomNode, ElementNode, element, text, textContent } from './html-dom';

/** Elements that sit within a line of text (HTML's phrasing content): the text around one runs on through it. */
export const PHRASING = new Set(
  [
    'a',
    'abbr',
    'b',
    'bdi',
    'bdo',
    'cite',
    'code',
    'data',
    'del',
    'dfn',
    'em',
    'i',
    'img',
    'ins',
    'kbd',
    'mark',
  ].concat(['q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']),
);

/**
 * A footnote's blocks as text a paragraph can hold, for a footnote is in its paragraph (LIXA's DocBook footnote
 * holding a list, and mdlearn's Markdown footnote of two paragraphs, cut their paragraph in two, the rest of the
 * sentence outside it): paragraphs and listings each on a line of their own, a list's items each on one, marked as
 * the list marks them, a listing's lines kept.
 */
export function phrasingOnly(nodes: DomNode[]): DomNode[] {
  const out: DomNode[] = [];
  const onItsOwnLine = (parts: DomNode[]) => {
    if (out.length > 0) out.push(element('br', {}, []));
    out.push(...parts);
  };
  let afterBlock = false;
  for (const node of nodes) {
    if (node.type === 'text' || PHRASING.has(node.name)) {
      // Whitespace between blocks is no text; text after a block starts a line of its own.
      if (afterBlock && node.type === 'text' && node.value.trim() === '') continue;
      if (afterBlock) out.push(element('br', {}, []));
      afterBlock = false;
      out.push(node);
      continue;
    }
    afterBlock = true;
    if (node.name === 'ul' || node.name === 'ol') {
      const items = node.children.filter((c): c is ElementNode => c.type === 'element' && c.name === 'li');
      items.forEach((item, i) =>
        onItsOwnLine([text(node.name === 'ol' ? `${i + 1}. ` : '\u2022 '), ...phrasingOnly(item.children)]),
      );
    } else if (node.name === 'pre') {
      const lines = textContent(node).replace(/\n$/, '').split('\n');
      onItsOwnLine([
        element(
          'code',
          {},
          lines.flatMap((line, i) => (i === 0 ? [text(line)] : [element('br', {}, []), text(line)])),
        ),
      ]);
    } else onItsOwnLine(phrasingOnly(node.children));
  }
  return out;
}
