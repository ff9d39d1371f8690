import type MarkdownIt from 'markdown-it';
import { isBlank, lineText } from './block-lines';
import type { PandocMarkdownEnv } from './pandoc-emphasis';
import type { LeanpubPartsEnv } from './leanpub-parts';
import { closesFence } from './fenced-lines';

type StateBlock = MarkdownIt.StateBlock;

/** A line that opens a list item, which ends the item before it in pandoc even unindented: `* `, `- `, `1. `, `2)`. */
const LIST_MARKER = /^(?:[*+-]|\d{1,9}[.)]|#\.)(?:[ \t]|$)/;
/** A fenced div's line of colons (pandoc-fenced-divs.ts): it closes a div, which ends the item before it. */
const DIV_FENCE = /^:{3,}/;

/** A fence's opening line: its marker (three or more backticks or tildes) and the info after it. */
function fenceOpening(text: string): { markup: string; info: string } | undefined {
  const opening = /^(`{3,}|~{3,})(.*)$/.exec(text);
  if (!opening) return undefined;
  const [, markup, info] = opening as unknown as [string, string, string];
  // A backtick fence's info has no backtick (CommonMark): "```a``` b" is inline code.
  if (markup[0] === '`' && info.includes('`')) return undefined;
  return { markup, info };
}

/**
 * The line closing a fence opened in a list item at `startLine` as pandoc reads the item, and the lines it takes in
 * that are indented less than the item's text; none when markdown-it reads the fence the same (no such line) or the
 * item ends before the fence closes.
 */
function pandocFenceEnd(
  state: StateBlock,
  startLine: number,
  endLine: number,
  markup: string,
): { close: number; lazy: Set<number> } | undefined {
  const lazy = new Set<number>();
  for (let line = startLine + 1; line < endLine; line++) {
    if (isBlank(state, line)) continue;
    const text = lineText(state, line);
    const outdented = state.sCount[line]! < state.blkIndent;
    // After a blank line an item goes on only with a line indented as its text; a line after another is taken in
    // as written ("lazily") unless it opens another list item or closes a div.
    if (outdented && (isBlank(state, line - 1) || LIST_MARKER.test(text) || DIV_FENCE.test(text)))
      return undefined;
    if ((outdented || state.sCount[line]! - state.blkIndent < 4) && closesFence(text, markup))
      return lazy.size > 0 ? { close: line, lazy } : undefined;
    if (outdented) lazy.add(line);
  }
  return undefined;
}

/**
 * A fenced listing in a list item, one of its lines indented less than the item's text (The Dyalog Cookbook's
 * ` CONFIG`, an output line of one space under `* Item:`). pandoc takes such a line into the item as written and
 * the listing goes on to its closing fence; markdown-it (CommonMark) ends the item and the listing there, and the
 * closing fence then opened a listing that took in the rest of the file, its headings and footnotes. In pandoc's
 * Markdown (R Markdown, Quarto, a pandoc book's, a Leanpub manuscript) the listing is read as pandoc reads it, the
 * line printed as written.
 */
function pandocListItemFence(
  state: StateBlock,
  startLine: number,
  endLine: number,
  silent: boolean,
): boolean {
  const env = state.env as (PandocMarkdownEnv & LeanpubPartsEnv) | undefined;
  if (!env?.pandoc && !env?.leanpubManuscript) return false;
  // Only where it reads otherwise than markdown-it's own fence rule, which stays the one that interrupts paragraphs.
  if (silent || state.blkIndent === 0 || state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const opening = fenceOpening(lineText(state, startLine));
  if (!opening) return false;
  const end = pandocFenceEnd(state, startLine, endLine, opening.markup);
  if (!end) return false;
  const indent = state.sCount[startLine]!;
  const lines: string[] = [];
  for (let line = startLine + 1; line < end.close; line++) {
    lines.push(
      end.lazy.has(line)
        ? state.src.slice(state.bMarks[line], state.eMarks[line]) + '\n'
        : state.getLines(line, line + 1, indent, true),
    );
  }
  const token = state.push('fence', 'code', 0);
  token.info = opening.info;
  token.content = lines.join('');
  token.markup = opening.markup;
  token.map = [startLine, end.close + 1];
  state.line = end.close + 1;
  return true;
}

/** Reads a fenced listing in a list item as pandoc does (pandocListItemFence), before markdown-it's fence rule. */
export const listItemFences = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('fence', 'pandoc_list_item_fence', pandocListItemFence);
};
