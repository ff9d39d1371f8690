import type MarkdownIt from 'markdown-it';
import type { PandocMarkdownEnv } from './pandoc-emphasis';

/**
 * A table cell of an HTML block, its tags and content on one line or a few (`<td>`pixels[]`</td>`), holding no
 * other cell, row or table.
 */
const CELL = /(<(t[dh])\b[^>]*>)((?:(?!<\/?(?:t[dhr]|table|thead|tbody|tfoot)\b)[\s\S])*?)(<\/\2\s*>)/gi;

/** HTML whose text is printed as written, whatever it holds. */
const VERBATIM = /<(?:pre|script|style|textarea)\b/i;

/**
 * pandoc reads the Markdown inside an HTML block (its `markdown_in_html_blocks`, on by default), where CommonMark
 * prints it as written: 500 Lines or Less writes its tables as HTML, their cells `<td>`pixels[]`</td>`, which
 * printed with their backticks. In a pandoc book, the inline Markdown of each such cell is read as pandoc reads it;
 * a cell holding a blank line (paragraphs of its own) is left as written.
 */
function readCellMarkdown(state: MarkdownIt.StateCore): void {
  if (!(state.env as PandocMarkdownEnv).pandoc) return;
  for (const token of state.tokens) {
    if (token.type !== 'html_block' || !/<t[dh]\b/i.test(token.content) || VERBATIM.test(token.content))
      continue;
    token.content = token.content.replace(
      CELL,
      (cell, open: string, _name: string, content: string, close: string) => {
        if (content.trim() === '' || /\n\s*\n/.test(content)) return cell;
        return `${open}${state.md.renderInline(content.trim(), state.env)}${close}`;
      },
    );
  }
}

export const pandocHtmlTableCells = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('inline', 'pandoc_html_table_cells', readCellMarkdown);
};
