import { ElementNode, hasClass, textContent, walkElements } from '../dom/html-dom';
import { SourceLocation } from '../warnings';
import { LINE_NUMBERING } from './code-line-numbers';
import {
  DIAGRAM_SOURCE,
  LISTING_INCLUDED,
  LISTING_LINES,
  readIncludedLines,
  readListingLines,
} from './listing-source-lines';
import { sourceFormatOf } from '../paths/source-formats';
import { isDiagramFenceName } from '../sources/markdown-diagrams';
import { locationOf } from './source-locations';
import { InsetSide, ThemeInsets } from '../theme/theme-insets';

/** One line of a listing, as wide as it prints in a monospaced font. */
export interface ListingLine {
  /** 1-based, within the listing. */
  line: number;
  /**
   * Columns of the monospaced font: a tab to the next multiple of four, a Han or kana character its 1 em (about 1.67
   * columns), a Hangul syllable its 0.92 em (about 1.53).
   */
  columns: number;
  /**
   * Columns as an editor or a terminal counts them, which a warning names, when that is not `columns`: an East Asian
   * wide character takes two.
   */
  editorColumns?: number;
  /** How the line begins, for a warning to quote. */
  opening: string;
  /**
   * Where the line is written, when the source says (LISTING_LINES): a listing that hides some of its lines (an
   * mdBook book's Rust) has it elsewhere than its `line` among the lines shown.
   */
  at?: SourceLocation;
  /** The line is one of several an include writes into the listing, at this line; where in its file is not known. */
  includedAt?: SourceLocation;
  /** The included file's line it is, when known (an AsciiDoc listing's include, LISTING_INCLUDED). */
  includedFrom?: SourceLocation;
}

/** A listing's lines wider than RECORDED_FROM_COLUMNS, and what narrows the space it prints in. */
export interface ListingWidths {
  where: SourceLocation;
  /** The body's ems its lists, boxes and quotations take from the page's width (see the theme's book-style.ts). */
  indentEm: number;
  /** Its lines are numbered in a margin of its own (`data-line-numbering="numbered"`). */
  numbered: boolean;
  /** The points the book's theme takes from its width with margins and paddings (see theme-insets.ts). */
  themeInsetPt?: number;
  /**
   * The ems of the listing's own size the theme's margins and paddings on it take beyond the default theme's padding
   * (0.8 em a side, which a padding the theme sets replaces): less than nothing when the theme pads it less.
   */
  themeListingEm?: number;
  lines: ListingLine[];
  /**
   * The listing is a Quarto or Jupyter code cell's, as its frozen run wrote it: its code, or what it printed (R's
   * messages on stderr, its printed results on stdout). Its lines all stand at the cell's line, as an include's do.
   */
  cell?: CellPart;
}

/** What of a code cell a listing is: its code, or its output on `stderr`, `stdout` or otherwise. */
export type CellPart = 'code' | 'stderr' | 'stdout' | 'output';

/** What of a code cell the listing is, by the classes Quarto's frozen Markdown gives it (`.cell-output-stderr`). */
function cellPartOf(ancestors: readonly ElementNode[]): CellPart | undefined {
  const output = ancestors.findLast((a) => hasClass(a, 'cell-output'));
  if (output) {
    if (hasClass(output, 'cell-output-stderr')) return 'stderr';
    return hasClass(output, 'cell-output-stdout') ? 'stdout' : 'output';
  }
  return ancestors.some((a) => hasClass(a, 'cell')) ? 'code' : undefined;
}

/** Narrower lines fit every page Octavo prints: they are not recorded. */
export const RECORDED_FROM_COLUMNS = 40;

const UNRESOLVED_INCLUDE = /^Unresolved directive in /;

/** Tab stops of the themes' `tab-size: 4`. */
const TAB_SIZE = 4;
/** JetBrains Mono's advance (Octavo Mono), a listing's column. */
const MONO_ADVANCE_EM = 0.6;
/** A Han or kana character, or a full-width form, as a CJK fallback draws it (Noto Sans SC, JP, TC, KR): 1 em. */
const WIDE_EM = 1;
/**
 * Hangul as the CJK fallbacks draw it: 0.92 em (Noto Sans KR's syllables and jamo, and the others' Hangul). Counted
 * at 1 em, a line of Pro Git's Korean .gitignore listing (36 syllables) was warned about as wrapping; it fit.
 */
const HANGUL_EM = 0.92;
const HANGUL = /\p{Script=Hangul}/u;
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1faff}\u{20000}-\u{3fffd}]/u;
const ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}]/u;

/**
 * The columns `line` takes in a monospaced listing: a wide character its advance in the mono font's columns, or
 * `wideColumns` each when given. The wide characters' ems are summed before they are divided into columns, so that
 * 36 ideographs are 60 columns, not a hair more.
 */
export function lineColumns(line: string, wideColumns?: number): number {
  let columns = 0;
  let wideEm = 0;
  for (const character of line) {
    if (character === '\t') {
      const at = columns + wideEm / MONO_ADVANCE_EM;
      columns = (Math.floor(at / TAB_SIZE) + 1) * TAB_SIZE;
      wideEm = 0;
    } else if (character === '\r' || ZERO_WIDTH.test(character)) continue;
    else if (!WIDE.test(character)) columns += 1;
    else if (wideColumns !== undefined) columns += wideColumns;
    else wideEm += HANGUL.test(character) ? HANGUL_EM : WIDE_EM;
  }
  return columns + Math.round((wideEm / MONO_ADVANCE_EM) * 1e6) / 1e6;
}

/**
 * The columns `line` takes in an editor or a terminal, where an East Asian wide character takes two: the count an
 * author can check (the Rust course's comments in Chinese were said to be "100 characters long" at 64 characters).
 */
function editorColumns(line: string): number {
  return lineColumns(line, 2);
}

/**
 * The body's ems each enclosing element takes from a listing's width, as the book's default theme sets them: a list
 * item's 1.6 em, a definition's 1.5, a quotation's 1.5 each side, a note's or sidebar's padding and borders.
 */
function indentOf(el: ElementNode, parent: ElementNode | undefined): number {
  if (el.name === 'li') return 1.6;
  if (el.name === 'dd') return 1.5;
  if (el.name === 'blockquote') return 3;
  const type = el.attrs.get('data-type') ?? '';
  if (['note', 'tip', 'warning', 'caution', 'important', 'sidebar'].includes(type)) return 2.3;
  if (hasClass(el, 'sidebarblock') || hasClass(el, 'admonitionblock')) return 2.3;
  if (el.name === 'td' && hasClass(el, 'content')) return 5;
  if (el.name === 'div' && hasClass(el, 'content') && parent && hasClass(parent, 'exampleblock')) return 1.9;
  return 0;
}

/**
 * The listings of a division whose lines run wider than RECORDED_FROM_COLUMNS, for the PDF to choose its code size
 * and name the lines that still wrap. A verse (AsciiDoc's `[verse]`, text set in the body's font) is no listing; a
 * listing in a table's cell takes the cell's width, which only the browser knows, and is left out; so is one the
 * book's theme hides (`hidden`), which the page does not show.
 */
export function listingWidthsOf(
  root: ElementNode,
  file: string,
  hidden: (el: ElementNode) => boolean = () => false,
  insets: ThemeInsets = () => ({}),
): ListingWidths[] {
  const listings: ListingWidths[] = [];
  walkElements([root], (el, ancestors) => {
    if (el.name !== 'pre') return;
    const code = el.children.find((c): c is ElementNode => c.type === 'element' && c.name === 'code');
    const written = takeListingLines(el) ?? (code ? takeListingLines(code) : undefined);
    const included = takeIncludedLines(el);
    const diagram = el.attrs.has(DIAGRAM_SOURCE) || (code !== undefined && isDiagramFence(code, file));
    el.attrs.delete(DIAGRAM_SOURCE);
    // Its written lines are taken off first: a hidden listing's page must not carry them either.
    if (diagram || hidden(el) || ancestors.some(hidden)) return;
    const parent = ancestors[ancestors.length - 1];
    if (parent && hasClass(parent, 'verseblock')) return;
    const inAdmonitionCell = (cell: ElementNode) =>
      ancestors.some((a) => hasClass(a, 'admonitionblock')) && hasClass(cell, 'content');
    if (ancestors.some((a) => (a.name === 'td' || a.name === 'th') && !inAdmonitionCell(a))) return;
    // Markdown's fence puts its line on the <code> (markdown-it writes a fence's attributes there).
    const where = el.loc ?? code?.loc ?? locationOf(el, ancestors, file);
    const shown = textContent([el]).split('\n');
    const count = shown.at(-1) === '' ? shown.length - 1 : shown.length;
    const lines = shown
      .map((text, i): ListingLine => ({
        line: i + 1,
        columns: lineColumns(text),
        ...(WIDE.test(text) ? { editorColumns: editorColumns(text) } : {}),
        opening: opening(text),
        ...(written?.length === count ? writtenAt(written, i, where.file, included?.[i]) : {}),
      }))
      // Asciidoctor's stand-in for an include it could not read, already warned about: not the author's code.
      .filter((line) => line.columns > RECORDED_FROM_COLUMNS && !UNRESOLVED_INCLUDE.test(line.opening));
    if (lines.length === 0) return;
    const theme = themeInsetOf(el, ancestors, insets);
    const cell = cellPartOf(ancestors);
    listings.push({
      where,
      indentEm: ancestors.reduce((sum, a, i) => sum + indentOf(a, ancestors[i - 1]), 0) + theme.bodyEm,
      numbered: (el.attrs.get(LINE_NUMBERING) ?? code?.attrs.get(LINE_NUMBERING)) === 'numbered',
      ...(theme.pt ? { themeInsetPt: theme.pt } : {}),
      ...(theme.listingEm ? { themeListingEm: theme.listingEm } : {}),
      lines,
      ...(cell ? { cell } : {}),
    });
  });
  return listings;
}

/**
 * A Markdown fence in a diagram's language (```mermaid), printed as its source and warned of as a diagram
 * (markdown-diagrams.ts), not as code whose lines wrap.
 */
function isDiagramFence(code: ElementNode, file: string): boolean {
  if (sourceFormatOf(file) !== 'markdown') return false;
  const language = /(?:^|\s)language-([\w-]+)/.exec(code.attrs.get('class') ?? '')?.[1];
  return language !== undefined && isDiagramFenceName(language);
}

/** The default theme's padding on each side of a listing, in its own ems (book-style.ts). */
const DEFAULT_LISTING_PADDING_EM = 0.8;

/**
 * What the book's theme takes from a listing's width: its blocks' margins and paddings (in the body's ems, or points),
 * and the listing's own (in its ems, or points), a padding the theme gives it in place of the default theme's.
 */
function themeInsetOf(
  pre: ElementNode,
  ancestors: readonly ElementNode[],
  insets: ThemeInsets,
): { pt: number; bodyEm: number; listingEm: number } {
  const taken = { pt: 0, bodyEm: 0, listingEm: 0 };
  ancestors.forEach((a, i) => {
    for (const length of Object.values(insets(a, ancestors.slice(0, i)))) {
      taken.pt += length.pt;
      taken.bodyEm += length.em;
    }
  });
  const own = insets(pre, ancestors);
  for (const side of Object.keys(own) as InsetSide[]) {
    const length = own[side]!;
    taken.pt += length.pt;
    taken.listingEm += length.em - (side.startsWith('padding') ? DEFAULT_LISTING_PADDING_EM : 0);
  }
  return taken;
}

function opening(line: string): string {
  const trimmed = line.trim().replace(/\s+/g, ' ');
  return trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
}

/** The lines LISTING_LINES says the element's lines are written on, taken off it (it is no part of the book). */
function takeListingLines(el: ElementNode): number[] | undefined {
  const value = el.attrs.get(LISTING_LINES);
  el.attrs.delete(LISTING_LINES);
  return readListingLines(value);
}

/** The included files' lines LISTING_INCLUDED says the element's lines are, taken off it. */
function takeIncludedLines(el: ElementNode): ReturnType<typeof readIncludedLines> {
  const value = el.attrs.get(LISTING_INCLUDED);
  el.attrs.delete(LISTING_INCLUDED);
  return readIncludedLines(value);
}

/**
 * Where the listing's `index`th line is written: its own line of `file`, or, when it is an included file's line
 * (`from`), or the lines around it are written on the same line (an include directive's, each line of the included
 * file counted there), that include's line, and the included file's line when known.
 */
function writtenAt(
  lines: readonly number[],
  index: number,
  file: string,
  from?: SourceLocation,
): Pick<ListingLine, 'at' | 'includedAt' | 'includedFrom'> {
  const line = lines[index]!;
  if (from) return { includedAt: { file, line }, includedFrom: from };
  const included = lines[index - 1] === line || lines[index + 1] === line;
  return included ? { includedAt: { file, line } } : { at: { file, line } };
}
