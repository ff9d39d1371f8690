import { DomNode, ElementNode, textContent, walkElements } from '../dom/html-dom';
import { namesProgrammingLanguage } from './code-language';
import { listingLanguage } from './highlight-code';

/**
 * Listings of a right-to-left book still read left to right: each `<pre>` says so with `dir="ltr"` (an attribute,
 * as EPUB style sheets may not set `direction`), unless its author gave it a direction. A listing of prose in the
 * book's script is not code: declared `rtl`, or declaring no programming language and written mostly in
 * right-to-left letters, it reads right to left (mdlearn's Persian Markdown samples, forced left to right, put each
 * line's full stop and list bullet at the wrong end).
 */
export function setListingsLeftToRight(nodes: DomNode[]): void {
  walkElements(nodes, (el) => {
    if (el.name === 'pre' && !el.attrs.has('dir')) el.attrs.set('dir', readsRightToLeft(el) ? 'rtl' : 'ltr');
  });
}

function readsRightToLeft(pre: ElementNode): boolean {
  const language = listingLanguage(pre);
  if (language === 'rtl') return true;
  return !namesProgrammingLanguage(language) && mostlyRightToLeft(textContent(pre));
}

const RIGHT_TO_LEFT_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/gu;

/** Whether more than half the letters of a text are of a script written right to left. */
function mostlyRightToLeft(text: string): boolean {
  let letters = 0;
  let rightToLeft = 0;
  for (const [letter] of text.matchAll(LETTER)) {
    letters++;
    if (RIGHT_TO_LEFT_LETTER.test(letter)) rightToLeft++;
  }
  return rightToLeft * 2 > letters;
}
