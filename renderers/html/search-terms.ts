import { runInNewContext } from 'node:vm';

/**
 * How the site's search makes index terms of a token, as one function's source: the index is built with it here and
 * the site's script searches with it in the browser, so a query is cut exactly as the text was.
 *
 * Chinese and Japanese write no spaces between words, so MiniSearch's own tokens were whole phrases
 * ("镜像层数尽可能少") and a search for a word in them ("层数") found nothing. A run of Han or kana is indexed as
 * its overlapping pairs of characters (as Lucene's CJK analyzer does), which a query's word matches whatever
 * comes around it; other text is lower-cased, MiniSearch's default.
 */
export const SEARCH_TERMS_SOURCE = `function (term) {
  var lower = term.toLowerCase();
  var ideographic = /[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]/u;
  if (!ideographic.test(lower)) return lower;
  var terms = [];
  lower.match(/[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]+|[^\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]+/gu).forEach(function (run) {
    var characters = Array.from(run);
    if (!ideographic.test(run) || characters.length === 1) terms.push(run);
    else for (var i = 0; i + 1 < characters.length; i++) terms.push(characters[i] + characters[i + 1]);
  });
  return terms;
}`;

/** Whether a query's term is one Han or kana character: it is looked for as the start of the pairs indexed. */
export const SINGLE_IDEOGRAPH_SOURCE = `function (term) {
  return /^[\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]$/u.test(term);
}`;

/** The index terms of one token (see SEARCH_TERMS_SOURCE): a term, or several for Chinese or Japanese text. */
export const searchTerms = runInNewContext(`(${SEARCH_TERMS_SOURCE})`) as (term: string) => string | string[];
