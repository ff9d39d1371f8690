import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { RenderCacheUse } from '../cache/render-cache';
import { rendererVersion } from '../cache/renderer-version';
import { chromiumPath, ServedFile } from './chromium';
import { FootnoteCut } from './footnote-placement';

/**
 * A part of the book as Chromium printed it, kept in the render cache (issue 17, item 4: rendered
 * pages): its folios are laid over it later, so a part does not depend on where in the book it falls,
 * and a part whose document is unchanged is not printed again.
 */
export interface PrintedPartEntry {
  /** Chromium's PDF, as printed: the steps after it run on it again, whether it was printed or found. */
  pdf: Uint8Array;
  /** The footnote cuts measured for the part's divisions (its final print used them). */
  cuts: [string, FootnoteCut[]][];
  /** Addresses outside the book its print asked for and was refused (each becomes a warning). */
  refused?: string[];
}

/**
 * What everything a part's print depends on hashes to: the renderer's code, Chromium as installed, the
 * part's document, the footnote cuts it starts from, every file it may load (fonts, images) and
 * whether it is turned gray.
 */
export function printedPartKey(
  html: string,
  startCuts: [string, FootnoteCut[]][],
  filesDigest: string,
  grayscale: boolean,
): string {
  return createHash('sha256')
    .update(`octavo pdf part\0${rendererVersion()}\0${chromiumIdentity()}\0${filesDigest}\0`)
    .update(`${grayscale ? 'gray' : 'colour'}\0${JSON.stringify(startCuts)}\0`)
    .update(html)
    .digest('hex');
}

/** The files a print may load, as one digest (names, types and bytes). */
export function servedFilesDigest(files: Map<string, ServedFile>): string {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) {
    const file = files.get(name)!;
    hash.update(`${name}\0${file.contentType}\0`).update(createHash('sha256').update(file.body).digest());
  }
  return hash.digest('hex');
}

/** Chromium's executable as installed: an upgrade, or another build, prints anew. */
function chromiumIdentity(): string {
  const path = chromiumPath();
  try {
    const stat = statSync(path);
    return `${path} ${stat.size} ${stat.mtimeMs}`;
  } catch {
    return path;
  }
}

/** Reads an entry; undefined when there is none or it does not parse (it is then printed again). */
export async function readPrintedPart(
  use: RenderCacheUse,
  key: string,
): Promise<PrintedPartEntry | undefined> {
  const found = await use.cache.get(key);
  if (!found) return undefined;
  if ('damaged' in found) {
    use.stats.corrupt++;
    return undefined;
  }
  const entry = decodePrintedPart(found.value);
  if (!entry) use.stats.corrupt++;
  return entry;
}

/** A print's entry: its PDF, the footnote cuts it used and the addresses it was refused (sorted, when any). */
export function printedPartEntry(
  pdf: Uint8Array,
  cuts: [string, FootnoteCut[]][],
  refused: ReadonlySet<string>,
): PrintedPartEntry {
  return { pdf, cuts, ...(refused.size ? { refused: [...refused].sort() } : {}) };
}

/** A print made here, counted as one the cache lacked, and kept. */
export async function keepPrintedPart(
  use: RenderCacheUse,
  key: string,
  entry: PrintedPartEntry,
): Promise<void> {
  use.stats.printedMisses = (use.stats.printedMisses ?? 0) + 1;
  await writePrintedPart(use, key, entry);
}

export async function writePrintedPart(
  use: RenderCacheUse,
  key: string,
  entry: PrintedPartEntry,
): Promise<void> {
  await use.cache.put(key, encodePrintedPart(entry));
}

/**
 * An entry as bytes (the render cache keeps it so; another worker process's print of a part comes so):
 * a 4-byte length, the JSON of its cuts, then the PDF.
 */
export function encodePrintedPart(entry: PrintedPartEntry): Buffer {
  const { pdf, ...rest } = entry;
  return framedEntry(rest, pdf);
}

/** The entry `encodePrintedPart` wrote; undefined when the bytes are not one. */
export function decodePrintedPart(bytes: Buffer): PrintedPartEntry | undefined {
  const framed = unframedEntry<Omit<PrintedPartEntry, 'pdf'>>(bytes);
  if (!framed || !Array.isArray(framed.header.cuts)) return undefined;
  return { ...framed.header, pdf: framed.body };
}

/** A render cache entry of a PDF and what goes with it: a 4-byte length, the JSON of `header`, then the bytes. */
export function framedEntry(header: object, body: Uint8Array): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length, 0);
  return Buffer.concat([length, json, body]);
}

/** What `framedEntry` wrote; undefined when the bytes are not one. */
export function unframedEntry<T>(bytes: Buffer): { header: T; body: Buffer } | undefined {
  const length = bytes.length >= 4 ? bytes.readUInt32BE(0) : -1;
  if (length < 0 || 4 + length > bytes.length) return undefined;
  try {
    return {
      header: JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as T,
      body: bytes.subarray(4 + length),
    };
  } catch {
    return undefined;
  }
}
