import { Browser, BrowserContext } from 'puppeteer';
import { RenderCacheUse } from '../cache/render-cache';
import { ServedFile } from './chromium';
import { printOnce, recordPhase } from './print-passes';
import {
  keepPrintedPart,
  printedPartEntry,
  printedPartKey,
  readPrintedPart,
  servedFilesDigest,
} from './printed-part-cache';

/** A document printed on its own, beside the book's parts: what it is, and the phase its print is timed under. */
export interface SinglePrint {
  /** Marks the document in its cache key, so that two kinds of print never share an entry. */
  kind: 'cover' | 'folio sheet';
  phase: string;
  /** `sheet`: printed without backgrounds, to be laid over the pages (see printOnce). */
  final: false | 'sheet';
}

export const COVER_PRINT: SinglePrint = { kind: 'cover', phase: 'cover print', final: false };
export const FOLIO_SHEET_PRINT: SinglePrint = {
  kind: 'folio sheet',
  phase: 'folio sheet print',
  final: 'sheet',
};

/**
 * A print of its own (the cover, which becomes the book's first page; the folio sheet laid over a book printed
 * in parts). With a render cache it is kept like a printed part, under the hash of its document and the files it
 * may load: a build after a one-chapter change no longer prints the cover again beside the changed part (on the
 * corpus book it held a renderer for 1-3 s of the 2 cores), nor the folio sheet when no page moved (1.5
 * CPU-seconds of Chromium for the corpus book's 525 pages).
 */
export async function printOnceCached(
  browser: Browser | BrowserContext,
  print: SinglePrint,
  html: string,
  files: Map<string, ServedFile>,
  refused: Set<string>,
  grayscale: boolean,
  cache: RenderCacheUse | undefined,
  /** `servedFilesDigest(files)`, when the render has it already (hashing the corpus book's files takes 50 ms). */
  filesDigest?: string,
): Promise<Uint8Array> {
  const key = cache
    ? printedPartKey(
        `<!-- octavo ${print.kind} -->\n${html}`,
        [],
        filesDigest ?? servedFilesDigest(files),
        grayscale,
      )
    : undefined;
  const started = performance.now();
  const kept = cache && key ? await readPrintedPart(cache, key) : undefined;
  if (kept && cache) {
    cache.stats.printedHits = (cache.stats.printedHits ?? 0) + 1;
    for (const url of kept.refused ?? []) refused.add(url);
    recordPhase(`${print.phase} (from the render cache)`, started);
    return kept.pdf;
  }
  const ownRefused = new Set<string>();
  const pdf = await printOnce(browser, html, files, ownRefused, print.final, print.phase);
  for (const url of ownRefused) refused.add(url);
  if (cache && key) await keepPrintedPart(cache, key, printedPartEntry(pdf, [], ownRefused));
  return pdf;
}
