import { BookWarning, warning } from '../warnings';
import { fencedLines } from './fenced-lines';
import type { ExpandedMarkdown } from './expanded-lines';
import { expandedLines } from './expanded-lines';

/**
 * A line that is only the opening tag of a block element (`<div class="note">`): CommonMark starts a block of raw
 * HTML there, which runs to the next blank line.
 */
const BLOCK_TAG_LINE =
  /^ {0,3}<(?:div|aside|section|article|blockquote|details|figure|header|footer|main|nav|center|fieldset)(?:\s[^>]*)?>\s*$/i;
/** An ATX heading (`### Note`). */
const HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/**
 * A box opened on a line of its own with its Markdown heading on the next line (`<div class="note">` then
 * `### Note`): CommonMark reads both as one block of raw HTML, so the heading printed as its source, `###` and all,
 * where pandoc reads it as a heading. The tag is given a blank line after it, as pandoc reads it, and the author is
 * told (GitHub shows the source there too).
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
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (inFence[index] || next === undefined || inFence[index + 1]) return;
    if (!BLOCK_TAG_LINE.test(line) || !HEADING_LINE.test(next)) return;
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
