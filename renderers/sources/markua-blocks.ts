import type MarkdownIt from 'markdown-it';
import { lineText } from './block-lines';
import { ASIDE_KINDS, BLURB_CLASSES } from './leanpub-asides';
import { parseAttributeList } from './markdown-block-attributes';
import { tokenizeNested } from './nested-blocks';
import { fencedLines } from './fenced-lines';

type StateBlock = MarkdownIt.StateBlock;

/** `{blurb, class: warning}`, `{aside}`: the line opening a Markua block, its name and its attributes. */
const OPENING = /^\{\s*(blurb|aside)\s*(?:,\s*([^{}]*?))?\s*\}\s*$/;

/** An attribute list in Markua's form on a line of its own (`{icon: quote-right}`); LFM writes `{icon=gift}`. */
const MARKUA_ATTRIBUTE_LINE = /^\{\s*[A-Za-z][\w-]*\s*:[^{}]*\}\s*$/;

/**
 * Whether a Leanpub manuscript's file is written in Markua rather than Leanpub Flavoured Markdown: it opens a Markua
 * block (`{blurb, class: warning}`, `{aside}`) or writes an attribute list Markua's way (`{icon: quote-right}`),
 * outside its listings.
 */
export function writesMarkua(text: string): boolean {
  const lines = text.split(/\r?\n/);
  const fenced = fencedLines(lines);
  return lines.some(
    (line, index) =>
      !fenced[index] &&
      !/^(?: {4}|\t)/.test(line) &&
      (OPENING.test(line) || MARKUA_ATTRIBUTE_LINE.test(line)),
  );
}

/** The line closing the block opened at `startLine` (`{/blurb}`), past any of the same name nested in it. */
function closingLine(
  state: StateBlock,
  name: string,
  startLine: number,
  endLine: number,
): number | undefined {
  const closing = new RegExp(`^\\{\\s*/${name}\\s*\\}\\s*$`);
  let depth = 0;
  for (let line = startLine + 1; line < endLine; line++) {
    const text = lineText(state, line);
    if (OPENING.exec(text)?.[1] === name) depth++;
    else if (closing.test(text) && depth-- === 0) return line;
  }
  return undefined;
}

/**
 * Markua's blocks between an opening and a closing line (`{blurb, class: warning}` … `{/blurb}`, `{aside}` …
 * `{/aside}`): plain Markdown printed both lines as text, the block's content as ordinary paragraphs. They are the
 * long form of Leanpub's `W>` and `A>` asides, and become the same sidebars and admonitions.
 */
function markuaBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const opening = OPENING.exec(lineText(state, startLine));
  if (!opening) return false;
  const name = opening[1]!;
  const attributes = opening[2] ? parseAttributeList(opening[2]) : [];
  if (!attributes) return false;
  const end = closingLine(state, name, startLine, endLine);
  if (end === undefined) return false;
  if (silent) return true;

  const blurbClass = attributes.find((attribute) => attribute.key === 'class')?.value.toLowerCase();
  const letter = name === 'aside' ? 'A' : (BLURB_CLASSES[blurbClass ?? 'center'] ?? 'B');
  const kind = ASIDE_KINDS[letter]!;
  const open = state.push('leanpub_aside_open', kind.tag, 1);
  open.markup = `{${name}}`;
  open.attrSet('data-type', kind.type);
  open.attrSet('class', `leanpub-${kind.name}`);
  for (const { key, value } of attributes) {
    if (key === 'id') open.attrSet('id', value);
    // Leanpub draws the named icon beside a blurb; a class lets a theme do the same.
    if (key === 'icon') open.attrJoin('class', `icon-${value.replace(/[^\w-]/g, '')}`);
  }
  open.map = [startLine, end + 1];

  tokenizeNested(state, startLine + 1, end);

  const close = state.push('leanpub_aside_close', kind.tag, -1);
  close.markup = `{/${name}}`;
  state.line = end + 1;
  return true;
}

/** Reads Markua's `{blurb}` … `{/blurb}` and `{aside}` … `{/aside}` blocks as sidebars and admonitions. */
export const markuaBlocks = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('table', 'markua_block', markuaBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
};
