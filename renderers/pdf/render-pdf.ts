import { mkdir, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { PDFArray, PDFDocument, PDFName } from 'pdf-lib';
import { Browser } from 'puppeteer';
import { RenderCacheUse } from '../cache/render-cache';
import { useNativeDeflate } from './native-deflate';
import { keepDestinationNamesWithinLimits } from './named-destinations';
import { buildModelFor } from '../model/model-for-render';
import { BookAsset, BookModel, IndexTerm, WrittenPageSize } from '../model/book-model';
import { loadBookFonts } from '../theme/fonts';
import { bookText } from '../theme/book-text';
import { missingGlyphWarnings } from '../theme/glyph-coverage';
import { bookHasMath } from '../math/book-has-math';
import { FIXED_SOURCE_DATE, FormatOptions, RenderRequest, RenderResult } from '../types';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { fitListings, listingWrapWarnings } from './listing-fit';
import { ChromiumSupply, killGroup, launchedAhead, ServedFile, withChromium } from './chromium';
import { finishPdf } from './finish-pdf';
import { processPrintedDivisions } from './printed-divisions';
import { unlinkRepositoryFiles } from './repository-file-links';
import { withMemoryCap } from './memory-watch';
import { setPrintBoxes } from './print-boxes';
import { cutPagesToTrim } from './trim-page-boxes';
import { convertToGrayscale, GrayscaleReport } from './grayscale';
import { coverDocument, PrintOptions } from './print-document';
import { DEFAULT_TRIM, parseTrimSize, TrimSize } from './trim-size';
import { saveWithContentId } from './document-id';
import { printableInParts } from './print-parts';
import { overlayFolios } from './folio-sheet';
import { encodePrintedPart } from './printed-part-cache';
import { keepPrintPages, printPagesOfDocument } from './print-edition-pages';
import { addReport, folioOfIds, PrintedPdf, printedAt, PX, recordPhase } from './print-passes';
import { breakGapWarnings } from './break-gaps';
import { footnoteWarnings } from './footnote-warnings';
import { pageAreaHeightPt } from './print-style';
import { planParts, printBookInParts, printLanes, printOnePart } from './print-in-parts';
import { printBook } from './print-book';
import { COVER_PRINT, printOnceCached } from './print-once-cached';
import { drawnCoverPage } from './cover-page';
import { LOAD_OPTIONS, SAVE_OBJECTS_PER_TICK } from './pdf-lib-pace';
import { deflateAhead } from './native-deflate';
import { usePdfLibFastPaths } from './pdf-lib-fast-paths';
import { keptPdfImages } from './kept-pdf-images';
import { ImagePassThrough, passThroughImages, PlaceholderLost, servedAsTheyAre } from './image-pass-through';

/** The `pdf` format: the book paginated by Chromium with CSS paged media, fonts embedded. */
export async function renderPdf(req: RenderRequest): Promise<RenderResult> {
  useNativeDeflate();
  usePdfLibFastPaths();
  const started = performance.now();
  const options = req.config.formats.pdf ?? {};
  await mkdir(req.workDir, { recursive: true });
  // A kept browser is there already; a part printed for another process's render has no model to wait for.
  const ahead =
    req.chromium || req.pdfParts?.only ? undefined : launchedAhead(req.workDir, req.signal, printLanes() + 1);
  const releasing: Promise<void>[] = [];
  try {
    return await renderWithModel(req, options, started, ahead, (released) => releasing.push(released));
  } finally {
    await Promise.allSettled([ahead?.discard(), ...releasing]);
  }
}

async function renderWithModel(
  req: RenderRequest,
  options: FormatOptions,
  started: number,
  ahead: ChromiumSupply | undefined,
  releaseLater: (released: Promise<void>) => void,
): Promise<RenderResult> {
  let phaseStart = performance.now();
  const built = await buildModelFor(req, 'pdf');
  const warnings = [...built.warnings];
  const model = unlinkRepositoryFiles(built, warnings);
  recordPhase('book model', phaseStart);
  const trim = pageSizeOf(options.trim_size, model.pageSize, warnings);
  phaseStart = performance.now();
  const print: PrintOptions = {
    trim,
    forPrint: (options.version ?? '').toLowerCase() === 'print',
    grayscale: options.color_count === 1,
    toc: options.toc !== false,
    index: options.index !== false,
    fonts: await loadBookFonts({ math: bookHasMath(model), usedText: bookText(model), lang: model.lang }),
    // A render that keeps its results keeps its divisions' print HTML too (in this process).
    ...(req.cache ? { printedDivisions: processPrintedDivisions } : {}),
  };
  warnings.push(...missingGlyphWarnings(model, print.fonts));
  warnings.push(...listingWrapWarnings(fitListings(model.listingWidths ?? [], trim)));
  recordPhase('fonts (subset, glyph coverage)', phaseStart);
  const files = servedFiles(model, print);
  const refused = new Set<string>();
  // OCTAVO_PDF_IMAGE_PASS_THROUGH=off: Chromium encodes every image itself (to compare, or to rule this out).
  const passedThrough =
    process.env.OCTAVO_PDF_IMAGE_PASS_THROUGH === 'off'
      ? servedAsTheyAre(files)
      : passThroughImages(files, {
          grayscale: print.grayscale,
          decodeAhead: !req.pdfParts?.only,
          ...(req.cache ? { kept: keptPdfImages(req.cache, print.grayscale) } : {}),
        });

  const wanted = req.pdfParts?.only;
  if (wanted) {
    const entry = await withChromium(
      req.workDir,
      req.signal,
      (browser) => printOnePart(browser, model, print, passedThrough, refused, wanted, req.cache),
      2,
      req.chromium,
    );
    await writeFile(req.outFile, encodePrintedPart(entry));
    return { warnings: [] };
  }
  const remote = req.pdfParts?.printer
    ? { printer: req.pdfParts.printer, ...(req.signal ? { signal: req.signal } : {}) }
    : undefined;

  let closing = 0;
  const lanes = printableInParts(model.themeCss) ? printLanes() : 0;
  if (lanes === 0) recordPhase('printed as one document', performance.now());
  // Made while Chromium starts (launched ahead), not once it has.
  const plan = lanes > 0 ? planParts(model, print, lanes) : undefined;
  const printAll = (images: ImagePassThrough) => {
    phaseStart = performance.now();
    return withChromium(
      req.workDir,
      req.signal,
      (browser) => {
        recordPhase(
          req.chromium ? 'Chromium launch (or kept from a render before)' : 'Chromium launch',
          phaseStart,
        );
        return withMemoryCap(
          browser.process()?.pid,
          () => killGroup(browser.process()),
          () =>
            Promise.all([
              lanes > 0
                ? printBookInParts(browser, model, print, images, refused, lanes, req.cache, remote, plan)
                : printBook(browser, model, print, images, refused),
              model.cover && !print.forPrint
                ? coverPage(
                    browser,
                    model.cover,
                    model.title,
                    model.labels.cover,
                    trim,
                    images,
                    refused,
                    print.grayscale,
                    req.cache,
                  )
                : undefined,
            ]).finally(() => (closing = performance.now())),
        );
      },
      Math.max(lanes, 1) + 1,
      req.chromium ?? ahead,
      releaseLater,
    );
  };
  let images = passedThrough;
  const [printed, cover] = await printAll(images).catch((error: unknown) => {
    if (!(error instanceof PlaceholderLost)) throw error;
    // Chromium drew a placeholder instead of writing it (an image it had to crop): printed with the images.
    recordPhase('placeholder image drawn by Chromium: printed again with the images', performance.now());
    images = servedAsTheyAre(files);
    return printAll(images);
  });
  recordPhase('Chromium let go (it closes beside the rest)', closing);
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
  let folios: Map<string, string> | undefined;
  const folioOf = (id: string) => {
    folios ??= folioOfIds(printed.layout, printed.doc.getPageCount());
    return folios.get(id);
  };
  // The cover goes first below: pages are named as the finished file numbers them.
  const pageOffset = cover ? 1 : 0;
  warnings.push(
    ...unplacedWarnings(model, printed),
    ...footnoteWarnings(model, printed.book.notes, (id) => {
      const at = printed.layout.destinations.get(id);
      return at && { page: at.page + pageOffset, folio: folioOf(id) };
    }),
    ...breakGapWarnings(
      model,
      printed.layout.destinations.keys(),
      (id) => {
        const at = printedAt(printed, id, print.trim);
        return at && { ...at, page: at.page + pageOffset, folio: folioOf(id) };
      },
      pageAreaHeightPt(print.trim) / PX,
    ),
  );
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
  cutPagesToTrim(printed.doc, trim);
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
  // Last: every step before reads destinations by the names Chromium gave them.
  keepDestinationNamesWithinLimits(printed.doc);
  recordPhase('page boxes to the trim, grayscale and print boxes', phaseStart);
  phaseStart = performance.now();
  const made = req.sourceDate ?? FIXED_SOURCE_DATE;
  printed.doc.setCreationDate(made);
  printed.doc.setModificationDate(made);
  await deflateAhead(printed.doc);
  const bytes = await saveWithContentId(printed.doc, { objectsPerTick: SAVE_OBJECTS_PER_TICK });
  recordPhase('save (with content id)', phaseStart);
  req.signal?.throwIfAborted();
  phaseStart = performance.now();
  await writeFile(req.outFile, bytes);
  // The EPUB of the same build reads the print edition's pages from these bytes (printPagesOfPdfCached).
  if (req.cache) await keepPrintPages(req.cache, bytes, printPagesOfDocument(printed.doc));
  await passedThrough.allKept();
  recordPhase('write file', phaseStart);
  recordPhase('total', started);
  return { warnings, ...(model.notes ? { notes: model.notes } : {}) };
}

/** The cover's page, drawn here when it can be (see drawnCoverPage), else printed; its images in place. */
async function coverPage(
  browser: Browser,
  cover: BookAsset,
  title: string,
  coverWord: string,
  trim: TrimSize,
  images: ImagePassThrough,
  refused: Set<string>,
  grayscale: boolean,
  cache: RenderCacheUse | undefined,
): Promise<PDFDocument> {
  const started = performance.now();
  const drawn = await drawnCoverPage(cover, images.served, trim);
  if (drawn) recordPhase('cover page drawn (no print)', started);
  const doc =
    drawn ??
    (await PDFDocument.load(
      await printOnceCached(
        browser,
        COVER_PRINT,
        coverDocument(cover, trim, title, coverWord),
        images.served,
        refused,
        grayscale,
        cache,
      ),
      LOAD_OPTIONS,
    ));
  await images.restore(doc);
  return doc;
}

/** The separately printed cover becomes the book's first page (in gray first, adding to `gray`, when given). */
async function putCoverFirst(doc: PDFDocument, cover: PDFDocument, gray?: GrayscaleReport): Promise<void> {
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

/** Contents and index entries and cross-references left without a page number (or one that would not settle), said once each. */
function unplacedWarnings(model: BookModel, printed: PrintedPdf): BookWarning[] {
  const out: BookWarning[] = [];
  // An index mark is named where it is written, not by the listed file its division came from.
  const marks = new Map<string, { source: SourceLocation | undefined; term: IndexTerm }>();
  for (const term of model.indexTerms) {
    marks.set(term.id, { source: term.source, term });
    if (term.rangeEndId) marks.set(term.rangeEndId, { source: term.rangeEndSource, term });
  }
  const sourceOfCited = (id: string) => marks.get(id)?.source ?? sourceOf(model, id);
  for (const [id, folio] of printed.book.cited) {
    if (printed.unsettled.has(id)) {
      out.push(
        warning(
          'format',
          sourceOfCited(id),
          `the page number printed for "${id}" in the contents, the index or a cross-reference kept changing between ` +
            `passes; it is on page ${printed.unsettled.get(id) || 'without a folio'}`,
          id,
        ),
      );
    } else if (folio === '') {
      const term = marks.get(id)?.term;
      out.push(
        warning(
          'format',
          sourceOfCited(id),
          term
            ? // A Japanese book's mark at a line's break had no place in the PDF, and was said to be hidden by the theme.
              `the index prints "${[term.primary, term.secondary, term.tertiary].filter(Boolean).join(', ')}" ` +
                'with no page number: the mark written here is on no numbered page of the PDF (hidden by the theme, ' +
                'e.g. display: none, on a title or copyright page, or given no place by Chromium where a line breaks); ' +
                'move it into the words it indexes, or onto a body page'
            : `the contents, the index or a cross-reference points at "${id}", which the PDF does not show on a ` +
                'numbered page (hidden by the theme, e.g. display: none, or on a title or copyright page); it shows ' +
                'no page number there',
          id,
        ),
      );
    }
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
 * The PDF's page: the configuration's `trim_size`, else the size the book's AsciiDoc asks asciidoctor-pdf for
 * (`:pdf-page-size:`, as the book's own toolchain printed it), else Octavo's default. One it cannot read is
 * warned of and the default used.
 */
function pageSizeOf(
  trimSize: string | undefined,
  written: WrittenPageSize | undefined,
  warnings: BookWarning[],
): TrimSize {
  const asked = trimSize ?? written?.size;
  const trim = parseTrimSize(asked ?? DEFAULT_TRIM);
  if (trim) return trim;
  const how = `write it like "7in x 9.1875in" or "A4"`;
  warnings.push(
    trimSize !== undefined
      ? warning(
          'config',
          undefined,
          `formats.pdf.trim_size "${trimSize}" is not a page size (${how}); ${DEFAULT_TRIM} is used`,
        )
      : warning(
          'asciidoc',
          { file: written!.file },
          `:pdf-page-size: ${written!.size} is not a page size Octavo reads (a name such as A4 or Letter, or ` +
            `[width, height] such as [6in, 9in]); ${DEFAULT_TRIM} is used: correct it, or set ` +
            `formats.pdf.trim_size (${how})`,
          ':pdf-page-size:',
        ),
  );
  return parseTrimSize(DEFAULT_TRIM)!;
}
