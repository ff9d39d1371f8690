import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PDFArray, PDFContext, PDFDocument } from 'pdf-lib';
import { availableParallelism } from 'node:os';
import { Browser } from 'puppeteer';
import { BookModel } from '../model/book-model';
import { RenderFailure } from '../types';
import { blockFirstPages, finishPages, PageLayout, pageLayout } from './finish-pdf';
import { blanksForRecto, folioText, PageBlock } from './page-plan';
import { insertBlankPages, withBlankBlocks } from './blank-pages';
import { Destination } from './page-numbers';
import { convertToGrayscale, convertToGrayscaleInTurns, GrayscaleReport } from './grayscale';
import { FootnoteCut } from './footnote-placement';
import { FootnotePasses, FootnoteStep } from './footnote-passes';
import { StaleBreaks } from './stale-breaks';
import { PrintedBook, printDocument, PrintOptions } from './print-document';
import { destinations } from './page-numbers';
import { mergeTaggedParts, PrintedPart } from './merge-tagged';
import {
  citingPartPrintedOnce,
  firstBlockId,
  partDocument,
  partsBySize,
  printableInParts,
  PrintPart,
  splitAtRectoBlocks,
  splitIntoParts,
} from './print-parts';
import { folioSheetHtml } from './folio-sheet';
import { PagesLoading, RendererLanes } from './renderer-lanes';
import {
  keepPrintedPart,
  PrintedPartEntry,
  printedPartEntry,
  printedPartKey,
  readPrintedPart,
  servedFilesDigest,
  writePrintedPart,
} from './printed-part-cache';
import { PartOfBook, PartPrinter, SentPart } from './part-printer';
import {
  countFinishedHit,
  FinishedEntry,
  FinishedPart,
  finishedPartKey,
  keepFinishedPart,
  readFinishedEntry,
  readFinishedPart,
} from './finished-part-cache';
import { RenderCacheUse } from '../cache/render-cache';
import {
  addReport,
  folioOfIds,
  inspect,
  numbersWithBlanks,
  MAX_NOTE_PASSES,
  MAX_NUMBERED_PASSES,
  PrintedPdf,
  printOnce,
  recordPhase,
} from './print-passes';
import { printBook } from './print-book';
import { FOLIO_SHEET_PRINT, printOnceCached } from './print-once-cached';
import { LOAD_OPTIONS } from './pdf-lib-pace';
import { deflateAhead } from './native-deflate';
import { ImagePassThrough, PlaceholderLost, servedAsTheyAre } from './image-pass-through';
import { patchPageNumbers } from './page-number-patch';
import { pageNumberCount, standInNumbers } from './page-references';

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

/**
 * Parts of body a long book is cut into: `OCTAVO_PDF_PARTS`, by default undefined: as many as its length asks
 * (`partsBySize`). More parts than lanes give other worker processes parts to print (the fan-out) and make a
 * change reprint less, at a page load and font subsets per part. A render sends the count it cut into with each
 * part it asks another process for, so the processes cut alike.
 */
export function bodyParts(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const configured = env.OCTAVO_PDF_PARTS;
  if (configured !== undefined && configured.trim() !== '' && Number.isInteger(Number(configured))) {
    return Math.max(1, Number(configured));
  }
  return undefined;
}

/**
 * One part's latest print: the document Chromium made of it and what it was made from. Its pages and where
 * its ids are (all the book's numbers need) are read at once; `finished` settles when its images, tags and
 * gray are done, which the merge waits for and the next prints do not.
 */
interface PartPrint {
  part: PrintPart;
  book: PrintedBook;
  doc: PDFDocument;
  foreign: Set<string>;
  destinations: Map<string, Destination>;
  finished: Promise<GrayscaleReport | undefined>;
  /** Its finishing came from the render cache. */
  finishedFound?: true;
  /**
   * A part of body printed with stand-in page numbers: writes the real ones (`actual`, each id's folio) into its
   * print, whose finishing waits for it, and says whether it could (else the part is printed again with them).
   */
  writeNumbers?: (actual: ReadonlyMap<string, string>) => Promise<boolean>;
  /** With `writeNumbers`: the ids whose pages its own numbers give. */
  numberedIds?: ReadonlySet<string>;
}

/** What printing a book in parts needs: the book's document, its parts, and how one part is printed. */
interface PartsPrinting {
  whole: PrintedBook;
  parts: PrintPart[];
  /** The parts of body the book was cut into at most (what another process is told to cut into). */
  count: number;
  /** What the files the prints may load hash to (`servedFilesDigest`). */
  filesDigest: string;
  /**
   * From now on the part is printed with the images as they are (Chromium drew a placeholder of its: an image it
   * had to crop); false when it already was.
   */
  printAsTheyAre(part: PrintPart): boolean;
  /** Settled once the next page a lane begins to load has loaded (see PagesLoading). */
  nextPageLoaded(): Promise<void>;
  /** The footnote cuts a part's prints measured, for its divisions: part of its render cache entry. */
  partCuts(part: PrintPart): [string, FootnoteCut[]][];
  /** What a part's first print depends on (`printedPartKey`), and the render cache's entry for it. */
  firstPrint(part: PrintPart): Promise<{ key: string; cached?: PrintedPartEntry }>;
  /**
   * Chromium's print of a part: `found` (another process's print, or the render cache's entry already read),
   * else from the render cache, else printed here. With `expectedKey`, a part whose key differs is refused
   * before it is printed.
   */
  printedPdfOf(
    part: PrintPart,
    folios?: Map<string, string>,
    found?: FoundPrint,
    expectedKey?: string,
  ): Promise<PartPdf>;
  /** A part's print loaded and its ids found; its finishing (images, tags, links, gray) started. */
  locate(printed: PartPdf): Promise<PartPrint>;
  /**
   * A part printed once with page numbers (the index), as it was last numbered, when the render cache has that
   * print: read while the body prints, and `take`n if the body's pages leave its numbers where they were.
   */
  lastNumbered(part: PrintPart): Promise<{ print: PartPrint; take(): void } | undefined>;
  /** Remembers the numbers a part printed once with page numbers was printed with (for lastNumbered). */
  keepNumbers(part: PrintPart, print: PartPrint): Promise<void>;
  /**
   * The page numbers a part that cites them was last printed with in this book (`keepNumbersHint`), for its first
   * print: a change inside a chapter mostly leaves them where they were, and the part is then printed once, not
   * with stand-ins first. Only a hint: the numbers are checked against the layout as every print's are.
   */
  numbersHint(part: PrintPart): Promise<Map<string, string> | undefined>;
  /** Remembers the numbers a part was finally printed with, for the next render's `numbersHint`. */
  keepNumbersHint(part: PrintPart, print: PartPrint): Promise<void>;
  /** Ends the renderers the prints used. */
  close(): Promise<void>;
}

/** Another process's prints of this render's parts, and what cancels waiting for them. */
export interface RemoteParts {
  printer: PartPrinter;
  signal?: AbortSignal;
}

/** A part's print this render did not make: another process's, or the render cache's. */
interface FoundPrint {
  entry: PrintedPartEntry;
  from: 'cache' | 'elsewhere';
}

interface PartPdf {
  part: PartPrint['part'];
  /** Chromium's print; left unread when the part's finishing is in the render cache (`finished`). */
  pdf?: Uint8Array;
  /** The part finished before, from the render cache, not loaded yet. */
  finished?: FinishedEntry;
  /** The footnote cuts its print used and measured (the cache keeps them with the finished part). */
  cuts: [string, FootnoteCut[]][];
  book: PrintedBook;
  own: { html: string; foreign: Set<string> };
  from: 'cache' | 'elsewhere' | 'here';
  /** What the print depends on (`printedPartKey`). */
  key: string;
  /** What this part's prints were refused (addresses outside the book). */
  refused: Set<string>;
}

/**
 * At most `lanes` parts are printed here at once, each lane a renderer process that prints
 * one part after another (RendererLanes: what it printed before does not change the book's bytes).
 */
/** How a book is cut for printing in parts: its whole print document and the parts cut from it. */
export interface PartsPlan {
  whole: PrintedBook;
  parts: PrintPart[];
  /** The parts of body the book was cut into at most (what another process is told to cut into). */
  count: number;
}

/**
 * The book's print document cut into parts (`cutInto` of body, by default as its length asks); undefined when its
 * body is one part. Needs no browser: a render makes it while Chromium starts.
 */
export function planParts(
  model: BookModel,
  options: PrintOptions,
  lanes: number,
  cutInto: number | undefined = bodyParts(),
): PartsPlan | undefined {
  const start = performance.now();
  const whole = printDocument(model, partsBase(options));
  recordPhase('print document (HTML)', start);
  const count = cutInto ?? partsBySize(whole.pieces, lanes);
  // The print edition is cut before right-hand blocks only, whatever the count (splitAtRectoBlocks).
  const parts = options.forPrint
    ? splitAtRectoBlocks(whole.pieces, whole.blocks)
    : splitIntoParts(whole.pieces, count);
  // A book whose body is one part gains nothing from the parts' extra prints (contents and index apart, the
  // folio sheet): printed as one document it is faster (a 30-page book: 1.9-2.1 s against 2.3-3.0 s).
  if (parts.filter((part) => !part.cites).length < 2) return undefined;
  return { whole, parts, count };
}

function partsBase(options: PrintOptions): PrintOptions {
  return { ...options, pageAnchors: true, foliosApart: true };
}

/** Prepares the prints of a planned book's parts (see planParts). */
function partsPrinting(
  browser: Browser,
  model: BookModel,
  options: PrintOptions,
  images: ImagePassThrough,
  refused: Set<string>,
  lanes: number,
  cache: RenderCacheUse | undefined,
  { whole, parts, count }: PartsPlan,
): PartsPrinting {
  const base = partsBase(options);
  const linkedFromElsewhere = new Set<string>();
  for (const part of parts) for (const id of part.targets) if (!part.ids.has(id)) linkedFromElsewhere.add(id);
  const renderers = new RendererLanes(browser, Math.max(1, lanes));
  const pagesLoading = new PagesLoading();
  const cuts = new Map<string, FootnoteCut[]>();
  const files = images.served;
  const filesDigest = servedFilesDigest(files);
  // Parts printed with the images as they are: Chromium drew a placeholder of theirs (an image it had to crop).
  const lost = new Set<PrintPart>();
  const asTheyAre = servedAsTheyAre(images.original);
  let asTheyAreDigest: string | undefined;
  const imagesOf = (part: PrintPart) => (lost.has(part) ? asTheyAre : images);
  const digestOf = (part: PrintPart) =>
    lost.has(part) ? (asTheyAreDigest ??= servedFilesDigest(asTheyAre.served)) : filesDigest;
  const partCuts = (part: PrintPart) =>
    [...cuts].filter(([division]) => part.blockIds.has(division)).sort(([a], [b]) => (a < b ? -1 : 1));

  const documentFor = (part: PrintPart, finalNotes: boolean, folios?: Map<string, string>) =>
    printDocument(model, {
      ...base,
      only: part.blockIds,
      footnoteCuts: cuts,
      ...(finalNotes ? { finalNotes } : {}),
      ...(folios ? { folios } : {}),
    });
  const hasNotes = (part: PrintPart) => whole.notes.some((note) => part.blockIds.has(note.division));
  /** The document a part's print starts from (its footnotes not placed yet). */
  const startingBook = (part: PrintPart, folios?: Map<string, string>) =>
    !hasNotes(part) && !folios ? whole : documentFor(part, false, folios);
  const firstPrint: PartsPrinting['firstPrint'] = async (part) => {
    const { html } = partDocument(startingBook(part), part, linkedFromElsewhere);
    const key = printedPartKey(html, partCuts(part), filesDigest, options.grayscale);
    const cached = cache ? await readPrintedPart(cache, key) : undefined;
    return { key, ...(cached ? { cached } : {}) };
  };

  const printedPdfOf: PartsPrinting['printedPdfOf'] = async (part, folios, found, expectedKey) => {
    const index = parts.indexOf(part);
    const label = `part ${index + 1}`;
    const withNotes = hasNotes(part);
    let book = startingBook(part, folios);
    // The part's own document, made again whenever `book` is.
    let own = partDocument(book, part, linkedFromElsewhere);
    const useBook = (made: PrintedBook) => {
      book = made;
      own = partDocument(made, part, linkedFromElsewhere);
    };
    const key = printedPartKey(own.html, partCuts(part), digestOf(part), options.grayscale);
    const served = imagesOf(part).served;
    if (expectedKey !== undefined && key !== expectedKey) {
      throw new RenderFailure(
        `part ${index + 1} of the book is not the part that was asked for here (its sources, Octavo's ` +
          'renderer or Chromium differ between the worker processes): the build prints it itself',
      );
    }
    // A part finished before needs nothing of its print but what its entry says beside it: the print is not read.
    // (Not for another process, which is sent the print itself.)
    if (!found && cache && expectedKey === undefined) {
      const finishedKey = finishedPartKey(key, book.blocks, part.blockIds);
      const entry = await readFinishedEntry(cache, finishedKey);
      const print = entry?.print;
      if (entry && print) {
        const before = partCuts(part);
        for (const [division, divisionCuts] of print.cuts) cuts.set(division, divisionCuts);
        if (withNotes) useBook(documentFor(part, true, folios));
        if (finishedPartKey(key, book.blocks, part.blockIds) === finishedKey) {
          cache.stats.printedHits = (cache.stats.printedHits ?? 0) + 1;
          const partRefused = new Set(print.refused ?? []);
          for (const url of partRefused) refused.add(url);
          return {
            part,
            finished: entry,
            cuts: print.cuts,
            book,
            own,
            from: 'cache',
            key,
            refused: partRefused,
          };
        }
        // Never seen: its notes moved its blocks. Taken from the print instead, from the cuts it started from.
        for (const [division] of print.cuts) cuts.delete(division);
        for (const [division, divisionCuts] of before) cuts.set(division, divisionCuts);
        useBook(startingBook(part, folios));
      }
    }
    // A part whose numbers are written into its print, finished with the numbers last written: its print is read only
    // if they moved (numberedAsLast), and printed again if it is gone by then.
    if (!found && cache && expectedKey === undefined && !withNotes && isNumbered(part, book)) {
      const last = await cache.cache.get(writtenLastKey(key)).catch(() => undefined);
      const entry =
        last && !('damaged' in last)
          ? await readFinishedEntry(
              cache,
              numberedFinishedKey(key, book.blocks, part.blockIds, last.value.toString('utf8')),
            )
          : undefined;
      if (entry?.print) {
        cache.stats.printedHits = (cache.stats.printedHits ?? 0) + 1;
        const partRefused = new Set(entry.print.refused ?? []);
        for (const url of partRefused) refused.add(url);
        return {
          part,
          finished: entry,
          cuts: entry.print.cuts,
          book,
          own,
          from: 'cache',
          key,
          refused: partRefused,
        };
      }
    }
    let from: PartPdf['from'] = found?.from ?? 'cache';
    const kept = found?.entry ?? (cache ? await readPrintedPart(cache, key) : undefined);
    if (kept && cache && from === 'elsewhere') {
      cache.stats.printedElsewhere = (cache.stats.printedElsewhere ?? 0) + 1;
      await writePrintedPart(cache, key, kept);
    } else if (kept && cache) {
      cache.stats.printedHits = (cache.stats.printedHits ?? 0) + 1;
    }
    const partRefused = new Set<string>();
    let pdf: Uint8Array;
    if (kept) {
      for (const [division, divisionCuts] of kept.cuts) cuts.set(division, divisionCuts);
      for (const url of kept.refused ?? []) partRefused.add(url);
      if (withNotes) useBook(documentFor(part, true, folios));
      pdf = kept.pdf;
    } else {
      from = 'here';
      // A part's prints (its footnote passes, then its tagged print) run in this order whoever prints it: one
      // lane's page shows them all, as one page shows a book's passes (PageRun).
      pdf = await renderers.use(async (context, run) => {
        const loaded = pagesLoading.begin();
        try {
          // Footnote layout passes (see FootnotePasses): after the first, only the divisions still placing
          // notes or with predicted cuts to check are printed (each starts a page: its pages are the same
          // printed alone); the tagged print below prints the whole part.
          const notes = new FootnotePasses();
          // The production breaks a print of the part dropped stay dropped in its later prints (see StaleBreaks).
          const breaks = new StaleBreaks();
          let printing = part.blockIds.size;
          for (let notePass = 0; withNotes; notePass++) {
            const printed = new Set(book.notes.map((note) => note.division));
            const measuring = notePass < MAX_NOTE_PASSES && book.notes.some((note) => note.pending);
            if (!measuring && notes.unverifiedIn(printed).size === 0) break;
            const current = book;
            const { html } = own;
            let step: FootnoteStep | undefined;
            await printOnce(
              context,
              html,
              served,
              partRefused,
              false,
              `${label}: footnote layout print${notePass > 0 ? ` (${printing} of ${part.blockIds.size} blocks)` : ''}`,
              async (page, layout) => {
                const layoutPass = await inspect(layout, current);
                step = await notes.step(page, current, layoutPass, options.trim, measuring);
              },
              run,
              loaded,
              breaks,
            );
            for (const [division, divisionCuts] of notes.cuts) cuts.set(division, divisionCuts);
            const next = new Set([...step!.placing, ...notes.unverifiedIn(part.blockIds)]);
            if (next.size === 0) break;
            printing = next.size;
            useBook(documentFor({ ...part, blockIds: next }, false, folios));
          }
          if (withNotes) useBook(documentFor(part, true, folios));
          const { html } = own;
          return await printOnce(
            context,
            html,
            served,
            partRefused,
            true,
            `${label}: tagged print`,
            undefined,
            run,
            loaded,
            breaks,
          );
        } finally {
          loaded();
        }
      });
      if (cache) await keepPrintedPart(cache, key, printedPartEntry(pdf, partCuts(part), partRefused));
    }
    for (const url of partRefused) refused.add(url);
    return { part, pdf, cuts: kept ? kept.cuts : partCuts(part), book, own, from, key, refused: partRefused };
  };

  /** A part's print as the render cache kept it finished. */
  const keptPrint = (printed: PartPdf, kept: FinishedPart): PartPrint => ({
    part: printed.part,
    book: printed.book,
    doc: kept.doc,
    foreign: printed.own.foreign,
    destinations: destinations(kept.doc),
    finished: Promise.resolve(kept.gray),
    finishedFound: true,
  });

  /** Where a numbered part's finishing is kept: under its stand-in print and the numbers written into it. */
  const numberedKey = (printed: PartPdf, numbers: string) =>
    numberedFinishedKey(printed.key, printed.book.blocks, printed.part.blockIds, numbers);

  /**
   * A numbered part from the render cache, finished with the numbers last written into its print: after a change in
   * another chapter they mostly stay, and its print is then neither loaded nor patched (the corpus book's 16 citing
   * chapters each loaded theirs, 0.11-0.16 s, before their finished parts were found). Numbers that moved are
   * written into the print as in a cold render, so the bytes are a cold render's.
   */
  const numberedAsLast = async (printed: PartPdf, label: string): Promise<PartPrint | undefined> => {
    if (!cache) return undefined;
    const found = await cache.cache.get(writtenLastKey(printed.key)).catch(() => undefined);
    if (!found || 'damaged' in found) return undefined;
    const last = found.value.toString('utf8');
    const reading = performance.now();
    const kept = await readFinishedPart(cache, numberedKey(printed, last), false);
    if (!kept) return undefined;
    countFinishedHit(cache);
    recordPhase(`${label}: finished part from the render cache, as numbered last`, reading);
    const { book, own } = printed;
    const partPrint = keptPrint(printed, kept);
    partPrint.numberedIds = standInIds(own, book);
    partPrint.writeNumbers = async (actual) => {
      partPrint.writeNumbers = undefined;
      const numbers = numbersOf(markedNumbers(own), book.standIns!, actual);
      if (numbers !== undefined && JSON.stringify([...numbers.byMarker]) === last) {
        partPrint.book = { ...book, cited: numbers.cited };
        return true;
      }
      // Its print gone from the render cache since: printed again with the numbers.
      const fresh = await locate(printed, false, false).catch(() => undefined);
      if (!fresh?.writeNumbers) return false;
      const fits = await fresh.writeNumbers(actual);
      Object.assign(partPrint, {
        book: fresh.book,
        doc: fresh.doc,
        destinations: fresh.destinations,
        finished: fresh.finished,
      });
      delete partPrint.finishedFound;
      return fits;
    };
    return partPrint;
  };

  const locate = async (printed: PartPdf, counted = true, asLast = true): Promise<PartPrint> => {
    const { part, pdf, book, own, from, key } = printed;
    const label = `part ${parts.indexOf(part) + 1}`;
    const { foreign } = own;
    // A print waits while a page being printed still has requests to be answered by this thread: after a
    // one-chapter change the corpus book's reprinted part took 1.05 s to open its page while the other half of the
    // body was loaded and turned gray here, and in eight parts each lane's next part took 0.5-2.5 s to open its
    // page and load its fonts while the part the lane had just printed was loaded and turned gray.
    await pagesLoading.settled();
    const finishedKey = cache ? finishedPartKey(key, book.blocks, part.blockIds) : undefined;
    // Its finishing waits for the real numbers, and is kept under them (a finished part with stand-ins is never kept).
    const numbered = isNumbered(part, book);
    if (numbered && asLast && from !== 'here') {
      const last = await numberedAsLast(printed, label);
      if (last) return last;
    }
    if (cache && finishedKey && from !== 'here' && !numbered) {
      const reading = performance.now();
      const kept = printed.finished
        ? await printed.finished.load()
        : await readFinishedPart(cache, finishedKey, false);
      if (kept && counted) countFinishedHit(cache);
      if (kept) {
        recordPhase(`${label}: finished part from the render cache`, reading);
        return keptPrint(printed, kept);
      }
    }
    // What Chromium printed, here, elsewhere or from the cache, goes through the very same steps: a part
    // printed elsewhere or taken from the cache gives the same bytes as printing it here would.
    // A finished part that did not load (never seen: the cache checks its bytes) is finished again from its print.
    const print = pdf ?? (cache ? (await readPrintedPart(cache, key))?.pdf : undefined);
    if (!print) {
      throw new RenderFailure(
        `${label} of the book: its entry in the render cache did not load and its print is gone; build again`,
      );
    }
    const inspecting = performance.now();
    const doc = await PDFDocument.load(print, LOAD_OPTIONS);
    // A placeholder Chromium drew: the part is printed again with its images as they are (printParts).
    imagesOf(part).checkDrawn(doc);
    recordPhase(
      `${label}: pdf-lib load${from === 'here' ? '' : ` (print ${PRINTED_FROM[from]})`}`,
      inspecting,
    );
    const locating = performance.now();
    const where = destinations(doc);
    recordPhase(`${label}: ids found`, locating);
    // Its finishing (below) replaces its doc with the finished one when the render cache has that.
    const partPrint: PartPrint = {
      part,
      book,
      doc,
      foreign,
      destinations: where,
      finished: Promise.resolve(undefined),
    };
    let written: (numbers: string | undefined) => void = () => undefined;
    const numbersWritten = new Promise<string | undefined>((resolve) => (written = resolve));
    // Finished while the next prints (the index, the contents with numbers) run: they need only the pages and
    // ids, and the finishing gives the main thread back often enough to answer their pages' requests.
    const restored = (async () => {
      const restoring = performance.now();
      await imagesOf(part).restore(doc);
      recordPhase(`${label}: images in place of their placeholders`, restoring);
    })();
    restored.catch(() => undefined);
    /** The pages in gray (their stand-ins' colours kept), done while the other parts print, not after the layout. */
    const grayEarly = async () => {
      await restored;
      const graying = performance.now();
      const gray = await convertToGrayscaleInTurns(doc, true);
      recordPhase(`${label}: pages in gray`, graying);
      return gray;
    };
    const grayedEarly = numbered && options.grayscale ? grayEarly() : undefined;
    grayedEarly?.catch(() => undefined);
    const finished = (partPrint.finished = (async () => {
      await restored;
      let keptKey = finishedKey;
      if (numbered) {
        const numbers = await numbersWritten;
        // Written as the contents is printed again: its page loads first (its requests are answered by this thread).
        await pagesLoading.settled();
        // Written into the print: finished and kept as printed with them.
        if (numbers !== undefined && cache) {
          keptKey = numberedKey(printed, numbers);
          // A failure to store only costs a later render this part's print loaded and patched.
          await cache.cache.put(writtenLastKey(key), Buffer.from(numbers, 'utf8')).catch(() => undefined);
          const kept = await readFinishedPart(cache, keptKey, false);
          if (kept) {
            countFinishedHit(cache);
            partPrint.doc = kept.doc;
            return kept.gray;
          }
        }
      }
      const finishing = performance.now();
      finishPages(doc, book.blocks, where, foreign);
      recordPhase(`${label}: pages finished`, finishing);
      const graying = performance.now();
      const gray = grayedEarly
        ? await grayedEarly
        : options.grayscale
          ? await convertToGrayscaleInTurns(doc)
          : undefined;
      if (gray && !grayedEarly) recordPhase(`${label}: pages in gray`, graying);
      await deflateAhead(doc);
      if (cache && keptKey) {
        const keeping = performance.now();
        // A failure to store only costs a later render the finishing.
        await keepFinishedPart(
          cache,
          keptKey,
          { doc, ...(gray ? { gray } : {}) },
          { cuts: printed.cuts, ...(printed.refused.size ? { refused: [...printed.refused].sort() } : {}) },
        ).catch(() => undefined);
        recordPhase(`${label}: finished part kept in the render cache`, keeping);
      }
      return gray;
    })());
    // Awaited before the merge; a print replaced by a later one is never awaited, and must not end the process.
    finished.catch(() => undefined);
    if (numbered) {
      partPrint.numberedIds = standInIds(own, book);
      partPrint.writeNumbers = async (actual) => {
        partPrint.writeNumbers = undefined;
        const numbers = numbersOf(markedNumbers(own), book.standIns!, actual);
        // Written into the pages turned gray: never while they are being turned.
        await grayedEarly?.catch(() => undefined);
        const patching = performance.now();
        const fits =
          numbers !== undefined &&
          patchPageNumbers(doc, numbers.byMarker, numbers.listed, model.direction === 'rtl');
        recordPhase(
          `${label}: page numbers ${fits ? 'written into its print' : 'do not fit its print'}`,
          patching,
        );
        if (!fits) {
          // Finished as printed (as before numbers were written), though it is printed again.
          written(undefined);
          return false;
        }
        partPrint.book = { ...book, cited: numbers.cited };
        written(JSON.stringify([...numbers.byMarker]));
        return true;
      };
    }
    return partPrint;
  };

  /** Where the numbers a part was last printed with are kept: under what its print without them depends on. */
  const numbersKey = (part: PrintPart) => {
    const { html } = partDocument(startingBook(part), part, linkedFromElsewhere);
    const printKey = printedPartKey(html, partCuts(part), digestOf(part), options.grayscale);
    return createHash('sha256').update(`octavo pdf numbers printed last\0${printKey}`).digest('hex');
  };
  const lastNumbered: PartsPrinting['lastNumbered'] = async (part) => {
    // A part with notes starts from the cuts its prints measure: read ahead, they would change what it depends on.
    if (!cache || hasNotes(part)) return undefined;
    const found = await cache.cache.get(numbersKey(part));
    if (!found || 'damaged' in found) return undefined;
    const folios = new Map(JSON.parse(found.value.toString('utf8')) as [string, string][]);
    await pagesLoading.settled();
    const book = documentFor(part, false, folios);
    const own = partDocument(book, part, linkedFromElsewhere);
    const key = printedPartKey(own.html, partCuts(part), digestOf(part), options.grayscale);
    const finished = await readFinishedEntry(cache, finishedPartKey(key, book.blocks, part.blockIds));
    const kept = finished?.print ? { ...finished.print, pdf: undefined } : await readPrintedPart(cache, key);
    if (!kept) return undefined;
    const partRefused = new Set(kept.refused ?? []);
    const printed: PartPdf = {
      part,
      ...(kept.pdf ? { pdf: kept.pdf } : { finished }),
      cuts: kept.cuts,
      book,
      own,
      from: 'cache',
      key,
      refused: partRefused,
    };
    const print = await locate(printed, false);
    return {
      print,
      take: () => {
        cache.stats.printedHits = (cache.stats.printedHits ?? 0) + 1;
        if (print.finishedFound) countFinishedHit(cache);
        for (const url of partRefused) refused.add(url);
      },
    };
  };
  const keepNumbers: PartsPrinting['keepNumbers'] = async (part, print) => {
    if (!cache || hasNotes(part)) return;
    await cache.cache.put(numbersKey(part), Buffer.from(JSON.stringify([...print.book.cited]), 'utf8'));
  };

  // Keyed by what stays when a chapter changes: the book, its edition, the part's divisions.
  const hintKey = (part: PrintPart) =>
    createHash('sha256')
      .update(`octavo pdf numbers hint\0${model.title}\0${options.forPrint}\0${options.grayscale}\0`)
      .update([...part.blockIds].sort().join('\0'))
      .digest('hex');
  // A part of body that refers to pages is printed with stand-ins and its numbers written in (page-number-patch.ts):
  // printed with the last numbers instead, a warm render's bytes would differ from a cold one's.
  const numbersHint: PartsPrinting['numbersHint'] = async (part) => {
    if (!cache || !part.listsPages) return undefined;
    const found = await cache.cache.get(hintKey(part)).catch(() => undefined);
    if (!found || 'damaged' in found) return undefined;
    try {
      return new Map(JSON.parse(found.value.toString('utf8')) as [string, string][]);
    } catch {
      return undefined;
    }
  };
  const keepNumbersHint: PartsPrinting['keepNumbersHint'] = async (part, print) => {
    if (!cache || !part.listsPages) return;
    await cache.cache.put(hintKey(part), Buffer.from(JSON.stringify([...print.book.cited]), 'utf8'));
  };

  return {
    whole,
    parts,
    count,
    filesDigest,
    lastNumbered,
    keepNumbers,
    numbersHint,
    keepNumbersHint,
    nextPageLoaded: () => pagesLoading.nextLoaded(),
    printAsTheyAre: (part) => {
      if (lost.has(part)) return false;
      lost.add(part);
      return true;
    },
    partCuts,
    firstPrint,
    printedPdfOf,
    locate,
    close: () => renderers.close(),
  };
}

/** Where a numbered part's finishing is kept: under its stand-in print's key and the numbers written into it. */
function numberedFinishedKey(
  key: string,
  blocks: PageBlock[],
  blockIds: ReadonlySet<string>,
  numbers: string,
): string {
  return finishedPartKey(
    createHash('sha256').update(`octavo pdf page numbers written\0${key}\0${numbers}`).digest('hex'),
    blocks,
    blockIds,
  );
}

/** Where the numbers last written into a stand-in print are kept (for `numberedAsLast`). */
function writtenLastKey(key: string): string {
  return createHash('sha256').update(`octavo pdf page numbers written last\0${key}`).digest('hex');
}

/** What a document's HTML marks: its stand-in numbers, and how many page numbers it prints (counted when asked). */
interface MarkedNumbers {
  marked: ReturnType<typeof standInNumbers>;
  count: () => number;
}

function markedIn(html: string): MarkedNumbers {
  let count: number | undefined;
  return { marked: standInNumbers(html), count: () => (count ??= pageNumberCount(html)) };
}

const markedOfPart = new WeakMap<PartPdf['own'], MarkedNumbers>();

/** A part's own document's marked numbers: its HTML is read once, however often they are asked for. */
function markedNumbers(own: PartPdf['own']): MarkedNumbers {
  let found = markedOfPart.get(own);
  if (!found) {
    found = markedIn(own.html);
    markedOfPart.set(own, found);
  }
  return found;
}

/** The ids whose pages a part's own stand-in numbers give. */
function standInIds(own: PartPdf['own'], book: PrintedBook): Set<string> {
  return new Set(markedNumbers(own).marked.flatMap(({ index }) => book.standIns?.[index] ?? []));
}

/** A part printed with stand-in numbers that are written into its print once the pages are known. */
function isNumbered(part: PrintPart, book: PrintedBook): boolean {
  return part.cites && !part.listsPages && book.standIns !== undefined;
}

/**
 * The real numbers a part printed with stand-ins gets: by marker index, and as the part then cites them, with the
 * markers of listed numbers (the contents': drawn at the end of their room) with their stand-ins. Undefined when a reference's number is
 * not one of its stand-in's count of digits (a roman folio, a page past 99 where 2 digits were guessed), or a listed
 * one neither digits nor a roman folio.
 */
export function numbersToWrite(
  html: string,
  standIns: readonly string[],
  actual: ReadonlyMap<string, string>,
): NumbersToWrite | undefined {
  return numbersOf(markedIn(html), standIns, actual);
}

interface NumbersToWrite {
  byMarker: Map<number, string>;
  listed: Map<number, string>;
  cited: Map<string, string>;
}

/** numbersToWrite, from the numbers a document's HTML marks. */
function numbersOf(
  { marked, count }: MarkedNumbers,
  standIns: readonly string[],
  actual: ReadonlyMap<string, string>,
): NumbersToWrite | undefined {
  const byMarker = new Map<number, string>();
  const listed = new Map<number, string>();
  const cited = new Map<string, string>();
  // A number without a marker (past MOST_MARKERS in the book) could not be found in the print.
  if (marked.length !== count()) return undefined;
  for (const { index, digits, listed: isListed } of marked) {
    const id = standIns[index];
    const folio = id === undefined ? undefined : actual.get(id);
    if (!folio) return undefined;
    if (
      isListed ? !/^(?:\d+|[ivxlcdm]+)$/.test(folio) : !/^\d+$/.test(folio) || folio.length !== digits.length
    )
      return undefined;
    byMarker.set(index, folio);
    if (isListed) listed.set(index, digits);
    cited.set(id!, folio);
  }
  return cited.size > 0 ? { byMarker, listed, cited } : undefined;
}

/**
 * The order parts are printed in: the longest first, then the short ones that print numbers (the contents and
 * index, whose first prints every number waits for) in the other lanes, before the other parts of body. Left
 * to the end, the contents' first print on the corpus book opened while the main thread finished the body
 * parts and took 3.5-5 s (about 2 s printed beside the longest part), and the index waited for it.
 */
export function printOrder(
  parts: PrintPart[],
  lanes: number,
  printedAfresh?: ReadonlySet<string>,
): PrintPart[] {
  const longestFirst = [...parts].sort((a, b) => b.size - a.size);
  const body = longestFirst.filter((part) => !part.cites);
  const first = Math.max(1, lanes - 1);
  const order = [...body.slice(0, first), ...longestFirst.filter((part) => part.cites), ...body.slice(first)];
  if (!printedAfresh) return order;
  // After a change, the parts it touched print first: the render cache holds the others, and a lane that took
  // those first opened the changed part's page only after them (0.45 s after the corpus book's print began).
  const touched = (part: PrintPart) => [...part.blockIds].some((id) => printedAfresh.has(id));
  return [...order.filter(touched), ...order.filter((part) => !touched(part))];
}

const PRINTED_FROM = { cache: 'from the render cache', elsewhere: 'by another worker process', here: '' };

/**
 * Prints one part of the book for another process's render of it (`pdfParts.only`): the part's entry,
 * as the render cache would keep it.
 */
export async function printOnePart(
  browser: Browser,
  model: BookModel,
  print: PrintOptions,
  images: ImagePassThrough,
  refused: Set<string>,
  wanted: PartOfBook,
  cache: RenderCacheUse | undefined,
): Promise<PrintedPartEntry> {
  const plan = printableInParts(model.themeCss) ? planParts(model, print, 1, wanted.lanes) : undefined;
  const printing = plan ? partsPrinting(browser, model, print, images, refused, 1, cache, plan) : undefined;
  const part = printing?.parts[wanted.index];
  if (!printing || !part) {
    throw new RenderFailure(
      `the book has no part ${wanted.index + 1} when cut in ${wanted.lanes} here (its sources, Octavo's renderer ` +
        'or its settings differ between the worker processes): the build prints it itself',
    );
  }
  try {
    const printed = await printing.printedPdfOf(part, undefined, undefined, wanted.key);
    return printedPartEntry(printed.pdf!, printing.partCuts(part), printed.refused);
  } finally {
    await printing.close();
  }
}

/**
 * Prints the book in parts side by side (each its own document, printed in one of the lanes' renderer processes), then
 * merges them: one tagged print of every page instead of a layout pass and a final pass of the whole
 * book. Folios are left out of the parts (each would count from 1) and printed apart on a sheet laid
 * over the pages afterwards. The contents and the index, printed first with stand-in numbers, are
 * printed again once every page is known, and again if that moved what they cite. A part with
 * footnotes measures and places them on its own, as the whole book would. With `remote` and other
 * processes printing parts, every part is sent, this render's lanes take back and print what nobody has
 * started, and the rest comes from the others. The book is cut the same way however many processes print
 * it: the parts decide the bytes (each part embeds its own font subsets), and the same commit gives the
 * same PDF whoever printed it.
 */
export async function printBookInParts(
  browser: Browser,
  model: BookModel,
  options: PrintOptions,
  images: ImagePassThrough,
  refused: Set<string>,
  lanes: number,
  cache: RenderCacheUse | undefined,
  remote: RemoteParts | undefined,
  /** planParts's: undefined prints the book as one document. */
  plan: PartsPlan | undefined,
): Promise<PrintedPdf> {
  if (!plan) {
    recordPhase('printed as one document (one part of body)', performance.now());
    return printBook(browser, model, options, images, refused);
  }
  const printing = partsPrinting(browser, model, options, images, refused, lanes, cache, plan);
  try {
    const files = images.served;
    const { whole, parts } = printing;
    const printedOnce = citingPartPrintedOnce(parts, whole.cited.keys(), (part) =>
      whole.notes.some((note) => part.blockIds.has(note.division)),
    );
    let start = performance.now();
    const others = remote ? await remote.printer.others().catch(() => 0) : 0;
    if (remote) recordPhase(`other worker processes printing parts: ${others}`, start);
    const printPart = async (part: PrintPart, folios?: Map<string, string>, found?: FoundPrint) =>
      printing.locate(await printing.printedPdfOf(part, folios, found));

    /**
     * Prints `which` parts in `printOrder`, each lane taking the next as it comes free. A lane is free once
     * Chromium has printed its part: the part is read on the main thread while the lane prints the next (on the
     * corpus book the index's first print started 1.5 s earlier), and returned before it is finished.
     */
    const printParts = async (which: PrintPart[], folios?: Map<string, string>, hinted = false) => {
      const queue = printOrder(which, lanes, whole.printedAfresh);
      const done = new Map<PrintPart, PartPrint>();
      const locating: Promise<void>[] = [];
      const again: PrintPart[] = [];
      let failure: { error: unknown } | undefined;
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          for (let part = queue.shift(); part && !failure; part = queue.shift()) {
            const hint = hinted && !folios ? await printing.numbersHint(part) : undefined;
            const printed = await printing.printedPdfOf(part, folios ?? hint);
            const finished = part;
            locating.push(
              printing.locate(printed).then(
                (print) => void done.set(finished, print),
                (error: unknown) => {
                  // Only this part is printed again, not the book (a drawn placeholder, say, of a cropped image).
                  if (error instanceof PlaceholderLost && printing.printAsTheyAre(finished))
                    again.push(finished);
                  else failure ??= { error };
                },
              ),
            );
          }
        }),
      );
      await Promise.all(locating);
      if (failure) throw failure.error;
      if (again.length > 0)
        for (const [part, print] of await printParts(again, folios, hinted)) done.set(part, print);
      return done;
    };

    /**
     * The first prints with other processes: every part the render cache lacks is sent, longest first; this
     * render's lanes go down the same list taking back each part nobody has started; then the parts others
     * have come in (or, when they failed, are printed here).
     */
    const printPartsWithOthers = async (sender: RemoteParts, which: PrintPart[]) => {
      const order = [...which].sort((a, b) => b.size - a.size);
      const sent = new Map<PrintPart, SentPart>();
      const cached = new Map<PrintPart, PrintedPartEntry>();
      for (const part of order) {
        const { key, cached: entry } = await printing.firstPrint(part);
        if (entry) cached.set(part, entry);
        else
          sent.set(
            part,
            sender.printer.send({ index: parts.indexOf(part), key, lanes: printing.count }, sender.signal),
          );
      }
      const done = new Map<PrintPart, PartPrint>();
      const queue = [...order];
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          for (let part = queue.shift(); part; part = queue.shift()) {
            const entry = cached.get(part);
            const away = sent.get(part);
            if (entry) done.set(part, await printPart(part, undefined, { entry, from: 'cache' }));
            else if (await away!.takeBack()) done.set(part, await printPart(part));
          }
        }),
      );
      await Promise.all(
        [...sent]
          .filter(([part]) => !done.has(part))
          .map(async ([part, away]) => {
            const entry = await away.result();
            done.set(
              part,
              await printPart(part, undefined, entry ? { entry, from: 'elsewhere' } : undefined),
            );
          }),
      );
      return done;
    };

    // The index as it was last numbered, read while the body prints: taken if the body's pages leave its numbers
    // where they were, as a change inside a chapter mostly does (the same print the numbers would make).
    const lastNumbered = printedOnce ? printing.lastNumbered(printedOnce).catch(() => undefined) : undefined;
    start = performance.now();
    const firstPrinted = parts.filter((part) => part !== printedOnce);
    const prints =
      remote && others > 0
        ? await printPartsWithOthers(remote, firstPrinted)
        : await printParts(firstPrinted, undefined, true);
    recordPhase('all parts printed (side by side)', start);
    /** The layout as printed so far; `room` pages for the parts not printed yet (one when not given). */
    const layoutNow = (room?: (part: PrintPart) => number) =>
      joinedLayout(
        whole.blocks,
        parts.map((part) => {
          const print = prints.get(part);
          return print ? partLayoutOf(print) : notPrintedYet(part, room?.(part));
        }),
      );
    let layout = layoutNow();
    /** The print edition's blank pages: before each right-hand block that would open on a left-hand page. */
    const blanksIn = (joined: typeof layout): Set<string> =>
      options.forPrint ? blanksForRecto(whole.blocks, blockFirstPages(joined.layout)) : new Set();
    const numbersIn = (joined: typeof layout) =>
      folioOfIds(joined.layout, joined.pageCount, blanksIn(joined));
    /** The numbers a print cites that are no longer right, each with the right one. */
    const movedIn = (print: PartPrint, actual: Map<string, string>): [string, string][] =>
      [...print.book.cited]
        .filter(([id, folio]) => (actual.get(id) ?? '') !== folio)
        .map(([id]) => [id, actual.get(id) ?? '']);
    const printSheet = (folios: string[]) => {
      const pdf = printOnceCached(
        browser,
        FOLIO_SHEET_PRINT,
        folioSheetHtml(whole.css, folios, model.lang),
        files,
        refused,
        false,
        cache,
        printing.filesDigest,
      );
      pdf.catch(() => undefined);
      return { folios, pdf };
    };
    let sheet: ReturnType<typeof printSheet> | undefined;
    /**
     * Writes `actual` into each part's print whose numbers moved and can be written in, one after another; returns
     * the parts whose numbers do not fit their print (to be printed again with them). `since` starts the phase.
     */
    const writeNumbersBeside = async (
      which: PrintPart[],
      actual: Map<string, string>,
      since = performance.now(),
    ): Promise<PrintPart[]> => {
      let written = 0;
      const unfit: PrintPart[] = [];
      for (const part of which) {
        const print = prints.get(part);
        if (!print?.writeNumbers || movedIn(print, actual).length === 0) continue;
        if (await print.writeNumbers(actual)) written++;
        else unfit.push(part);
        // The prints' pages are answered by this thread.
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (written > 0) recordPhase(`page numbers written into ${written} parts`, since);
      return unfit;
    };
    if (printedOnce) {
      // The folio sheet printed beside it, with room for more pages than it will have: the pages before it keep
      // their folios, and its own continue them (taken if every folio the book prints is the sheet's: coversFolios).
      // After it, the sheet's page waited for the main thread and took 0.8-1.0 s to open and load its fonts.
      const speculative = layoutNow((part) => (part === printedOnce ? pagesAtMost(part) : 1));
      sheet = printSheet(foliosOf(speculative.layout, speculative.pageCount, blanksIn(speculative)));
      // Its numbers are all of pages in the parts before it, printed now.
      start = performance.now();
      const actual = numbersIn(layout);
      const last = await lastNumbered;
      if (last && movedIn(last.print, actual).length === 0) {
        last.take();
        prints.set(printedOnce, last.print);
        recordPhase('index with page numbers: as numbered last time', start);
      } else {
        // The parts citing only pages before its end (or where it begins) get their numbers meanwhile; after it, the
        // corpus book's 17 took 0.4 s (a number that moves after all is caught below, and its part printed again).
        const before = new Set(parts.slice(0, parts.indexOf(printedOnce)).flatMap((part) => [...part.ids]));
        const opening = firstBlockId(printedOnce);
        if (opening) before.add(opening);
        const beside = parts.filter(
          (part) =>
            part.cites &&
            part !== printedOnce &&
            [...(prints.get(part)?.numberedIds ?? [])].every((id) => before.has(id)),
        );
        const indexPrinted = printParts([printedOnce], actual);
        // Written once its page has loaded (this thread answers its requests), while Chromium prints it.
        const writing = Promise.race([printing.nextPageLoaded(), indexPrinted]).then(() =>
          writeNumbersBeside(beside, actual),
        );
        writing.catch(() => undefined);
        for (const [part, print] of await indexPrinted) prints.set(part, print);
        await writing;
        recordPhase('index printed with page numbers', start);
        // A failure to store only costs a later render the index's print.
        await printing.keepNumbers(printedOnce, prints.get(printedOnce)!).catch(() => undefined);
      }
      layout = layoutNow();
      // A sheet the book's pages turned out not to fit (a colophon's part after the index, moved) is printed again
      // beside what follows, not alone after the merge.
      if (!coversFolios(sheet.folios, foliosOf(layout.layout, layout.pageCount, blanksIn(layout))))
        sheet = undefined;
    }
    let unsettled = new Map<string, string>();
    const citing = parts.filter((part) => part.cites);
    for (let pass = 1; citing.length > 0; pass++) {
      const actual = numbersIn(layout);
      const moved = new Map(citing.map((part) => [part, movedIn(prints.get(part)!, actual)]));
      unsettled = new Map([...moved.values()].flat());
      if (unsettled.size === 0 || pass > MAX_NUMBERED_PASSES) break;
      // Only the parts whose numbers moved: the others would print the very same document again.
      const again = citing.filter((part) => moved.get(part)!.length > 0);
      // The folio sheet as it is if the parts printed again keep their pages (as they almost always do): printed
      // beside them rather than after (checked against the merged book below, and printed again if it differs).
      sheet ??= printSheet(foliosOf(layout.layout, layout.pageCount, blanksIn(layout)));
      start = performance.now();
      // The parts of body printed with stand-in numbers get the real ones written into their prints while the others
      // (the contents) print; only those whose numbers do not fit (another count of digits) are printed again.
      const writable = again.filter((part) => prints.get(part)!.writeNumbers);
      const printing = again.filter((part) => !prints.get(part)!.writeNumbers);
      const reprints = printing.length > 0 ? printParts(printing, actual) : undefined;
      reprints?.catch(() => undefined);
      const unfit = await writeNumbersBeside(writable, actual, start);
      const printed = await Promise.all([reprints, unfit.length > 0 ? printParts(unfit, actual) : undefined]);
      for (const done of printed) for (const [part, print] of done ?? []) prints.set(part, print);
      if (printing.length + unfit.length > 0) {
        recordPhase(`contents and index printed with page numbers, pass ${pass}`, start);
      }
      layout = layoutNow();
    }
    // The folio sheet beside the parts' finishing when no part was printed again to start it.
    sheet ??= printSheet(foliosOf(layout.layout, layout.pageCount, blanksIn(layout)));
    // Every part is printed: the renderers' memory goes back before the merge.
    void printing.close();
    if (unsettled.size === 0) {
      // A failure to store only costs a later render a print of a citing part.
      await Promise.all(citing.map((part) => printing.keepNumbersHint(part, prints.get(part)!))).catch(
        () => undefined,
      );
    }

    start = performance.now();
    const ordered = parts.map((part) => prints.get(part)!);
    const grays = await Promise.all(ordered.map((print) => print.finished));
    recordPhase('parts finished', start);
    start = performance.now();
    const partPages = ordered.map((print) => print.doc.getPageCount());
    const doc = mergeTaggedParts(
      ordered.map((print): PrintedPart => ({ doc: print.doc, foreign: print.foreign })),
    );
    // The print edition's blank pages go between parts: every right-hand block opens a part.
    const blanks = blanksIn(layout);
    const blocks = withBlankBlocks(whole.blocks, blanks);
    if (blanks.size > 0) {
      let firstPage = 0;
      const before: { page: number; id: string }[] = [];
      ordered.forEach((print, at) => {
        const opening = whole.blocks.find((block) => print.part.blockIds.has(block.id));
        if (opening && blanks.has(opening.id)) {
          const blank = blocks[blocks.indexOf(opening) - 1]!;
          before.push({ page: firstPage, id: blank.id });
        }
        firstPage += partPages[at]!;
      });
      insertBlankPages(doc, before);
    }
    recordPhase('parts merged', start);
    const merged = pageLayout(doc, blocks);
    const folios = foliosOf(merged, doc.getPageCount());
    start = performance.now();
    const printedBeside = await sheet?.pdf;
    const sheetPdf =
      sheet && printedBeside && coversFolios(sheet.folios, folios)
        ? printedBeside
        : await printSheet(folios).pdf;
    recordPhase('folio sheet in hand', start);
    const folioSheet = await PDFDocument.load(sheetPdf, LOAD_OPTIONS);
    let grayscale: GrayscaleReport | undefined;
    if (options.grayscale) {
      grayscale = convertToGrayscale(folioSheet);
      for (const gray of grays) if (gray) addReport(grayscale, gray);
    }
    const book: PrintedBook = {
      ...whole,
      blocks,
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
      folioSheet: { doc: folioSheet, folios },
      ...(grayscale ? { grayscale } : {}),
    };
  } finally {
    await printing.close();
  }
}

/**
 * The folio each page prints (see folio-sheet.ts): from where each block starts and the number of pages, with a blank
 * page before each block of `blanks` (the print edition's, put between parts after the merge).
 */
function foliosOf(layout: PageLayout, pageCount: number, blanks: ReadonlySet<string> = new Set()): string[] {
  return numbersWithBlanks(layout, pageCount, blanks).numbers.map(folioText);
}

/**
 * Whether a folio sheet printed for `printed` serves a book whose pages print `folios`: each folio printed is the
 * sheet's page's at its place (a page without one takes no page of the sheet: overlayFolios), and pages past the
 * book's are left unused.
 */
export function coversFolios(printed: readonly string[], folios: readonly string[]): boolean {
  return (
    printed.length >= folios.length && folios.every((folio, at) => folio === '' || folio === printed[at])
  );
}

/**
 * More pages than a part not printed yet will have: a page for every 3,000 characters of its HTML, and four more
 * (the corpus book's index, two columns of small type, holds 7,200 a page: 158,000 on 22 pages). A page of the folio
 * sheet costs half a millisecond of its print.
 */
function pagesAtMost(part: PrintPart): number {
  return Math.ceil(part.size / 3000) + 4;
}

/** What the book's layout needs of a part: its length and where its ids are. */
interface PartLayout {
  pageCount: number;
  destinations: Map<string, Destination>;
  foreign: Set<string>;
}

function partLayoutOf(print: PartPrint): PartLayout {
  return { pageCount: print.doc.getPageCount(), destinations: print.destinations, foreign: print.foreign };
}

const PLACEHOLDER_TARGET = PDFArray.withContext(PDFContext.create());

/**
 * A part not printed yet (see citingPartsWithoutStandIns): one page (or `pages`), holding its first block. Nothing cited lies
 * past its start, so its real length moves no number that is checked.
 */
function notPrintedYet(part: PrintPart, pages = 1): PartLayout {
  const first = firstBlockId(part);
  return {
    pageCount: pages,
    destinations: new Map(first ? [[first, { page: 1, target: PLACEHOLDER_TARGET }]] : []),
    foreign: new Set(),
  };
}

/** The whole book's layout from its parts, in order: each part's pages follow the previous'. */
function joinedLayout(blocks: PageBlock[], parts: PartLayout[]): { layout: PageLayout; pageCount: number } {
  const joined = new Map<string, Destination>();
  let offset = 0;
  for (const part of parts) {
    for (const [id, destination] of part.destinations) {
      if (part.foreign.has(id) || joined.has(id)) continue;
      joined.set(id, { ...destination, page: destination.page + offset });
    }
    offset += part.pageCount;
  }
  return { layout: { blocks, destinations: joined }, pageCount: offset };
}
