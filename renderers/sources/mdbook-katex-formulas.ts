import { lineAt } from '../math/source-line';
import { BookWarning, warning } from '../warnings';
import type { ExpandedMarkdown } from './expanded-lines';

/** A formula as mdbook-katex finds it in a page's text: the offsets of its opening and closing delimiters. */
interface KatexFormula {
  open: number;
  close: number;
  display: boolean;
}

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;
const BACKTICK = 0x60;

/**
 * The formulas of a page as mdbook-katex finds them, in its text before any Markdown is read: a `$$` opens a
 * displayed formula and the next unescaped `$$` closes it, a `$` likewise an inline one, blank lines or not; a
 * backslash escapes the character after it, and a run of backticks (a code span, a fenced listing) is skipped to the
 * next run as long. mdbook-katex stops at a formula that does not close: `unclosed` is its opening delimiter.
 */
function katexFormulas(text: string): { formulas: KatexFormula[]; unclosed?: KatexFormula } {
  const formulas: KatexFormula[] = [];
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === BACKSLASH) at++;
    else if (char === BACKTICK) at = endOfCode(text, at);
    else if (char === DOLLAR) {
      const display = text.charCodeAt(at + 1) === DOLLAR;
      const delimiter = display ? '$$' : '$';
      const close = unescapedAfter(text, delimiter, at + delimiter.length);
      if (close === -1) return { formulas, unclosed: { open: at, close: -1, display } };
      formulas.push({ open: at, close, display });
      at = close + delimiter.length - 1;
    }
  }
  return { formulas };
}

/** The last backtick of the code a run of backticks at `at` opens: the next run as long, or the run itself if none. */
function endOfCode(text: string, at: number): number {
  let run = at;
  while (text.charCodeAt(run) === BACKTICK) run++;
  const ticks = text.slice(at, run);
  for (let next = text.indexOf(ticks, run); next !== -1; next = text.indexOf(ticks, next)) {
    let end = next;
    while (text.charCodeAt(end) === BACKTICK) end++;
    if (end - next === ticks.length) return end - 1;
    next = end;
  }
  return run - 1;
}

/** The next `delimiter` from `from` that no odd run of backslashes escapes, or -1. */
function unescapedAfter(text: string, delimiter: string, from: number): number {
  for (let at = text.indexOf(delimiter, from); at !== -1; at = text.indexOf(delimiter, at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - backslashes - 1) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}

/** A TeX comment: an unescaped `%` to the end of its line. */
const TEX_COMMENT = /(^|[^\\])((?:\\\\)*)%.*$/;

/**
 * An mdBook page whose math mdbook-katex reads, with each formula that spans lines written on one line. mdbook-katex
 * finds its formulas in the text before Markdown is read, so nothing in one is Markdown; read as Markdown, a blank
 * line in a displayed formula ended its paragraph, printing it as TeX, and its closing `$$` opened a formula that
 * swallowed the text after it, and a line of a formula written in a list item (`+`, a `1.`) began a list item of
 * its own (zcash's halo2 book: its protocol's steps). The formula's lines run together are the same TeX (its
 * comments left out). A `$$` that no later one closes is warned about at its line and printed as written.
 */
export function joinKatexFormulas(
  text: string,
  file: string,
  writtenLine: (line: number) => number,
  warnings: BookWarning[],
): ExpandedMarkdown {
  if (!text.includes('$')) return { text, lineOf: writtenLine };
  const { formulas, unclosed } = katexFormulas(text);
  const edits: { from: number; to: number; by: string }[] = [];
  for (const formula of formulas) {
    const from = formula.open + (formula.display ? 2 : 1);
    const body = text.slice(from, formula.close);
    // `$` and a `$` after a blank line are more likely two prices than one formula over two paragraphs.
    if (!body.includes('\n') || (!formula.display && /\n[ \t]*\n/.test(body))) continue;
    const lines = body.split('\n').map((line) => line.replace(TEX_COMMENT, '$1$2'));
    edits.push({
      from,
      to: formula.close,
      by: lines.filter((line, index) => index === 0 || line.trim() !== '').join(' '),
    });
  }
  if (unclosed?.display) {
    warnings.push(
      warning(
        'math',
        { file, line: writtenLine(lineAt(text, unclosed.open)) },
        '$$ opens a displayed formula that no later $$ closes (mdbook-katex reads no math after it); it is ' +
          'printed as written: close the formula with $$, or write a dollar sign as \\$',
        '$$',
      ),
    );
    edits.push({ from: unclosed.open, to: unclosed.open + 2, by: '\\$\\$' });
  }
  if (edits.length === 0) return { text, lineOf: writtenLine };
  return withEdits(text, edits, writtenLine);
}

/** The text with its ranges replaced (none adds a line), and where each line of the result was written. */
function withEdits(
  text: string,
  edits: readonly { from: number; to: number; by: string }[],
  writtenLine: (line: number) => number,
): ExpandedMarkdown {
  let out = '';
  let line = 1;
  const origins = [1];
  const copy = (from: number, to: number) => {
    const part = text.slice(from, to);
    out += part;
    for (let at = part.indexOf('\n'); at !== -1; at = part.indexOf('\n', at + 1)) origins.push(++line);
  };
  let at = 0;
  for (const edit of edits) {
    copy(at, edit.from);
    out += edit.by;
    line += text.slice(edit.from, edit.to).split('\n').length - 1;
    at = edit.to;
  }
  copy(at, text.length);
  return { text: out, lineOf: (written) => writtenLine(origins[written - 1] ?? written) };
}
