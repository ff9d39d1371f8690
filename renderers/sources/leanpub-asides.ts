import type MarkdownIt from 'markdown-it';

type StateBlock = MarkdownIt.StateBlock;

/** What each Leanpub block marker (`W> `, `T> ` …) is in HTMLBook: an admonition, or a sidebar for the rest. */
export const ASIDE_KINDS: Readonly<Record<string, { tag: 'div' | 'aside'; type: string; name: string }>> = {
  A: { tag: 'aside', type: 'sidebar', name: 'aside' },
  B: { tag: 'aside', type: 'sidebar', name: 'blurb' },
  D: { tag: 'aside', type: 'sidebar', name: 'discussion' },
  E: { tag: 'div', type: 'caution', name: 'error' },
  G: { tag: 'aside', type: 'sidebar', name: 'generic' },
  I: { tag: 'div', type: 'note', name: 'information' },
  Q: { tag: 'aside', type: 'sidebar', name: 'question' },
  T: { tag: 'div', type: 'tip', name: 'tip' },
  W: { tag: 'div', type: 'warning', name: 'warning' },
  X: { tag: 'aside', type: 'sidebar', name: 'exercise' },
};

/** Which Leanpub aside letter (`W>` …) each blurb class is: Markua's blurb classes are those asides, written long. */
export const BLURB_CLASSES: Readonly<Record<string, string>> = {
  center: 'B',
  discussion: 'D',
  error: 'E',
  exercise: 'X',
  generic: 'G',
  information: 'I',
  question: 'Q',
  tip: 'T',
  warning: 'W',
};

const SPACE = 0x20;
const TAB = 0x09;
const GREATER_THAN = 0x3e;

/** The marker letter a line opens with (`W` for `W> Careful`), when it is one Leanpub knows. */
function markerOf(state: StateBlock, line: number, spaced: Spacing): string | undefined {
  const start = state.bMarks[line]! + state.tShift[line]!;
  const max = state.eMarks[line]!;
  if (start + 1 >= max || state.src.charCodeAt(start + 1) !== GREATER_THAN) return undefined;
  const letter = state.src.charAt(start);
  if (!Object.hasOwn(ASIDE_KINDS, letter) && letter !== CENTERED) return undefined;
  // `A>` ends its line or a space follows, as Leanpub's books mostly write it. Leanpub reads the marker as a
  // quotation's `>`, the space optional (Understanding ECMAScript 6 writes `A>When using…`, `A>```js`): an aside's
  // later lines may leave it out, and so may its first, at a block's start, before a word or Markdown's markup.
  // "A>B" or "X>5" is no aside.
  const after = start + 2 < max ? state.src.charAt(start + 2) : ' ';
  if (after === ' ' || after === '\t' || spaced === 'continuing') return letter;
  const rest = state.src.slice(start + 2, Math.min(max, start + 4));
  return spaced === 'opening' && UNSPACED_START.test(rest) ? letter : undefined;
}

/**
 * Where a marker is read: on a later line of an aside (any `A>` goes on with it), on the line an aside would open at
 * a block's start, or where it would end a paragraph (only `A> ` with its space does).
 */
type Spacing = 'continuing' | 'opening' | 'interrupting';

/**
 * What may follow an opening marker written without its space: a word, or the markup a block opens with; not one
 * letter or a number ("C>B is a comparison", "X>5").
 */
const UNSPACED_START = /^(?:\p{L}{2}|[#`~*_[!{"'(])/u;

/** Leanpub's `C> ` lines: text set centred (a motto, a headline quoted), in no box. */
const CENTERED = 'C';

/**
 * Leanpub's (and Markua's) asides: every line of the block starts with its kind's letter and `>`, as a quotation's
 * lines start with `>` (`A> ## Title`, `A> text`, `A>` for a blank line, `A> ~~~` around code). Plain Markdown has
 * no such block, so each one printed as a paragraph of text strewn with "A>", its code and headings run together.
 * The lines are read the way a quotation's are, without their markers, into a sidebar or an admonition.
 */
function leanpubAside(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const letter = markerOf(state, startLine, silent ? 'interrupting' : 'opening');
  if (letter === undefined) return false;
  if (silent) return true;

  const saved: { bMark: number; tShift: number; sCount: number; bsCount: number }[] = [];
  let nextLine = startLine;
  for (; nextLine < endLine; nextLine++) {
    if (
      state.sCount[nextLine]! < state.blkIndent ||
      markerOf(state, nextLine, nextLine === startLine ? 'opening' : 'continuing') !== letter
    )
      break;
    saved.push({
      bMark: state.bMarks[nextLine]!,
      tShift: state.tShift[nextLine]!,
      sCount: state.sCount[nextLine]!,
      bsCount: state.bsCount[nextLine]!,
    });
    let pos = state.bMarks[nextLine]! + state.tShift[nextLine]! + 2;
    const max = state.eMarks[nextLine]!;
    // One space after the marker belongs to it, as after a quotation's `>`.
    if (pos < max && state.src.charCodeAt(pos) === SPACE) pos++;
    state.bMarks[nextLine] = pos;
    let indent = 0;
    while (pos < max) {
      const ch = state.src.charCodeAt(pos);
      if (ch === SPACE) indent++;
      else if (ch === TAB) indent += 4 - (indent % 4);
      else break;
      pos++;
    }
    state.tShift[nextLine] = pos - state.bMarks[nextLine]!;
    state.sCount[nextLine] = indent;
    state.bsCount[nextLine] = 0;
  }

  const oldIndent = state.blkIndent;
  const oldLineMax = state.lineMax;
  const oldParentType = state.parentType;
  state.blkIndent = 0;
  state.lineMax = nextLine;
  // Rules that end a paragraph inside it are those of a quotation.
  state.parentType = 'blockquote';

  if (letter === CENTERED) {
    // Its paragraphs are centred as `{align: center}` centres one: the same class, in every format's styles.
    const first = state.tokens.length;
    state.md.block.tokenize(state, startLine, nextLine);
    for (const token of state.tokens.slice(first))
      if (token.type === 'paragraph_open') token.attrJoin('class', 'align-center');
  } else {
    const kind = ASIDE_KINDS[letter]!;
    const open = state.push('leanpub_aside_open', kind.tag, 1);
    open.markup = `${letter}>`;
    open.attrSet('data-type', kind.type);
    open.attrSet('class', `leanpub-${kind.name}`);
    const lines: [number, number] = [startLine, nextLine];
    open.map = lines;
    state.md.block.tokenize(state, startLine, nextLine);
    const close = state.push('leanpub_aside_close', kind.tag, -1);
    close.markup = `${letter}>`;
  }

  state.lineMax = oldLineMax;
  state.parentType = oldParentType;
  state.blkIndent = oldIndent;
  saved.forEach((line, i) => {
    state.bMarks[startLine + i] = line.bMark;
    state.tShift[startLine + i] = line.tShift;
    state.sCount[startLine + i] = line.sCount;
    state.bsCount[startLine + i] = line.bsCount;
  });
  state.line = nextLine;
  return true;
}

/** Reads Leanpub's `A> `, `W> `, `T> ` … blocks as sidebars and admonitions, and `C> ` lines as centred text. */
export const leanpubAsides = (md: MarkdownIt.MarkdownIt): void => {
  md.block.ruler.before('blockquote', 'leanpub_aside', leanpubAside, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
};
