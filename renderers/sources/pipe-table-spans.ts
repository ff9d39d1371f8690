import { closingBrace } from '../math/tex-groups';

const BACKSLASH = '\\';
const BACKTICK = '`';
const DOLLAR = '$';

/**
 * A pipe table row with each pipe that is inside a code span (`` `a | b` ``), an inline formula (`$|x|$`) or the
 * braces of a LaTeX command (`\index{O\_NONBLOCK macro|textit}`) escaped as `\|`: pandoc keeps such a pipe in its cell,
 * markdown-it (as GitHub) parts the cell there, so C's operators `||` and `|=` in a table of operators, or an index
 * entry in a table's cell, cut the row into pieces and the cells after it were lost. markdown-it takes the escape off
 * as it parts the row, so the span reads as written. A pipe already escaped is left as it is.
 */
export function pipesInSpansEscaped(row: string): string {
  let result = '';
  let at = 0;
  while (at < row.length) {
    const char = row[at]!;
    if (char === BACKSLASH) {
      const command = /^\\[A-Za-z]+\*?\{/.exec(row.slice(at));
      const end = command ? closingBrace(row, at + command[0].length - 1) : undefined;
      if (command && end !== undefined) {
        result += escapedPipes(row.slice(at, end + 1));
        at = end + 1;
      } else {
        result += row.slice(at, at + 2);
        at += 2;
      }
      continue;
    }
    const end =
      char === BACKTICK ? closingBackticks(row, at) : char === DOLLAR ? closingDollar(row, at) : undefined;
    if (end === undefined) {
      // A run of backticks that closes nothing is text: the next run is looked at from its end.
      const run = char === BACKTICK ? /^`+/.exec(row.slice(at))![0].length : 1;
      result += row.slice(at, at + run);
      at += run;
      continue;
    }
    result += escapedPipes(row.slice(at, end));
    at = end;
  }
  return result;
}

/** Each pipe of the text not already escaped, escaped. */
function escapedPipes(text: string): string {
  return text.replace(/(?<!\\)\|/g, '\\|');
}

/** Past the run of backticks at `at`, and the next run of as many that closes it (CommonMark's code span). */
function closingBackticks(row: string, at: number): number | undefined {
  const opening = /^`+/.exec(row.slice(at))![0];
  const pattern = /`+/g;
  pattern.lastIndex = at + opening.length;
  for (let run = pattern.exec(row); run; run = pattern.exec(row))
    if (run[0].length === opening.length) return run.index + run[0].length;
  return undefined;
}

/**
 * Past the `$` that closes an inline formula opened at `at`, as pandoc and the dollar-math rule read one: a non-space
 * after the opening `$`, the first unescaped `$` after it closing, with a non-space before it and no digit after
 * (`| $5 | $10 |` holds no formula).
 */
function closingDollar(row: string, at: number): number | undefined {
  const first = row[at + 1];
  if (first === undefined || first === DOLLAR || /\s/.test(first)) return undefined;
  let close = row.indexOf(DOLLAR, at + 1);
  while (close !== -1 && row[close - 1] === BACKSLASH) close = row.indexOf(DOLLAR, close + 1);
  if (close === -1 || /\s/.test(row[close - 1]!) || /\d/.test(row[close + 1] ?? '')) return undefined;
  return close + 1;
}
