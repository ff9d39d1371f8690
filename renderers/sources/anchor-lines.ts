import { BookWarning, warning } from '../warnings';
import { fencedLines } from './fenced-lines';
import type { ExpandedMarkdown } from './expanded-lines';
import { expandedLines } from './expanded-lines';

/**
 * A line that is only an anchor's tag, `<a name="x"/>` or `<a id="x">`: CommonMark starts a block of raw HTML there
 * (`<a id="x"></a>` is no lone tag: that line is a paragraph, Markdown after it read as Markdown).
 */
const ANCHOR_LINE = /^ {0,3}<a\s[^>]*\b(?:name|id)\s*=\s*["'][^"']*["'][^>]*>\s*$/i;

/**
 * An anchor written on a line of its own with the Markdown it marks on the next line (`<a name="fig"/>` then
 * `![Figure](fig.png)`): CommonMark reads both lines as one block of raw HTML, so the image or paragraph printed as
 * its Markdown source, where pandoc reads it as Markdown. The anchor is given a blank line after it, as pandoc
 * reads it, and the author is told (GitHub shows the source there too).
 */
export function separateAnchorLines(
  text: string,
  writtenLine: (line: number) => number,
  file: string,
  warnings: BookWarning[],
): ExpandedMarkdown {
  if (!/<a\s/i.test(text)) return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const inFence = fencedLines(lines);
  const separated = new Set<number>();
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (inFence[index] || !ANCHOR_LINE.test(line) || next === undefined || next.trim() === '') return;
    if (ANCHOR_LINE.test(next) || /^ {0,3}</.test(next)) return;
    separated.add(index);
    warnings.push(
      warning(
        'source',
        { file, line: writtenLine(index + 1) },
        `the anchor ${line.trim()} has Markdown on the line after it, which CommonMark (GitHub) reads as HTML and ` +
          'prints as written; read as Markdown, as pandoc does: put a blank line after the anchor',
        line.trim(),
      ),
    );
  });
  if (separated.size === 0) return { text, lineOf: writtenLine };
  return expandedLines(
    lines.map((line, index) => (separated.has(index) ? [line, ''] : [line])),
    writtenLine,
  );
}
