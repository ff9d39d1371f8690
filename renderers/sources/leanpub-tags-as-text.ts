import type MarkdownIt from 'markdown-it';
import { HTML_ELEMENT_NAMES } from '../dom/sanitize-allowlist';
import type { LeanpubPartsEnv } from './leanpub-parts';

type Token = MarkdownIt.Token;

/** One tag, opening, closing or empty, and its element's name (`<device>`, `</Mobile-Security-Framework>`). */
const TAG = /^<\/?([A-Za-z][A-Za-z0-9-]*)(?:\s[^<>]*)?\/?>$/;

/** Whether `html` is one tag of an element HTML does not define: a placeholder the sentence names, to Leanpub. */
function isPlaceholderTag(html: string): boolean {
  const name = TAG.exec(html.trim())?.[1];
  return name !== undefined && !HTML_ELEMENT_NAMES.has(name.toLowerCase());
}

function inLeanpubManuscript(state: MarkdownIt.StateCore): boolean {
  return (state.env as LeanpubPartsEnv | undefined)?.leanpubManuscript === true;
}

/** A line holding only such a tag, which CommonMark reads as an HTML block, is a paragraph of text to Leanpub. */
function placeholderBlocksAsParagraphs(state: MarkdownIt.StateCore): void {
  if (!inLeanpubManuscript(state)) return;
  state.tokens = state.tokens.flatMap((token): Token[] => {
    const firstLine = token.content.split('\n', 1)[0]!;
    if (token.type !== 'html_block' || !isPlaceholderTag(firstLine)) return [token];
    const open = new state.Token('paragraph_open', 'p', 1);
    const inline = new state.Token('inline', '', 0);
    const close = new state.Token('paragraph_close', 'p', -1);
    open.map = inline.map = token.map;
    open.block = close.block = true;
    inline.content = token.content.trim();
    inline.children = [];
    return [open, inline, close];
  });
}

/** In a paragraph, such a tag prints as written. */
function placeholderTagsAsText(state: MarkdownIt.StateCore): void {
  if (!inLeanpubManuscript(state)) return;
  for (const block of state.tokens) {
    for (const child of block.children ?? []) {
      if (child.type === 'html_inline' && isPlaceholderTag(child.content)) child.type = 'text';
    }
  }
}

/**
 * Leanpub reads no HTML in a manuscript (neither Markua nor Leanpub Flavoured Markdown does): `the folder
 * <Mobile-Security-Framework>` or `--view <engine>` prints the tag as written. CommonMark reads it as an element,
 * which, HTML not knowing it, lost its tag and the word with it. A tag of an element HTML defines keeps its meaning
 * (a manuscript folder outside Leanpub may hold HTML written for pandoc).
 */
export const leanpubTagsAsText = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.before('inline', 'leanpub_placeholder_blocks', placeholderBlocksAsParagraphs);
  md.core.ruler.after('inline', 'leanpub_placeholder_tags', placeholderTagsAsText);
};
