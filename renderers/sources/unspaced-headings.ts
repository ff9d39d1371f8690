import { BookWarning, warning } from '../warnings';
import { fencedLines } from './fenced-lines';
import { splitFrontMatter } from './markdown-front-matter';

/** `##Watering` at the start of a paragraph: two to six # signs, then the title with no space before it. */
const UNSPACED_HEADING = /^ {0,3}(#{2,6})([^\s#].*?)\s*$/;

/**
 * A heading written without a space after its # signs, as Markdown.pl, marked and Redcarpet read it: CommonMark
 * (GitHub) and pandoc print it as a paragraph, `##` and all. It is printed as they print it, and the author is told
 * where and how to make it a heading. One # alone is left out: `#hashtag`, a CSS id in a style block.
 */
export function warnAboutUnspacedHeadings(
  text: string,
  writtenLine: (line: number) => number,
  file: string,
  warnings: BookWarning[],
): void {
  if (!/^ {0,3}##/m.test(text)) return;
  const lines = splitFrontMatter(text).body.split('\n');
  const inFence = fencedLines(lines);
  lines.forEach((line, index) => {
    const heading = UNSPACED_HEADING.exec(line);
    if (!heading || inFence[index]) return;
    // Only where a paragraph starts: a line inside one is that paragraph's text.
    if (index > 0 && lines[index - 1]!.trim() !== '') return;
    const [, hashes, rest] = heading;
    warnings.push(
      warning(
        'source',
        { file, line: writtenLine(index + 1) },
        `"${line.trim()}" is printed as text: a heading needs a space after its # signs in CommonMark (GitHub) and ` +
          `pandoc, which older Markdown tools did without; write "${hashes} ${rest}" to make it a heading`,
        line.trim(),
      ),
    );
  });
}
