import { DomNode, element, parseHtml, replaceElements, text } from '../dom/html-dom';
import { markdownInlineToHtml } from './markdown';

/**
 * `<Listing number="2-1" file-name="src/main.rs" caption="Code that gets a guess">` around a code block: the Rust
 * book's listings (its mdbook-trpl preprocessor, also used by its translations). Its words are in attributes, so
 * unwrapped as an unknown element it lost them: the text said "Enter the code in Listing 2-1" and no listing was
 * called so. It becomes what that preprocessor prints: the file's name above the code, "Listing 2-1: caption" below
 * (the caption is Markdown), with the author's own numbers, which the text refers to.
 */
export function mdBookListings(nodes: DomNode[]): DomNode[] {
  return replaceElements(nodes, (el) => {
    if (
      el.name !== 'listing' ||
      !(el.attrs.has('caption') || el.attrs.has('number') || el.attrs.has('file-name'))
    )
      return undefined;
    const number = el.attrs.get('number')?.trim();
    const fileName = el.attrs.get('file-name')?.trim();
    const caption = el.attrs.get('caption')?.trim();
    const parts: DomNode[] = [];
    if (fileName) parts.push(element('p', { class: 'listing-file-name' }, [text(`Filename: ${fileName}`)]));
    parts.push(...mdBookListings(el.children));
    if (number || caption) {
      const label = number ? [element('strong', {}, [text(`Listing ${number}`)])] : [];
      const words = caption ? parseHtml(markdownInlineToHtml(caption)) : [];
      parts.push(
        element('p', { class: 'listing-caption' }, [
          ...label,
          ...(label.length && words.length ? [text(': ')] : []),
          ...words,
        ]),
      );
    }
    const listing = element('div', { class: 'listing' }, parts);
    if (el.loc) listing.loc = el.loc;
    return [listing];
  });
}
