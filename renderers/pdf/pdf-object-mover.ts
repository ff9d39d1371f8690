import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFObject,
  PDFPageLeaf,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

/**
 * pdf-lib's PDFObjectCopier for a document that is thrown away afterwards: each object reached is moved into
 * `dest` as it is, its references renumbered in place, rather than cloned (a dictionary's entries set twice,
 * every stream's bytes copied). Objects are numbered in the copier's order, so the merged file is the same bytes.
 * Merging the corpus book's parts cloned 40,000 objects and 6 MB of streams on the render's main thread after
 * the last print (issue 17, item 4).
 *
 * Call `detachPages` on the source document first: a page takes the attributes it inherits and leaves its
 * parent, as the copier's copy of a page does.
 */
export class PDFObjectMover {
  private readonly moved = new Map<PDFObject, PDFObject>();

  constructor(
    private readonly src: PDFContext,
    private readonly dest: PDFContext,
  ) {}

  /** The object as `dest` holds it: a reference renumbered, anything else the object itself. */
  move = <T extends PDFObject>(object: T): T => this.moveObject(object) as T;

  private moveObject(object: PDFObject): PDFObject {
    if (object instanceof PDFRef) return this.moveIndirect(object);
    if (object instanceof PDFDict) return this.moveDict(object);
    if (object instanceof PDFArray) return this.moveArray(object);
    if (object instanceof PDFStream) return this.moveStream(object);
    return object;
  }

  private moveIndirect(ref: PDFRef): PDFObject {
    const known = this.moved.get(ref);
    if (known) return known;
    const fresh = this.dest.nextRef();
    this.moved.set(ref, fresh);
    const value = this.src.lookup(ref);
    if (value) this.dest.assign(fresh, this.move(value));
    return fresh;
  }

  private moveDict(dict: PDFDict): PDFObject {
    if (this.moved.has(dict)) return dict;
    this.moved.set(dict, dict);
    this.moveEntries(dict);
    return dict;
  }

  private moveStream(stream: PDFStream): PDFObject {
    if (this.moved.has(stream)) return stream;
    this.moved.set(stream, stream);
    this.moveEntries(stream.dict);
    return stream;
  }

  private moveEntries(dict: PDFDict): void {
    (dict as unknown as { context: PDFContext }).context = this.dest;
    for (const [key, value] of dict.entries()) {
      const moved = this.move(value);
      if (moved !== value) dict.set(key, moved);
    }
  }

  private moveArray(array: PDFArray): PDFObject {
    if (this.moved.has(array)) return array;
    this.moved.set(array, array);
    (array as unknown as { context: PDFContext }).context = this.dest;
    for (let i = 0; i < array.size(); i++) {
      const value = array.get(i);
      const moved = this.move(value);
      if (moved !== value) array.set(i, moved);
    }
    return array;
  }
}

const PARENT = PDFName.of('Parent');

/** Each page of `doc` given the attributes it inherits and taken from its parent, as PDFObjectCopier copies a page. */
export function detachPages(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const leaf: PDFPageLeaf = page.node;
    for (const name of PDFPageLeaf.InheritableEntries) {
      const key = PDFName.of(name);
      const value = leaf.getInheritableAttribute(key);
      if (!leaf.get(key) && value) leaf.set(key, value);
    }
    leaf.delete(PARENT);
  }
}
