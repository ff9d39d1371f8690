/**
 * A title typed with typewriter quotes in platform.json ("You Don't Know", "The \"Good\" Parts"), set as Markdown and
 * AsciiDoc text is set (markdown-it's and Asciidoctor's smart quotes): an apostrophe between letters as ’, a pair
 * of double quotes as “…”. Left alone, the title page read "Don't" above chapters that read "Don’t".
 */
export function typographicQuotes(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N}])'(?=\p{L})/gu, '\u2019').replace(/"([^"]+)"/g, '\u201c$1\u201d');
}
