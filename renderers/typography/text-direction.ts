import { DomNode, ElementNode, textContent, walkElements } from '../dom/html-dom';
import { namesProgrammingLanguage } from '../model/code-language';
import { listingLanguage } from '../model/highlight-code';

/** `Intl.Locale`'s text information (Node has it; TypeScript's ES2023 library does not declare it yet). */
interface LocaleWithTextInfo {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
}

export type TextDirection = 'rtl' | 'ltr';

/**
 * The direction a book's language is written in, from the CLDR data `Intl.Locale` carries: "rtl" for Persian,
 * Arabic, Hebrew, Urdu … ("fa", "ar-EG", "he"), "ltr" for the rest and for a tag it cannot read. A page of a
 * right-to-left book set left to right puts its full stops and bullets at the wrong end of every line.
 */
export function textDirection(lang: string): TextDirection {
  let locale: LocaleWithTextInfo;
  try {
    locale = new Intl.Locale(lang.trim().replace(/_/g, '-')) as LocaleWithTextInfo;
  } catch {
    return 'ltr';
  }
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/** ` dir="rtl"` for the root element of a right-to-left book's page, nothing for a left-to-right one. */
export function directionAttribute(direction: TextDirection): string {
  return direction === 'rtl' ? ' dir="rtl"' : '';
}

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
