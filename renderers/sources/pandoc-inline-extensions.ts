import type MarkdownIt from 'markdown-it';
import { escapeAttribute } from '../dom/escape';
import { parseAttributeList } from './pandoc-heading-attributes';
import { conditionallyShown, outputOf } from './quarto-conditional-content';

type StateInline = MarkdownIt.StateInline;
type Token = MarkdownIt.Token;

/** What the render is told about the file: a Quarto or R Markdown page is read as pandoc reads it. */
type PandocPageEnv = { codeCells?: boolean; rMarkdown?: boolean };

function isPandocPage(env: unknown): boolean {
  const page = env as PandocPageEnv;
  return page.codeCells === true || page.rMarkdown === true;
}

/**
 * pandoc's `superscript` and `subscript` (`2^10^`, `H~2~O`), on in the Markdown Quarto and R Markdown read: the text
 * between the marks, with no space in it unless escaped (`P~a\ cat~`). Elsewhere a single tilde is GitHub's
 * strikethrough, so other Markdown keeps them as written. An inline footnote (`^[note]`) is not one.
 */
function scriptRule(marker: '^' | '~', tag: 'sup' | 'sub') {
  return (state: StateInline, silent: boolean): boolean => {
    const { src, posMax } = state;
    const start = state.pos;
    if (src[start] !== marker || !isPandocPage(state.env)) return false;
    if (src[start + 1] === marker || (marker === '^' && src[start + 1] === '[')) return false;
    let end = start + 1;
    while (end < posMax && src[end] !== marker) {
      if (src[end] === '\\') end++;
      else if (/\s/.test(src[end]!)) return false;
      end++;
    }
    if (end >= posMax || end === start + 1) return false;
    if (!silent) {
      state.push(`${tag}_open`, tag, 1).markup = marker;
      state.push('text', '', 0).content = src.slice(start + 1, end).replace(/\\(.)/g, '$1');
      state.push(`${tag}_close`, tag, -1).markup = marker;
    }
    state.pos = end + 1;
    return true;
  };
}

/** `[text]{.smallcaps}`: what pandoc's HTML writer prints for a span of these classes. */
const SPAN_ELEMENTS: Record<string, string> = { underline: 'u', mark: 'mark' };

/** `]{.smallcaps}` at the start of a text: the end of a bracketed span and its attributes. */
const SPAN_END = /\]\{([^{}]*)\}/;

/**
 * pandoc's bracketed spans (`[Small Caps]{.smallcaps}`, `[marked]{.mark}`, `[text]{.underline}`): the text in a
 * `<span>` of those classes (underline as `<u>`, mark as `<mark>`, as pandoc writes them), with its id. Printed as
 * written, the reader saw the brackets and braces. Markua's spans with an id alone are read before this
 * (markua-index-entries.ts); a span whose brackets are not in the same run of text (one opened inside emphasis and
 * closed outside it) is left as written.
 */
function bracketedSpans(state: MarkdownIt.StateCore): void {
  for (const block of state.tokens) {
    const children = block.children;
    if (!children?.some((token) => token.type === 'text' && token.content.includes(']{'))) continue;
    for (let at = 0; at < children.length; at++) {
      const token = children[at]!;
      if (token.type !== 'text') continue;
      const end = SPAN_END.exec(token.content);
      if (!end) continue;
      const attributes = parseAttributeList(end[1]!);
      // Key-value attributes (`{style="color: red"}`) are a web page's; the span keeps its text, not its brackets.
      if (!attributes) continue;
      const opening = openingBracket(children, at, end.index);
      if (!opening) continue;
      // Quarto's conditional span (`[in PDF.]{.content-visible when-format="pdf"}`) for other outputs: left out.
      if (conditionallyShown(attributes.classes, attributes.attributes, outputOf(state.env)) === false) {
        const after = token.content.slice(end.index + end[0].length);
        if (opening.at === at) token.content = token.content.slice(0, opening.index) + after;
        else {
          opening.token.content = opening.token.content.slice(0, opening.index);
          token.content = after;
          children.splice(opening.at + 1, at - opening.at - 1);
          at = opening.at + 1;
        }
        at--;
        continue;
      }
      const element = attributes.classes.map((name) => SPAN_ELEMENTS[name]).find(Boolean) ?? 'span';
      const classes = attributes.classes.filter((name) => !SPAN_ELEMENTS[name]);
      const open = new state.Token('html_inline', '', 0);
      open.content =
        `<${element}` +
        (attributes.id ? ` id="${escapeAttribute(attributes.id)}"` : '') +
        (classes.length ? ` class="${escapeAttribute(classes.join(' '))}"` : '') +
        '>';
      const close = new state.Token('html_inline', '', 0);
      close.content = `</${element}>`;
      const after = new state.Token('text', '', 0);
      after.content = token.content.slice(end.index + end[0].length);
      // The text before `]` stays in its token, the text before `[` goes before the span (the same token, or one before).
      token.content = token.content.slice(0, end.index);
      const opener = opening.token;
      const before = new state.Token('text', '', 0);
      before.content = opener.content.slice(0, opening.index);
      opener.content = opener.content.slice(opening.index + 1);
      children.splice(at + 1, 0, close, after);
      children.splice(opening.at, 0, before, open);
      at += 3;
    }
  }
}

/**
 * The `[` that opens the span whose `]` is at `endIndex` of `children[close]`: in that text before it, or in an earlier
 * text at the same nesting (the span holds emphasis or code, not half of one).
 */
function openingBracket(
  children: Token[],
  close: number,
  endIndex: number,
): { token: Token; at: number; index: number } | undefined {
  let depth = 0;
  let nesting = 0;
  for (let at = close; at >= 0; at--) {
    const token = children[at]!;
    if (at !== close) nesting -= token.nesting;
    if (token.type !== 'text' || nesting !== 0) {
      if (nesting < 0) return undefined;
      continue;
    }
    const text = at === close ? token.content.slice(0, endIndex) : token.content;
    for (let index = text.length - 1; index >= 0; index--) {
      // An escaped bracket (`\[`) is a token of its own here, never this text's.
      if (text[index] === ']') depth++;
      else if (text[index] === '[' && depth-- === 0) return { token, at, index };
    }
  }
  return undefined;
}

/** pandoc's inline extensions markdown-it lacks: superscript, subscript (pandoc pages) and bracketed spans. */
export const pandocInlineExtensions = (md: MarkdownIt.MarkdownIt): void => {
  md.inline.ruler.after('emphasis', 'pandoc_superscript', scriptRule('^', 'sup'));
  md.inline.ruler.after('emphasis', 'pandoc_subscript', scriptRule('~', 'sub'));
  md.core.ruler.after('inline', 'pandoc_bracketed_spans', bracketedSpans);
};
