import { likelyScript } from './likely-locale';

/**
 * Whether a book's language is written in Traditional Chinese characters, by the CLDR likely script `Intl.Locale`
 * adds to its tag: "zh-Hant", "zh-TW", "zh-HK", "yue" are; "zh", "zh-CN", "zh-Hans-HK" and a tag it cannot read
 * are not. Such a book takes Traditional Chinese glyph forms and punctuation (centred 。，as Taiwan sets them).
 */
export function writesTraditionalChinese(lang: string | undefined): boolean {
  if (!lang?.trim()) return false;
  return likelyScript(lang) === 'Hant';
}
