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

/**
 * The cover's own print (it becomes the book's first page). With a render cache it is kept like a printed part,
 * under the hash of its document and the files it may load: a build after a one-chapter change no longer prints
 * it again beside the changed part (on the corpus book it held a renderer for 1-3 s of the 2 cores).
 */
export async function printCover(
  browser: Browser | BrowserContext,
  html: string,
  files: Map<string, ServedFile>,
  refused: Set<string>,
  grayscale: boolean,
  cache: RenderCacheUse | undefined,
): Promise<Uint8Array> {
  const key = cache
    ? printedPartKey(`<!-- octavo cover -->\n${html}`, [], servedFilesDigest(files), grayscale)
    : undefined;
  const started = performance.now();
  const kept = cache && key ? await readPrintedPart(cache, key) : undefined;
  if (kept && cache) {
    cache.stats.printedHits = (cache.stats.printedHits ?? 0) + 1;
    for (const url of kept.refused ?? []) refused.add(url);
    recordPhase('cover print (from the render cache)', started);
    return kept.pdf;
  }
  const coverRefused = new Set<string>();
  const pdf = await printOnce(browser, html, files, coverRefused, false, 'cover print');
  for (const url of coverRefused) refused.add(url);
  if (cache && key) await keepPrintedPart(cache, key, printedPartEntry(pdf, [], coverRefused));
  return pdf;
}
