import type { ElementNode } from '../dom/html-dom';

/**
 * `<a name="x">`, the anchor HTML had before ids, names a place links point at (`[1](#footnote-1)`): Markdown books
 * written for GitHub keep it for notes and for places inside a section. It becomes the anchor's id (the name is
 * obsolete in HTML5 and not allowed in an EPUB), so the links find it in every format. An id, if given, wins.
 */
export function idFromAnchorName(el: ElementNode): void {
  if (el.name !== 'a') return;
  const name = el.attrs.get('name');
  if (name === undefined) return;
  el.attrs.delete('name');
  if (!el.attrs.has('id') && name.trim() !== '') el.attrs.set('id', name);
}
