import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

/**
 * Chromium writes a named destination for every element a link points at (`/Dests` in the catalog).
 * Reading them back gives each id's page: the exact contents and index page numbers of a second pass.
 */
export async function pageNumbersOfDestinations(pdf: Uint8Array): Promise<Map<string, number>> {
  return destinationPages(await PDFDocument.load(pdf, { updateMetadata: false }));
}

/** Page number (1-based) of every named destination in a loaded PDF. */
export function destinationPages(doc: PDFDocument): Map<string, number> {
  const pageIndex = new Map<string, number>();
  doc.getPages().forEach((page, index) => pageIndex.set(page.ref.toString(), index + 1));
  const found = new Map<string, number>();
  const dests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  if (dests) {
    for (const [key, value] of dests.entries()) {
      const page = pageOf(doc, value, pageIndex);
      if (page !== undefined) found.set(decodeName(key.asString()), page);
    }
  }
  return found;
}

function pageOf(doc: PDFDocument, value: unknown, pageIndex: Map<string, number>): number | undefined {
  const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
  const array = resolved instanceof PDFDict ? resolved.lookupMaybe(PDFName.of('D'), PDFArray) : resolved;
  if (!(array instanceof PDFArray)) return undefined;
  const first = array.get(0);
  return first instanceof PDFRef ? pageIndex.get(first.toString()) : undefined;
}

/** PDF names escape bytes as #xx; ids come back as UTF-8. */
function decodeName(name: string): string {
  const raw = name.startsWith('/') ? name.slice(1) : name;
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '#' && /^[0-9a-fA-F]{2}$/.test(raw.slice(i + 1, i + 3))) {
      bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(raw.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}
