/**
 * Where each line a listing shows is written in its file, one line number a shown line, space-separated, on its
 * `<code>` (or `<pre>`). A listing that hides some of its lines (an mdBook book's `# ` lines in Rust, a Quarto
 * cell's `#|` options) shows fewer lines than it holds, and the lines it shows are not where counting from its
 * fence puts them: Rust by Example's listings were warned about at their fence, their lines counted as shown.
 * listingWidthsOf reads it and takes it off, so no book's page carries it.
 */
export const LISTING_LINES = 'data-octavo-listing-lines';

/**
 * Where each line a listing shows is written when an include wrote it, one token a shown line, space-separated:
 * `-` for a line of the listing's own file, else the included file (URI-encoded), a colon and its line there (an
 * AsciiDoc listing of `include::code/a.ex[]`). LISTING_LINES gives such a line the include directive's line.
 */
export const LISTING_INCLUDED = 'data-octavo-listing-included';

/**
 * On a listing that is a diagram's source, printed as written because Octavo does not draw it (an AsciiDoc
 * `[wavedrom]` block): the author is told once for all such blocks, so its long lines are not warned of again as code
 * that wraps. listingWidthsOf takes it off.
 */
export const DIAGRAM_SOURCE = 'data-octavo-diagram-source';

/** The included files' lines LISTING_INCLUDED names, undefined for a listing's own; undefined when it is absent. */
export function readIncludedLines(
  value: string | undefined,
): ({ file: string; line: number } | undefined)[] | undefined {
  if (value === undefined) return undefined;
  return value.split(' ').map((token) => {
    const colon = token.lastIndexOf(':');
    const line = Number(token.slice(colon + 1));
    if (token === '-' || colon <= 0 || !Number.isInteger(line) || line < 1) return undefined;
    return { file: decodeURIComponent(token.slice(0, colon)), line };
  });
}

/** The lines LISTING_LINES names; undefined when it is absent or not a list of line numbers. */
export function readListingLines(value: string | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  const lines = value.split(' ').map(Number);
  return lines.every((line) => Number.isInteger(line) && line > 0) ? lines : undefined;
}

/**
 * The index (0-based) in `written` of each line of `shown`, when `shown` is `written` with whole lines left out (a
 * Leanpub listing's marker lines, a code cell's option lines); undefined when it is not.
 */
export function keptLineIndices(written: string, shown: string): number[] | undefined {
  const from = written.split('\n');
  const kept: number[] = [];
  let at = 0;
  for (const line of shown.split('\n')) {
    while (at < from.length && from[at] !== line) at++;
    if (at === from.length) return undefined;
    kept.push(at++);
  }
  return kept;
}

/** What a Markdown listing's token carries (markdown-it's `token.meta`) of where its shown lines are written. */
export interface ListingLinesMeta {
  /** The line (0-based, of the text parsed) its first line of code is on, when not the one after its fence. */
  listingBody?: number;
  /** The index of each line it shows among the lines written in it, when some were left out. */
  listingKept?: number[];
}

/** `meta` with `kept` (indices among the listing's current lines) left of its lines, after what was left before. */
export function withKeptLines(
  meta: unknown,
  kept: readonly number[],
): ListingLinesMeta & Record<string, unknown> {
  const before = (meta as (ListingLinesMeta & Record<string, unknown>) | null) ?? {};
  const earlier = before.listingKept;
  return { ...before, listingKept: kept.map((index) => earlier?.[index] ?? index) };
}
