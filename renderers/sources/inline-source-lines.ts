import type MarkdownIt from 'markdown-it';

/**
 * Set on a link, an image or an HTML tag the author wrote (`<a href>`) by its paragraph's line, when it is written on
 * a later line of the paragraph.
 */
export const LINE_IN_BLOCK = 'octavoLineInBlock';

type StateInline = MarkdownIt.StateInline;

/** Where each link, image or HTML tag will be pushed (its index among the paragraph's tokens): its line within the paragraph. */
const linesAhead = new WeakMap<StateInline, Map<number, number>>();

/**
 * Notes the line a `[` or `![` starts on before the link and image rules read it. It takes nothing: the rules after
 * it read the text as before. The token they push next gets the index noted (the text held back comes first).
 */
function noteLine(state: StateInline, silent: boolean): boolean {
  if (silent) return false;
  const code = state.src.charCodeAt(state.pos);
  const opensTag = code === 0x3c /* < */ && /[a-z]/i.test(state.src.charAt(state.pos + 1));
  if (code !== 0x5b /* [ */ && code !== 0x21 /* ! */ && !opensTag) return false;
  let line = 0;
  for (let at = state.src.indexOf('\n'); at !== -1 && at < state.pos; at = state.src.indexOf('\n', at + 1))
    line++;
  if (line === 0) return false;
  let lines = linesAhead.get(state);
  if (!lines) linesAhead.set(state, (lines = new Map()));
  lines.set(state.tokens.length + (state.pending ? 1 : 0), line);
  return false;
}

/** Before any post-processing joins or moves tokens: each link, image and tag keeps the line it was noted at. */
function markLines(state: StateInline): void {
  const lines = linesAhead.get(state);
  if (!lines) return;
  for (const [index, line] of lines) {
    const token = state.tokens[index];
    if (token && (token.type === 'link_open' || token.type === 'image' || token.type === 'html_inline'))
      token.meta = { ...(token.meta as object | null), [LINE_IN_BLOCK]: line };
  }
  linesAhead.delete(state);
}

/**
 * A paragraph carries the line it starts on; a link or an image on a later line of it (a paragraph wrapped at 72 or
 * 80 columns runs over many) is given the number of its own line, so a warning about it names the line it is on.
 */
export const inlineSourceLines = (md: MarkdownIt.MarkdownIt): void => {
  md.inline.ruler.before('text', 'octavo_inline_lines', noteLine);
  md.inline.ruler2.before('balance_pairs', 'octavo_inline_lines', markLines);
};

/** The line within its paragraph a link or an image was written on (0: the paragraph's first). */
export function lineInBlock(token: MarkdownIt.Token): number {
  const meta = token.meta as Record<string, unknown> | null;
  const line = meta?.[LINE_IN_BLOCK];
  return typeof line === 'number' ? line : 0;
}
