import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import type { PrintPages } from '../epub/page-list';
import { destinations } from './page-numbers';
import { toRoman } from './page-plan';
import { LOAD_OPTIONS } from './pdf-lib-pace';

/**
 * The print edition's page of every anchor, read back from a finished PDF: each named destination's page
 * and that page's label (`/PageLabels`, the folio the reader sees: "xii", "12"). Pages without a label (the
 * cover, title pages, blank versos) give no entry. Reading the artifact itself, rather than a map the PDF
 * renderer kept aside, means the EPUB gets exactly the pages of the PDF the build delivered, reused or not.
 */
export async function printPagesOfPdf(pdf: Uint8Array, source?: string): Promise<PrintPages> {
  const doc = await PDFDocument.load(pdf, LOAD_OPTIONS);
  const labels = pageLabels(doc);
  const pages = new Map<string, string>();
  for (const [id, destination] of destinations(doc)) {
    const label = labels[destination.page - 1];
    if (label) pages.set(id, label);
  }
  return { pages, ...(source ? { source } : {}) };
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
