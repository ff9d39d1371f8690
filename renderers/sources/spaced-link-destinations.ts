import type MarkdownIt from 'markdown-it';

type StateInline = MarkdownIt.StateInline;

const OPEN_BRACKET = 0x5b;
const BANG = 0x21;
const OPEN_PAREN = 0x28;

/** `(dest with spaces)` or `(dest with spaces "title")`, no parentheses inside (a paragraph's lines may break it). */
const SPACED_DESTINATION = /^\(\s*([^\s()"<>][^()"<>]*?)\s*(?:"([^"\n]*)")?\s*\)/;

/**
 * `[Handling errors](./07 Handling errors.html)`, `![](my figure.png)`: a link or image whose address has spaces,
 * which pandoc's Markdown, PHP Markdown Extra and MarkAPL read as a link (the spaces as %20) but CommonMark does
 * not, so the brackets and the address were printed in the text. Tried only where CommonMark's own link failed.
 */
function spacedLink(state: StateInline, silent: boolean): boolean {
  const image = state.src.charCodeAt(state.pos) === BANG;
  const labelStart = state.pos + (image ? 2 : 1);
  if (state.src.charCodeAt(labelStart - 1) !== OPEN_BRACKET) return false;
  if (!image && state.linkLevel > 0) return false;
  const labelEnd = state.md.helpers.parseLinkLabel(state, labelStart - 1, true);
  if (labelEnd < 0 || state.src.charCodeAt(labelEnd + 1) !== OPEN_PAREN) return false;
  const match = SPACED_DESTINATION.exec(state.src.slice(labelEnd + 1, state.posMax));
  // pandoc reads a line break in the address, and the indent after it, as one space (`http://rmark%20down…`).
  const destination = match?.[1]?.trim().replace(/[ \t]*\n\s*/g, ' ');
  if (!match || !destination || !/\s/.test(destination)) return false;
  const href = state.md.normalizeLink(destination);
  if (!state.md.validateLink(href)) return false;
  if (!silent) {
    const title = match[2];
    if (image) {
      const token = state.push('image', 'img', 0);
      const children: MarkdownIt.Token[] = [];
      const label = state.src.slice(labelStart, labelEnd);
      state.md.inline.parse(label, state.md, state.env, children);
      token.attrs = [
        ['src', href],
        ['alt', ''],
      ];
      token.children = children;
      token.content = label;
      if (title) token.attrs.push(['title', title]);
    } else {
      const max = state.posMax;
      state.pos = labelStart;
      state.posMax = labelEnd;
      const open = state.push('link_open', 'a', 1);
      open.attrs = [['href', href]];
      if (title) open.attrs.push(['title', title]);
      state.linkLevel++;
      state.md.inline.tokenize(state);
      state.linkLevel--;
      state.push('link_close', 'a', -1);
      state.posMax = max;
    }
  }
  state.pos = labelEnd + 1 + match[0].length;
  return true;
}

export const spacedLinkDestinations = (md: MarkdownIt.MarkdownIt): void => {
  md.inline.ruler.after('image', 'spaced_link_destination', spacedLink);
};
