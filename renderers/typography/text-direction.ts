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
