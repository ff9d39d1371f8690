import { likelyLocale } from './likely-locale';

/**
 * The digits a book's generated numbers (folios, chapter, figure and note numbers, contents and index page
 * references, numbered lists) are printed in. Books set in Persian print ۱۲۳ and in Arabic ١٢٣, as their
 * publishers' tools do (polyglossia and xepersian in LaTeX, CSS `persian` and `arabic-indic` counter styles); the
 * numbers an author typed in the text stay as written.
 */
export type NativeDigits = 'persian' | 'arabic-indic';

/** CLDR's numbering systems with their own digits, by the name CSS gives their counter style. */
const COUNTER_STYLE: Record<string, NativeDigits> = { arabext: 'persian', arab: 'arabic-indic' };

const ZERO: Record<NativeDigits, number> = { persian: 0x06f0, 'arabic-indic': 0x0660 };

/**
 * The digits of a book in `lang`, from the numbering system CLDR gives its language in its likeliest region
 * ("fa" → Persian, "ar" as "ar-EG" → Arabic-Indic; "ar-MA", whose books use 0–9, and "ur" → none), or the one its
 * tag names (`ar-u-nu-latn`). Undefined for a language written with 0–9 and for a tag `Intl` cannot read.
 */
export function nativeDigits(lang: string): NativeDigits | undefined {
  const locale = likelyLocale(lang);
  if (!locale) return undefined;
  // ICU reads "ar-Arab-EG" as "ar" (0–9) but "ar-EG" as Egypt's: the script is left out.
  const likeliest = locale.numberingSystem ?? numberingSystem(`${locale.language}-${locale.region ?? ''}`);
  return COUNTER_STYLE[likeliest];
}

/** `value` with each of 0–9 written in `digits` ("12-3" → "۱۲-۳"); unchanged without native digits. */
export function writeDigits(value: string, digits: NativeDigits | undefined): string {
  if (!digits) return value;
  const zero = ZERO[digits];
  return value.replace(/[0-9]/g, (digit) => String.fromCharCode(zero + digit.charCodeAt(0) - 48));
}

/** A number written in the book's digits: `digitsOf('fa')(12)` is "۱۲". */
export function digitsOf(lang: string): (value: number | string) => string {
  const digits = nativeDigits(lang);
  return (value) => writeDigits(String(value), digits);
}

/**
 * The style sheet rule that numbers a book's lists in its digits, as its folios are: an `<ol>` without its own
 * type (`type="a"` stays letters). Nothing for a book written with 0–9. It sits in a cascade layer of its own, so
 * every rule outside it that styles a list otherwise wins whatever its weight: as a plain `ol:not([type])` rule it
 * outranked `.site-toc ol { list-style: none }`, and an Arabic book's site contents, search results and callout
 * lists were numbered ١. ٢. beside their own numbers. (`:where()` would weigh nothing too, but epubcheck 4 rejects
 * it; a reading system that knows no layers leaves the lists in 0–9.)
 */
export function nativeDigitsCss(lang: string): string {
  const digits = nativeDigits(lang);
  return digits ? `\n@layer native-digits { ol:not([type]) { list-style-type: ${digits}; } }\n` : '';
}

function numberingSystem(tag: string): string {
  try {
    return new Intl.NumberFormat(tag.replace(/-$/, '')).resolvedOptions().numberingSystem;
  } catch {
    return 'latn';
  }
}
