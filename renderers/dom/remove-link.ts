import type { ElementNode } from './html-dom';

/** Attributes HTML allows on `<a>` only with an `href` (HTML's content model; epubcheck rejects them without one). */
const NEED_HREF = ['rel', 'target', 'download', 'ping', 'hreflang', 'type', 'referrerpolicy'];

/**
 * A link turned into text keeps its element (its id, its class) but not what only a link may carry: Texinfo's
 * `<a href="index.xhtml#Top" rel="prev">`, unlinked, must not stay `<a rel="prev">`.
 */
export function removeLink(link: ElementNode): void {
  link.attrs.delete('href');
  for (const name of NEED_HREF) link.attrs.delete(name);
}
