import { performance } from 'node:perf_hooks';
import { Browser } from 'puppeteer';
import { BookModel } from '../model/book-model';
import { ImagePassThrough } from './image-pass-through';
import { blockFirstPages } from './finish-pdf';
import { blanksForRecto } from './page-plan';
import { FootnoteCut } from './footnote-placement';
import { measureFootnoteCuts } from './footnote-measure';
import { printDocument, PrintOptions } from './print-document';
import {
  folioOfIds,
  inspect,
  MAX_NOTE_PASSES,
  MAX_NUMBERED_PASSES,
  measureInput,
  PrintedPdf,
  printOnce,
  recordPhase,
} from './print-passes';

/**
 * Prints the book (its images put in place of their placeholders). When the contents or index cite page numbers, a layout pass with stand-in
 * numbers finds where everything falls first; the numbers then printed are checked against the
 * final pages and, in the rare case that printing them moved something, printed again.
 */
export async function printBook(
  browser: Browser,
  model: BookModel,
  options: PrintOptions,
  images: ImagePassThrough,
  refused: Set<string>,
): Promise<PrintedPdf> {
  const files = images.served;
  let print = options;
  let start = performance.now();
  let book = printDocument(model, print);
  recordPhase('print document (HTML)', start);
  const layoutPasses = book.cited.size > 0 || print.forPrint || book.notes.length > 0;
  if (!layoutPasses) {
    // This first document is the printed one: it carries the page anchors.
    print = { ...print, pageAnchors: true };
    book = printDocument(model, print);
  }
  if (layoutPasses) {
    // Layout passes: each measures where the next page with unplaced footnotes must end (one such
    // page per division a pass, since every page after it moves), until all are placed.
    const cuts = new Map<string, FootnoteCut[]>();
    let layoutPass: Omit<PrintedPdf, 'unsettled'> | undefined;
    for (let notePass = 0; ; notePass++) {
      const measuring = notePass < MAX_NOTE_PASSES && book.notes.some((note) => note.pending);
      let next = new Map<string, FootnoteCut>();
      const current = book;
      const label = `layout pass ${notePass + 1}`;
      await printOnce(browser, book.html, files, refused, false, `${label}: print`, async (page, pdf) => {
        const inspecting = performance.now();
        layoutPass = await inspect(pdf, current);
        recordPhase(`${label}: pdf-lib inspect`, inspecting);
        const measuringAt = performance.now();
        if (measuring) next = await measureFootnoteCuts(page, measureInput(current, layoutPass, print.trim));
        if (measuring) recordPhase(`${label}: footnote measure`, measuringAt);
      });
      if (next.size === 0) break;
      for (const [division, cut] of next) cuts.set(division, [...(cuts.get(division) ?? []), cut]);
      start = performance.now();
      book = printDocument(model, { ...print, footnoteCuts: cuts });
      recordPhase(`${label}: print document (HTML) again`, start);
    }
    const measured = layoutPass!;
    const blanksBefore = print.forPrint
      ? blanksForRecto(measured.layout.blocks, blockFirstPages(measured.layout))
      : new Set<string>();
    print = { ...print, footnoteCuts: cuts, finalNotes: true, blanksBefore, pageAnchors: true };
    start = performance.now();
    book = printDocument(model, {
      ...print,
      folios: folioOfIds(measured.layout, measured.doc.getPageCount(), blanksBefore),
    });
    recordPhase('print document with page numbers', start);
  }
  for (let pass = 1; ; pass++) {
    const current = book;
    let printed!: Omit<PrintedPdf, 'unsettled'>;
    await printOnce(
      browser,
      book.html,
      files,
      refused,
      true,
      `final pass ${pass}: tagged print`,
      async (_page, pdf) => {
        const inspecting = performance.now();
        printed = await inspect(pdf, current);
        recordPhase(`final pass ${pass}: pdf-lib inspect`, inspecting);
      },
    );
    const actual = folioOfIds(printed.layout, printed.doc.getPageCount());
    const unsettled = new Map(
      [...book.cited]
        .filter(([id, folio]) => (actual.get(id) ?? '') !== folio)
        .map(([id]) => [id, actual.get(id) ?? '']),
    );
    if (unsettled.size === 0 || pass >= MAX_NUMBERED_PASSES) {
      const restoring = performance.now();
      await images.restore(printed.doc);
      recordPhase('images in place of their placeholders', restoring);
      return { ...printed, unsettled };
    }
    start = performance.now();
    book = printDocument(model, { ...print, folios: actual });
    recordPhase(`final pass ${pass}: print document again`, start);
  }
}
