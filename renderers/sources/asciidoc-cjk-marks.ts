import { escapeText } from '../dom/escape';
import { BookWarning, warning } from '../warnings';
import { walkBlocks } from './asciidoc-delimiters';
import { codeSpansOf } from './asciidoc-inline-macros';
import type { ReadFile } from './asciidoc-missing-attributes';

/**
 * A constrained pair of one formatting mark (`*strong*`, `_emphasis_`, `` `code` ``, `+code+`, `#mark#`) on one
 * line, not escaped: the marks, and the text between them, which neither starts nor ends with a blank.
 */
export const CONSTRAINED_PAIR = /(?<!\\)([*_`+#])(?![*_`+#\s])([^\n]*?[^\s\\])?\1/gu;
/** A Chinese, Japanese or Korean letter: a word character to Asciidoctor, as Latin letters are. */
export const CJK_LETTER = /^(?=\p{Alphabetic})[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]$/u;
const CJK_TEXT = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
const MARK = /[*_`+#]/;
const ATTRIBUTE_ENTRY = /^:\w[\w-]*!?:/;
const PLACES_NAMED = 3;

interface PrintedPair {
  line: number;
  written: string;
}

/**
 * Asciidoctor reads a single pair of marks (`_emphasis_`, `*strong*`, `+code+` …) as formatting only where it
 * begins and ends a word; a Chinese, Japanese or Korean letter is a word character to it, and these languages
 * write no spaces, so `是_去中心化的_。` prints its underscores and no emphasis, silently. One warning a file, at its
 * first such pair the converted `html` shows as written, counting the others and saying what to write: the doubled
 * marks (`__…__`), which Asciidoctor reads inside words.
 */
export function cjkConstrainedMarkWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  const shown = printedInOrder(html);
  for (const { file, lines, firstLine } of read) {
    if (!lines.some((line) => CJK_TEXT.test(line))) continue;
    const printed: PrintedPair[] = [];
    walkBlocks(lines, {
      outside: (line, index) => {
        if (!MARK.test(line) || line.startsWith('//') || ATTRIBUTE_ENTRY.test(line)) return false;
        const inCode = codeSpansOf(line);
        for (const pair of line.matchAll(CONSTRAINED_PAIR)) {
          const written = pair[0];
          const before = line.slice(0, pair.index).at(-1) ?? '';
          const after = line.slice(pair.index + written.length)[0] ?? '';
          if (!CJK_LETTER.test(before) && !CJK_LETTER.test(after)) continue;
          if (pair[1] !== '`' && inCode(pair.index)) continue;
          if (!shown(escapeText(written))) continue;
          printed.push({ line: firstLine + index, written });
        }
        return false;
      },
    });
    if (printed.length > 0)
      warnings.push(warning('asciidoc', { file, line: printed[0]!.line }, message(printed)));
  }
  return warnings;
}

/**
 * Whether the HTML holds a text, looked for from where the last one was found: the files' text comes in the order
 * it is converted, so a book's pairs take about one pass over its HTML, not one each.
 */
export function printedInOrder(html: string): (text: string) => boolean {
  let from = 0;
  return (text) => {
    let at = html.indexOf(text, from);
    if (at < 0 && from > 0) at = html.indexOf(text);
    if (at < 0) return false;
    from = at + text.length;
    return true;
  };
}

/** ", and so are 4 more pairs in this file (lines 12, 30, 41 …)": the pairs after a warning's first. */
export function morePairsText(others: readonly { line: number }[]): string {
  if (others.length === 0) return '';
  const lines = [...new Set(others.map((pair) => pair.line))];
  const named = `${lines.slice(0, PLACES_NAMED).join(', ')}${lines.length > PLACES_NAMED ? ' …' : ''}`;
  return (
    `, and so ${others.length === 1 ? 'is 1 more pair' : `are ${others.length} more pairs`} in this file ` +
    `(line${lines.length > 1 ? 's' : ''} ${named})`
  );
}

function message(printed: readonly PrintedPair[]): string {
  const [first] = printed;
  const mark = first!.written[0]!;
  const more = morePairsText(printed.slice(1));
  const doubled = `${mark}${first!.written}${mark}`;
  return (
    `${first!.written} is printed with its ${mark} marks${more}: Asciidoctor reads a single pair of marks as ` +
    'formatting only where it begins and ends a word, and a Chinese, Japanese or Korean letter beside it ' +
    `continues the word; double the marks (${doubled}), which are read inside a word too`
  );
}
