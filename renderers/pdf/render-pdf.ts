import { mkdir, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { PDFArray, PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { availableParallelism } from 'node:os';
import { Browser, BrowserContext, Page } from 'puppeteer';
import { buildBookModel } from '../model/build-book-model';
import { BookModel } from '../model/book-model';
import { loadBookFonts } from '../theme/fonts';
import { bookText } from '../theme/book-text';
import { missingGlyphWarnings } from '../theme/glyph-coverage';
import { bookHasMath } from '../math/book-has-math';
import { FIXED_SOURCE_DATE, RenderRequest, RenderResult } from '../types';
import { BookWarning, warning } from '../warnings';
import { loadDeclaredFonts, openBookPage, ServedFile, withChromium } from './chromium';
import { blockFirstPages, finishPages, finishPdf, PageLayout, pageLayout } from './finish-pdf';
import { withMemoryCap } from './memory-watch';
import { blanksForRecto, folioText, PageBlock, pageNumbers } from './page-plan';
import { Destination } from './page-numbers';
import { setPrintBoxes } from './print-boxes';
import { convertToGrayscale, GrayscaleReport } from './grayscale';
import { FootnoteCut } from './footnote-placement';
import { measureFootnoteCuts, MeasureInput, PendingReference } from './footnote-measure';
import { pageAreaHeightPt, pageAreaWidthPt } from './print-style';
import { TrimSize } from './trim-size';
import { coverDocument, PrintedBook, printDocument, PrintOptions } from './print-document';
import { DEFAULT_TRIM, parseTrimSize } from './trim-size';
import { saveWithContentId } from './document-id';
import { destinations } from './page-numbers';
import { mergeTaggedParts, PrintedPart } from './merge-tagged';
import { partDocument, printableInParts, PrintPart, splitIntoParts } from './print-parts';
import { folioSheetHtml, overlayFolios } from './folio-sheet';
import { printedPartKey, readPrintedPart, servedFilesDigest, writePrintedPart } from './printed-part-cache';
import { RenderCacheUse } from '../cache/render-cache';

/** The `pdf` format: the book paginated by Chromium with CSS paged media, fonts embedded. */
export async function renderPdf(req: RenderRequest): Promise<RenderResult> {
  const started = performance.now();
  const options = req.config.formats.pdf ?? {};
  let phaseStart = performance.now();
  const model = await buildBookModel(req.source, req.config, {
    ...(req.cache ? { cache: req.cache } : {}),
    bookName: req.bookName,
    syntaxHighlighting: options.syntaxhighlighting !== false,
    signal: req.signal,
    format: 'pdf',
  });
  recordPhase('book model', phaseStart);
  const warnings = [...model.warnings];
  let trim = parseTrimSize(options.trim_size ?? DEFAULT_TRIM);
  if (!trim) {
    warnings.push(
      warning(
        'config',
        undefined,
        `formats.pdf.trim_size "${options.trim_size}" is not a page size (write it like "7in x 9.1875in" or "A4"); ` +
          `${DEFAULT_TRIM} is used`,
      ),
    );
    trim = parseTrimSize(DEFAULT_TRIM)!;
  }
  phaseStart = performance.now();
  const print: PrintOptions = {
    trim,
    forPrint: (options.version ?? '').toLowerCase() === 'print',
    grayscale: options.color_count === 1,
    toc: options.toc !== false,
    index: options.index !== false,
    fonts: await loadBookFonts({ math: bookHasMath(model), usedText: bookText(model) }),
  };
  warnings.push(...missingGlyphWarnings(model, print.fonts));
  recordPhase('fonts (subset, glyph coverage)', phaseStart);
  await mkdir(req.workDir, { recursive: true });
  const files = servedFiles(model, print);
  const refused = new Set<string>();

  phaseStart = performance.now();
  let closing = 0;
  const lanes = printableInParts(print.forPrint, model.themeCss) ? printLanes() : 0;
  if (lanes === 0) recordPhase('printed as one document', performance.now());
  const [printed, cover] = await withChromium(
    req.workDir,
    req.signal,
    (browser) => {
      recordPhase('Chromium launch', phaseStart);
      return withMemoryCap(
        browser.process()?.pid,
        () => killBrowser(browser),
        () =>
          Promise.all([
            lanes > 0
              ? printBookInParts(browser, model, print, files, refused, lanes, req.cache)
              : printBook(browser, model, print, files, refused),
            model.cover && !print.forPrint
              ? printOnce(
                  browser,
                  coverDocument(model.cover, trim, model.title),
                  files,
                  refused,
                  false,
                  'cover print',
                )
              : undefined,
          ]).finally(() => (closing = performance.now())),
      );
    },
    Math.max(lanes, 1) + 1,
  );
  recordPhase('Chromium close', closing);
  req.signal?.throwIfAborted();
  for (const url of refused) {
    warnings.push(
      warning(
        'remote-resource',
        undefined,
        `the PDF asked for ${url}, which was not loaded (rendering never leaves the book's files)`,
        url,
      ),
    );
  }
  warnings.push(...unplacedWarnings(model, printed), ...footnoteWarnings(model, printed));
  phaseStart = performance.now();
  // A book printed in parts had its parts and folio sheet turned gray as they came; the cover is left.
  const gray = print.grayscale && printed.grayscale ? printed.grayscale : undefined;
  if (cover) await putCoverFirst(printed.doc, cover, gray);
  recordPhase('cover page merge', phaseStart);
  phaseStart = performance.now();
  const missing = finishPdf(
    printed.doc,
    {
      title: model.title,
      authors: model.authors,
      lang: model.lang,
      subtitle: model.subtitle,
      publisher: model.publisher,
      rights: model.rights,
      isbn: model.isbn,
      description: model.description,
    },
    printed.book.blocks,
    printed.book.outline,
    printed.folioSheet !== undefined,
  );
  recordPhase('finishPdf (tags, outline, links, labels, metadata)', phaseStart);
  if (printed.folioSheet) {
    phaseStart = performance.now();
    await overlayFolios(printed.doc, printed.folioSheet.doc, printed.folioSheet.folios, cover ? 1 : 0);
    recordPhase('folios laid over the pages', phaseStart);
  }
  for (const id of missing) {
    warnings.push(
      warning(
        'format',
        sourceOf(model, id),
        `the PDF bookmark for "${id}" was left out: Chromium did not place it`,
        id,
      ),
    );
  }
  phaseStart = performance.now();
  if (print.grayscale) {
    const left = gray ?? convertToGrayscale(printed.doc);
    if (left.imagesLeft + left.shadingsLeft > 0) {
      warnings.push(
        warning(
          'format',
          undefined,
          `color_count is 1 but ${left.imagesLeft} image(s) and ${left.shadingsLeft} gradient(s) stayed in colour ` +
            '(a compression Octavo cannot convert, e.g. JPEG); convert those images to grayscale PNG in the repository',
        ),
      );
    }
  }
  if (print.forPrint) setPrintBoxes(printed.doc, options.crop_marks === true);
  recordPhase('grayscale and print boxes', phaseStart);
  phaseStart = performance.now();
  const made = req.sourceDate ?? FIXED_SOURCE_DATE;
  printed.doc.setCreationDate(made);
  printed.doc.setModificationDate(made);
  const bytes = await saveWithContentId(printed.doc, {
    addDefaultPage: false,
    updateFieldAppearances: false,
  });
  recordPhase('save (with content id)', phaseStart);
  req.signal?.throwIfAborted();
  phaseStart = performance.now();
  await writeFile(req.outFile, bytes);
  recordPhase('write file', phaseStart);
  recordPhase('total', started);
  return { warnings };
}

/**
 * Records one phase of a PDF render as a `performance.measure` named "pdf: <phase>" (bench:render observes
 * them). The entry leaves the global timeline at once, so a long-running server's buffer never grows;
 * a PerformanceObserver still receives it.
 */
function recordPhase(phase: string, start: number): void {
  const name = `pdf: ${phase}`;
  performance.measure(name, { start, end: performance.now() });
  performance.clearMeasures(name);
}

/** Chromium leads its own process group; killing the group leaves none of its helpers behind. */
function killBrowser(browser: Browser): void {
  const child = browser.process();
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** The separately printed cover becomes the book's first page (in gray first, adding to `gray`, when given). */
async function putCoverFirst(doc: PDFDocument, coverPdf: Uint8Array, gray?: GrayscaleReport): Promise<void> {
  const cover = await PDFDocument.load(coverPdf, { updateMetadata: false });
  if (gray) addReport(gray, convertToGrayscale(cover));
  const [page] = await doc.copyPages(cover, [0]);
  // The book is a tagged PDF: content outside its structure must be marked as an artifact.
  const contents = page.node.Contents();
  const original =
    contents instanceof PDFArray
      ? contents.asArray()
      : contents
        ? [page.node.get(PDFName.of('Contents'))!]
        : [];
  const marked = (text: string) => doc.context.register(doc.context.stream(text));
  page.node.set(
    PDFName.of('Contents'),
    doc.context.obj([marked('/Artifact BMC\n'), ...original, marked('\nEMC\n')]),
  );
  doc.insertPage(0, page);
}

interface PrintedPdf {
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

function addReport(into: GrayscaleReport, more: GrayscaleReport): void {
  into.imagesLeft += more.imagesLeft;
  into.shadingsLeft += more.shadingsLeft;
}

/** Final passes after the layout pass before numbers that still move are given up on. */
const MAX_NUMBERED_PASSES = 2;
/** Layout passes that place footnotes, at most; notes still unplaced then follow their reference's block. */
const MAX_NOTE_PASSES = 8;

/** What the footnote measure needs from a layout pass: each division's unplaced references, where they are. */
function measureInput(book: PrintedBook, pass: Omit<PrintedPdf, 'unsettled'>, trim: TrimSize): MeasureInput {
  const divisions = new Map<string, PendingReference[]>();
  const pages = pass.doc.getPages();
  for (const note of book.notes) {
    if (!note.pending) continue;
    const destination = pass.layout.destinations.get(note.refId);
    if (!destination) continue;
    const top = destination.target.get(3);
    const pageHeight = pages[destination.page - 1]?.getHeight() ?? trim.heightPt;
    const topPt = top instanceof PDFNumber ? pageHeight - top.asNumber() : 0;
    const refs = divisions.get(note.division) ?? [];
    refs.push({
      refId: note.refId,
      noteId: note.noteId,
      page: destination.page,
      // Chromium writes a destination's top in page-area coordinates (the top margin left out).
      top: topPt / PX,
    });
    divisions.set(note.division, refs);
  }
  return {
    width: pageAreaWidthPt(trim) / PX,
    height: pageAreaHeightPt(trim) / PX,
    divisions: [...divisions].map(([id, refs]) => ({ id, refs })),
  };
}

/** Points in a CSS pixel. */
const PX = 0.75;

/**
 * Prints the book. When the contents or index cite page numbers, a layout pass with stand-in
 * numbers finds where everything falls first; the numbers then printed are checked against the
 * final pages and, in the rare case that printing them moved something, printed again.
 */
async function printBook(
  browser: Browser,
  model: BookModel,
  options: PrintOptions,
  files: Map<string, ServedFile>,
  refused: Set<string>,
): Promise<PrintedPdf> {
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
    if (unsettled.size === 0 || pass >= MAX_NUMBERED_PASSES) return { ...printed, unsettled };
    start = performance.now();
    book = printDocument(model, { ...print, folios: actual });
    recordPhase(`final pass ${pass}: print document again`, start);
  }
}

/**
 * Documents printed side by side when a book is printed in parts: `OCTAVO_PDF_PRINT_LANES`, by default
 * one per core, at most four; `0` prints every book as one document, as before parts existed.
 */
export function printLanes(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.OCTAVO_PDF_PRINT_LANES;
  if (configured !== undefined && configured.trim() !== '' && Number.isInteger(Number(configured))) {
    return Math.max(0, Number(configured));
  }
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** One part's latest print: the document Chromium made of it and what it was made from. */
interface PartPrint {
  part: PrintPart;
  book: PrintedBook;
  doc: PDFDocument;
  foreign: Set<string>;
  destinations: Map<string, Destination>;
  gray?: GrayscaleReport;
}

/**
 * Prints the book in parts side by side (each its own document in its own renderer process), then
 * merges them: one tagged print of every page instead of a layout pass and a final pass of the whole
 * book. Folios are left out of the parts (each would count from 1) and printed apart on a sheet laid
 * over the pages afterwards. The contents and the index, printed first with stand-in numbers, are
 * printed again once every page is known, and again if that moved what they cite. A part with
 * footnotes measures and places them on its own, as the whole book would.
 */
async function printBookInParts(
  browser: Browser,
  model: BookModel,
  options: PrintOptions,
  files: Map<string, ServedFile>,
  refused: Set<string>,
  lanes: number,
  cache: RenderCacheUse | undefined,
): Promise<PrintedPdf> {
  const base: PrintOptions = { ...options, pageAnchors: true, foliosApart: true };
  let start = performance.now();
  const whole = printDocument(model, base);
  recordPhase('print document (HTML)', start);
  const parts = splitIntoParts(whole.pieces, lanes);
  // A book whose body is one part gains nothing from the parts' extra prints (contents and index apart, the
  // folio sheet): printed as one document it is faster (a 30-page book: 1.9-2.1 s against 2.3-3.0 s).
  if (parts.filter((part) => !part.cites).length < 2) {
    recordPhase('printed as one document (one part of body)', performance.now());
    return printBook(browser, model, options, files, refused);
  }
  const linkedFromElsewhere = new Set<string>();
  for (const part of parts) for (const id of part.targets) if (!part.ids.has(id)) linkedFromElsewhere.add(id);
  /**
   * Every print gets a browser context of its own, so a renderer process of its own: a renderer that
   * printed another part before keeps caches (shaped text) that change how Chromium splits a link's
   * boxes, and which part a lane printed before depends on timing, and on what the render cache held.
   */
  const inFreshRenderer = async <T>(use: (context: BrowserContext) => Promise<T>): Promise<T> => {
    const context = await browser.createBrowserContext();
    try {
      return await use(context);
    } finally {
      await context.close().catch(() => undefined);
    }
  };
  const cuts = new Map<string, FootnoteCut[]>();

  const filesDigest = cache ? servedFilesDigest(files) : '';
  const partCuts = (part: PrintPart) =>
    [...cuts].filter(([division]) => part.blockIds.has(division)).sort(([a], [b]) => (a < b ? -1 : 1));

  const printPart = async (part: PrintPart, folios?: Map<string, string>): Promise<PartPrint> => {
    const only = part.blockIds;
    const label = `part ${parts.indexOf(part) + 1}`;
    const hasNotes = whole.notes.some((note) => only.has(note.division));
    const documentFor = (finalNotes: boolean) =>
      printDocument(model, {
        ...base,
        only,
        footnoteCuts: cuts,
        ...(finalNotes ? { finalNotes } : {}),
        ...(folios ? { folios } : {}),
      });
    let book = !hasNotes && !folios ? whole : documentFor(false);
    // The part's own document, made again whenever `book` is.
    let own = partDocument(book, part, linkedFromElsewhere);
    const useBook = (made: PrintedBook) => {
      book = made;
      own = partDocument(made, part, linkedFromElsewhere);
    };
    const key = cache ? printedPartKey(own.html, partCuts(part), filesDigest, options.grayscale) : undefined;
    const kept = cache && key ? await readPrintedPart(cache, key) : undefined;
    let pdf: Uint8Array;
    if (cache && kept) {
      cache.stats.printedHits = (cache.stats.printedHits ?? 0) + 1;
      for (const [division, divisionCuts] of kept.cuts) cuts.set(division, divisionCuts);
      if (hasNotes) useBook(documentFor(true));
      pdf = kept.pdf;
    } else {
      for (let notePass = 0; hasNotes && notePass < MAX_NOTE_PASSES; notePass++) {
        if (!book.notes.some((note) => note.pending)) break;
        const current = book;
        const { html } = own;
        let next = new Map<string, FootnoteCut>();
        await inFreshRenderer((context) =>
          printOnce(
            context,
            html,
            files,
            refused,
            false,
            `${label}: footnote layout print`,
            async (page, layout) => {
              const layoutPass = await inspect(layout, current);
              next = await measureFootnoteCuts(page, measureInput(current, layoutPass, options.trim));
            },
          ),
        );
        if (next.size === 0) break;
        for (const [division, cut] of next) cuts.set(division, [...(cuts.get(division) ?? []), cut]);
        useBook(documentFor(false));
      }
      if (hasNotes) useBook(documentFor(true));
      const { html } = own;
      pdf = await inFreshRenderer((context) =>
        printOnce(context, html, files, refused, true, `${label}: tagged print`),
      );
      if (cache && key) {
        cache.stats.printedMisses = (cache.stats.printedMisses ?? 0) + 1;
        await writePrintedPart(cache, key, { pdf, cuts: partCuts(part) });
      }
    }
    const { foreign } = own;
    // What Chromium printed, fresh or from the cache, goes through the very same steps: a part taken from
    // the cache gives the same bytes as printing it again would.
    const inspecting = performance.now();
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    recordPhase(`${label}: pdf-lib load${kept ? ' (print from the render cache)' : ''}`, inspecting);
    // Done here, while the other lanes' Chromium prints, rather than on the whole book at the end.
    const finishing = performance.now();
    const where = destinations(doc);
    finishPages(doc, book.blocks, where, foreign);
    const gray = options.grayscale ? convertToGrayscale(doc) : undefined;
    recordPhase(`${label}: pages finished${gray ? ', in gray' : ''}`, finishing);
    return { part, book, doc, foreign, destinations: where, ...(gray ? { gray } : {}) };
  };

  /** Prints `which` parts, the longest first, each lane taking the next as it comes free. */
  const printParts = async (which: PrintPart[], folios?: Map<string, string>) => {
    const queue = [...which].sort((a, b) => b.size - a.size);
    const done = new Map<PrintPart, PartPrint>();
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        for (let part = queue.shift(); part; part = queue.shift()) {
          done.set(part, await printPart(part, folios));
        }
      }),
    );
    return done;
  };

  start = performance.now();
  const prints = await printParts(parts);
  recordPhase('all parts printed (side by side)', start);
  let layout = joinedLayout(
    whole.blocks,
    parts.map((part) => prints.get(part)!),
  );
  let unsettled = new Map<string, string>();
  const citing = parts.filter((part) => part.cites);
  for (let pass = 1; citing.length > 0; pass++) {
    const actual = folioOfIds(layout.layout, layout.pageCount);
    const printedNumbers = new Map(citing.flatMap((part) => [...prints.get(part)!.book.cited]));
    unsettled = new Map(
      [...printedNumbers]
        .filter(([id, folio]) => (actual.get(id) ?? '') !== folio)
        .map(([id]) => [id, actual.get(id) ?? '']),
    );
    if (unsettled.size === 0 || pass > MAX_NUMBERED_PASSES) break;
    start = performance.now();
    for (const [part, print] of await printParts(citing, actual)) prints.set(part, print);
    recordPhase(`contents and index printed with page numbers, pass ${pass}`, start);
    layout = joinedLayout(
      whole.blocks,
      parts.map((part) => prints.get(part)!),
    );
  }

  start = performance.now();
  const ordered = parts.map((part) => prints.get(part)!);
  const doc = mergeTaggedParts(
    ordered.map((print): PrintedPart => ({ doc: print.doc, foreign: print.foreign })),
  );
  recordPhase('parts merged', start);
  const merged = pageLayout(doc, whole.blocks);
  const folios = pageNumbers(merged.blocks, blockFirstPages(merged), doc.getPageCount()).map(folioText);
  const sheetPdf = await printOnce(
    browser,
    folioSheetHtml(whole.css, folios, model.lang),
    files,
    refused,
    'sheet',
    'folio sheet print',
  );
  const sheet = await PDFDocument.load(sheetPdf, { updateMetadata: false });
  let grayscale: GrayscaleReport | undefined;
  if (options.grayscale) {
    grayscale = convertToGrayscale(sheet);
    for (const print of ordered) if (print.gray) addReport(grayscale, print.gray);
  }
  const book: PrintedBook = {
    ...whole,
    cited: new Map(ordered.flatMap((print) => [...print.book.cited])),
    notes: ordered.flatMap((print) =>
      print.book.notes.filter((note) => print.part.blockIds.has(note.division)),
    ),
  };
  return {
    doc,
    book,
    layout: merged,
    unsettled,
    folioSheet: { doc: sheet, folios },
    ...(grayscale ? { grayscale } : {}),
  };
}

/** The whole book's layout from its parts' prints, in order: each part's pages follow the previous'. */
function joinedLayout(blocks: PageBlock[], prints: PartPrint[]): { layout: PageLayout; pageCount: number } {
  const joined = new Map<string, Destination>();
  let offset = 0;
  for (const print of prints) {
    for (const [id, destination] of print.destinations) {
      if (print.foreign.has(id) || joined.has(id)) continue;
      joined.set(id, { ...destination, page: destination.page + offset });
    }
    offset += print.doc.getPageCount();
  }
  return { layout: { blocks, destinations: joined }, pageCount: offset };
}

async function inspect(pdf: Uint8Array, book: PrintedBook): Promise<Omit<PrintedPdf, 'unsettled'>> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return { doc, book, layout: pageLayout(doc, book.blocks) };
}

/**
 * The folio printed on the page of every id that has a destination ('' for a page without folio),
 * once a blank page is put before each block of `blanks` (each moves everything after it by a page).
 */
function folioOfIds(layout: PageLayout, pageCount: number, blanks = new Set<string>()): Map<string, string> {
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
  const numbers = pageNumbers(blocks, starts, pageCount + blankPages.length);
  return new Map([...layout.destinations].map(([id, d]) => [id, folioText(numbers[moved(d.page) - 1])]));
}

/** Contents and index entries left without a page number (or with one that would not settle), said once each. */
function unplacedWarnings(model: BookModel, printed: PrintedPdf): BookWarning[] {
  const out: BookWarning[] = [];
  for (const [id, folio] of printed.book.cited) {
    if (printed.unsettled.has(id)) {
      out.push(
        warning(
          'format',
          sourceOf(model, id),
          `the page number printed for "${id}" in the contents or index kept changing between passes; ` +
            `it is on page ${printed.unsettled.get(id) || 'without a folio'}`,
          id,
        ),
      );
    } else if (folio === '') {
      out.push(
        warning(
          'format',
          sourceOf(model, id),
          `the contents or index points at "${id}", which the PDF does not show on a numbered page ` +
            '(hidden by the theme, e.g. display: none, or on a title or copyright page); its entry shows no page number',
          id,
        ),
      );
    }
  }
  return out;
}

/** Footnotes that are not at the foot of the page of their reference, said once each. */
function footnoteWarnings(model: BookModel, printed: PrintedPdf): BookWarning[] {
  const out: BookWarning[] = [];
  const where = printed.layout.destinations;
  for (const note of printed.book.notes) {
    const ref = where.get(note.refId)?.page;
    const notes = note.asideId ? where.get(note.asideId)?.page : undefined;
    if (note.asideId && ref !== undefined && notes === ref) continue;
    out.push(
      warning(
        'format',
        sourceOf(model, note.division),
        note.asideId
          ? `footnote ${note.noteId} is printed on page ${notes ?? '?'}, not on the page of its reference (${ref ?? '?'})`
          : `footnote ${note.noteId} could not be placed at the foot of its page; it is printed after its paragraph`,
        note.noteId,
      ),
    );
  }
  return out;
}

/** The source file of the division that holds `id`. */
function sourceOf(model: BookModel, id: string): string | undefined {
  return model.divisions.find((d) => d.id === id || d.ids.includes(id))?.sourceFile;
}

function servedFiles(model: BookModel, print: PrintOptions): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  for (const font of print.fonts) files.set(font.file, { body: font.data, contentType: 'font/woff2' });
  for (const asset of model.assets) {
    files.set(asset.outputPath, { body: asset.data, contentType: asset.mediaType });
  }
  return files;
}

/**
 * One print. The layout pass skips tagging (it costs Chromium real time and the pass is only
 * measured); Chromium's own outline is never asked for, since the book writes its own.
 */
async function printOnce(
  browser: Browser | BrowserContext,
  html: string,
  files: Map<string, ServedFile>,
  refused: Set<string>,
  final: boolean | 'sheet',
  /** The name this print is timed under (see recordPhase). */
  phase: string,
  /** Runs with the page still open (to measure it) and the PDF just printed. */
  afterPrint?: (page: Page, pdf: Uint8Array) => Promise<void>,
): Promise<Uint8Array> {
  const served = new Map(files);
  served.set('book.html', { body: Buffer.from(html, 'utf8'), contentType: 'text/html; charset=utf-8' });
  const start = performance.now();
  const page = await openBookPage(browser, 'book.html', served, refused);
  recordPhase(`${phase} (open page)`, start);
  try {
    const fonts = performance.now();
    await loadDeclaredFonts(page);
    recordPhase(`${phase} (load fonts)`, fonts);
    const printing = performance.now();
    const pdf = await page.pdf({
      preferCSSPageSize: true,
      // The folio sheet is laid over the pages: a background would hide them.
      printBackground: final !== 'sheet',
      outline: false,
      tagged: final === true,
      displayHeaderFooter: false,
      waitForFonts: false,
      timeout: 0,
    });
    recordPhase(phase, printing);
    await afterPrint?.(page, pdf);
    return pdf;
  } finally {
    await page.close();
  }
}
