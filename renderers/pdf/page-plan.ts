import { hasClass, parseHtml, firstElement } from '../dom/html-dom';
import { Division, DivisionKind } from '../model/book-model';
import { NativeDigits, writeDigits } from '../typography/native-digits';
import { romanNumeral } from '../typography/numerals';

/**
 * Which count a page advances: the front matter's (shown in lower-case roman), the body's (arabic,
 * from 1 at the first chapter), or none (the cover).
 */
export type Numbering = 'front' | 'body' | 'none';

/**
 * One block of the printed book that starts on a new page and has its own page style: the cover, a
 * generated title page or contents, or a division of the model.
 */
export interface PageBlock {
  /** The element id where the block starts (its named destination gives its first page). */
  id: string;
  /** CSS named page of the block's pages. */
  pageName: string;
  numbering: Numbering;
  /** Whether the folio is printed (title and copyright pages count but show none). */
  folio: boolean;
  /** Running head on the block's pages after its first; none for title pages and the cover. */
  head?: string;
  /** In a printed book it opens on a right-hand (odd) page. */
  recto?: boolean;
  /** The digits its body folios are written in, when the book's language has its own (Persian ۱۲۳, Arabic ١٢٣). */
  digits?: NativeDigits;
}

/** Pages that carry neither folio nor running head, though they count in the numbering. */
const BARE_KINDS = new Set<DivisionKind>(['titlepage', 'halftitlepage', 'copyright-page', 'dedication']);

/** Title, half-title, copyright and dedication pages: no folio, no running head. */
export function isBareKind(kind: DivisionKind): boolean {
  return BARE_KINDS.has(kind);
}

/** The division where arabic numbering starts at 1. */
export function bodyStartIndex(divisions: Division[]): number {
  // O'Reilly books mark it with role="pagenumrestart"; Atlas restarted at the first chapter or part. O'Reilly's
  // titlepage.html carries the class too (Practical Modern JavaScript, Scaling Python with Dask), where it restarts
  // the front matter's count that starts there anyway: read there, it numbered the contents and preface 3-16 in arabic.
  const marked = divisions.findIndex(
    (d) => !BARE_KINDS.has(d.kind) && d.kind !== 'toc' && rootHasClass(d, 'pagenumrestart'),
  );
  if (marked !== -1) return marked;
  const firstChapter = divisions.findIndex((d) => d.kind === 'chapter' || d.kind === 'part');
  if (firstChapter !== -1) return firstChapter;
  const firstText = divisions.findIndex((d) => !BARE_KINDS.has(d.kind) && d.kind !== 'toc');
  return firstText === -1 ? divisions.length : firstText;
}

function rootHasClass(division: Division, className: string): boolean {
  // Only the opening tag matters; parsing it alone keeps this cheap on long chapters.
  const openTag = /^\s*<[^>]*>/.exec(division.html)?.[0];
  const root = openTag ? firstElement(parseHtml(openTag)) : undefined;
  return root ? hasClass(root, className) : false;
}

/** The running head of a division's pages: "Chapter 2 · Writing in AsciiDoc", or its title alone. */
export function runningHead(division: Pick<Division, 'label' | 'title' | 'labelInTitle'>): string {
  return division.label && !division.labelInTitle ? `${division.label} · ${division.title}` : division.title;
}

/** A division's page style, given whether it comes before the body. */
export function divisionBlock(division: Division, index: number, front: boolean): PageBlock {
  const bare = BARE_KINDS.has(division.kind);
  return {
    id: division.id,
    pageName: `d${index}`,
    numbering: front ? 'front' : 'body',
    folio: !bare,
    ...(bare ? {} : { head: runningHead(division) }),
    // The copyright page is the back of the title page.
    recto: division.kind !== 'copyright-page',
  };
}

/**
 * The blocks that need a blank page before them so that every block that opens on a right-hand page
 * does: `firstPages` are where each block starts in a print without blanks (1-based, page 1 a
 * right-hand page); each blank inserted moves everything after it by one page.
 */
export function blanksForRecto(blocks: PageBlock[], firstPages: (number | undefined)[]): Set<string> {
  const blanks = new Set<string>();
  blocks.forEach((block, i) => {
    const first = firstPages[i];
    if (!block.recto || first === undefined) return;
    if ((first + blanks.size) % 2 === 0) blanks.add(block.id);
  });
  return blanks;
}

/** A page's place in its numbering: which count, its value there, and whether it is printed. */
export interface PageNumber {
  numbering: Numbering;
  /** 1, 2, 3 … within the front matter or the body; 0 for an uncounted page. */
  value: number;
  folio: boolean;
  /** The digits a body page's number is written in (see PageBlock). */
  digits?: NativeDigits;
}

/**
 * The number of each page (array index = page − 1), from the first page of each block in print
 * order. It follows the CSS counters of the page rules exactly: each page of a front block advances
 * the front-matter count, each page of a body block the body's. A block runs until the next starts.
 */
export function pageNumbers(
  blocks: PageBlock[],
  firstPages: (number | undefined)[],
  pageCount: number,
): PageNumber[] {
  const blockOfPage = Array.from<PageBlock | undefined>({ length: pageCount });
  blocks.forEach((block, i) => {
    const start = firstPages[i];
    if (start === undefined) return;
    blockOfPage.fill(block, start - 1);
  });
  const count = { front: 0, body: 0 };
  return blockOfPage.map((block) => {
    if (!block || block.numbering === 'none') return { numbering: 'none', value: 0, folio: false };
    return {
      numbering: block.numbering,
      value: ++count[block.numbering],
      folio: block.folio,
      ...(block.digits ? { digits: block.digits } : {}),
    };
  });
}

/**
 * The folio printed on a page: roman in the front matter, arabic in the body (in the book's own digits when it has
 * them), '' where none is printed.
 */
export function folioText(page: PageNumber): string {
  if (!page.folio || page.numbering === 'none') return '';
  return page.numbering === 'front' ? toRoman(page.value) : writeDigits(String(page.value), page.digits);
}

/** A front-matter folio: xiv. */
export function toRoman(n: number): string {
  return romanNumeral(n).toLowerCase();
}
