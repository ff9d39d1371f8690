import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFPage,
  PDFPageLeaf,
  PDFRef,
  PDFString,
  PDFHexString,
} from 'pdf-lib';
import { destinationId } from './page-numbers';
import { detachPages, PDFObjectMover } from './pdf-object-mover';

/** One part of a book printed on its own by Chromium, tagged. */
export interface PrintedPart {
  doc: PDFDocument;
  /** Ids this part only links to: its empty stand-ins for them must not become their destinations. */
  foreign: ReadonlySet<string>;
}

const K = PDFName.of('K');
const P = PDFName.of('P');
const NUMS = PDFName.of('Nums');
const KIDS = PDFName.of('Kids');
const STRUCT_PARENTS = PDFName.of('StructParents');
const STRUCT_PARENT = PDFName.of('StructParent');
const NEXT_KEY = PDFName.of('ParentTreeNextKey');

/**
 * One tagged PDF made of parts printed apart, in order: the pages, their structure (each part's
 * document element's children under one document element, the parent tree's keys moved past the
 * previous parts'), the element ids (IDTree), and the named destinations, each id's taken from the part
 * that holds it, so that a link into another part goes there. The first part's document is extended
 * and returned.
 */
export function mergeTaggedParts(parts: PrintedPart[]): PDFDocument {
  const [first, ...rest] = parts;
  if (!first) throw new Error('mergeTaggedParts needs at least one part');
  const out = first.doc;
  const root = out.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict);
  const counter = { next: 1 };
  const structure = root ? structureOf(out, root, counter) : undefined;
  const owned = new Map<string, PDFObject>();
  const names = new Map<string, { key: PDFName; id: string; value: PDFObject; foreign: boolean }>();
  const noteDests = (doc: PDFDocument, foreign: ReadonlySet<string>, copy: (o: PDFObject) => PDFObject) => {
    const dests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
    if (!dests) return;
    for (const [key, value] of dests.entries()) {
      const id = destinationId(key.asString());
      const isForeign = foreign.has(id);
      const copied = copy(value);
      if (!isForeign && !owned.has(id)) owned.set(id, copied);
      const known = names.get(key.asString());
      if (!known || (known.foreign && !isForeign)) {
        names.set(key.asString(), { key, id, value: copied, foreign: isForeign });
      }
    }
  };
  noteDests(out, first.foreign, (o) => o);

  for (const part of rest) {
    // The part's document is not used again: its objects are moved into the book's, not copied.
    detachPages(part.doc);
    const copier = new PDFObjectMover(part.doc.context, out.context);
    const offset = structure?.nextKey ?? 0;
    const pageRefs = part.doc.getPages().map((page) => page.ref);
    // Pages are copied by reference first, so every other reference to them (structure elements' /Pg,
    // destinations, annotations' /P) is mapped to the same copied page.
    for (const ref of pageRefs) {
      const copiedRef = copier.move(ref);
      const leaf = out.context.lookup(copiedRef) as PDFPageLeaf;
      const key = leaf.get(STRUCT_PARENTS);
      if (key instanceof PDFNumber) leaf.set(STRUCT_PARENTS, PDFNumber.of(key.asNumber() + offset));
      const annots = leaf.lookupMaybe(PDFName.of('Annots'), PDFArray);
      for (const annot of annots?.asArray() ?? []) {
        const dict = out.context.lookup(annot);
        const parent = dict instanceof PDFDict ? dict.get(STRUCT_PARENT) : undefined;
        if (dict instanceof PDFDict && parent instanceof PDFNumber) {
          dict.set(STRUCT_PARENT, PDFNumber.of(parent.asNumber() + offset));
        }
      }
      out.addPage(PDFPage.of(leaf, copiedRef, out));
    }
    const partRoot = part.doc.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict);
    if (structure && partRoot) {
      const partStructure = structureOf(part.doc, partRoot, counter);
      for (const kid of partStructure.kids) {
        // The part's document element is not copied: its children hang from the book's.
        const kidDict = kid instanceof PDFRef ? part.doc.context.lookup(kid) : kid;
        if (kidDict instanceof PDFDict) kidDict.delete(P);
        const copied = copier.move(kid);
        const copiedDict = copied instanceof PDFRef ? out.context.lookup(copied) : copied;
        if (copiedDict instanceof PDFDict) copiedDict.set(P, structure.documentRef);
        structure.kids.push(copied);
      }
      for (const [key, value] of partStructure.parentTree) {
        structure.parentTree.push([key + offset, copier.move(value)]);
      }
      for (const [name, value] of partStructure.ids) structure.ids.push([name, copier.move(value)]);
      structure.nextKey = offset + partStructure.nextKey;
    }
    noteDests(part.doc, part.foreign, (o) => copier.move(o));
  }

  if (structure && root) writeStructure(out, root, structure);
  const dests = out.context.obj({});
  for (const entry of names.values()) {
    const value = entry.foreign ? owned.get(entry.id) : entry.value;
    if (value) dests.set(entry.key, value);
  }
  // The first part's own dictionary, replaced, would still be saved though nothing refers to it: rust-kr's Rust book
  // kept 35 names of Korean heading ids past PDF's 127 bytes in it, each a syntax error to poppler.
  const replaced = out.catalog.get(PDFName.of('Dests'));
  if (replaced instanceof PDFRef) out.context.delete(replaced);
  out.catalog.set(PDFName.of('Dests'), out.context.register(dests));
  return out;
}

interface Structure {
  documentRef: PDFRef;
  kids: PDFObject[];
  parentTree: [number, PDFObject][];
  /** IDTree entries: the element's id and the element. */
  ids: [PDFString, PDFObject][];
  nextKey: number;
}

/** A tagged document's structure as Chromium writes it: one document element, a flat parent tree. */
function structureOf(doc: PDFDocument, root: PDFDict, counter: { next: number }): Structure {
  const documentRef = root.get(K);
  const document = documentRef instanceof PDFRef ? doc.context.lookup(documentRef) : undefined;
  if (!(documentRef instanceof PDFRef) || !(document instanceof PDFDict)) {
    throw new Error('a printed part has no document structure element');
  }
  const kids = document.get(K);
  const kidList =
    kids instanceof PDFArray
      ? kids.asArray()
      : kids instanceof PDFRef
        ? (() => {
            const looked = doc.context.lookup(kids);
            return looked instanceof PDFArray ? looked.asArray() : [kids];
          })()
        : kids
          ? [kids]
          : [];
  const parentTree: [number, PDFObject][] = [];
  collectTree(doc, root.lookupMaybe(PDFName.of('ParentTree'), PDFDict), NUMS, (key, value) =>
    parentTree.push([(key as PDFNumber).asNumber(), value]),
  );
  const ids = renumberIds(doc, kidList, counter);
  const next = root.get(NEXT_KEY);
  const nextKey =
    next instanceof PDFNumber
      ? next.asNumber()
      : parentTree.reduce((max, [key]) => Math.max(max, key + 1), 0);
  return { documentRef, kids: [...kidList], parentTree, ids, nextKey };
}

const S = PDFName.of('S');
const ID = PDFName.of('ID');
const A = PDFName.of('A');
const HEADERS = PDFName.of('Headers');

/**
 * Gives the structure elements under `kids` new ids, numbered in reading order from `counter`, and
 * points table cells' /Headers at them. Chromium numbers them after the renderer's DOM nodes, so parts
 * printed in one renderer after another would depend on which printed first, and parts from different
 * renderers could share an id. Returns the IDTree's entries.
 */
function renumberIds(
  doc: PDFDocument,
  kids: PDFObject[],
  counter: { next: number },
): [PDFString, PDFObject][] {
  const renamed = new Map<string, string>();
  const entries: [PDFString, PDFObject][] = [];
  const attributes: PDFDict[] = [];
  const resolve = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? doc.context.lookup(object) : object;
  const stack = [...kids].reverse();
  while (stack.length > 0) {
    const item = stack.pop()!;
    const element = resolve(item);
    if (!(element instanceof PDFDict) || !element.has(S)) continue;
    const id = element.get(ID);
    if (id instanceof PDFString || id instanceof PDFHexString) {
      const fresh = PDFString.of(`node${String(counter.next++).padStart(8, '0')}`);
      renamed.set(id.decodeText(), fresh.asString());
      element.set(ID, fresh);
      if (item instanceof PDFRef) entries.push([fresh, item]);
    }
    const attribute = resolve(element.get(A));
    for (const each of attribute instanceof PDFArray ? attribute.asArray() : [attribute]) {
      const dict = resolve(each);
      if (dict instanceof PDFDict && dict.has(HEADERS)) attributes.push(dict);
    }
    const children = resolve(element.get(K));
    const list = children instanceof PDFArray ? children.asArray() : children ? [element.get(K)!] : [];
    for (let i = list.length - 1; i >= 0; i--) stack.push(list[i]!);
  }
  for (const dict of attributes) {
    const headers = resolve(dict.get(HEADERS));
    if (!(headers instanceof PDFArray)) continue;
    const mapped = headers.asArray().map((header) => {
      const value = resolve(header);
      const name =
        value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;
      const fresh = name === undefined ? undefined : renamed.get(name);
      return fresh === undefined ? header : PDFString.of(fresh);
    });
    dict.set(HEADERS, doc.context.obj(mapped));
  }
  return entries;
}

/** Every key and value of a number tree (`Nums`) or name tree (`Names`), kids included. */
function collectTree(
  doc: PDFDocument,
  node: PDFDict | undefined,
  entries: PDFName,
  each: (key: PDFObject, value: PDFObject) => void,
): void {
  if (!node) return;
  const list = node.lookupMaybe(entries, PDFArray);
  if (list) for (let i = 0; i + 1 < list.size(); i += 2) each(list.lookup(i)!, list.get(i + 1));
  const kids = node.lookupMaybe(KIDS, PDFArray);
  for (const kid of kids?.asArray() ?? []) {
    const child = doc.context.lookup(kid);
    if (child instanceof PDFDict) collectTree(doc, child, entries, each);
  }
}

function writeStructure(doc: PDFDocument, root: PDFDict, structure: Structure): void {
  const document = doc.context.lookup(structure.documentRef, PDFDict);
  document.set(K, doc.context.obj(structure.kids));
  const nums: PDFObject[] = [];
  for (const [key, value] of structure.parentTree.sort((a, b) => a[0] - b[0]))
    nums.push(PDFNumber.of(key), value);
  root.set(PDFName.of('ParentTree'), doc.context.register(doc.context.obj({ Nums: nums })));
  root.set(NEXT_KEY, PDFNumber.of(structure.nextKey));
  if (structure.ids.length > 0) {
    const names: PDFObject[] = [];
    // A name tree's keys are in byte order.
    const sorted = structure.ids.sort(([a], [b]) => Buffer.compare(a.asBytes(), b.asBytes()));
    for (const [name, value] of sorted) names.push(name, value);
    root.set(PDFName.of('IDTree'), doc.context.register(doc.context.obj({ Names: names })));
  }
}
