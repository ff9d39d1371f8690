import { destinationLinks, PrintedBook, PrintPiece } from './print-document';
import { PageBlock } from './page-plan';

/** A run of the book's blocks printed as one document of its own. */
export interface PrintPart {
  blockIds: Set<string>;
  /** Every element id the part holds. */
  ids: Set<string>;
  /** Every id the part links to. */
  targets: Set<string>;
  /** It prints page numbers (contents, index), so it is printed again once they are known. */
  cites: boolean;
  /**
   * It lists pages (the contents, the index); a part that only refers to pages in its text has its numbers written
   * into its print instead (page-number-patch.ts).
   */
  listsPages?: boolean;
  /** Its HTML's length, to balance the parts and print the longest first. */
  size: number;
}

/**
 * How the book is cut, in characters of HTML: a body shorter than two `minPart`s is printed as one document
 * (parts cost the contents, index and folio sheet prints they need; measured on 2 cores, bodies of 325,000 to
 * 832,000 characters printed 20-50% faster as one document, 1.48 million 25% faster in parts; see
 * docs/performance.md); a longer one is cut into parts of about `reprinted` characters (a part is printed again
 * whole after a change in it: the corpus book's one-chapter change reprinted half its body, 8.3 CPU-seconds
 * against 11.5-11.8 with an eighth; in parts of 150,000 characters its PDF took 3.2 s against 3.7 s in 250,000,
 * while a cold render, each part a page load and font subsets of its own in a renderer lane whose fonts are kept,
 * took the same time in 13 parts as in 8 or 2). A run of at most `attachedRun` next to the contents or index is
 * printed with it (and again with it). `OCTAVO_PDF_PART_MIN_CHARS` sets `minPart` (default 500,000) and
 * `OCTAVO_PDF_PART_CHARS` sets `reprinted` (default 150,000). Specs lower them to split
 * small books.
 */
export const PART_SIZES = {
  minPart: positiveInteger(process.env.OCTAVO_PDF_PART_MIN_CHARS) ?? 500_000,
  reprinted: positiveInteger(process.env.OCTAVO_PDF_PART_CHARS) ?? 150_000,
  attachedRun: 30_000,
};

/** Body parts at most, however long the book: each embeds its own font subsets. */
const MOST_BODY_PARTS = 16;

/**
 * How many parts of body a book's pieces are cut into by default: parts of about `PART_SIZES.reprinted`
 * characters, at least one per lane (one lane: one part, the book printed as one document).
 */
export function partsBySize(pieces: PrintPiece[], lanes: number): number {
  if (lanes < 2) return Math.max(1, lanes);
  const body = pieces.reduce((sum, piece) => sum + (piece.cites ? 0 : piece.html.length), 0);
  return Math.max(lanes, Math.min(MOST_BODY_PARTS, Math.round(body / PART_SIZES.reprinted)));
}

function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number > 0
    ? number
    : undefined;
}

/**
 * Splits the book's blocks into parts printed side by side. The blocks that print page numbers (the
 * contents, the index) go in small parts of their own, since those are printed again when the numbers
 * are known; a short run next to one (the title and copyright pages before the contents, a colophon
 * after the index) goes with it rather than cost a document of its own. The rest is cut into `count`
 * parts of about equal length (cut between blocks, nearest each share), or one when it is shorter than two
 * `PART_SIZES.minPart`.
 */
export function splitIntoParts(pieces: PrintPiece[], count: number): PrintPart[] {
  const segments: { cites: boolean; pieces: PrintPiece[] }[] = [];
  for (const piece of pieces) {
    const last = segments.at(-1);
    if (!piece.cites && last && !last.cites) last.pieces.push(piece);
    else segments.push({ cites: piece.cites, pieces: [piece] });
  }
  const length = (list: PrintPiece[]) => list.reduce((sum, p) => sum + p.html.length, 0);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.cites || length(segment.pieces) > PART_SIZES.attachedRun) continue;
    const next = segments[i + 1];
    const previous = segments[i - 1];
    if (next?.cites) next.pieces.unshift(...segment.pieces);
    else if (previous?.cites) previous.pieces.push(...segment.pieces);
    else continue;
    segments.splice(i--, 1);
  }
  const total = segments.filter((s) => !s.cites).reduce((sum, s) => sum + length(s.pieces), 0);
  const chunks = total < 2 * PART_SIZES.minPart ? 1 : Math.max(1, count);
  const target = total / chunks;
  const parts: PrintPart[] = [];
  let filled = 0;
  let done = 0;
  for (const segment of segments) {
    if (segment.cites) {
      parts.push(partOf(segment.pieces));
      continue;
    }
    let current: PrintPiece[] = [];
    for (const piece of segment.pieces) {
      // A cut goes before the block whose middle passes the next boundary, so each part ends as near its
      // share as whole blocks allow (cut after that block, the corpus book's first half was 897,000
      // characters against 586,000: 289 pages against 198, and the render waited for the longer).
      const pastBoundary = filled + piece.html.length / 2 > target * (done + 1);
      if (pastBoundary && current.length > 0 && done < chunks - 1) {
        done++;
        parts.push(partOf(current));
        current = [];
      }
      current.push(piece);
      filled += piece.html.length;
    }
    if (current.length > 0) parts.push(partOf(current));
  }
  return parts;
}

/**
 * The print edition's parts: each block that opens on a right-hand page opens a part, with the blocks after it that
 * may open on either side (a copyright page). A part's first page is then a right-hand page of the whole book once
 * a blank page is put before it where needed (printBookInParts), so every page of it falls on the side it was
 * printed for (mirrored margins) and no blank page is needed inside it. A body shorter than two
 * `PART_SIZES.minPart` is one part, printed as one document.
 */
export function splitAtRectoBlocks(pieces: PrintPiece[], blocks: PageBlock[]): PrintPart[] {
  const body = pieces.reduce((sum, piece) => sum + (piece.cites ? 0 : piece.html.length), 0);
  if (body < 2 * PART_SIZES.minPart) return splitIntoParts(pieces, 1);
  const recto = new Set(blocks.filter((block) => block.recto).map((block) => block.id));
  const runs: PrintPiece[][] = [];
  for (const piece of pieces) {
    const run = runs.at(-1);
    if (!run || recto.has(piece.blockId)) runs.push([piece]);
    else run.push(piece);
  }
  return runs.map(partOf);
}

function partOf(pieces: PrintPiece[]): PrintPart {
  const ids = new Set<string>();
  const targets = new Set<string>();
  for (const piece of pieces) {
    for (const id of piece.ids) ids.add(id);
    for (const id of piece.targets) targets.add(id);
  }
  return {
    blockIds: new Set(pieces.map((p) => p.blockId)),
    ids,
    targets,
    cites: pieces.some((p) => p.cites),
    listsPages: pieces.some((p) => p.listsPages),
    size: pieces.reduce((sum, p) => sum + p.html.length, 0),
  };
}

/**
 * One part's document: its blocks (`book` rendered at least those), a destination for each of its ids
 * that the book anchors or another part links to, and an empty stand-in for each id it links to in
 * another part (`foreign`), so that Chromium keeps those links.
 */
export function partDocument(
  book: PrintedBook,
  part: PrintPart,
  linkedFromElsewhere: ReadonlySet<string>,
): { html: string; foreign: Set<string> } {
  const pieces = book.pieces.filter((piece) => part.blockIds.has(piece.blockId));
  const ids = new Set(pieces.flatMap((piece) => [...piece.ids]));
  const anchors = [...ids].filter((id) => book.anchored.has(id) || linkedFromElsewhere.has(id));
  const foreign = new Set(pieces.flatMap((piece) => [...piece.targets]).filter((id) => !ids.has(id)));
  const html = book.shell([destinationLinks(anchors, foreign), ...pieces.map((p) => p.html)].join('\n'));
  return { html, foreign };
}

/**
 * Whether the book can be printed in parts: no theme rule that depends on a page's place in the document
 * (`@page :first/:left/:right/:blank` on the book's pages, `counter(page)`). The print edition's own left and right
 * pages are kept by cutting it before right-hand blocks only (splitAtRectoBlocks).
 */
export function printableInParts(themeCss: string | undefined): boolean {
  const css = themeCss ?? '';
  if (/counter\(\s*pages?\s*[,)]/i.test(css)) return false;
  for (const [, prelude] of css.matchAll(/@page\b([^{]*)\{/gi)) {
    for (const selector of prelude!.split(',')) {
      const name = /^\s*([\w-]*)/.exec(selector)![1]!;
      if (!/:(first|left|right|blank)\b/i.test(selector)) continue;
      // Octavo names its pages d0, d1 … and octavo-…: a rule for another name (Atlas's `toc:first`) never applies.
      if (name === '' || /^(d\d+|octavo-)/.test(name)) return false;
    }
  }
  return true;
}

/**
 * The last citing part (an index at the back, say) when every number it prints is of a page in an earlier part:
 * it needs no first print with stand-in numbers, since nothing it cites moves with its own length. It is printed
 * once the parts before it are, with the real numbers; the contents, which may cite what follows it, is printed
 * with numbers after it. A part with footnotes keeps its first print (it measures them).
 */
export function citingPartPrintedOnce(
  parts: PrintPart[],
  citedIds: Iterable<string>,
  hasNotes: (part: PrintPart) => boolean,
): PrintPart | undefined {
  const index = parts.findLastIndex((part) => part.cites);
  const last = parts[index];
  if (!last || hasNotes(last)) return undefined;
  const earlier = new Set(parts.slice(0, index).flatMap((part) => [...part.ids]));
  const cited = new Set(citedIds);
  for (const id of last.targets) if (cited.has(id) && !earlier.has(id)) return undefined;
  return last;
}

/** The id of a part's first block (where its first page starts). */
export function firstBlockId(part: PrintPart): string | undefined {
  return part.blockIds.values().next().value;
}
