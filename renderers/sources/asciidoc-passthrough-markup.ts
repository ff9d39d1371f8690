import { BookWarning, warning } from '../warnings';
import { walkBlocks } from './asciidoc-delimiters';
import type { ReadFile } from './asciidoc-missing-attributes';

/** AsciiDoc's role span, `[.role]#text#` (or `[role]#text#`), as written on one line. */
const ROLE_SPAN = /\[\.?([A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)*)\]#([^#\n]+)#/g;

/**
 * A passthrough block (`++++`) holds HTML, which Asciidoctor copies into the page without reading it as AsciiDoc:
 * a role span written in it (`[.nobreak]#two words#` inside an epigraph's HTML) is printed with its brackets and
 * hashes, and Asciidoctor says nothing. One warning a block, at its first such span (counting the others), with the
 * HTML that means what the span does. Reported only when the converted `html` shows the span printed as written.
 */
export function passthroughMarkupWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const { file, lines, firstLine } of read) {
    const spansByBlock = new Map<number, { line: number; written: string; roles: string; text: string }[]>();
    walkBlocks(lines, {
      insideVerbatim: (line, index, block) => {
        if (block.name !== 'passthrough') return;
        for (const match of line.matchAll(ROLE_SPAN)) {
          if (!html.includes(match[0])) continue;
          const spans = spansByBlock.get(block.line) ?? [];
          spans.push({ line: firstLine + index, written: match[0], roles: match[1]!, text: match[2]! });
          spansByBlock.set(block.line, spans);
        }
      },
    });
    for (const spans of spansByBlock.values()) {
      const first = spans[0]!;
      const others = spans.length === 1 ? '' : ` (the first of ${spans.length} in this block)`;
      const classes = first.roles.split('.').join(' ');
      warnings.push(
        warning(
          'asciidoc',
          { file, line: first.line },
          `${first.written} is inside a passthrough block (++++), whose HTML Asciidoctor does not read as AsciiDoc: ` +
            `it is printed with its brackets and # signs${others}. Write it as HTML there, ` +
            `<span class="${classes}">${first.text}</span>`,
          first.written,
        ),
      );
    }
  }
  return warnings;
}
