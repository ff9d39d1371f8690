import { mkdir, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { PDFArray, PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { Browser, Page } from 'puppeteer';
import { buildBookModel } from '../model/build-book-model';
import { BookModel } from '../model/book-model';
import { loadBookFonts } from '../theme/fonts';
import { bookText } from '../theme/book-text';
import { missingGlyphWarnings } from '../theme/glyph-coverage';
import { bookHasMath } from '../math/book-has-math';
import { FIXED_SOURCE_DATE, RenderRequest, RenderResult } from '../types';
import { BookWarning, warning } from '../warnings';
import { loadDeclaredFonts, openBookPage, ServedFile, withChromium } from './chromium';
import { blockFirstPages, finishPdf, PageLayout, pageLayout } from './finish-pdf';
import { withMemoryCap } from './memory-watch';
import { blanksForRecto, folioText, PageBlock, pageNumbers } from './page-plan';
import { setPrintBoxes } from './print-boxes';
import { convertToGrayscale } from './grayscale';
import { FootnoteCut } from './footnote-placement';
import { measureFootnoteCuts, MeasureInput, PendingReference } from './footnote-measure';
import { pageAreaHeightPt, pageAreaWidthPt } from './print-style';
import { TrimSize } from './trim-size';
import { coverDocument, PrintedBook, printDocument, PrintOptions } from './print-document';
import { DEFAULT_TRIM, parseTrimSize } from './trim-size';
import { saveWithContentId } from './document-id';

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
  const [printed, cover] = await withChromium(req.workDir, req.signal, (browser) => {
    recordPhase('Chromium launch', phaseStart);
    return withMemoryCap(
      browser.process()?.pid,
      () => killBrowser(browser),
      () =>
        Promise.all([
          printBook(browser, model, print, files, refused),
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
  });
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
  if (cover) await putCoverFirst(printed.doc, cover);
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
  );
  recordPhase('finishPdf (tags, outline, links, labels, metadata)', phaseStart);
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
    const left = convertToGrayscale(printed.doc);
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

/** The separately printed cover becomes the book's first page. */
async function putCoverFirst(doc: PDFDocument, coverPdf: Uint8Array): Promise<void> {
  const cover = await PDFDocument.load(coverPdf, { updateMetadata: false });
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
      folios: folioOfIds(measured.layout, measured.doc, blanksBefore),
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
    const actual = folioOfIds(printed.layout, printed.doc);
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

async function inspect(pdf: Uint8Array, book: PrintedBook): Promise<Omit<PrintedPdf, 'unsettled'>> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return { doc, book, layout: pageLayout(doc, book.blocks) };
}

/**
 * The folio printed on the page of every id that has a destination ('' for a page without folio),
 * once a blank page is put before each block of `blanks` (each moves everything after it by a page).
 */
function folioOfIds(layout: PageLayout, doc: PDFDocument, blanks = new Set<string>()): Map<string, string> {
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
  const numbers = pageNumbers(blocks, starts, doc.getPageCount() + blankPages.length);
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
  browser: Browser,
  html: string,
  files: Map<string, ServedFile>,
  refused: Set<string>,
  final: boolean,
  /** The name this print is timed under (see recordPhase). */
  phase: string,
  /** Runs with the page still open (to measure it) and the PDF just printed. */
  afterPrint?: (page: Page, pdf: Uint8Array) => Promise<void>,
): Promise<Uint8Array> {
  const served = new Map(files);
  served.set('book.html', { body: Buffer.from(html, 'utf8'), contentType: 'text/html; charset=utf-8' });
  const start = performance.now();
  const page = await openBookPage(browser, 'book.html', served, refused);
  try {
    await loadDeclaredFonts(page);
    recordPhase(`${phase} (open page, load fonts)`, start);
    const printing = performance.now();
    const pdf = await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      outline: false,
      tagged: final,
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
