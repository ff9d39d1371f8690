import type MarkdownIt from 'markdown-it';
import { LeanpubPartsEnv } from './leanpub-parts';

type Token = MarkdownIt.Token;

/** An image with a title, or alt text standing for one (Markua's default `alt-title: all`): a figure. */
function isTitledImage(token: Token): boolean {
  if (token.type !== 'image') return false;
  const alt = (token.children ?? []).map((child) => child.content).join('');
  return alt.trim() !== '' || String(token.attrGet('title') ?? '').trim() !== '';
}

function isBlank(token: Token): boolean {
  return (
    token.type === 'softbreak' ||
    token.type === 'hardbreak' ||
    (token.type === 'text' && token.content.trim() === '')
  );
}

/** The paragraph's content cut before and after each titled image, blank edges and spaces there dropped. */
function segments(children: Token[]): Token[][] {
  const cut: Token[][] = [[]];
  for (const child of children) {
    if (isTitledImage(child)) cut.push([child], []);
    else cut[cut.length - 1]!.push(child);
  }
  return cut
    .map((segment) => {
      let start = 0;
      let end = segment.length;
      while (start < end && isBlank(segment[start]!)) start++;
      while (end > start && isBlank(segment[end - 1]!)) end--;
      const kept = segment.slice(start, end);
      const [first, last] = [kept[0], kept[kept.length - 1]];
      if (first?.type === 'text') first.content = first.content.trimStart();
      if (last?.type === 'text') last.content = last.content.trimEnd();
      return kept;
    })
    .filter((segment) => segment.length > 0);
}

/**
 * In Markua, an image with a title (its alt text, by default) is a figure wherever it is written: one in a sentence,
 * or several on consecutive lines, each stand on their own, captioned, as if blank lines surrounded them. Plain
 * Markdown keeps them inline, where their captions were lost (a list of steps' screenshots, a sequence of diagrams
 * whose captions told the algorithm). Each such image gets a paragraph of its own, which the book model makes a
 * figure; the text around it keeps its paragraph (bare, as before, in a tight list).
 */
function splitInlineFigures(state: MarkdownIt.StateCore): void {
  if (!(state.env as LeanpubPartsEnv).leanpubManuscript) return;
  const tokens = state.tokens;
  for (let index = tokens.length - 3; index >= 0; index--) {
    const [open, inline, close] = [tokens[index]!, tokens[index + 1]!, tokens[index + 2]!];
    if (open.type !== 'paragraph_open' || inline.type !== 'inline' || close.type !== 'paragraph_close')
      continue;
    const children = inline.children ?? [];
    if (!children.some(isTitledImage)) continue;
    const parts = segments(children);
    if (parts.length < 2) continue;
    const replacement = parts.flatMap((part, i) => {
      const figure = part.length === 1 && isTitledImage(part[0]!);
      const partOpen = new state.Token('paragraph_open', 'p', 1);
      partOpen.map = open.map;
      partOpen.block = true;
      // A figure is never a tight list's bare text: it needs its paragraph to be one.
      partOpen.hidden = figure ? false : open.hidden;
      if (i === 0) partOpen.attrs = open.attrs;
      const partInline = new state.Token('inline', '', 0);
      partInline.map = inline.map;
      partInline.children = part;
      partInline.content = part.map((child) => child.content).join('');
      const partClose = new state.Token('paragraph_close', 'p', -1);
      partClose.block = true;
      partClose.hidden = partOpen.hidden;
      return [partOpen, partInline, partClose];
    });
    tokens.splice(index, 3, ...replacement);
  }
}

/** Sets Markua's titled images, written inline, apart as figures (in a Leanpub manuscript only). */
export const markuaInlineFigures = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('inline', 'markua_inline_figures', splitInlineFigures);
};
