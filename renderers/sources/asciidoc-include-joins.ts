/**
 * Included files follow one another with no line between them: Asciidoctor reads a file's last line end as the end
 * of that line, not as a blank line, so a file that ends in a paragraph or a list item runs on into the next
 * included file. When that file opens with a section title (`== Chapter`), the title is read as one more line of the
 * text, and the chapter is gone from the book, silently. These functions find that join.
 */

/** The start of a list item: `* `, `- `, `. `, `1. `, `a. `, or a description list's `term::`. */
const LIST_ITEM = /^\s*(?:[*-]+|\.+|\d+\.|[a-zA-Z]\.|[^\s:]+:{2,4})(?:\s|$)/;
/** A section title as Asciidoctor writes one: `== Title` (or Markdown's `## Title`). */
const SECTION_TITLE = /^(={1,6}|#{1,6})\s+\S/;
/** A block anchor or block attribute line (`[[id]]`, `[appendix]`, `[#id.role]`). */
const BLOCK_ATTRIBUTE_LINE = /^\[.*\]$/;
/** Lines that are no text of a paragraph: delimiters, attribute entries, comments, titles, block attributes. */
const NOT_TEXT =
  /^(?:-{2,}|\.{4,}|={4,}|\*{4,}|_{4,}|\+{4,}|\/{2}.*|[|,:!]={3,}|```.*|:[\w!][\w-]*!?:.*|\[.*\]|\.[^\s.].*|\+|={1,6}\s.*|#{1,6}\s.*|include::.*|(?:ifn?def|ifeval|endif)::.*|'{3,}|<{3,})$/;

export type TextEnding = 'text' | 'list item';

/** What a file's last line leaves open for the next line to continue: a paragraph's text or a list item's. */
export function endsInText(lines: readonly string[]): TextEnding | undefined {
  const last = lines.at(-1)?.trimEnd();
  if (last === undefined || last === '' || NOT_TEXT.test(last)) return undefined;
  let start = lines.length - 1;
  while (start > 0 && lines[start - 1]!.trim() !== '') start--;
  for (let i = start; i < lines.length; i++) if (LIST_ITEM.test(lines[i]!)) return 'list item';
  return 'text';
}

/**
 * The index of the section title a file opens with, where text left open before it runs on into it: the first
 * line, or, after a list item (which block attribute lines do not end, as they end a paragraph), the first line
 * past its anchors and attributes.
 */
export function titleRunOn(lines: readonly string[], ending: TextEnding): number | undefined {
  let index = 0;
  if (ending === 'list item') while (BLOCK_ATTRIBUTE_LINE.test(lines[index]?.trim() ?? '')) index++;
  return SECTION_TITLE.test(lines[index] ?? '') ? index : undefined;
}
