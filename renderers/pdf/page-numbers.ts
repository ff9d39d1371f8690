import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFObject, PDFRef } from 'pdf-lib';
import { nameTreeEntries } from './named-destinations';
import { LOAD_OPTIONS } from './pdf-lib-pace';

/** Where an id landed: its page (1-based) and the explicit destination Chromium wrote for it. */
export interface Destination {
  page: number;
  target: PDFArray;
}

/** Points in a CSS pixel. */
export const PX = 0.75;

/** A destination's page, and its top in CSS pixels from the top of the page area. */
export function destinationPlace(
  doc: PDFDocument,
  destination: Destination,
  fallbackPageHeightPt: number,
): { page: number; top: number } {
  const top = destination.target.get(3);
  const pageHeight = doc.getPages()[destination.page - 1]?.getHeight() ?? fallbackPageHeightPt;
  const topPt = top instanceof PDFNumber ? pageHeight - top.asNumber() : 0;
  // Chromium writes a destination's top in page-area coordinates (the top margin left out).
  return { page: destination.page, top: topPt / PX };
}

/** A print's ids that have a destination, in its order, and the page and top of each (see destinationPlace). */
export interface PrintedPlaces {
  ids: readonly string[];
  printedAt: (id: string) => { page: number; top: number } | undefined;
}

/** Where a print's ids landed, read from its bytes (the measure of its stale breaks and its floated figures). */
export async function printedPlaces(pdf: Uint8Array): Promise<PrintedPlaces> {
  const doc = await PDFDocument.load(pdf, LOAD_OPTIONS);
  const where = destinations(doc);
  const printedAt = (id: string) => {
    const destination = where.get(id);
    return destination && destinationPlace(doc, destination, 0);
  };
  return { ids: [...where.keys()], printedAt };
}

/**
 * Chromium writes a named destination for every element a link points at (`/Dests` in the catalog),
 * and only for those: an id nothing links to has none. Reading them back gives each id's page, which
 * is how the contents, the index and the outline learn where things are.
 */
export function destinations(doc: PDFDocument): Map<string, Destination> {
  // References are interned by pdf-lib (one instance per number): the instance is the key.
  const pageIndex = new Map<PDFRef, number>();
  doc.getPages().forEach((page, index) => pageIndex.set(page.ref, index + 1));
  const found = new Map<string, Destination>();
  const note = (name: string, value: PDFObject | undefined) => {
    const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
    const target = resolved instanceof PDFDict ? resolved.lookupMaybe(PDFName.of('D'), PDFArray) : resolved;
    if (!(target instanceof PDFArray)) return;
    const first = target.get(0);
    const page = first instanceof PDFRef ? pageIndex.get(first) : undefined;
    if (page !== undefined) found.set(destinationId(name), { page, target });
  };
  const dests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  for (const [key, value] of dests?.entries() ?? []) note(key.asString(), value);
  // Where names past PDF's length limit were moved (keepDestinationNamesWithinLimits).
  const tree = doc.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('Dests'), PDFDict);
  for (const [key, value] of tree ? nameTreeEntries(tree) : []) note(key.toString('latin1'), value);
  return found;
}

/**
 * The element id a destination name stands for. Chromium names a destination after the link's URL
 * fragment, percent-encoded (`#größe` becomes `gr%C3%B6%C3%9Fe`), and the PDF name escapes bytes
 * again as `#xx`; both layers are undone here.
 */
export function destinationId(name: string): string {
  const raw = name.startsWith('/') ? name.slice(1) : name;
  // Most names are plain ASCII ids: nothing to undo.
  if (!/[#%\u0080-\uffff]/.test(raw)) return raw;
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '#' && /^[0-9a-fA-F]{2}$/.test(raw.slice(i + 1, i + 3))) {
      bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(raw.charCodeAt(i));
  }
  const fragment = Buffer.from(bytes).toString('utf8');
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
