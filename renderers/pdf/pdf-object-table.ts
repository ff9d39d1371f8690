import {
  PDFArray,
  PDFBool,
  PDFCatalog,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHeader,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFObject,
  PDFPageLeaf,
  PDFPageTree,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';

/**
 * A document pdf-lib holds, written as a table of its objects that loads back without parsing PDF syntax: the
 * objects as JSON (a name `/N`, a reference `@12`, a string `(…` or `<…`, an array, a dictionary as an object),
 * each stream's bytes after it. After a one-chapter change the corpus book's render loaded its twelve unchanged
 * finished parts with pdf-lib's parser, 0.7-1 s of the main thread (and its garbage) beside Chromium's print of
 * the changed part on 2 cores; `JSON.parse` and building the same objects take a quarter of that (issue 17,
 * item 4). A document loaded from its table is the document pdf-lib would load from its saved bytes: the same
 * objects at the same numbers, catalog, page tree and pages as pdf-lib's own classes, streams as raw streams.
 */
type TableValue = number | string | boolean | null | TableValue[] | { [name: string]: TableValue };
/** An object without a stream, or a stream: its dictionary, and where its bytes start in the table's tail and how many. */
type TableEntry = [objectNumber: number, value: TableValue] | [number, TableValue, number, number];

interface ObjectTable {
  objects: TableEntry[];
  root?: string;
  info?: string;
  largestObjectNumber: number;
  version: [number, number];
}

/** How many objects are built before the event loop is given back (the print lanes answer Chromium from it). */
const OBJECTS_PER_TURN = 1500;

export function writeObjectTable(doc: PDFDocument): Buffer {
  const { context } = doc;
  const streams: Uint8Array[] = [];
  let tail = 0;
  const objects: TableEntry[] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFStream) {
      object.updateDict();
      const contents = object.getContents();
      objects.push([ref.objectNumber, tableValue(object.dict), tail, contents.length]);
      streams.push(contents);
      tail += contents.length;
    } else {
      objects.push([ref.objectNumber, tableValue(object)]);
    }
  }
  const { Root, Info } = context.trailerInfo;
  const table: ObjectTable = {
    objects,
    ...(Root instanceof PDFRef ? { root: refText(Root) } : {}),
    ...(Info instanceof PDFRef ? { info: refText(Info) } : {}),
    largestObjectNumber: context.largestObjectNumber,
    version: headerVersion(context.header),
  };
  const json = Buffer.from(JSON.stringify(table), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length, 0);
  return Buffer.concat([length, json, ...streams]);
}

/** The document `writeObjectTable` wrote; throws on bytes that are not one. */
export async function readObjectTable(bytes: Buffer): Promise<PDFDocument> {
  const length = bytes.readUInt32BE(0);
  const table = JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as ObjectTable;
  const tail = bytes.subarray(4 + length);
  const context = PDFContext.create();
  const build = builder(context);
  let built = 0;
  for (const entry of table.objects) {
    const [objectNumber, value] = entry;
    let object: PDFObject;
    if (entry.length === 4) {
      const [, , start, size] = entry;
      if (start + size > tail.length) throw new Error('a stream runs past the end of the object table');
      object = PDFRawStream.of(build.dict(value), tail.subarray(start, start + size));
    } else {
      object = build.value(value);
    }
    context.assign(PDFRef.of(objectNumber), object);
    if (++built % OBJECTS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  if (table.root) context.trailerInfo.Root = refOf(table.root);
  if (table.info) context.trailerInfo.Info = refOf(table.info);
  context.largestObjectNumber = table.largestObjectNumber;
  context.header = PDFHeader.forVersion(table.version[0], table.version[1]);
  // pdf-lib's constructor is private: `PDFDocument.load` calls it this way once its parser has filled a context.
  const Document = PDFDocument as unknown as new (
    context: PDFContext,
    ignoreEncryption: boolean,
    updateMetadata: boolean,
  ) => PDFDocument;
  return new Document(context, false, false);
}

function tableValue(object: PDFObject): TableValue {
  if (object instanceof PDFName) return object.asString();
  if (object instanceof PDFNumber) {
    const number = object.asNumber();
    if (!Number.isFinite(number)) throw new Error(`a number JSON cannot hold: ${number}`);
    return number;
  }
  if (object instanceof PDFRef) return refText(object);
  if (object instanceof PDFDict) {
    const dict: { [name: string]: TableValue } = {};
    for (const [key, value] of object.entries()) dict[key.asString()] = tableValue(value);
    return dict;
  }
  if (object instanceof PDFArray) return object.asArray().map(tableValue);
  if (object instanceof PDFHexString) return `<${object.asString()}`;
  if (object instanceof PDFString) return `(${object.asString()}`;
  if (object instanceof PDFBool) return object.asBoolean();
  if (object === PDFNull) return null;
  throw new Error(`an object the table does not write: ${object.constructor.name}`);
}

const TYPE = PDFName.of('Type');
const CATALOG = PDFName.of('Catalog');
const PAGES = PDFName.of('Pages');
const PAGE = PDFName.of('Page');
const SLASH = 0x2f;
const AT = 0x40;
const OPENING_PARENTHESIS = 0x28;

/** Builds the objects pdf-lib's parser would make of the same syntax (`PDFObjectParser.parseDict` and its kin). */
function builder(context: PDFContext) {
  // Numbers do not change once made, so one instance serves each value.
  const numbers = new Map<number, PDFNumber>();
  const dict = (value: TableValue): PDFDict => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new Error('a stream without a dictionary in the object table');
    }
    const entries = new Map<PDFName, PDFObject>();
    for (const key in value) entries.set(PDFName.of(key.slice(1)), build(value[key]!));
    const type = entries.get(TYPE);
    if (type === CATALOG) return PDFCatalog.fromMapWithContext(entries, context);
    if (type === PAGES) return PDFPageTree.fromMapWithContext(entries, context);
    if (type === PAGE) return PDFPageLeaf.fromMapWithContext(entries, context);
    return PDFDict.fromMapWithContext(entries, context);
  };
  const build = (value: TableValue): PDFObject => {
    switch (typeof value) {
      case 'number': {
        let number = numbers.get(value);
        if (number === undefined) {
          number = PDFNumber.of(value);
          numbers.set(value, number);
        }
        return number;
      }
      case 'string': {
        const first = value.charCodeAt(0);
        if (first === SLASH) return PDFName.of(value.slice(1));
        if (first === AT) return refOf(value);
        if (first === OPENING_PARENTHESIS) return PDFString.of(value.slice(1));
        return PDFHexString.of(value.slice(1));
      }
      case 'boolean':
        return value ? PDFBool.True : PDFBool.False;
    }
    if (value === null) return PDFNull;
    if (Array.isArray(value)) {
      const array = PDFArray.withContext(context);
      for (const item of value) array.push(build(item));
      return array;
    }
    return dict(value);
  };
  return { value: build, dict };
}

function refText(ref: PDFRef): string {
  return ref.generationNumber === 0 ? `@${ref.objectNumber}` : `@${ref.objectNumber} ${ref.generationNumber}`;
}

function refOf(text: string): PDFRef {
  const number = Number(text.slice(1));
  if (Number.isInteger(number)) return PDFRef.of(number);
  const [objectNumber, generationNumber] = text.slice(1).split(' ').map(Number);
  if (!Number.isInteger(objectNumber) || !Number.isInteger(generationNumber)) {
    throw new Error(`not a reference: ${text}`);
  }
  return PDFRef.of(objectNumber!, generationNumber);
}

/** The PDF version a header states ("%PDF-1.4"). */
export function headerVersion(header: PDFHeader): [number, number] {
  const match = /%PDF-(\d+)\.(\d+)/.exec(header.toString());
  return match ? [Number(match[1]), Number(match[2])] : [1, 7];
}
