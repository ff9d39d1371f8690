import type MarkdownIt from 'markdown-it';
import { parseAttributeList } from './markdown-block-attributes';
import { markuaIndexTermHtml } from './markua-index-terms';
import { escapeAttribute } from '../dom/escape';
import { TAKES_ATTRIBUTES } from './pandoc-inline-attributes';

type StateInline = MarkdownIt.StateInline;
type Token = MarkdownIt.Token;

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const BACKSLASH = 0x5c;
/** Far enough for any term Markua's examples write; a brace left open in prose is not searched to the end. */
const LONGEST_LIST = 400;

/**
 * The marks of an attribute list made of Markua index entries (`i: "term"`) and ids (`#place`, `id: place`) only,
 * else undefined: an index mark for each entry, an empty anchor for each id (the place crosslinks `[…](#place)` go).
 */
export function markuaSpanMarksHtml(list: string): string | undefined {
  const attributes = parseAttributeList(list);
  if (!attributes || attributes.some((attribute) => attribute.key !== 'i' && attribute.key !== 'id'))
    return undefined;
  const marks = attributes.map((attribute) =>
    attribute.key === 'id'
      ? /^[A-Za-z][\w:.-]*$/.test(attribute.value)
        ? `<a id="${escapeAttribute(attribute.value)}"></a>`
        : undefined
      : markuaIndexTermHtml(attribute.value),
  );
  return marks.every((mark) => mark !== undefined) ? marks.join('') : undefined;
}

/** Where the attribute list opened at `start` closes (its `}`), past braces nested in it and escaped ones. */
function closingBrace(src: string, start: number): number | undefined {
  let depth = 0;
  const end = Math.min(src.length, start + LONGEST_LIST);
  for (let pos = start; pos < end; pos++) {
    const ch = src.charCodeAt(pos);
    if (ch === BACKSLASH) pos++;
    else if (ch === 0x0a) return undefined;
    else if (ch === OPEN_BRACE) depth++;
    else if (ch === CLOSE_BRACE && --depth === 0) return pos;
  }
  return undefined;
}

/**
 * Markua's span attributes written after the word or span they belong to, with no space between: an index entry
 * (`hello{i: "hello"}`, `*Moby-Dick*{i: "Melville, Herman!Moby-Dick"}`) is an index mark there, an id
 * (`attach it:{#attach-intro}`, `word{id: word-intro}`) a place crosslinks reach; neither prints anything. A list in
 * braces after a space (`the set {i: i < n}`) is not attached to a span, as Markua requires, and stays text.
 */
function markuaSpanAttributeList(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src.charCodeAt(pos) !== OPEN_BRACE || pos === 0 || /\s/.test(src.charAt(pos - 1))) return false;
  if (!/^\{\s*(?:i\s*:|id\s*:|#[A-Za-z])/.test(src.slice(pos, pos + 8))) return false;
  // `![Kiln](kiln.png){#fig:kiln}`, `[a](b){#c}`, `` `x`{#y} ``: pandoc's attributes, which name the element itself.
  const previous = state.tokens[state.tokens.length - 1];
  if (src.charAt(pos + 1) === '#' && state.pending === '' && TAKES_ATTRIBUTES.has(previous?.type ?? ''))
    return false;
  const close = closingBrace(src, pos);
  if (close === undefined) return false;
  const marks = markuaSpanMarksHtml(src.slice(pos + 1, close));
  if (marks === undefined) return false;
  if (!silent) {
    const token = state.push('html_inline', '', 0);
    token.content = marks;
    token.meta = { markuaSpan: true };
  }
  state.pos = close + 1;
  return true;
}

/** The `[` that opens the span closed by the `]` ending `children[close]`, in the text before it. */
function openingBracket(children: Token[], close: number): { token: Token; index: number } | undefined {
  let depth = 0;
  for (let at = close; at >= 0; at--) {
    const token = children[at]!;
    // Escaped brackets (`\[`) are text_special tokens until markdown-it joins the text: never a span's.
    if (token.type !== 'text') continue;
    const text = at === close ? token.content.slice(0, -1) : token.content;
    for (let index = text.length - 1; index >= 0; index--) {
      if (text[index] === ']') depth++;
      else if (text[index] === '[' && depth-- === 0) return { token, index };
    }
  }
  return undefined;
}

/**
 * Markua's explicit span, `[then a span]{#theid}` or `[Herman Melville]{i: "Melville, Herman"}`: the brackets only
 * make the span the list belongs to, and print nothing.
 */
function unbracketSpans(state: MarkdownIt.StateCore): void {
  for (const block of state.tokens) {
    const children = block.children ?? [];
    children.forEach((token, at) => {
      if (!(token.meta as { markuaSpan?: boolean } | null)?.markuaSpan) return;
      const closing = children[at - 1];
      if (closing?.type !== 'text' || !closing.content.endsWith(']')) return;
      const opening = openingBracket(children, at - 1);
      if (!opening) return;
      closing.content = closing.content.slice(0, -1);
      const text = opening.token.content;
      opening.token.content = text.slice(0, opening.index) + text.slice(opening.index + 1);
    });
  }
}

/** Reads Markua's index entries and ids written after a span (`term{i: "term"}`, `[a span]{#span-intro}`). */
export const markuaSpanAttributes = (md: MarkdownIt.MarkdownIt): void => {
  md.inline.ruler.after('text', 'markua_span_attributes', markuaSpanAttributeList);
  md.core.ruler.after('inline', 'markua_bracketed_spans', unbracketSpans);
};
