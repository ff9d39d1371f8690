import { BookWarning, warning } from '../warnings';
import { fencedLines } from './fenced-lines';
import type { ExpandedMarkdown } from './expanded-lines';
import { expandedLines } from './expanded-lines';

/**
 * A line that starts a block of raw HTML in CommonMark (its sixth kind: a block element's opening or closing tag,
 * `<div class="note">`, `</ul>`, `<p>…`), which runs to the next blank line, every line between read as HTML.
 */
const HTML_BLOCK_START =
  /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[\s/>]|$)/i;
/** An ATX heading (`### Note`). */
const HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/**
 * A Markdown heading on the line after a line of raw HTML (`<div class="note">` then `### Note`; `</ul>` then
 * `### Examples`): CommonMark reads the heading as part of the block of raw HTML, so it printed as its source,
 * `###` and all, where pandoc reads it as a heading. The HTML line is given a blank line after it, as pandoc reads
 * it, and the author is told (GitHub shows the source there too).
 */
export function separateHtmlBlockHeadings(
  text: string,
  writtenLine: (line: number) => number,
  file: string,
  warnings: BookWarning[],
): ExpandedMarkdown {
  if (!/^ {0,3}</m.test(text)) return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const inFence = fencedLines(lines);
  const separated = new Set<number>();
  let inHtmlBlock = false;
  lines.forEach((line, index) => {
    if (inFence[index] || line.trim() === '') {
      inHtmlBlock = false;
      return;
    }
    if (!inHtmlBlock && HTML_BLOCK_START.test(line)) inHtmlBlock = true;
    const next = lines[index + 1];
    if (!inHtmlBlock || next === undefined || inFence[index + 1] || !HEADING_LINE.test(next)) return;
    // The heading is read as one now: the block of HTML ended before it.
    inHtmlBlock = false;
    separated.add(index);
    warnings.push(
      warning(
        'source',
        { file, line: writtenLine(index + 2) },
        `the heading "${next.trim()}" follows ${line.trim()} on the line before it, which CommonMark (GitHub) reads ` +
          'as HTML and prints as written, its # signs and all; read as a heading, as pandoc does: put a blank line ' +
          'after the tag',
        next.trim(),
      ),
    );
  });
  if (separated.size === 0) return { text, lineOf: writtenLine };
  return expandedLines(
    lines.map((line, index) => (separated.has(index) ? [line, ''] : [line])),
    writtenLine,
  );
}
