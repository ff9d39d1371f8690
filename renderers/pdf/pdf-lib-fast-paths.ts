import { PDFCrossRefStream, PDFDict, PDFName, PDFRef, PDFStream } from 'pdf-lib';

/**
 * Faster versions of four of pdf-lib's hottest functions, with the same results: after a one-chapter change the
 * corpus book's render spent 0.2 s of its main thread in `PDFRef.of` (a string built and hashed for every
 * reference parsed or copied), 0.14 s in `PDFName.of`'s unescaping (a regular expression run over every name,
 * though hardly any holds a `#`) and 0.11 s in `PDFDict.entries` (an array of every dictionary's entries, made
 * twice for each dictionary written); its save then spent 0.13 s writing the cross-reference stream (three arrays and
 * a binary string made for each of 40,000 entries). pdf-lib interns references and names (`===` is their equality,
 * and its object maps are keyed by them), so each fast path hands out the very instance pdf-lib's own function
 * does, a dictionary writes its entries in the same order, and the cross-reference stream the same bytes. The same
 * book gives the same bytes.
 */
let installed = false;

export function usePdfLibFastPaths(): void {
  if (installed) return;
  installed = true;

  const refOf = PDFRef.of.bind(PDFRef);
  const refs = new Map<number, PDFRef>();
  PDFRef.of = (objectNumber: number, generationNumber = 0): PDFRef => {
    if (generationNumber !== 0) return refOf(objectNumber, generationNumber);
    let ref = refs.get(objectNumber);
    if (ref === undefined) {
      ref = refOf(objectNumber, 0);
      refs.set(objectNumber, ref);
    }
    return ref;
  };

  const nameOf = PDFName.of.bind(PDFName);
  const names = new Map<string, PDFName>();
  PDFName.of = (name: string): PDFName => {
    // A `#` starts an escape (`#20`): pdf-lib unescapes those names itself.
    if (name.includes('#')) return nameOf(name);
    let found = names.get(name);
    if (found === undefined) {
      found = nameOf(name);
      names.set(name, found);
    }
    return found;
  };

  const prototype = PDFDict.prototype as unknown as {
    dict: Map<PDFName, { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number }>;
    sizeInBytes(): number;
    copyBytesInto(buffer: Uint8Array, offset: number): number;
  };
  prototype.sizeInBytes = function (this: typeof prototype): number {
    let size = 5;
    for (const [key, value] of this.dict) size += key.sizeInBytes() + value.sizeInBytes() + 2;
    return size;
  };
  prototype.copyBytesInto = function (this: typeof prototype, buffer: Uint8Array, offset: number): number {
    const initial = offset;
    buffer[offset++] = LESS_THAN;
    buffer[offset++] = LESS_THAN;
    buffer[offset++] = NEWLINE;
    for (const [key, value] of this.dict) {
      offset += key.copyBytesInto(buffer, offset);
      buffer[offset++] = SPACE;
      offset += value.copyBytesInto(buffer, offset);
      buffer[offset++] = NEWLINE;
    }
    buffer[offset++] = GREATER_THAN;
    buffer[offset++] = GREATER_THAN;
    return offset - initial;
  };

  useCrossRefStreamFastPath();
}

/** pdf-lib's cross-reference stream entry (`PDFCrossRefStream`'s `entries`). */
type CrossRefEntry =
  | { type: 0; ref: PDFRef; nextFreeObjectNumber: number }
  | { type: 1; ref: PDFRef; offset: number }
  | { type: 2; ref: PDFRef; objectStreamRef: PDFRef; index: number };

/** What pdf-lib's cross-reference stream writes: each entry's three fields, their widths, its subsections. */
interface CrossRefLayout {
  count: number;
  fields: Uint32Array;
  widths: [number, number, number];
  index: number[];
}

type CrossRefPrototype = {
  entries: CrossRefEntry[];
  dict: PDFDict;
  getUnencodedContents(): Uint8Array;
  updateDict(): void;
};

const MAX_FIELD = 0xffffffff;

function useCrossRefStreamFastPath(): void {
  const prototype = PDFCrossRefStream.prototype as unknown as CrossRefPrototype;
  const pdfLibContents = prototype.getUnencodedContents;
  const pdfLibUpdateDict = prototype.updateDict;
  const streamUpdateDict = (PDFStream.prototype as unknown as CrossRefPrototype).updateDict;
  const layouts = new WeakMap<object, CrossRefLayout>();
  const layoutOf = (stream: CrossRefPrototype): CrossRefLayout | undefined => {
    const known = layouts.get(stream);
    if (known?.count === stream.entries.length) return known;
    const layout = crossRefLayout(stream.entries);
    if (layout) layouts.set(stream, layout);
    return layout;
  };

  prototype.getUnencodedContents = function (this: CrossRefPrototype): Uint8Array {
    const layout = layoutOf(this);
    if (!layout) return pdfLibContents.call(this);
    const { fields, widths } = layout;
    const buffer = new Uint8Array((widths[0] + widths[1] + widths[2]) * layout.count);
    let offset = 0;
    for (let field = 0; field < fields.length; field++) {
      const value = fields[field]!;
      // Big-endian, padded to the field's width, as pdf-lib writes it.
      for (let byte = widths[field % 3]! - 1; byte >= 0; byte--)
        buffer[offset++] = (value >>> (byte * 8)) & 0xff;
    }
    return buffer;
  };

  prototype.updateDict = function (this: CrossRefPrototype): void {
    const layout = layoutOf(this);
    if (!layout) return pdfLibUpdateDict.call(this);
    streamUpdateDict.call(this);
    const { context } = this.dict;
    this.dict.set(PDFName.of('W'), context.obj(layout.widths));
    this.dict.set(PDFName.of('Index'), context.obj(layout.index));
  };
}

/** The entries' fields, widths and subsections; undefined for a field pdf-lib's own code must write (over 32 bits). */
function crossRefLayout(entries: CrossRefEntry[]): CrossRefLayout | undefined {
  const fields = new Uint32Array(entries.length * 3);
  const widths: [number, number, number] = [0, 0, 0];
  const index: number[] = [];
  let subsection = 0;
  let previous = -1;
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at]!;
    const objectNumber = entry.ref.objectNumber;
    if (at === 0) index.push(objectNumber);
    else if (objectNumber - previous > 1) {
      index.push(subsection, objectNumber);
      subsection = 0;
    }
    subsection++;
    previous = objectNumber;
    const second =
      entry.type === 0
        ? entry.nextFreeObjectNumber
        : entry.type === 1
          ? entry.offset
          : entry.objectStreamRef.objectNumber;
    const third = entry.type === 2 ? entry.index : entry.ref.generationNumber;
    const written =
      put(fields, widths, at * 3, entry.type) &&
      put(fields, widths, at * 3 + 1, second) &&
      put(fields, widths, at * 3 + 2, third);
    if (!written) return undefined;
  }
  index.push(subsection);
  return { count: entries.length, fields, widths, index };
}

function put(fields: Uint32Array, widths: [number, number, number], at: number, value: number): boolean {
  if (!Number.isInteger(value) || value < 0 || value > MAX_FIELD) return false;
  fields[at] = value;
  // pdf-lib's width: the bytes of the number's binary digits (0 takes one).
  const width = value === 0 ? 1 : Math.ceil((32 - Math.clz32(value)) / 8);
  const field = at % 3;
  if (width > widths[field]!) widths[field] = width;
  return true;
}

const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const NEWLINE = 0x0a;
const SPACE = 0x20;
