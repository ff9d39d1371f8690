import { BookWarning, warning } from '../warnings';
import { fencedLines } from './fenced-lines';

/** `[i[Linux]]`, `[fl[text|url]]`: a lower-case name in brackets, then its text in a second pair (one level of `[…]` in it). */
const BRACKET_MACRO = /\[([a-z][a-z0-9]{0,9})\[((?:[^[\]]|\[[^[\]]*\])*)\]\]/g;
/** `[[pagebreak]]` on a line of its own. */
const BRACKET_LINE = /^\s*\[\[[a-z][a-z-]*\]\]\s*$/;
/** A code span on one line: its text is shown as written, macros and all. */
const CODE_SPAN = /(`+)(?:(?!\1)[^\n])*?\1/g;
/**
 * TeX math: `$$…$$`, `\[…\]`, `\(…\)` (within a paragraph) and `$…$` on one line. Its brackets are the formula's
 * (`$p[p[v]]$`, a path written as predecessors), no preprocessor's markup.
 */
const MATH_SPAN =
  /\$\$[\s\S]*?\$\$|\\\[(?:(?!\n\s*\n)[\s\S])*?\\\]|\\\((?:(?!\n\s*\n)[\s\S])*?\\\)|(?<![\\$])\$(?=[^\s$])[^$\n]*?[^\s\\$]?\$(?!\d)/g;

/**
 * Beej's Guide to Network Programming writes `[i[Linux]]` for an index entry, `[fl[text|url]]` for a link with its
 * address in a footnote and `[[pagebreak]]` for a page break, markup its build's own preprocessor turns into
 * Markdown and LaTeX before pandoc reads it. Read from the repository, 343 lines of its PDF printed that markup as
 * written, without a word. A file that uses one name twice or more holds such markup, not a bracket in a sentence: the
 * author is told once a file, at the first, with the count of each macro, and what to write instead. Math is no
 * such markup: a formula's `p[p[v]]` is printed right by the math converter.
 */
export function warnAboutPreprocessorMacros(
  text: string,
  writtenLine: (line: number) => number,
  file: string,
  warnings: BookWarning[],
): void {
  if (!text.includes('[')) return;
  const lines = text.split('\n');
  const inFence = fencedLines(lines);
  const found: { line: number; written: string; name: string }[] = [];
  // Joined again, so a macro wrapped over two lines (`[i[Socket\ndescriptor]]`) is found; code blanked out.
  const shownLines = lines.map((line, index) =>
    inFence[index] ? '' : line.replace(CODE_SPAN, (code) => ' '.repeat(code.length)),
  );
  const shown = shownLines.join('\n').replace(MATH_SPAN, (math) => math.replace(/[^\n]/g, ' '));
  // Matches come in order, so the lines before each are counted on from the last one's.
  let line = 1;
  let counted = 0;
  const lineAt = (offset: number) => {
    for (let at = shown.indexOf('\n', counted); at !== -1 && at < offset; at = shown.indexOf('\n', at + 1)) {
      line++;
      counted = at + 1;
    }
    return line;
  };
  for (const match of shown.matchAll(BRACKET_MACRO)) {
    const written = text.slice(match.index, match.index + match[0].length);
    found.push({ line: lineAt(match.index), written, name: match[1]! });
  }
  const counts = new Map<string, number>();
  for (const { name } of found) counts.set(name, (counts.get(name) ?? 0) + 1);
  if (![...counts.values()].some((count) => count >= 2)) return;
  const macros = [...found];
  shownLines.forEach((line, index) => {
    if (BRACKET_LINE.test(line)) macros.push({ line: index + 1, written: line.trim(), name: '' });
  });
  macros.sort((a, b) => a.line - b.line);
  const first = macros[0]!;
  const perName = new Map<string, number>();
  for (const { name } of macros) perName.set(name, (perName.get(name) ?? 0) + 1);
  const kinds = [...perName].map(([name, count]) => `${name === '' ? '[[…]]' : `[${name}[…]]`} ${count}`);
  warnings.push(
    warning(
      'source',
      { file, line: writtenLine(first.line) },
      `${first.written.replace(/\s+/g, ' ')} and ${macros.length - 1} more bracket macros in this file ` +
        `(${kinds.join(', ')}) are markup for a preprocessor the book's own build runs before its Markdown is ` +
        "read; Octavo does not run the book's scripts, so they are printed as written. Write them in Markdown " +
        'instead: an index entry as \\index{Linux}, a link as [text](https://…) (its address in a footnote: ' +
        '[text](https://…)^[https://…]), a page break as \\newpage on a line of its own; or run the preprocessor, ' +
        'commit the files it makes and list those in platform.json',
      first.written,
    ),
  );
}
