import { escapeAttribute } from '../dom/escape';
import { BookWarning, warning } from '../warnings';
import { paragraphsOf } from './asciidoc-delimiters';
import type { ReadFile } from './asciidoc-missing-attributes';

/**
 * A constant-width span, `` `text` ``, which may run on to the paragraph's next line (The BEAM Book's
 * `` `A\n>= B` ``); one whose text is `+…+` is literal, read as nothing else.
 */
const CODE_SPAN = /`([^`]+)`/g;
const LITERAL = /^\+[\s\S]*\+$/;
/** Asciidoctor's flow index term, `((term))`, its term as short as can be and no third `)` after it. */
const FLOW_TERM = /(?<!\()\(\(([^\n]+?)\)\)(?!\))/g;

/**
 * Code written in a constant-width span with two opening parentheses (`LOG((x + 1))`, `((a) or (b))`) holds what
 * Asciidoctor reads as a flow index term: it prints the code without those parentheses and puts the text between
 * them in the book's index, and says nothing. One warning each such term the converted `html` indexed, at its line,
 * with the literal span that keeps the code as written.
 */
export function indexTermInCodeWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const { file, lines, firstLine } of read) {
    for (const paragraph of paragraphsOf(lines)) {
      for (const span of paragraph.text.matchAll(CODE_SPAN)) {
        const code = span[1]!;
        if (LITERAL.test(code)) continue;
        for (const flow of code.matchAll(FLOW_TERM)) {
          const term = flow[1]!;
          if (!html.includes(`data-primary="${escapeAttribute(term)}"`)) continue;
          const shown = code.replace(/\s*\n\s*/g, ' ');
          warnings.push(
            warning(
              'asciidoc',
              { file, line: firstLine + paragraph.lineOf(span.index + 1 + flow.index) },
              `\`${shown}\` is printed without the (( )) around "${term}", which goes in the index: Asciidoctor ` +
                `reads ((…)) as an index term, in code too; to print the code as written, make the span literal: ` +
                `\`+${shown}+\``,
              term,
            ),
          );
        }
      }
    }
  }
  return warnings;
}
