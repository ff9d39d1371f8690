import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import type { PrintPages } from '../epub/page-list';
import { destinations } from './page-numbers';
import { toRoman } from './page-plan';
import { LOAD_OPTIONS } from './pdf-lib-pace';
import type { RenderCacheUse } from '../cache/render-cache';
import { rendererVersion } from '../cache/renderer-version';

/**
 * The print edition's page of every anchor, read back from a finished PDF: each named destination's page
 * and that page's label (`/PageLabels`, the folio the reader sees: "xii", "12"). Pages without a label (the
 * cover, title pages, blank versos) give no entry. Reading the artifact itself, rather than a map the PDF
 * renderer kept aside, means the EPUB gets exactly the pages of the PDF the build delivered, reused or not.
 */
export async function printPagesOfPdf(pdf: Uint8Array, source?: string): Promise<PrintPages> {
  const pages = printPagesOfDocument(await PDFDocument.load(pdf, LOAD_OPTIONS));
  return { pages, ...(source ? { source } : {}) };
}

/** The page label of every anchor of a PDF document (see printPagesOfPdf). */
export function printPagesOfDocument(doc: PDFDocument): Map<string, string> {
  const labels = pageLabels(doc);
  const pages = new Map<string, string>();
  for (const [id, destination] of destinations(doc)) {
    const label = labels[destination.page - 1];
    if (label) pages.set(id, label);
  }
  return pages;
}

/**
 * printPagesOfPdf through the render cache: the PDF render keeps its pages under the digest of the bytes it
 * wrote (keepPrintPages), so the EPUB that follows it in a build does not load the whole PDF again (the
 * corpus book's, 6.6 MB: 0.6-1.1 s of the EPUB's 1.3 s). A PDF the cache has nothing for is read as before.
 */
export async function printPagesOfPdfCached(
  pdf: Uint8Array,
  use: RenderCacheUse | undefined,
): Promise<PrintPages> {
  const key = use ? printPagesKey(pdf) : undefined;
  const found = use && key ? await use.cache.get(key) : null;
  const kept = found && 'value' in found ? decodePrintPages(found.value) : undefined;
  if (kept) return { pages: kept };
  const pages = printPagesOfDocument(await PDFDocument.load(pdf, LOAD_OPTIONS));
  if (use && key) await use.cache.put(key, encodePrintPages(pages));
  return { pages };
}

/** Keeps the pages of the PDF whose bytes are `pdf` (its document as saved) for the EPUB (printPagesOfPdfCached). */
export async function keepPrintPages(
  use: RenderCacheUse,
  pdf: Uint8Array,
  pages: Map<string, string>,
): Promise<void> {
  await use.cache.put(printPagesKey(pdf), encodePrintPages(pages));
}

function printPagesKey(pdf: Uint8Array): string {
  const digest = createHash('sha256').update(pdf).digest('hex');
  return createHash('sha256')
    .update(JSON.stringify([1, rendererVersion(), 'print pages', digest]))
    .digest('hex');
}

function encodePrintPages(pages: Map<string, string>): Buffer {
  return Buffer.from(JSON.stringify([...pages]), 'utf8');
}

function decodePrintPages(value: Buffer): Map<string, string> | undefined {
  try {
    const entries = JSON.parse(value.toString('utf8')) as unknown;
    if (!Array.isArray(entries)) return undefined;
    const valid = entries.every(
      (entry) =>
        Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === 'string'),
    );
    return valid ? new Map(entries as [string, string][]) : undefined;
  } catch {
    return undefined;
  }
}

/** The label of every page, in page order ('' for a page without one). */
export function pageLabels(doc: PDFDocument): string[] {
  const count = doc.getPageCount();
  const ranges: { start: number; style?: string; prefix: string; first: number }[] = [];
  const tree = doc.catalog.lookupMaybe(PDFName.of('PageLabels'), PDFDict);
  if (!tree) return Array.from({ length: count }, (_, i) => String(i + 1));
  collectRanges(doc, tree, ranges);
  ranges.sort((a, b) => a.start - b.start);
  const labels: string[] = [];
  for (let index = 0; index < count; index++) {
    let range: (typeof ranges)[number] | undefined;
    for (const candidate of ranges) if (candidate.start <= index) range = candidate;
    if (!range) {
      labels.push('');
      continue;
    }
    const value = range.first + index - range.start;
    labels.push(range.prefix + (range.style ? numeral(range.style, value) : ''));
  }
  return labels;
}

/** A number tree: `Nums` pairs at the leaves, `Kids` above them. */
function collectRanges(
  doc: PDFDocument,
  node: PDFDict,
  into: { start: number; style?: string; prefix: string; first: number }[],
): void {
  const nums = node.lookupMaybe(PDFName.of('Nums'), PDFArray);
  if (nums) {
    for (let i = 0; i + 1 < nums.size(); i += 2) {
      const start = nums.lookup(i);
      const label = nums.lookup(i + 1);
      if (!(start instanceof PDFNumber) || !(label instanceof PDFDict)) continue;
      const style = label.lookupMaybe(PDFName.of('S'), PDFName);
      const prefix = label.lookup(PDFName.of('P'));
      const first = label.lookupMaybe(PDFName.of('St'), PDFNumber);
      into.push({
        start: start.asNumber(),
        style: style?.decodeText(),
        prefix: prefix instanceof PDFString || prefix instanceof PDFHexString ? prefix.decodeText() : '',
        first: first?.asNumber() ?? 1,
      });
    }
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; i < (kids?.size() ?? 0); i++) {
    const kid = kids!.lookup(i);
    if (kid instanceof PDFDict) collectRanges(doc, kid, into);
  }
}

/** Page label numbering styles (PDF 32000-1, 12.4.2). */
function numeral(style: string, value: number): string {
  switch (style) {
    case 'D':
      return String(value);
    case 'r':
      return toRoman(value);
    case 'R':
      return toRoman(value).toUpperCase();
    case 'a':
      return letters(value).toLowerCase();
    case 'A':
      return letters(value);
    default:
      return String(value);
  }
}

/** A..Z, then AA..ZZ, AAA..: the letter repeated (PDF's rule, not spreadsheet columns). */
function letters(value: number): string {
  if (value < 1) return '';
  const letter = String.fromCharCode(65 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
}
