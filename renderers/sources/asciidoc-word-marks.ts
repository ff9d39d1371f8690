import { escapeText } from '../dom/escape';
import { BookWarning, warning } from '../warnings';
import { CJK_LETTER, CONSTRAINED_PAIR, morePairsText, printedInOrder } from './asciidoc-cjk-marks';
import { walkBlocks } from './asciidoc-delimiters';
import { codeSpansOf } from './asciidoc-inline-macros';
import type { ReadFile } from './asciidoc-missing-attributes';

/** A Latin (or other spaced-script) word character to Asciidoctor; CJK letters have their own warning. */
const WORD_CHARACTER = /^[\p{Alphabetic}\p{N}]$/u;
/**
 * What was meant as formatting, not an identifier: text with a space in it, or ending with punctuation
 * (`_Watering can._Holds`, `*Note:*Water`). `_private_method` and `file_name_here` are names, written so on purpose.
 */
const PROSE = /\s|[.,:;!?)]$/u;
const MARK = /[*_`+#]/;
/**
 * Text Asciidoctor takes as it stands: addresses, link targets, passthroughs and math (`latexmath:[$A_\theta B_\theta$]`,
 * whose underscores are subscripts), whose marks are no formatting; and hidden index terms (`((("bulk API", "default
 * /_index or _index/_type")))`, the Elasticsearch guide's), printed in the index only, where their marks stay as written.
 */
const VERBATIM_SPAN =
  /(?:\b[a-z][a-z\d+.-]*:\/\/|\b(?:mailto|link):)\S+|\$\$.*?\$\$|\+\+\+.*?\+\+\+|pass:\w*\[[^\]]*\]|\b(?:latexmath|stem|asciimath):\[(?:\\\]|[^\]])*\]|\(\(\(.*?\)\)\)|\bindexterm:\[(?:\\\]|[^\]])*\]/gu;
const ATTRIBUTE_ENTRY = /^:\w[\w-]*!?:/;

interface PrintedPair {
  line: number;
  written: string;
  letter: string;
  side: 'before' | 'after';
}

/**
 * Asciidoctor reads a single pair of marks (`_emphasis_`, `*strong*` …) as formatting only where it begins and ends a
 * word, so a run-in label written with no space after it (`_Watering can._Holds five litres.`, common in books
 * converted from DocBook or Word) prints both underscores and no emphasis, in every format, silently. One warning a
 * file, at its first such pair the converted `html` shows as written, counting the others and saying what to write.
 */
export function wordBoundMarkWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  const shown = printedInOrder(html);
  for (const { file, lines, firstLine } of read) {
    const printed: PrintedPair[] = [];
    walkBlocks(lines, {
      outside: (line, index) => {
        if (!MARK.test(line) || line.startsWith('//') || ATTRIBUTE_ENTRY.test(line)) return false;
        const inCode = codeSpansOf(line);
        const verbatim = [...line.matchAll(VERBATIM_SPAN)].map((span) => [
          span.index,
          span.index + span[0].length,
        ]);
        const inVerbatim = (at: number) => verbatim.some(([start, end]) => at >= start! && at < end!);
        for (const pair of line.matchAll(CONSTRAINED_PAIR)) {
          const touching = letterTouching(line, pair.index, pair[0]);
          if (!touching || !PROSE.test(pair[2] ?? '')) continue;
          if (inCode(pair.index) || inVerbatim(pair.index) || !shown(escapeText(pair[0]))) continue;
          printed.push({ line: firstLine + index, written: pair[0], ...touching });
        }
        return false;
      },
    });
    if (printed.length > 0)
      warnings.push(warning('asciidoc', { file, line: printed[0]!.line }, message(printed)));
  }
  return warnings;
}

/** The word character against exactly one of the pair's marks (against both, it is a mark inside a word). */
function letterTouching(
  line: string,
  at: number,
  written: string,
): Pick<PrintedPair, 'letter' | 'side'> | undefined {
  const before = line.slice(0, at).at(-1) ?? '';
  const after = line.slice(at + written.length)[0] ?? '';
  if (CJK_LETTER.test(before) || CJK_LETTER.test(after)) return undefined;
  // A mark beside another of its kind is one of a doubled pair's, never a single pair's: Pro Git's Arabic translation
  // (read in compat-mode, which prints ``…`` as written, and is warned of so) writes ``الفهرس``, ولكن عبارة ``منطقة``,
  // and the closing marks of the one span and the opening ones of the next were read as a pair around the words
  // between them.
  const mark = written[0];
  if (before === mark || after === mark || written.at(-2) === mark) return undefined;
  const wordBefore = WORD_CHARACTER.test(before);
  const wordAfter = WORD_CHARACTER.test(after);
  if (wordBefore === wordAfter) return undefined;
  if (signsOrQuotations(before, written, after)) return undefined;
  // An underscore between two letters joins a name's parts (`true_droid, yrashk_`: two IRC nicknames), not a
  // word and its emphasis; a `*` there is a space left out (`every*second morning,*`).
  const inner = wordBefore ? written[1] : written.at(-2);
  if (written[0] === '_' && WORD_CHARACTER.test(inner ?? '')) return undefined;
  return wordAfter ? { letter: after, side: 'after' } : { letter: before, side: 'before' };
}

/** A quotation mark that opens a quotation. */
const OPENING_QUOTE = /^["'\u201c\u2018\u00ab]$/u;

/**
 * Marks that are literal characters, whatever Asciidoctor would make of them: plus signs of numbers (producingoss's
 * `writes "+0" or "+1 (non-binding)"`: votes, a digit after the `+`), and a mark opening each of two quotations
 * (`"+0"` and `"+1`), where the text between the marks is the end of one quotation and the start of the next.
 */
function signsOrQuotations(before: string, written: string, after: string): boolean {
  if (written[0] === '+' && (/^\p{N}/u.test(written[1]!) || /^\p{N}$/u.test(after))) return true;
  return OPENING_QUOTE.test(before) && written.at(-2) === before;
}

function message(printed: readonly PrintedPair[]): string {
  const [first] = printed;
  const mark = first!.written[0]!;
  const more = morePairsText(printed.slice(1));
  const where = first!.side === 'after' ? 'after the closing mark' : 'before the opening mark';
  return (
    `${first!.written} is printed with its ${mark} marks${more}: Asciidoctor reads a single pair of marks as ` +
    `formatting only where it begins and ends a word, and the ${/\p{N}/u.test(first!.letter) ? 'digit' : 'letter'} ${first!.letter} ${where} continues the ` +
    `word; put a space there, or double the marks (${mark}${first!.written}${mark}), which are read inside a word too`
  );
}
