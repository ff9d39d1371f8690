/** A delimited block that opens in a file and is still open at its last line. */
export interface UnclosedBlock {
  /** 1-based line of the opening delimiter. */
  line: number;
  delimiter: string;
  /** What Asciidoctor calls the block: listing, literal, example, … */
  name: string;
  /** A later line of the same character but another length: most likely the intended end. */
  nearMiss?: { line: number; delimiter: string };
}

interface BlockKind {
  name: string;
  /** Nothing inside opens a block: only the same delimiter ends it. */
  verbatim: boolean;
}

/** The blocks delimited by four or more of one character, by that character. */
const RUNS: Record<string, BlockKind> = {
  '-': { name: 'listing', verbatim: true },
  '.': { name: 'literal', verbatim: true },
  '=': { name: 'example', verbatim: false },
  '*': { name: 'sidebar', verbatim: false },
  _: { name: 'quote', verbatim: false },
  '+': { name: 'passthrough', verbatim: true },
  '/': { name: 'comment', verbatim: true },
};

/** Asciidoctor's delimited blocks: four or more of one character (`--` exactly, tables `|===`, fences ```). */
function kindOf(line: string): BlockKind | undefined {
  if (line === '--') return { name: 'open', verbatim: false };
  if (/^```/.test(line)) return { name: 'fenced code', verbatim: true };
  if (/^[|,:!]={3,}$/.test(line)) return { name: 'table', verbatim: false };
  if (!/^(-{4,}|\.{4,}|={4,}|\*{4,}|_{4,}|\+{4,}|\/{4,})$/.test(line)) return undefined;
  return RUNS[line[0]!];
}

/**
 * A line of one of `=-~^+` under a line of text about as long is a section title written Setext-style (the
 * legacy syntax O'Reilly's books use: `Processes` over `---------`), not a block delimiter. Asciidoctor takes a
 * title only where a block starts: under the last line of a paragraph (`run.` over the `====` ending a warning)
 * the line is the delimiter it looks like.
 */
export function underlinesTitle(
  line: string,
  previous: string | undefined,
  beforePrevious: string | undefined,
): boolean {
  if (previous === undefined || !/^([=\-~^+])\1+$/.test(line)) return false;
  if (!endsParagraph(beforePrevious?.trimEnd())) return false;
  const title = previous.trimEnd();
  if (!/\w/.test(title) || /^[.[]/.test(title) || kindOf(title)) return false;
  return Math.abs([...title].length - line.length) < 2;
}

/** A block opened and not closed yet, where the walk is. */
export interface OpenBlock extends BlockKind {
  /** 1-based line of the opening delimiter. */
  line: number;
  delimiter: string;
  nearMiss?: UnclosedBlock['nearMiss'];
}

/**
 * Walks a file's lines as Asciidoctor reads its delimited blocks, and returns the blocks left open at the end
 * (outermost first). As Asciidoctor does, a block takes every line up to the next line that is its own
 * delimiter, whatever opens in between: a listing left open in a table cell or an example ends with that table
 * or example (Asciidoctor reports it at its own line), and only a block that finds no end before the file's
 * does is left open. `outside` sees each line outside verbatim blocks before it is read as a delimiter (true:
 * it is taken, and not read as one); `insideVerbatim` each line inside a verbatim block but the one that ends it.
 */
export function walkBlocks(
  lines: readonly string[],
  hooks: {
    outside?: (line: string, index: number, open: readonly OpenBlock[]) => boolean;
    insideVerbatim?: (line: string, index: number, block: OpenBlock) => void;
    verbatimEnds?: (block: OpenBlock, index: number) => void;
    opens?: (block: OpenBlock, within: readonly OpenBlock[]) => void;
  },
): OpenBlock[] {
  const leftOpen: OpenBlock[] = [];
  const endOf = (block: OpenBlock, from: number, to: number): number | undefined => {
    const terminator = block.name === 'fenced code' ? '```' : block.delimiter;
    for (let i = from; i < to; i++) if (lines[i]!.trimEnd() === terminator) return i;
    return undefined;
  };
  /** Reads lines [from, to) inside `within`; `toFileEnd`: the range ends where the file does, unclosed. */
  const walk = (from: number, to: number, within: readonly OpenBlock[], toFileEnd: boolean): void => {
    for (let i = from; i < to; i++) {
      const line = lines[i]!.trimEnd();
      if (hooks.outside?.(line, i, within)) continue;
      if (line.startsWith('//') && !line.startsWith('////')) continue;
      const kind = kindOf(line);
      if (!kind || underlinesTitle(line, lines[i - 1], lines[i - 2])) continue;
      const block: OpenBlock = { ...kind, line: i + 1, delimiter: line };
      hooks.opens?.(block, within);
      const end = endOf(block, i + 1, to);
      if (end === undefined && toFileEnd) leftOpen.push(block);
      const last = end ?? to;
      if (block.verbatim) {
        for (let k = i + 1; k < last; k++) hooks.insideVerbatim?.(lines[k]!.trimEnd(), k, block);
        if (end !== undefined) hooks.verbatimEnds?.(block, end);
      } else walk(i + 1, last, [...within, block], end === undefined && toFileEnd);
      i = last;
    }
  };
  walk(0, lines.length, [], true);
  return leftOpen;
}

/**
 * The delimited blocks a file leaves open at its end. Included into a book, Asciidoctor reads on through the
 * files after it as the block's content, and reports only the last block left open, far from the cause (a
 * listing opened with `-----` and "closed" with `----`).
 */
export function unclosedBlocks(lines: readonly string[]): UnclosedBlock[] {
  const open = walkBlocks(lines, {
    insideVerbatim: (line, index, block) => {
      if (!block.nearMiss && line.length >= 4 && kindOf(line)?.name === block.name) {
        block.nearMiss = { line: index + 1, delimiter: line };
      }
    },
  });
  return open.map(({ line, delimiter, name, nearMiss }) => ({
    line,
    delimiter,
    name,
    ...(nearMiss ? { nearMiss } : {}),
  }));
}

/** How Asciidoctor pairs a file's delimiters as written: each opening line's end, and each verbatim line's block. */
export interface DelimitersAsRead {
  /** 1-based line of each opening delimiter → 1-based line of the delimiter ending it (undefined: none does). */
  ends: Map<number, number | undefined>;
  /** 1-based line inside a verbatim block → that block's opening line. */
  verbatimOf: Map<number, number>;
}

export function delimitersAsRead(lines: readonly string[]): DelimitersAsRead {
  const ends = new Map<number, number | undefined>();
  const verbatimOf = new Map<number, number>();
  walkBlocks(lines, {
    opens: (block) => ends.set(block.line, undefined),
    insideVerbatim: (_, index, block) => verbatimOf.set(index + 1, block.line),
    verbatimEnds: (block, index) => ends.set(block.line, index + 1),
  });
  return { ends, verbatimOf };
}

/**
 * A block opened inside a block of the same character and another length (`=====` inside `====`): Asciidoctor
 * nests it, and it was most likely meant to end the outer one.
 */
export interface NestedLookalike {
  /** 1-based line of the inner block's delimiter. */
  line: number;
  delimiter: string;
  outer: { line: number; delimiter: string };
}

export function nestedLookalikes(lines: readonly string[]): NestedLookalike[] {
  const found: NestedLookalike[] = [];
  walkBlocks(lines, {
    opens: (block, within) => {
      const outer = within[within.length - 1];
      if (outer && outer.delimiter[0] === block.delimiter[0] && outer.delimiter !== block.delimiter) {
        found.push({
          line: block.line,
          delimiter: block.delimiter,
          outer: { line: outer.line, delimiter: outer.delimiter },
        });
      }
    },
  });
  return found;
}

/**
 * A listing or literal block that runs on past a line most likely meant to end it (`-----` "closed" with
 * `----`) to a later line that does end it: the text between, AsciiDoc meant to be read, is printed as code,
 * and Asciidoctor says nothing.
 */
export interface OverrunBlock {
  /** 1-based line of the opening delimiter. */
  line: number;
  delimiter: string;
  name: string;
  /** The first line of the same character but another length inside the block. */
  nearMiss: { line: number; delimiter: string };
  /** The first line after the near miss that is AsciiDoc markup, not code: an anchor, a title, a block's style. */
  markup: { line: number; text: string };
  /** 1-based line of the delimiter that really ends the block. */
  end: number;
}

/** Lines that are AsciiDoc's own markup and hardly ever a line of code. */
const BLOCK_MARKUP = [
  /^\[\[[\w:.-]+(?:,[^\]]*)?\]\]$/, // [[anchor]]
  /^\[#[\w:.-]+\]$/, // [#anchor]
  /^={1,6} \S/, // == Section title
  /^\[(?:source|listing|literal|quote|verse|NOTE|TIP|WARNING|IMPORTANT|CAUTION)(?:[,.#%][^\]]*)?\]$/,
  /^image::\S/,
];
/** A block that shows AsciiDoc itself: its delimiters and titles are its text. */
const SHOWS_ASCIIDOC = /^\[(?:source)?,?\s*(?:asciidoc|adoc)\b/i;

export function overrunBlocks(lines: readonly string[]): OverrunBlock[] {
  const found: OverrunBlock[] = [];
  const markupAfterNearMiss = new Map<OpenBlock, OverrunBlock['markup']>();
  const isMarkup = (line: string, index: number) =>
    BLOCK_MARKUP.some((pattern) => pattern.test(line)) ||
    (/^[=~^+]{2,}$/.test(lines[index + 1]?.trimEnd() ?? '') &&
      underlinesTitle(lines[index + 1]!.trimEnd(), line, lines[index - 1]));
  walkBlocks(lines, {
    insideVerbatim: (line, index, block) => {
      if (block.name !== 'listing' && block.name !== 'literal') return;
      if (!block.nearMiss) {
        if (line.length >= 4 && kindOf(line)?.name === block.name) {
          block.nearMiss = { line: index + 1, delimiter: line };
        }
      } else if (!markupAfterNearMiss.has(block) && isMarkup(line, index)) {
        markupAfterNearMiss.set(block, { line: index + 1, text: line });
      }
    },
    verbatimEnds: (block, index) => {
      const markup = markupAfterNearMiss.get(block);
      if (!block.nearMiss || !markup || SHOWS_ASCIIDOC.test(lines[block.line - 2]?.trim() ?? '')) return;
      const { line, delimiter, name, nearMiss } = block;
      found.push({ line, delimiter, name, nearMiss, markup, end: index + 1 });
    },
  });
  return found;
}

/**
 * Whether the line at `index` (0-based) is inside a verbatim block: listing, literal, passthrough, comment or
 * fenced code. A file included there is the block's text, shown as it is, not AsciiDoc read.
 */
export function insideVerbatimBlock(lines: readonly string[], index: number): boolean {
  const open = walkBlocks(lines.slice(0, index), {});
  return open[open.length - 1]?.verbatim === true;
}

/** A line of four or more `~` that Ruby Asciidoctor reads as text and Asciidoctor.js 4 as an open block. */
export interface StrayTildeLine {
  /** 0-based index in the lines given. */
  index: number;
  /** The text line above, when it was most likely meant as a section title (only the lengths differ). */
  meantTitle?: string;
}

const TILDES = /^~{4,}$/;
/** Asciidoctor's Setext title: does not start with `.`, holds a letter or digit. */
const SETEXT_TITLE = /^(?!\.)(?=.*[\p{L}\p{N}]).*$/u;

/** Lines that are not a paragraph's text: blank, attribute lists and anchors, attribute entries, comments, delimiters. */
function endsParagraph(line: string | undefined): boolean {
  if (line === undefined || line === '') return true;
  if (/^\[.*\]$/.test(line) || /^:[\w!-]+:/.test(line) || line.startsWith('//')) return true;
  return kindOf(line) !== undefined || /^([=\-~^+])\1{3,}$/.test(line);
}

/**
 * Lines of `~` that are not a section title's underline. Ruby Asciidoctor, the book's own tool, has no
 * `~~~~` block and prints such a line as text; Asciidoctor.js 4 opens an open block there that runs to the
 * next line of as many `~`, so every Setext section title after it in the file is read as a paragraph (a
 * `~~~~` underline one character too long or inside an example block loses the rest of the chapter's
 * sections). An underline is a title's only where Asciidoctor takes one: outside delimited blocks, under a
 * line that starts a block, within one character of that line's length.
 */
export function strayTildeLines(lines: readonly string[]): StrayTildeLine[] {
  const stray: StrayTildeLine[] = [];
  walkBlocks(lines, {
    outside: (line, i, open) => {
      if (!TILDES.test(line)) return false;
      const title = lines[i - 1]?.trimEnd() ?? '';
      const startsBlock = title !== '' && endsParagraph(lines[i - 2]?.trimEnd());
      const titleLike = startsBlock && SETEXT_TITLE.test(title) && !/^\[.*\]$/.test(title) && !kindOf(title);
      if (open.length === 0 && titleLike && Math.abs(title.length - line.length) < 2) return true;
      stray.push({ index: i, ...(open.length === 0 && titleLike ? { meantTitle: title } : {}) });
      return true;
    },
  });
  return stray;
}

/** Asciidoctor's `{empty}` before a stray `~~~~` line keeps it text in Asciidoctor.js, printed as Ruby prints it. */
export function keepTildeLinesAsText(lines: string[], stray: readonly StrayTildeLine[]): string[] {
  if (stray.length === 0) return lines;
  const out = [...lines];
  for (const { index } of stray) out[index] = `{empty}${out[index]}`;
  return out;
}

/** A block and the line of its character, of another length, most likely meant to end it. */
type NearMiss = Pick<OverrunBlock, 'line' | 'delimiter' | 'name' | 'nearMiss'>;

/**
 * An example, sidebar or quote block with a block of the same character and another length opened inside it that
 * no line ends before the outer block's end (`====` "closed" with `=====`, which Asciidoctor nests and reports as
 * unterminated): the outer block, its near miss the inner one's opening line. A nested block its own run ends is
 * Asciidoctor's way to nest, and is left.
 */
function nestedLookalikeLeftOpen(lines: readonly string[]): NearMiss | undefined {
  for (const inner of nestedLookalikes(lines)) {
    const { outer } = inner;
    let outerEnd = lines.findIndex((line, i) => i >= outer.line && line.trimEnd() === outer.delimiter);
    if (outerEnd < 0) outerEnd = lines.length;
    const innerEnded = lines.some(
      (line, i) => i >= inner.line && i < outerEnd && line.trimEnd() === inner.delimiter,
    );
    if (innerEnded) continue;
    const name = kindOf(outer.delimiter)?.name ?? 'example';
    return { ...outer, name, nearMiss: { line: inner.line, delimiter: inner.delimiter } };
  }
  return undefined;
}

/** A block that `closeNearMissedBlocks` ended at its near miss. */
export interface NearMissClosed extends NearMiss {
  /** Why: no line of the file ended it, or AsciiDoc markup after the near miss would have been code up to `end`. */
  overran?: { markup: OverrunBlock['markup']; end: number };
  /** Or: Asciidoctor nests a block at the near miss that no line ends (`nestedLookalikeLeftOpen`). */
  nested?: true;
}

/** More near misses in one file than this are left to Asciidoctor's reading. */
const MOST_NEAR_MISSES = 200;

/**
 * Ends a listing or literal block at the first later line of the same character and another length (`-----`
 * "closed" with `----`), as AsciiDoc Python, the toolchain of Atlas's early books, reads a block (any run of four
 * or more ends it), where Asciidoctor's reading, which takes only the same run, is plainly not what was meant:
 * the file leaves the block open, so the rest of it, and in a master document every file included after it,
 * would be code (Études for Erlang lost seven chapters so); or the block runs on past AsciiDoc markup (an anchor, a
 * section title, a block style: `overrunBlocks`) to a later run that was meant to open the next listing. An example,
 * sidebar or quote block left open so is ended at a run of its character left open inside it. A run
 * inside a block some later line ends, with only code after it (a test runner's line of dashes), stays code, as
 * Asciidoctor prints it. The lines keep their count; `leftOpen` is what the file still leaves open (`unclosedBlocks`).
 */
export function closeNearMissedBlocks(lines: readonly string[]): {
  lines: string[];
  closed: NearMissClosed[];
  leftOpen: UnclosedBlock[];
} {
  const out = [...lines];
  const closed: NearMissClosed[] = [];
  let left = unclosedBlocks(out);
  // Each end moves the blocks after it (the old end may open the next one): walk again after each.
  for (let round = 0; round < MOST_NEAR_MISSES; round++) {
    const open = left.find(
      (block) => (block.name === 'listing' || block.name === 'literal') && block.nearMiss,
    );
    const nested = open ? undefined : nestedLookalikeLeftOpen(out);
    const overrun = open || nested ? undefined : overrunBlocks(out)[0];
    const block: NearMiss | undefined = open?.nearMiss
      ? { ...open, nearMiss: open.nearMiss }
      : (nested ?? overrun);
    if (!block) break;
    out[block.nearMiss.line - 1] = block.delimiter;
    closed.push({
      line: block.line,
      delimiter: block.delimiter,
      name: block.name,
      nearMiss: block.nearMiss,
      ...(overrun ? { overran: { markup: overrun.markup, end: overrun.end } } : {}),
      ...(nested ? { nested: true as const } : {}),
    });
    left = unclosedBlocks(out);
  }
  return { lines: out, closed, leftOpen: left };
}

/**
 * The near misses `closeNearMissedBlocks` mended, as the file is written: each block once, its opening and ending
 * lines as the author wrote them, in file order. Each mend moves the blocks after it, so a later round can see an
 * earlier round's rewritten line as an opening (Études for Erlang: a listing opened with `-----` and ended with
 * `-----` was reported as "ended by" the next listing's `------`, and a block twice with swapped lengths); only
 * the blocks the mended file pairs across lines written differently were near misses.
 */
export function nearMissesAsWritten(
  original: readonly string[],
  ended: readonly string[],
  closed: readonly NearMissClosed[],
): NearMissClosed[] {
  if (closed.length === 0) return [];
  const written = (line: number) => original[line - 1]!.trimEnd();
  const found = new Map<number, NearMissClosed>();
  for (const block of closed) {
    // A block Asciidoctor nests is not a verbatim pair: as it was mended.
    if (block.nested) found.set(block.line, { ...block, delimiter: written(block.line) });
  }
  for (const [line, end] of delimitersAsRead(ended).ends) {
    // Only an end the mend rewrote was missed: a pair read as written (```ruby … ```) is the author's.
    if (end === undefined || found.has(line) || ended[end - 1] === original[end - 1]) continue;
    if (written(line) === written(end)) continue;
    const delimiter = written(line);
    const mended = closed.find((block) => block.line === line && block.nearMiss.line === end);
    found.set(line, {
      line,
      delimiter,
      name: mended?.name ?? kindOf(delimiter)?.name ?? 'listing',
      nearMiss: { line: end, delimiter: written(end) },
      ...(mended?.overran ? { overran: mended.overran } : {}),
    });
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}

export interface Paragraph {
  text: string;
  /** The file's line index (0-based) of an offset in `text`. */
  lineOf(offset: number): number;
}

/** A file's paragraphs, found once for the checks that read them (index terms in code, plus-sign code spans). */
const paragraphsFound = new WeakMap<readonly string[], Paragraph[]>();

/** Runs of consecutive non-blank lines outside delimited blocks, each joined as Asciidoctor reads a paragraph. */
export function paragraphsOf(lines: readonly string[]): Paragraph[] {
  let found = paragraphsFound.get(lines);
  if (!found) {
    found = findParagraphs(lines);
    paragraphsFound.set(lines, found);
  }
  return found;
}

function findParagraphs(lines: readonly string[]): Paragraph[] {
  const runs: { start: number; lines: string[] }[] = [];
  let last = -2;
  walkBlocks(lines, {
    outside: (line, index) => {
      if (line.trim() === '' || line.startsWith('//')) {
        last = -2;
        return false;
      }
      if (index === last + 1) runs.at(-1)!.lines.push(line);
      else runs.push({ start: index, lines: [line] });
      last = index;
      return false;
    },
    opens: () => {
      last = -2;
    },
  });
  return runs.map(({ start, lines: run }) => {
    const text = run.join('\n');
    return {
      text,
      lineOf: (offset) => start + (text.slice(0, offset).match(/\n/g)?.length ?? 0),
    };
  });
}
