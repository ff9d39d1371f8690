import type MarkdownIt from 'markdown-it';
import { UNNUMBERED_PART_MARK } from './asciidoc-htmlbook';

type Token = MarkdownIt.Token;
type StateBlock = MarkdownIt.StateBlock;

/** What the render is told about the file: whether it is in a Leanpub manuscript, where `# Title #` is a part. */
export type LeanpubPartsEnv = {
  leanpubManuscript?: boolean;
};

/** `# Part One #`: a level-1 heading closed by hashes, Markua's part heading. */
const CLOSED_TITLE = /^#[ \t]+\S.*[ \t]#+[ \t]*$/;

function isPartHeading(state: MarkdownIt.StateCore, token: Token): boolean {
  if (token.type !== 'heading_open' || token.tag !== 'h1' || token.level !== 0) return false;
  const classes = String(token.attrGet('class') ?? '').split(/\s+/);
  if (classes.includes('part')) return true;
  if (!(state.env as LeanpubPartsEnv).leanpubManuscript || !token.map) return false;
  const lines = state.src.split('\n', token.map[0] + 1);
  return CLOSED_TITLE.test(lines[token.map[0]] ?? '');
}

function withoutPartClass(token: Token): void {
  const classes = String(token.attrGet('class') ?? '')
    .split(/\s+/)
    .filter((name) => name && name !== 'part');
  if (classes.length > 0) token.attrSet('class', classes.join(' '));
  else if (token.attrs) token.attrs = token.attrs.filter(([name]) => name !== 'class');
}

/**
 * Leanpub's part headings: Markua writes a part as `# Part One #` (a level-1 heading closed by hashes) or as a
 * heading under `{class: part}`. Read as plain Markdown each printed as a chapter holding only its title, numbered
 * among the chapters, and the chapters after it were no part's. Each becomes an HTMLBook part holding its title
 * and any introduction up to the next chapter; the chapters after it, in this file or the next, are the part's.
 * Closed headings count only in a Leanpub manuscript (other Markdown closes headings as mere style).
 */
function leanpubParts(state: MarkdownIt.StateCore): void {
  const tokens = state.tokens;
  for (let at = 0; at < tokens.length; at++) {
    const heading = tokens[at]!;
    if (!isPartHeading(state, heading)) continue;
    withoutPartClass(heading);
    let end = at + 1;
    while (end < tokens.length && !(tokens[end]!.type === 'heading_open' && tokens[end]!.tag === 'h1')) end++;
    const open = new state.Token('leanpub_part_open', 'div', 1);
    open.attrSet('data-type', 'part');
    // bookdown's `(PART\*)`: the part is printed unnumbered (bookdown-headings.ts marks its heading).
    if (heading.attrGet(UNNUMBERED_PART_MARK) !== null) {
      open.attrSet(UNNUMBERED_PART_MARK, '');
      heading.attrs = heading.attrs?.filter(([name]) => name !== UNNUMBERED_PART_MARK) ?? null;
    }
    open.block = true;
    open.map = heading.map;
    const close = new state.Token('leanpub_part_close', 'div', -1);
    close.block = true;
    tokens.splice(end, 0, close);
    tokens.splice(at, 0, open);
    at = end + 1;
  }
}

/** `-# Part One`: Leanpub Flavoured Markdown's part heading, a line opened by a dash and a hash. */
const DASHED_TITLE = /^-#[ \t]+(\S.*?)[ \t]*$/;

/**
 * Leanpub Flavoured Markdown writes a part as `-# Part One` (Leanpub books keep it in a file of its own, `part1.txt`,
 * listed in Book.txt before the part's chapters). Read as plain Markdown it is a paragraph of text; in a Leanpub
 * manuscript it is a level-1 heading of class part, which leanpubParts then opens a part with.
 */
function dashedPartHeading(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (!(state.env as LeanpubPartsEnv).leanpubManuscript) return false;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const line = state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]);
  const title = DASHED_TITLE.exec(line);
  if (!title) return false;
  if (silent) return true;
  const open = state.push('heading_open', 'h1', 1);
  open.markup = '-#';
  open.map = [startLine, startLine + 1];
  open.attrSet('class', 'part');
  const inline = state.push('inline', '', 0);
  inline.content = title[1]!;
  inline.map = [startLine, startLine + 1];
  inline.children = [];
  state.push('heading_close', 'h1', -1).markup = '-#';
  state.line = startLine + 1;
  return true;
}

/**
 * Reads Leanpub's part headings (Markua's `# Part One #` and `{class: part}` over a heading, Leanpub Flavoured
 * Markdown's `-# Part One`) as HTMLBook parts.
 */
export const leanpubPartHeadings = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('heading', 'leanpub_dashed_part', dashedPartHeading, {
    alt: ['paragraph', 'reference', 'blockquote'],
  });
  md.core.ruler.after('apply_block_attributes', 'leanpub_parts', leanpubParts);
};
