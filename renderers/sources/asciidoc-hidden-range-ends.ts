import type { BookWarning } from '../warnings';
import type { UnclosedBlock } from './asciidoc-delimiters';

/** Blocks whose text is never read as AsciiDoc: an index mark inside one marks nothing. */
const UNREAD = new Set(['comment', 'listing', 'literal', 'passthrough']);
/** The id an index range's end mark names: `startref="ix_x"` in `(((…)))`, `indexterm:[…]` or DocBook. */
const STARTREF = /\bstartref\s*=\s*["']?([^"'\s,\])]+)/g;
/** An id a mark gives (`id="ix_x"`, the range it opens): a range whose opening is swallowed too is hidden whole. */
const ID = /(?<![\w-])id\s*=\s*["']?([^"'\s,\])]+)/g;

/** An index range's end mark that a block left open hides, and its line. */
interface HiddenRangeEnd {
  startref: string;
  line: number;
}

/**
 * The index ranges' end marks in the lines a comment (or listing, literal, passthrough) block left open swallows, up
 * to the end of its file: the Lift Cookbook's 11-Deployment.asciidoc closed a range at line 899, inside a comment
 * opened at line 711 that never ends, and the index read the range as never closed.
 */
function hiddenRangeEnds(
  block: UnclosedBlock,
  lines: readonly string[],
  firstLine: number,
): HiddenRangeEnd[] {
  if (!UNREAD.has(block.name)) return [];
  const swallowed = lines.slice(block.line - firstLine + 1);
  // A range opened in the same swallowed text is hidden whole: the index reads no range there at all.
  const opened = new Set(swallowed.flatMap((line) => [...line.matchAll(ID)].map(([, id]) => id!)));
  return swallowed.flatMap((line, i) =>
    [...line.matchAll(STARTREF)]
      .filter(([, startref]) => !opened.has(startref!))
      .map(([, startref]) => ({ startref: startref!, line: block.line + 1 + i })),
  );
}

/**
 * What a warning about the open block adds about the range ends it hides, and the ranges it names for the book to
 * drop the warnings that they are never closed (BookWarning.hidesRangeEnds): the author learns the one cause.
 */
export function hiddenRangeEndsHint(
  block: UnclosedBlock,
  read: { lines: readonly string[]; firstLine: number } | undefined,
): { text: string; mark: Pick<BookWarning, 'hidesRangeEnds'> } {
  const ends = read ? hiddenRangeEnds(block, read.lines, read.firstLine) : [];
  if (ends.length === 0) return { text: '', mark: {} };
  const named = ends.map(({ startref, line }) => `"${startref}" (line ${line})`);
  const listed = named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}`;
  return {
    text:
      `; it hides the end mark${ends.length === 1 ? '' : 's'} of the index range${ends.length === 1 ? '' : 's'} ` +
      `${listed} in this ${block.name} block, so the index reads ${ends.length === 1 ? 'that range' : 'those ranges'} ` +
      'as never closed until it is ended',
    mark: { hidesRangeEnds: [...new Set(ends.map((end) => end.startref))] },
  };
}
