/**
 * A book's language tag as CLDR's likely subtags complete it (`Intl.Locale#maximize`): "zh-TW" is "zh-Hant-TW", "fa"
 * is "fa-Arab-IR". Authors write "zh_TW" as often as "zh-TW"; undefined for a tag `Intl` cannot read.
 */
export function likelyLocale(lang: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(lang.trim().replace(/_/g, '-')).maximize();
  } catch {
    return undefined;
  }
}

/** The script a book in `lang` is most likely written in ("Hant" for "zh-TW"); undefined for an unreadable tag. */
export function likelyScript(lang: string): string | undefined {
  return likelyLocale(lang)?.script;
}
