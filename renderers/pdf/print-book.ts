import { performance } from 'node:perf_hooks';
import { Browser, BrowserContext } from 'puppeteer';
import { BookModel } from '../model/book-model';
import { ImagePassThrough } from './image-pass-through';
import { blockFirstPages } from './finish-pdf';
import { blanksForRecto } from './page-plan';
import { FootnotePasses, FootnoteStep } from './footnote-passes';
import { PageRun } from './chromium';
import { printDocument, PrintOptions } from './print-document';
import { StaleBreaks } from './stale-breaks';
import {
  folioOfIds,
  inspect,
  MAX_NOTE_PASSES,
  MAX_NUMBERED_PASSES,
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
  browser: Browser | BrowserContext,
  model: BookModel,
  options: PrintOptions,
  images: ImagePassThrough,
  refused: Set<string>,
): Promise<PrintedPdf> {
  // The passes print one after another, always in this order: one page shows them all.
  const run = new PageRun(browser);
  try {
    return await printPasses(browser, run, model, options, images, refused);
  } finally {
    await run.close();
  }
}

async function printPasses(
  browser: Browser | BrowserContext,
  run: PageRun,
  model: BookModel,
  options: PrintOptions,
  images: ImagePassThrough,
  refused: Set<string>,
): Promise<PrintedPdf> {
  const files = images.served;
  // The production breaks a print dropped stay dropped in every later pass (see StaleBreaks).
  const breaks = new StaleBreaks();
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
    // Layout passes place the footnotes (see FootnotePasses). Each division starts a page, so its pages
    // are the same printed alone: a pass after the first prints only the divisions still placing notes,
    // and the book is printed whole once they are all placed (that print is the layout measured below).
    const notes = new FootnotePasses();
    let layoutPass: Omit<PrintedPdf, 'unsettled'> | undefined;
    let only: ReadonlySet<string> | undefined;
    for (let notePass = 0; ; notePass++) {
      const measuring = notePass < MAX_NOTE_PASSES && book.notes.some((note) => note.pending);
      if (!measuring && only) {
        only = undefined;
        book = printDocument(model, { ...print, footnoteCuts: notes.cuts });
      }
      let step: FootnoteStep | undefined;
      const current = book;
      const label = `layout pass ${notePass + 1}`;
      const what = only ? `print (${only.size} of ${book.blocks.length} blocks)` : 'print';
      await printOnce(
        browser,
        book.html,
        files,
        refused,
        false,
        `${label}: ${what}`,
        async (page, pdf) => {
          const inspecting = performance.now();
          layoutPass = await inspect(pdf, current);
          // An 862-page book printed every pass, then found a drawn placeholder and printed them all again.
          images.checkDrawn(layoutPass.doc);
          recordPhase(`${label}: pdf-lib inspect`, inspecting);
          const measuringAt = performance.now();
          step = await notes.step(page, current, layoutPass, print.trim, measuring);
          if (measuring) recordPhase(`${label}: footnote measure`, measuringAt);
        },
        run,
        undefined,
        breaks,
      );
      if (!step!.changed && !only) break;
      const next = new Set([...step!.placing, ...notes.unverifiedIn(model.divisions.map((d) => d.id))]);
      only = next.size ? next : undefined;
      start = performance.now();
      book = printDocument(model, { ...print, footnoteCuts: notes.cuts, ...(only ? { only } : {}) });
      recordPhase(`${label}: print document (HTML) again`, start);
    }
    const measured = layoutPass!;
    const blanksBefore = print.forPrint
      ? blanksForRecto(measured.layout.blocks, blockFirstPages(measured.layout))
      : new Set<string>();
    print = { ...print, footnoteCuts: notes.cuts, finalNotes: true, blanksBefore, pageAnchors: true };
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
      run,
      undefined,
      breaks,
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
