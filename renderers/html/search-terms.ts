import { runInNewContext } from 'node:vm';

/**
 * How the site's search makes index terms of a token, as one function's source: the index is built with it here and
 * the site's script searches with it in the browser, so a query is cut exactly as the text was.
 *
 * Chinese and Japanese write no spaces between words, so MiniSearch's own tokens were whole phrases
 * ("镜像层数尽可能少") and a search for a word in them ("层数") found nothing. A run of Han or kana is indexed as
 * its overlapping pairs of characters (as Lucene's CJK analyzer does), which a query's word matches whatever
 * comes around it.
 *
 * Thai, Lao, Khmer and Burmese write no spaces between words either: in a Thai hospital manual (Marisada/kphis-book)
 * "ผู้ป่วย" (patient) was found in 21 of the 63 sections that have it, never inside "รายการผู้ป่วยใน". Their
 * runs are cut into words by the platform's dictionary (Intl.Segmenter, in Node and in every current browser), the
 * query's as the text's; where there is no Intl.Segmenter a run stays one term, as before. Other text is
 * lower-cased, MiniSearch's default.
 */
export const SEARCH_TERMS_SOURCE = `function searchTerms(term) {
  var lower = term.toLowerCase();
  var spaceless = /[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Thai}\\p{scx=Lao}\\p{scx=Khmer}\\p{scx=Myanmar}]/u;
  if (!spaceless.test(lower)) return lower;
  var ideographic = /[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]/u;
  var unspaced = { th: /\\p{scx=Thai}/u, lo: /\\p{scx=Lao}/u, km: /\\p{scx=Khmer}/u, my: /\\p{scx=Myanmar}/u };
  var runs = /[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]+|\\p{scx=Thai}+|\\p{scx=Lao}+|\\p{scx=Khmer}+|\\p{scx=Myanmar}+|[^\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Thai}\\p{scx=Lao}\\p{scx=Khmer}\\p{scx=Myanmar}]+/gu;
  var terms = [];
  lower.match(runs).forEach(function (run) {
    var language = Object.keys(unspaced).filter(function (code) { return unspaced[code].test(run); })[0];
    var characters = Array.from(run);
    if (language) words(run, language).forEach(function (word) { terms.push(word); });
    else if (!ideographic.test(run) || characters.length === 1) terms.push(run);
    else for (var i = 0; i + 1 < characters.length; i++) terms.push(characters[i] + characters[i + 1]);
  });
  return terms;

  function words(run, language) {
    if (typeof Intl !== 'object' || !Intl.Segmenter) return [run];
    var segmenters = searchTerms.segmenters || (searchTerms.segmenters = {});
    var segmenter = segmenters[language] || (segmenters[language] = new Intl.Segmenter(language, { granularity: 'word' }));
    return Array.from(segmenter.segment(run))
      .filter(function (segment) { return segment.isWordLike; })
      .map(function (segment) { return segment.segment; });
  }
}`;

/**
 * Whether a query's term is looked for as the start of the terms indexed, as well as whole: one longer than two
 * characters; one Han or kana character (the pairs indexed start with it); and a Korean word of any length. Korean
 * joins its particles to the word (변수를, 변수에, 변수는): in rust-kr's Rust book "변수" (variable) found 44 of
 * the 103 sections that have it, as a whole word only. mdBook's own search matches every term as a prefix.
 */
export const PREFIX_TERM_SOURCE = `function (term) {
  return term.length > 2 || /^[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]$/u.test(term) || /^\\p{scx=Hangul}+$/u.test(term);
}`;

/** The index terms of one token (see SEARCH_TERMS_SOURCE): a term, or several for Chinese, Japanese, Thai, Lao,
 * Khmer or Burmese text. */
export const searchTerms = runInNewContext(`(${SEARCH_TERMS_SOURCE})`) as (term: string) => string | string[];

/** Whether the site's search looks for a query's term as a prefix (see PREFIX_TERM_SOURCE). */
export const prefixTerm = runInNewContext(`(${PREFIX_TERM_SOURCE})`) as (term: string) => boolean;
