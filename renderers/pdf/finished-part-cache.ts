import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { RenderCacheUse } from '../cache/render-cache';
import { GrayscaleReport } from './grayscale';
import { PageBlock } from './page-plan';
import { FootnoteCut } from './footnote-placement';
import { readObjectTable, writeObjectTable } from './pdf-object-table';
import { framedEntry, unframedEntry } from './printed-part-cache';

/**
 * A part of the book finished (its images in place of their placeholders, soft hyphens and opening running heads
 * out of its pages, turned gray), kept in the render cache beside Chromium's print of it (issue 17, item 4). After a
 * one-chapter change the corpus book's unchanged half went through all of that again on the render's main thread:
 * its gray content alone was 2.3 CPU-seconds (reading every content stream, inflating and deflating it again),
 * which the changed part's finishing, the merge and the save then waited for.
 *
 * The document is written as a table of the objects pdf-lib holds (`pdf-object-table.ts`: their numbers, the next
 * object number, the header), so the part loaded from here is the part finished here, without parsing PDF syntax:
 * the merge makes the same bytes of it (`test/pdf-parts.int`).
 */
export interface FinishedPart {
  doc: PDFDocument;
  gray?: GrayscaleReport;
}

/** What the print a part was finished from said beside its PDF: all a render needs of it once the part is finished. */
export interface FinishedPartPrint {
  cuts: [string, FootnoteCut[]][];
  refused?: string[];
}

interface FinishedPartHeader {
  table: true;
  gray?: GrayscaleReport;
  print?: FinishedPartPrint;
}

/** A finished part read from the cache and checked, loaded when `load` is called (pdf-lib's parse is the cost). */
export interface FinishedEntry {
  print?: FinishedPartPrint;
  load(): Promise<FinishedPart | undefined>;
}

/** What a finished part depends on beyond its print: which of its blocks have a running head to take out. */
export function finishedPartKey(
  printKey: string,
  blocks: PageBlock[],
  partBlocks: ReadonlySet<string>,
): string {
  const heads = blocks
    .filter((block) => partBlocks.has(block.id))
    .map((block) => [block.id, block.head ?? null]);
  return createHash('sha256')
    .update(`octavo pdf finished part (object table)\0${printKey}\0`)
    .update(JSON.stringify(heads))
    .digest('hex');
}

/** Keeps a finished part; a failure to store only costs a later render the finishing. */
export async function keepFinishedPart(
  use: RenderCacheUse,
  key: string,
  part: FinishedPart,
  print: FinishedPartPrint,
): Promise<void> {
  const { doc, gray } = part;
  const header: FinishedPartHeader = { table: true, ...(gray ? { gray } : {}), print };
  await use.cache.put(key, framedEntry(header, writeObjectTable(doc)));
}

/** A part finished before, loaded; undefined when the cache has none or it does not load (it is finished again). */
export async function readFinishedPart(
  use: RenderCacheUse,
  key: string,
  /** False for a part read ahead in case it is needed: its caller counts it if it is (countFinishedHit). */
  counted = true,
): Promise<FinishedPart | undefined> {
  const part = await (await readFinishedEntry(use, key))?.load();
  if (part && counted) countFinishedHit(use);
  return part;
}

/** A finished part's entry, read and checked but not loaded; undefined when the cache has none that is whole. */
export async function readFinishedEntry(
  use: RenderCacheUse,
  key: string,
): Promise<FinishedEntry | undefined> {
  const found = await use.cache.get(key);
  if (!found) return undefined;
  const framed = 'damaged' in found ? undefined : unframedEntry<FinishedPartHeader>(found.value);
  const header = framed?.header;
  if (!framed || header?.table !== true) {
    use.stats.corrupt++;
    return undefined;
  }
  return {
    ...(Array.isArray(header.print?.cuts) ? { print: header.print } : {}),
    load: async () => {
      const part = await loadFinishedPart(header, framed.body);
      if (!part) use.stats.corrupt++;
      return part;
    },
  };
}

export function countFinishedHit(use: RenderCacheUse): void {
  use.stats.finishedHits = (use.stats.finishedHits ?? 0) + 1;
}

async function loadFinishedPart(header: FinishedPartHeader, body: Buffer): Promise<FinishedPart | undefined> {
  try {
    const doc = await readObjectTable(body);
    return { doc, ...(header.gray ? { gray: header.gray } : {}) };
  } catch {
    return undefined;
  }
}
