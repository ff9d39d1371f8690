import { ListingLine, ListingWidths } from '../model/listing-widths';
import { BookWarning, warning } from '../warnings';
import { pageAreaWidthPt, PAGE_FONT_PT } from './print-style';
import { TrimSize } from './trim-size';

/** The themes' listing size: 0.85 of the body's (book-style.ts). */
export const LISTING_EM = 0.85;
/**
 * The smallest size a book's code is set at to keep its lines whole: four fifths of the usual, 6.8 pt on a 10 pt body,
 * which on a 7-inch page holds the 85 columns O'Reilly asks its authors to keep code within (its PDFs set code in a
 * narrower monospace). Smaller, code stops being comfortable to read.
 */
export const SMALLEST_LISTING_EM = 0.68;
/** Sizes are tried from the usual down in steps of a twentieth of a point. */
const STEP_EM = 0.005;
/** JetBrains Mono's advance (Octavo Mono). */
const ADVANCE_EM = 0.6;

export interface ListingFit {
  /** The size of every listing's code, in the body's ems. */
  sizeEm: number;
  /** The columns a listing as wide as the body holds at that size. */
  columns: number;
  /** The widest line that decided the size, when the size is below the usual. */
  widest?: { listing: ListingWidths; line: ListingLine };
  /** Lines that wrap even at the smallest size, by listing, with the columns their listing holds. */
  wrapping: { listing: ListingWidths; lines: ListingLine[]; columns: number }[];
}

/**
 * The columns a listing holds at `sizeEm`: the page's width less its indentation, what the book's theme takes with
 * margins and paddings, its padding (0.8 em each side), its 3-px rule and a numbered listing's margin (4.5 ch), in the font's advance, one column spared for rounding.
 */
export function listingColumnsAt(
  sizeEm: number,
  trim: TrimSize,
  listing: Pick<ListingWidths, 'indentEm' | 'numbered' | 'themeInsetPt' | 'themeListingEm'> = {
    indentEm: 0,
    numbered: false,
  },
): number {
  const size = PAGE_FONT_PT * sizeEm;
  const advance = ADVANCE_EM * size;
  const width =
    pageAreaWidthPt(trim) -
    listing.indentEm * PAGE_FONT_PT -
    (listing.themeInsetPt ?? 0) -
    (listing.themeListingEm ?? 0) * size -
    2 * 0.8 * size -
    3 -
    (listing.numbered ? 4.5 * advance : 0);
  return Math.floor(width / advance) - 1;
}

/**
 * One code size for the whole book, as a typesetter chooses it: the usual size when every line fits; else the size at
 * which the widest line that can fit does (a book written for 80 columns gets its 80 columns, each listing alike); a
 * line too wide even at SMALLEST_LISTING_EM wraps and is named, and does not make the book's code smaller.
 */
export function fitListings(listings: readonly ListingWidths[], trim: TrimSize): ListingFit {
  const sizes: number[] = [];
  for (let em = LISTING_EM; em >= SMALLEST_LISTING_EM - 1e-9; em -= STEP_EM)
    sizes.push(Math.round(em * 1000) / 1000);
  const smallest = sizes[sizes.length - 1]!;
  const wrapping: ListingFit['wrapping'] = [];
  let sizeEm = LISTING_EM;
  let widest: ListingFit['widest'];
  for (const listing of listings) {
    const floorColumns = listingColumnsAt(smallest, trim, listing);
    const wraps = listing.lines.filter((line) => line.columns > floorColumns);
    if (wraps.length > 0) wrapping.push({ listing, lines: wraps, columns: floorColumns });
    for (const line of listing.lines) {
      if (line.columns > floorColumns) continue;
      const fits = sizes.find((em) => listingColumnsAt(em, trim, listing) >= line.columns)!;
      if (fits < sizeEm) {
        sizeEm = fits;
        widest = { listing, line };
      }
    }
  }
  return {
    sizeEm,
    columns: listingColumnsAt(sizeEm, trim),
    ...(widest ? { widest } : {}),
    wrapping: wrapping.map((w) => ({ ...w, columns: listingColumnsAt(sizeEm, trim, w.listing) })),
  };
}

/** The print style's rule for the book's code size; none when it is the themes' own. */
export function listingSizeCss(fit: ListingFit): string {
  if (fit.sizeEm >= LISTING_EM) return '';
  return `/* The book's code size, so that its widest line fits the page (listing-fit.ts) */\npre { font-size: ${fit.sizeEm}em; }`;
}

/** The columns a warning names: as the author's editor counts them. */
const columns = (line: ListingLine) => Math.ceil(line.editorColumns ?? line.columns);

/**
 * A line's number within its listing as written in the source: counted from the listing's own line to the line's, so
 * the lines a listing hides (an mdBook book's `# ` lines in Rust, a Quarto cell's `#|` options) are counted as they
 * are in the file; among the lines shown when the source does not say where the line is.
 */
function writtenNumber(listing: ListingWidths, line: ListingLine): number {
  const { at } = line;
  const from = listing.where.line;
  return at?.line !== undefined && from !== undefined && at.file === listing.where.file && at.line > from
    ? at.line - from
    : line.line;
}

/**
 * A line of a code cell's frozen run, whose lines all stand at the cell's line: a line of its code, or one it
 * printed. Undefined for any other line.
 */
function cellLineName(listing: ListingWidths, line: ListingLine): string | undefined {
  if (!listing.cell || !line.includedAt || line.includedFrom) return undefined;
  return listing.cell === 'code'
    ? `a line of the code cell on line ${line.includedAt.line}`
    : `a line the code cell on line ${line.includedAt.line} printed as it ran (its output, not its code)`;
}

/** What to do about wrapping lines of these listings, by what they are: code, or what a cell printed. */
function wrapAdvice(listings: readonly ListingWidths[]): string {
  const advice: string[] = [];
  if (listings.some((listing) => listing.cell === undefined || listing.cell === 'code'))
    advice.push(
      'break such a line where its language allows (a shell command with a backslash, a call after a comma), or shorten it',
    );
  const printed = listings.filter((listing) => listing.cell !== undefined && listing.cell !== 'code');
  // A notebook's outputs are saved in it, as Jupyter ran it: `#|` options are Quarto's, tags Jupyter Book's.
  if (printed.some(isNotebook))
    advice.push(
      "tag the cell remove-output to leave out what it printed, or print it narrower (R's `options(width = 80)`, " +
        "pandas' `display.width`) and run the notebook again",
    );
  const quartoParts = new Set(
    printed.filter((listing) => !isNotebook(listing)).map((listing) => listing.cell),
  );
  if (quartoParts.has('stderr'))
    advice.push(
      "hide a cell's messages with `#| message: false` in the cell (its warnings with `#| warning: false`) and render it again",
    );
  if (quartoParts.has('stdout') || quartoParts.has('output'))
    advice.push(
      "hide what a cell prints with `#| output: false`, or print it narrower (R's `options(width = 80)`) and render it again",
    );
  return advice.join('; ');
}

/** A notebook's listing, whose outputs Jupyter saved in it. */
function isNotebook(listing: ListingWidths): boolean {
  return listing.where.file.toLowerCase().endsWith('.ipynb');
}

/** The line named in a warning about it: its number in its listing, or the include it comes from. */
function nameOf(listing: ListingWidths, line: ListingLine): string {
  const cellLine = cellLineName(listing, line);
  if (cellLine) return cellLine;
  if (line.includedFrom && line.includedAt) {
    return `the line ${line.includedFrom.file}:${line.includedFrom.line} that the include on line ${line.includedAt.line} writes into this listing`;
  }
  return line.includedAt
    ? `a line the include on line ${line.includedAt.line} writes into this listing`
    : `this listing's line ${writtenNumber(listing, line)}`;
}

/** A line an include writes, or a code cell's frozen run, in a list of listings. */
function includedLineName(listing: ListingWidths): string {
  if (listing.cell === 'code') return 'a line of its code cell';
  return listing.cell ? 'a line its code cell printed' : 'a line an include writes';
}

/** A line in a list of several: its number, or the include it comes from. */
function shortNameOf(listing: ListingWidths, line: ListingLine): string {
  if (line.includedFrom) return `${line.includedFrom.file}:${line.includedFrom.line}`;
  if (listing.cell && line.includedAt) return listing.cell === 'code' ? 'one of its code' : 'one it printed';
  return line.includedAt
    ? `one from the include on line ${line.includedAt.line}`
    : `${writtenNumber(listing, line)}`;
}

/**
 * The lines that wrap in the PDF, one warning a file (the first listing at its first such line, the others named by
 * theirs): a wrapped line's end goes down to the listing's left edge, where it reads as a line of its own. A line
 * an include wrote into the listing is warned about at the listing, the included file's line not being known.
 */
export function listingWrapWarnings(fit: ListingFit): BookWarning[] {
  const byFile = new Map<string, ListingFit['wrapping']>();
  for (const wrap of fit.wrapping) {
    const file = wrap.listing.where.file;
    byFile.set(file, [...(byFile.get(file) ?? []), wrap]);
  }
  const points = `${Math.round(fit.sizeEm * PAGE_FONT_PT * 10) / 10} pt`;
  return [...byFile.values()].map(([first, ...others]) => {
    const { listing, lines } = first!;
    const room = `the ${first!.columns} columns a listing there holds in the PDF (code at ${points})`;
    const unknown =
      lines[0]!.includedAt && !lines[0]!.includedFrom && !listing.cell
        ? ` (where in the included file is not known)`
        : '';
    const described =
      lines.length === 1
        ? `${nameOf(listing, lines[0]!)} ("${lines[0]!.opening}") is ${columns(lines[0]!)} columns long${unknown}, ` +
          `more than ${room}: it wraps, its end printed at the listing's left edge`
        : `${lines.length} of this listing's lines (${lines
            .slice(0, 6)
            .map((l) => `${shortNameOf(listing, l)}: ${columns(l)} columns`)
            .join(
              ', ',
            )}${lines.length > 6 ? ', …' : ''}) are longer than ${room}: they wrap, each one's end ` +
          "printed at the listing's left edge";
    const more =
      others.length === 0
        ? ''
        : `; so ${others.length === 1 ? 'does a listing' : `do ${others.length} listings`} of this file, at ${others
            .map((o) => {
              const own = o.lines[0]!.at?.line ?? o.listing.where.line;
              return `${own ? `line ${own}` : 'a line not known'} (${o.lines.length === 1 ? (o.lines[0]!.includedFrom ? `${o.lines[0]!.includedFrom.file}:${o.lines[0]!.includedFrom.line}` : o.lines[0]!.includedAt ? includedLineName(o.listing) : `its line ${writtenNumber(o.listing, o.lines[0]!)}`) : `${o.lines.length} lines`})`;
            })
            .join(', ')}`;
    return warning(
      'format',
      lines[0]!.at ?? listing.where,
      `${described}${more}; ${wrapAdvice([listing, ...others.map((o) => o.listing)])}`,
      lines[0]!.opening,
    );
  });
}
