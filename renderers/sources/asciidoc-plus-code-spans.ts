import { escapeText } from '../dom/escape';
import { BookWarning, warning } from '../warnings';
import { paragraphsOf } from './asciidoc-delimiters';
import type { ReadFile } from './asciidoc-missing-attributes';

/**
 * A code span of a plus sign (`` `+` ``) whose `+` Asciidoctor takes for a constrained passthrough's opening: its
 * content runs from the backtick after it to the next `+` that can close one. The author closed the code span
 * right after the plus when the content's next character is a space or punctuation.
 */
const PLUS_OPENS_PASSTHROUGH =
  /(?<=(?:^|[^\p{L}\p{N}_;:\\])`)\+(`(?!`)(?=[\s\p{P}])[\s\S]*?\S|`[\s\S]*?\s`)\+(?![\p{L}\p{N}_])/gu;

interface PairedPlus {
  line: number;
  closingLine: number;
  content: string;
}

/**
 * A plus sign written as a code span twice in a paragraph (Pro Git's `refspec.asc`: "an optional `+`, followed by
 * `<src>:<dst>` … The `+` tells Git"): Asciidoctor 2.0.19 and later read the first `+` as a passthrough's
 * opening and the second as its close, so everything between prints as one code span, backticks and all, in every
 * format; its maintainers keep that reading (asciidoctor#4624), and `{plus}` is the plus that stays a plus. One
 * warning a file, at the first such pair the converted `html` shows, counting the others. The warning names the
 * versions: an author who checks the book with 2.0.18 (Debian 12's package), which reads the backtick span first,
 * sees the plus signs printed (The BEAM Book's c.asciidoc:391, "the operator `+` … `erlang:+/2`"), and the book's
 * own toolchain (its Gemfile's `~> 2.0`, 2.0.26 today) prints what Octavo prints.
 */
export function plusCodeSpanWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const { file, lines, firstLine } of read) {
    const paired: PairedPlus[] = [];
    for (const paragraph of paragraphsOf(lines)) {
      if (!paragraph.text.includes('`+`')) continue;
      for (const match of paragraph.text.matchAll(PLUS_OPENS_PASSTHROUGH)) {
        const content = match[1]!;
        const shownAs = `<code>${escapeText(content.split('\n')[0]!)}`;
        if (!html.includes(shownAs)) continue;
        const lineAt = (offset: number) => firstLine + paragraph.lineOf(offset);
        paired.push({
          line: lineAt(match.index),
          closingLine: lineAt(match.index + match[0].length - 1),
          content,
        });
      }
    }
    if (paired.length > 0)
      warnings.push(warning('asciidoc', { file, line: paired[0]!.line }, message(paired)));
  }
  return warnings;
}

function message(paired: readonly PairedPlus[]): string {
  const [first, ...others] = paired;
  const shown = first!.content.replace(/\s+/g, ' ');
  const shortened = shown.length > 60 ? `${shown.slice(0, 28)} … ${shown.slice(-28)}` : shown;
  const closing = first!.closingLine === first!.line ? 'later on this line' : `on line ${first!.closingLine}`;
  const more =
    others.length === 0
      ? ''
      : `, and so ${others.length > 1 ? 'do' : 'does'} ${others.length} more in this file ` +
        `(line${others.length > 1 ? 's' : ''} ${others.map((p) => p.line).join(', ')})`;
  return (
    `\`+\` prints as a code span from here to the + ${closing}${more}: Asciidoctor 2.0.19 and later read this + as ` +
    `the start of a passthrough and that one as its end (2.0.18 read the code span first), so "${shortened}" is ` +
    'printed as code, backticks included; write a code span of a plus sign as `{plus}`, which every version ' +
    'prints as a plus'
  );
}
