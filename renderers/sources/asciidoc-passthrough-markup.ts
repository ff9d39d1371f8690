import { BookWarning, warning } from '../warnings';
import type { ReadFile } from './asciidoc-missing-attributes';
import { PassthroughBlock, passthroughBlocksOf } from './asciidoc-passthrough-blocks';
import { indexTermsIn } from './asciidoc-passthrough-index-terms';

/** AsciiDoc's role span, `[.role]#text#` (or `[role]#text#`), as written on one line. */
const ROLE_SPAN = /\[\.?([A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)*)\]#([^#\n]+)#/g;
const PASSTHROUGH = 'is inside a passthrough block (++++), whose HTML Asciidoctor does not read as AsciiDoc';

interface Printed {
  index: number;
  written: string;
}

/**
 * A passthrough block (`++++`) holds HTML, which Asciidoctor copies into the page without reading it as AsciiDoc,
 * and says nothing: a role span written in it (`[.nobreak]#two words#` inside an epigraph's HTML) is printed with its
 * brackets and hashes, and an index term (`<p>Once ((("disk space", "reclaiming")))the latest…`, a whitepaper's
 * paragraph kept as HTML) is printed as written and missing from the index. One warning a block for each, at its
 * first (counting the others), with the HTML that means what it does. Reported only when the converted `html` shows
 * the markup printed as written, and never for markup in the HTML's code or preformatted text, shown as written.
 */
export function passthroughMarkupWarnings(read: readonly ReadFile[], html: string): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const block of passthroughBlocksOf(read)) {
    const printed = (found: Printed) => !block.asWritten(found.index) && html.includes(found.written);
    const spans = [...block.text.matchAll(ROLE_SPAN)].map((match) => ({
      index: match.index,
      written: match[0],
      html: `<span class="${match[1]!.split('.').join(' ')}">${match[2]}</span>`,
    }));
    const roleWarning = firstWarning(
      block,
      spans.filter(printed),
      (first, others) =>
        `${first.written} ${PASSTHROUGH}: it is printed with its brackets and # signs${others}. Write it as ` +
        `HTML there, ${first.html}`,
    );
    const termWarning = firstWarning(
      block,
      indexTermsIn(block.text).filter(printed),
      (first, others) =>
        `${first.written} ${PASSTHROUGH}: it is printed as written and is not in the index${others}. Write it as ` +
        `HTML there, ${first.html}`,
    );
    warnings.push(...roleWarning, ...termWarning);
  }
  return warnings;
}

/** The warning of a block's first markup printed as written, counting the others, or none. */
function firstWarning<T extends Printed>(
  block: PassthroughBlock,
  found: readonly T[],
  text: (first: T, others: string) => string,
): BookWarning[] {
  const [first] = found;
  if (!first) return [];
  const others = found.length === 1 ? '' : ` (the first of ${found.length} in this block)`;
  return [
    warning(
      'asciidoc',
      { file: block.file, line: block.lineAt(first.index) },
      text(first, others),
      first.written,
    ),
  ];
}
