import { ElementNode, parseHtml, textContent } from '../dom/html-dom';
import { REFTEXT_MARK } from '../sources/asciidoc-htmlbook';

/**
 * The reference text the author gave an element (AsciiDoc's `[[id,text]]`, `anchor:id[text]`, `[reftext=…]`), as plain
 * text, its mark taken off: what every cross-reference to the element reads, whatever its kind or xref style.
 */
export function takeReferenceText(el: ElementNode): string | undefined {
  const written = el.attrs.get(REFTEXT_MARK);
  if (written === undefined) return undefined;
  el.attrs.delete(REFTEXT_MARK);
  const plain = textContent(parseHtml(written)).replace(/\s+/g, ' ').trim();
  return plain === '' ? undefined : plain;
}
