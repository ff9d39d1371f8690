import type { ExpandedMarkdown } from './expanded-lines';
import { expandedLines } from './expanded-lines';
import { fencedLines } from './fenced-lines';

/**
 * An opening tag on a line of its own that asks for its content to be read as Markdown: `markdown="1"` (kramdown,
 * PHP Markdown Extra, Python-Markdown's md_in_html) or `markdown="block"`.
 */
const MARKDOWN_BLOCK_TAG =
  /^ {0,3}<[A-Za-z][A-Za-z0-9-]*\s[^>]*\bmarkdown\s*=\s*(["']?)(?:1|block)\1[\s/]?[^>]*>\s*$/;

/**
 * CommonMark reads such a tag and the lines after it, up to a blank line, as one block of raw HTML: the content
 * printed with its `**` and backticks, where the tools the book was written for (and pandoc) read it as Markdown.
 * A blank line after the tag makes it so: the content is read as Markdown, the tag's element around it. Every line
 * keeps the number it was written at.
 */
export function separateMarkdownInHtml(
  text: string,
  writtenLine: (line: number) => number,
): ExpandedMarkdown {
  if (!/\bmarkdown\s*=/.test(text)) return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const inFence = fencedLines(lines);
  const separated = new Set<number>();
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (inFence[index] || next === undefined || next.trim() === '' || !MARKDOWN_BLOCK_TAG.test(line)) return;
    separated.add(index);
  });
  if (separated.size === 0) return { text, lineOf: writtenLine };
  return expandedLines(
    lines.map((line, index) => (separated.has(index) ? [line, ''] : [line])),
    writtenLine,
  );
}
