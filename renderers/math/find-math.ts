import { MathNotation } from './to-mathml';

/** One delimited expression found in a run of text. */
export interface MathSpan {
  /** Offsets of the whole span, delimiters included, in the scanned text. */
  start: number;
  end: number;
  /** The expression without its delimiters. */
  body: string;
  /** What stood between the outer delimiters, as written (to find it in the source file). */
  written: string;
  notation: MathNotation;
  display: boolean;
}

export interface DelimiterOptions {
  /**
   * `\[…\]` display TeX (on unless `false`). In AsciiDoc only a stem block writes it, or MathJax reads it in the text of
   * a document that sets `:stem:`; elsewhere it is text as written (`\[` is how AsciiDoc escapes a bracket).
   */
  displayTex?: boolean;
  /** `\$…\$`: Asciidoctor's HTML for `asciimath:[…]` and AsciiMath `stem`. */
  asciimath?: boolean;
  /** `$$…$$` display TeX, as MathJax reads HTML pages (HTMLBook). */
  doubleDollar?: boolean;
}

interface Delimiter {
  open: string;
  close: string;
  notation: MathNotation;
  display: boolean;
  /** The opener may recur inside (Asciidoctor wraps `latexmath:[\( x \)]` in a second `\(…\)`). */
  nests: boolean;
}

const INLINE_TEX: Delimiter = { open: '\\(', close: '\\)', notation: 'latex', display: false, nests: true };
const DISPLAY_TEX: Delimiter = { open: '\\[', close: '\\]', notation: 'latex', display: true, nests: true };
const ASCIIMATH: Delimiter = {
  open: '\\$',
  close: '\\$',
  notation: 'asciimath',
  display: false,
  nests: false,
};
const CANDIDATE = /[\\$]/g;
const DOUBLE_DOLLAR: Delimiter = { open: '$$', close: '$$', notation: 'latex', display: true, nests: false };

/**
 * Finds `\(…\)` (inline LaTeX), `\[…\]` (display LaTeX) and, when asked, `\$…\$` (AsciiMath) and
 * `$$…$$` (display LaTeX) in text, as MathJax and Asciidoctor delimit them. `\\` is an escaped
 * backslash, never the start of a delimiter; an opener without its closer is left as text.
 */
export function findMathSpans(text: string, options: DelimiterOptions = {}): MathSpan[] {
  const delimiters = options.displayTex === false ? [INLINE_TEX] : [INLINE_TEX, DISPLAY_TEX];
  if (options.asciimath) delimiters.push(ASCIIMATH);
  if (options.doubleDollar) delimiters.push(DOUBLE_DOLLAR);
  const spans: MathSpan[] = [];
  let pos = 0;
  while (pos < text.length) {
    // Straight to the next character that could open a delimiter: most text has none.
    CANDIDATE.lastIndex = pos;
    if (!CANDIDATE.test(text)) break;
    pos = CANDIDATE.lastIndex - 1;
    const ch = text.charAt(pos);
    if (text.startsWith('\\\\', pos)) {
      pos += 2;
      continue;
    }
    const delimiter = delimiters.find((d) => text.startsWith(d.open, pos));
    if (!delimiter) {
      pos += ch === '\\' ? 2 : 1;
      continue;
    }
    const bodyStart = pos + delimiter.open.length;
    const closeAt = findClose(text, bodyStart, delimiter);
    const written = closeAt === -1 ? '' : text.slice(bodyStart, closeAt);
    if (closeAt === -1 || written.trim() === '') {
      pos = bodyStart;
      continue;
    }
    const end = closeAt + delimiter.close.length;
    spans.push({
      start: pos,
      end,
      body: stripInnerDelimiters(written),
      written,
      notation: delimiter.notation,
      display: delimiter.display,
    });
    pos = end;
  }
  return spans;
}

function findClose(text: string, from: number, delimiter: Delimiter): number {
  let depth = 1;
  let pos = from;
  while (pos < text.length) {
    if (text.startsWith(delimiter.close, pos)) {
      depth--;
      if (depth === 0) return pos;
      pos += delimiter.close.length;
      continue;
    }
    if (delimiter.nests && text.startsWith(delimiter.open, pos)) {
      depth++;
      pos += delimiter.open.length;
      continue;
    }
    // Any other backslash escapes the next character (`\\`, `\$` inside `$$…$$`).
    pos += text.charAt(pos) === '\\' ? 2 : 1;
  }
  return -1;
}

const WRAPPERS: Delimiter[] = [
  INLINE_TEX,
  DISPLAY_TEX,
  DOUBLE_DOLLAR,
  { open: '$', close: '$', notation: 'latex', display: false, nests: false },
];

/**
 * The expression itself written with delimiters, which Asciidoctor wraps again: `latexmath:[\( x \)]`
 * becomes `\(\( x \)\)`, `latexmath:[$x$]` becomes `\($x$\)`. The inner pair goes when it encloses
 * the whole expression (not in `\(a\) + \(b\)`).
 */
export function stripInnerDelimiters(body: string): string {
  let current = body.trim();
  for (let round = 0; round < 2; round++) {
    const wrapper = WRAPPERS.find(
      (d) =>
        current.length > d.open.length + d.close.length &&
        current.startsWith(d.open) &&
        findClose(current, d.open.length, d) === current.length - d.close.length,
    );
    if (!wrapper) break;
    current = current.slice(wrapper.open.length, current.length - wrapper.close.length).trim();
  }
  return current;
}
