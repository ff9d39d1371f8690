import { escapeAttribute } from '../dom/escape';
import { BookWarning, warning } from '../warnings';
import { walkBlocks } from './asciidoc-delimiters';
import type { ReadFile } from './asciidoc-missing-attributes';

/** A constant-width span, `` `text` ``; one whose text is `+…+` is literal, read as nothing else. */
const CODE_SPAN = /`([^`\n]+)`/g;
const LITERAL = /^\+.*\+$/;
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
    walkBlocks(lines, {
      outside: (line, index) => {
        if (line.startsWith('//')) return false;
        for (const [, code] of line.matchAll(CODE_SPAN)) {
          if (LITERAL.test(code!)) continue;
          for (const [, term] of code!.matchAll(FLOW_TERM)) {
            if (!html.includes(`data-primary="${escapeAttribute(term!)}"`)) continue;
            warnings.push(
              warning(
                'asciidoc',
                { file, line: firstLine + index },
                `\`${code}\` is printed without the (( )) around "${term}", which goes in the index: Asciidoctor ` +
                  `reads ((…)) as an index term, in code too; to print the code as written, make the span literal: ` +
                  `\`+${code}+\``,
                term,
              ),
            );
          }
        }
        return false;
      },
    });
  }
  return warnings;
}
