import type MarkdownIt from 'markdown-it';
import { imageSize } from './image-size';
import { ALT_WRITTEN_APART } from './markdown-block-attributes';
import { parseAttributeList, setDataAttributes } from './pandoc-heading-attributes';
import { rawInline } from './pandoc-raw-blocks';
import { columnGroupTokens, columnShares } from './myst-list-table';

type Token = MarkdownIt.Token;

/** An attribute list right after the element, pandoc's `{#id .class width=50%}` or kramdown's `{: .class}`. */
const LEADING_BRACES = /^\{:?([^{}]*)\}/;

/**
 * The tokens braces written after an element may be read into: text, a line break within them, and code in a quoted
 * value (`fig-alt="A red `box`"`), which markdown-it has already read as code.
 */
const ATTRIBUTE_PART = new Set(['text', 'softbreak', 'code_inline']);

/** What pandoc gives attributes written right after it (`link_attributes`, `inline_code_attributes`). */
export const TAKES_ATTRIBUTES: ReadonlySet<string> = new Set(['image', 'link_close', 'code_inline']);

/**
 * pandoc's attributes on an image, a link or inline code (`![Kiln](kiln.png){#fig:kiln width=50%}`): the id and
 * classes set on the element, an image's width and height as its size. Braces that hold anything else, or stand
 * apart from the element, stay text, as pandoc prints them.
 */
export const pandocInlineAttributes = (md: MarkdownIt.MarkdownIt): void => {
  // Before smart quotes and before markdown-it joins text: `key="value"` is read with its straight quotes.
  md.core.ruler.after('inline', 'pandoc_inline_attributes', (state) => {
    for (const block of state.tokens) {
      const children = block.children;
      if (children) applyInlineAttributes(children);
    }
  });
};

function applyInlineAttributes(children: Token[]): void {
  for (let index = 0; index < children.length - 1; index++) {
    const target = children[index]!;
    // An image's description holds inline code with attributes too (a Sphinx figure's caption with a role in it).
    if (target.type === 'image' && target.children) applyInlineAttributes(target.children);
    if (!TAKES_ATTRIBUTES.has(target.type) || children[index + 1]!.type !== 'text') continue;
    if (target.type === 'code_inline' && rawInline(target, children[index + 1]!)) continue;
    // The text rule stops at `{`, `#`, `=` and `%`: the braces may span several text tokens, and a line break
    // (`{#fig:a` / `width=50%}`), which pandoc reads as a space.
    let end = index + 1;
    while (end < children.length && ATTRIBUTE_PART.has(children[end]!.type)) end++;
    const following = children.slice(index + 1, end);
    const parts = following.map(writtenText);
    const written = parts.join('');
    const found = LEADING_BRACES.exec(written);
    const attributes = found ? parseAttributeList(found[1]!) : undefined;
    if (!found || !attributes) continue;
    // The tokens the braces take are removed; the one they end in keeps what follows them.
    let left = found[0].length;
    let last = 0;
    while (left > parts[last]!.length) left -= parts[last++]!.length;
    const ending = following[last]!;
    if (ending.type !== 'text') continue;
    ending.content = ending.content.slice(left);
    children.splice(index + 1, last);
    const element = target.type === 'link_close' ? linkOpening(children, index) : target;
    if (!element) continue;
    if (attributes.id) element.attrSet('id', attributes.id);
    for (const name of attributes.classes) element.attrJoin('class', name);
    // Code's other attributes as pandoc's HTML writes them, `data-` ones: a Sphinx role pandoc converted from rST
    // (`{.interpreted-text role="ref"}`) keeps its name for pandoc-interpreted-text.ts to read.
    if (element.type === 'code_inline') setDataAttributes(element, attributes);
    if (element.type === 'image') {
      // Quarto's `fig-alt` is the picture's alt text, its bracketed text the caption (none when empty).
      const alt = attributes.attributes.get('fig-alt');
      if (alt !== undefined) {
        const caption = element.content.trim();
        element.attrSet(ALT_WRITTEN_APART, '');
        if (caption !== '' && !element.attrGet('title')) element.attrSet('title', caption);
        // markdown-it writes an image's alt from its children's text.
        const words = new (element.constructor as new (type: string, tag: string, nesting: number) => Token)(
          'text',
          '',
          0,
        );
        words.content = alt;
        element.children = [words];
        element.content = alt;
      }
      const size = imageSize(attributes.attributes.get('width'), attributes.attributes.get('height'));
      for (const [name, value] of size.attributes) element.attrSet(name, value);
      if (size.style) element.attrSet('style', size.style);
    }
  }
}

/** A token of the text after an element as it was written: a line break read as a space, code with its backticks. */
function writtenText(token: Token): string {
  if (token.type === 'text') return token.content;
  if (token.type === 'code_inline') return `${token.markup}${token.content}${token.markup}`;
  return ' ';
}

function linkOpening(children: Token[], close: number): Token | undefined {
  let depth = 0;
  for (let index = close; index >= 0; index--) {
    const token = children[index]!;
    if (token.type === 'link_close') depth++;
    else if (token.type === 'link_open' && --depth === 0) return token;
  }
  return undefined;
}

/** A paragraph captioning the table next to it: `Table: …`, `table: …` or `: …`. */
const TABLE_CAPTION = /^(?:[Tt]able)?:[ \t]+(?=\S)/;

/**
 * pandoc's table captions (`table_captions`): a paragraph right above or below a table that starts with `Table:` (or
 * `:`) is its caption; pandoc-crossref's `{#tbl:id}` at its end names the table.
 */
export const pandocTableCaptions = (md: MarkdownIt.MarkdownIt): void => {
  // Before the inline parse, so the caption is read as Markdown as other text is.
  md.core.ruler.after('block', 'pandoc_table_captions', (state) => {
    const tokens = state.tokens;
    for (let open = 0; open < tokens.length; open++) {
      if (tokens[open]!.type !== 'table_open') continue;
      // A table in one of its cells (a grid table's example of a table) closes before it does.
      let close = matchingClose(tokens, open);
      close -= captionRowToParagraph(state, tokens, open, close);
      const level = tokens[open]!.level;
      const below = captionParagraph(tokens, close + 1, level);
      const above = below === undefined ? captionParagraph(tokens, open - 3, level) : undefined;
      const caption = below ?? above;
      if (caption === undefined) continue;
      const { text, id, widths } = captionText(tokens[caption + 1]!.content);
      if (id) tokens[open]!.attrSet('id', id);
      // Quarto's `tbl-colwidths="[10, 30]"`: the columns' shares of the width, after the caption.
      const columns = widths ? columnGroupTokens(state, widths) : [];
      const inline = tokens[caption + 1]!;
      tokens.splice(caption, 3);
      if (above !== undefined) open -= 3;
      if (widths) dropDashWidths(tokens, open);
      // `: {.table-striped}`: attributes alone, which give the table no caption, so no number either.
      const inserted = text.trim() === '' ? columns : [...captionTokens(state, inline, text), ...columns];
      tokens.splice(open + 1, 0, ...inserted);
      open += inserted.length;
    }
  });
};

/**
 * Quarto's `tbl-colwidths` take the place of the widths pandoc read off the table's dashes (pandoc-tables.ts): their
 * `<colgroup>` and the table's width from them go.
 */
function dropDashWidths(tokens: Token[], open: number): void {
  if (tokens[open + 1]?.type !== 'colgroup_open') return;
  const groupClose = tokens.findIndex((token, at) => at > open && token.type === 'colgroup_close');
  tokens.splice(open + 1, groupClose - open);
  const table = tokens[open]!;
  if (/^width:\d+%;$/.test(String(table.attrGet('style') ?? '')))
    table.attrs = (table.attrs ?? []).filter(([name]) => name !== 'style');
}

/** A table's `<caption>` holding `inline`, its text made `text`. */
function captionTokens(state: MarkdownIt.StateCore, inline: Token, text: string): Token[] {
  const open = new state.Token('caption_open', 'caption', 1);
  open.block = true;
  inline.content = text;
  const close = new state.Token('caption_close', 'caption', -1);
  close.block = true;
  return [open, inline, close];
}

/** The table_close of the table opened at `open`, past tables nested in its cells. */
function matchingClose(tokens: Token[], open: number): number {
  let depth = 0;
  for (let at = open; at < tokens.length; at++) {
    if (tokens[at]!.type === 'table_open') depth++;
    else if (tokens[at]!.type === 'table_close' && --depth === 0) return at;
  }
  return -1;
}

/**
 * A caption typed on the line right under a pipe table (`Table: (\#tab:types) Types.` with no blank line between, as
 * pandoc reads it, R Markdown books write it) is read by markdown-it as one more row, its text in the first cell: the
 * row becomes the paragraph after the table, which the caption rule then reads. The tokens it took out.
 */
function captionRowToParagraph(
  state: MarkdownIt.StateCore,
  tokens: Token[],
  open: number,
  close: number,
): number {
  const rowClose = close - 2;
  if (tokens[close - 1]?.type !== 'tbody_close' || tokens[rowClose]?.type !== 'tr_close') return 0;
  let rowOpen = rowClose;
  while (rowOpen > open && tokens[rowOpen]!.type !== 'tr_open') rowOpen--;
  const cells = tokens.slice(rowOpen + 1, rowClose).filter((token) => token.type === 'inline');
  const [first, ...rest] = cells;
  if (!first || !TABLE_CAPTION.test(first.content) || rest.some((cell) => cell.content.trim() !== ''))
    return 0;
  const level = tokens[open]!.level;
  const paragraphOpen = new state.Token('paragraph_open', 'p', 1);
  paragraphOpen.block = true;
  paragraphOpen.level = level;
  paragraphOpen.map = first.map;
  const inline = new state.Token('inline', '', 0);
  inline.content = first.content;
  inline.level = level + 1;
  inline.map = first.map;
  inline.children = [];
  const paragraphClose = new state.Token('paragraph_close', 'p', -1);
  paragraphClose.block = true;
  paragraphClose.level = level;
  const removed = rowClose - rowOpen + 1;
  tokens.splice(rowOpen, removed);
  tokens.splice(close - removed + 1, 0, paragraphOpen, inline, paragraphClose);
  return removed;
}

function captionParagraph(tokens: Token[], at: number, level: number): number | undefined {
  const [open, inline, close] = [tokens[at], tokens[at + 1], tokens[at + 2]];
  if (at < 0 || open?.type !== 'paragraph_open' || open.level !== level) return undefined;
  if (inline?.type !== 'inline' || close?.type !== 'paragraph_close') return undefined;
  return TABLE_CAPTION.test(inline.content) ? at : undefined;
}

/**
 * LaTeX's `\label{tbl:speed}`, which names the table in a book written for a LaTeX PDF too, or bookdown's
 * `(\#tab:speed)` (`Table: (\#tab:speed) Speeds.`), which its `\@ref(tab:speed)` cites.
 */
const LATEX_LABEL = /[ \t]*(?:\\label\{([^{}\s]+)\}|\(\\#([A-Za-z][\w:.-]*)\))[ \t]*/;

/**
 * The caption's text, and the id an attribute list at its end gives the table, else a LaTeX `\label{…}` in it: the
 * name LaTeX knows the table by, which pandoc's HTML leaves out of the caption (raw TeX), never printed as text.
 */
function captionText(written: string): { text: string; id?: string; widths?: number[] } {
  const unlabelled = written.replace(TABLE_CAPTION, '');
  const label = LATEX_LABEL.exec(unlabelled);
  const text = label
    ? (unlabelled.slice(0, label.index) + ' ' + unlabelled.slice(label.index + label[0].length)).trim()
    : unlabelled;
  const labelled = label ? { id: (label[1] ?? label[2])! } : {};
  // A full stop typed after the braces (`… review {#tbl:a}.`) ends the caption, as pandoc-tablenos reads it.
  const split = /\s*\{([^{}]*)\}\s*([.:;!?]?)\s*$/.exec(text);
  const attributes = split ? parseAttributeList(split[1]!) : undefined;
  if (!split || !attributes) return { text, ...labelled };
  const captionOnly = text.slice(0, split.index) + split[2]!;
  const widths = columnShares(attributes.attributes.get('tbl-colwidths'));
  return {
    text: captionOnly,
    ...(attributes.id ? { id: attributes.id } : labelled),
    ...(widths ? { widths } : {}),
  };
}
