/** A line rustdoc and mdBook hide in a Rust listing: `#` alone or `# …`, after any indentation. */
const HIDDEN = /^\s*#(?: |$)/;
/** `##…`: written so to show a line that starts with `#` (an escape): printed with one `#` less. */
const ESCAPED = /^(\s*)#(#.*)$/;

/**
 * Rust listings of mdBook books and doc comments carry lines the reader is not meant to see (`# use std::ptr;`,
 * `# fn main() {}`): what makes the example compile as a test. mdBook hides them on screen and rustdoc leaves them
 * out; printed as written, the book showed every listing with its scaffolding and `#` markers. Left out here, by
 * rustdoc's rule: `#` alone or followed by a space; `##` shows as `#`; `#[attr]` and `#![attr]` are code.
 */
export function withoutRustHiddenLines(code: string): string {
  return rustShownLines(code).code;
}

/** The code a Rust listing shows (see withoutRustHiddenLines), and the index of each line it shows among its own. */
export function rustShownLines(code: string): { code: string; kept: number[] } {
  const trailingNewline = code.endsWith('\n');
  const lines = (trailingNewline ? code.slice(0, -1) : code).split('\n');
  const kept = lines.flatMap((line, index) => (HIDDEN.test(line) ? [] : [index]));
  const shown = kept.map((index) => lines[index]!.replace(ESCAPED, '$1$2'));
  return { code: shown.join('\n') + (trailingNewline && shown.length > 0 ? '\n' : ''), kept };
}

/** A fence's language as rustdoc reads it (`rust`, `rust,ignore`, `rust ,ignore`): is it Rust? */
export function isRustFence(info: string): boolean {
  const language = info.trim().split(/[\s,]+/)[0] ?? '';
  return language === 'rust';
}
