import { performance } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import { Browser, BrowserContext, Page } from 'puppeteer';
import { loadDeclaredFonts, openBookPage, PageRun, ServedFile } from './chromium';
import { blockFirstPages, PageLayout, pageLayout } from './finish-pdf';
import { folioText, PageBlock, PageNumber, pageNumbers } from './page-plan';
import { GrayscaleReport } from './grayscale';
import { MeasureInput, PendingReference } from './footnote-measure';
import { pageAreaHeightPt, pageAreaWidthPt } from './print-style';
import { fitWideFormulas } from './formula-fit';
import { TrimSize } from './trim-size';
import { PrintedBook } from './print-document';
import { LOAD_OPTIONS } from './pdf-lib-pace';
import { StaleBreaks } from './stale-breaks';
import { destinationPlace, PX } from './page-numbers';

/**
 * Records one phase of a PDF render as a `performance.measure` named "pdf: <phase>" (bench:render observes
 * them). The entry leaves the global timeline at once, so a long-running server's buffer never grows;
 * a PerformanceObserver still receives it.
 */
export function recordPhase(phase: string, start: number): void {
  const name = `pdf: ${phase}`;
  performance.measure(name, { start, end: performance.now() });
  performance.clearMeasures(name);
}

export interface PrintedPdf {
  doc: PDFDocument;
  book: PrintedBook;
  layout: PageLayout;
  /** Where each cited id really is, when the printed number differs (numbers that did not settle). */
  unsettled: Map<string, string>;
  /** A book printed in parts: its folios, printed apart, to lay over its pages (see folio-sheet.ts). */
  folioSheet?: { doc: PDFDocument; folios: string[] };
  /** A book printed in parts with `grayscale`: its pages are gray already, and what was left in colour. */
  grayscale?: GrayscaleReport;
}

export function addReport(into: GrayscaleReport, more: GrayscaleReport): void {
  into.imagesLeft += more.imagesLeft;
  into.shadingsLeft += more.shadingsLeft;
}

/** Final passes after the layout pass before numbers that still move are given up on. */
export const MAX_NUMBERED_PASSES = 2;

/** Layout passes that place footnotes, at most; notes still unplaced then follow their reference's block. */
export const MAX_NOTE_PASSES = 32;

/** What the footnote measure needs from a layout pass: each division's unplaced references, where they are. */
export function measureInput(
  book: PrintedBook,
  pass: Omit<PrintedPdf, 'unsettled'>,
  trim: TrimSize,
  /** Whether to measure past a division's first page with notes (see MEASURE). */
  chain: (division: string) => boolean = () => true,
): MeasureInput {
  const divisions = new Map<string, PendingReference[]>();
  for (const note of book.notes) {
    if (!note.pending) continue;
    const printed = printedAt(pass, note.refId, trim);
    if (!printed) continue;
    const refs = divisions.get(note.division) ?? [];
    refs.push({ refId: note.refId, noteId: note.noteId, ...printed });
    divisions.set(note.division, refs);
  }
  return {
    width: pageAreaWidthPt(trim) / PX,
    height: pageAreaHeightPt(trim) / PX,
    divisions: [...divisions].map(([id, refs]) => ({ id, refs, chain: chain(id) })),
  };
}

/** The page an id printed on, and its top in CSS pixels from the top of the page area, read from its destination. */
export function printedAt(
  pass: Omit<PrintedPdf, 'unsettled'>,
  id: string,
  trim: TrimSize,
): { page: number; top: number } | undefined {
  const destination = pass.layout.destinations.get(id);
  return destination && destinationPlace(pass.doc, destination, trim.heightPt);
}

export { PX };

export async function inspect(pdf: Uint8Array, book: PrintedBook): Promise<Omit<PrintedPdf, 'unsettled'>> {
  const doc = await PDFDocument.load(pdf, LOAD_OPTIONS);
  return { doc, book, layout: pageLayout(doc, book.blocks) };
}

/**
 * The folio printed on the page of every id that has a destination ('' for a page without folio),
 * once a blank page is put before each block of `blanks` (each moves everything after it by a page).
 */
export function folioOfIds(
  layout: PageLayout,
  pageCount: number,
  blanks: ReadonlySet<string> = new Set<string>(),
): Map<string, string> {
  const { numbers, moved } = numbersWithBlanks(layout, pageCount, blanks);
  return new Map([...layout.destinations].map(([id, d]) => [id, folioText(numbers[moved(d.page) - 1])]));
}

/**
 * Every page's number once a blank page is put before each block of `blanks`, and where a page of `layout` goes
 * then (each blank moves everything after it by a page).
 */
export function numbersWithBlanks(
  layout: PageLayout,
  pageCount: number,
  blanks: ReadonlySet<string>,
): { numbers: PageNumber[]; moved: (page: number) => number } {
  const firsts = blockFirstPages(layout);
  const blocks: PageBlock[] = [];
  const starts: (number | undefined)[] = [];
  const blankPages: number[] = [];
  layout.blocks.forEach((block, i) => {
    const first = firsts[i];
    if (blanks.has(block.id) && first !== undefined) {
      blocks.push({ ...block, id: '', numbering: blocks.at(-1)?.numbering ?? block.numbering, folio: false });
      starts.push(first + blankPages.length);
      blankPages.push(first);
    }
    blocks.push(block);
    starts.push(first === undefined ? undefined : first + blankPages.length);
  });
  const moved = (page: number) => page + blankPages.filter((at) => at <= page).length;
  return { numbers: pageNumbers(blocks, starts, pageCount + blankPages.length), moved };
}

const HOLD_ID = 'octavo-hold';

/**
 * The document with nothing shown until its fonts are in: laid out while they load, and again once they have,
 * Chromium placed a line here and there a fraction of a point apart from one print to the next (two renders of
 * one book differed by a glyph's 0.56 units), and the first layout of a long book was work thrown away. Held
 * back, it is laid out once, with its fonts, when the print starts.
 */
function heldBack(html: string): string {
  const hold = `<style id="${HOLD_ID}">html { display: none !important; }</style>`;
  const head = /<head[^>]*>/i.exec(html);
  return head ? html.replace(head[0], `${head[0]}${hold}`) : `${hold}${html}`;
}

/**
 * One print. The layout pass skips tagging (it costs Chromium real time and the pass is only
 * measured); Chromium's own outline is never asked for, since the book writes its own.
 */
export async function printOnce(
  browser: Browser | BrowserContext,
  html: string,
  files: Map<string, ServedFile>,
  refused: Set<string>,
  final: boolean | 'sheet',
  /** The name this print is timed under (see recordPhase). */
  phase: string,
  /** Runs with the page still open (to measure it) and the PDF just printed. */
  afterPrint?: (page: Page, pdf: Uint8Array) => Promise<void>,
  /** The run of prints this one belongs to: its page is shown the next document instead of being closed. */
  run?: PageRun,
  /** Told when the page has its document and fonts (its requests answered) and the print starts. */
  onLoaded?: () => void,
  /** The production breaks this run of prints drops (see StaleBreaks); without it every break is made. */
  breaks?: StaleBreaks,
): Promise<Uint8Array> {
  const served = new Map(files);
  served.set('book.html', {
    body: Buffer.from(heldBack(html), 'utf8'),
    contentType: 'text/html; charset=utf-8',
  });
  const start = performance.now();
  const page = run
    ? await run.open('book.html', served, refused)
    : await openBookPage(browser, 'book.html', served, refused);
  recordPhase(`${phase} (open page)`, start);
  try {
    const fonts = performance.now();
    await loadDeclaredFonts(page);
    await page.evaluate(`document.getElementById(${JSON.stringify(HOLD_ID)}).remove()`);
    recordPhase(`${phase} (load fonts)`, fonts);
    await fitWideFormulas(page, html);
    onLoaded?.();
    const printing = performance.now();
    const printPdf = () =>
      page.pdf({
        preferCSSPageSize: true,
        // The folio sheet is laid over the pages: a background would hide them.
        printBackground: final !== 'sheet',
        outline: false,
        tagged: final === true,
        displayHeaderFooter: false,
        waitForFonts: false,
        timeout: 0,
      });
    const pdf = breaks ? await breaks.print(page, html, printPdf) : await printPdf();
    recordPhase(phase, printing);
    await afterPrint?.(page, pdf);
    return pdf;
  } finally {
    await (run ? run.putAway(page) : page.close());
  }
}
