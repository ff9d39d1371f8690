import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { deflate, deflateSync, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFContentStream,
  PDFName,
  PDFPage,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

type Deflate = (data: Uint8Array, options?: unknown) => Uint8Array;

/**
 * pdf-lib compresses every stream it writes (`flateStream`, content and object streams at save) with pako, zlib
 * ported to JavaScript: on the corpus book that was 1.9 s of CPU, 1.3 s of it on the render's main thread while
 * the parts are finished (soft hyphens, gray) and the rest in `save`. Node's zlib does the same compression
 * (zlib format, default level, window and memory) natively. This points pdf-lib's pako at it for the calls pdf-lib
 * makes (data only, no options); a call with options keeps pako. The same commit still gives the same bytes:
 * Octavo's pinned Node brings its zlib, as it does for the zips.
 */
let installed = false;

export function useNativeDeflate(): void {
  if (installed) return;
  installed = true;
  const fromPdfLib = createRequire(require.resolve('pdf-lib'));
  const pako = fromPdfLib('pako') as { deflate: Deflate };
  const javascript = pako.deflate;
  const native: Deflate = (data, options) => {
    if (options !== undefined) return javascript(data, options);
    const deflated = deflateSync(data);
    return new Uint8Array(deflated.buffer, deflated.byteOffset, deflated.length);
  };
  pako.deflate = native;
}

/**
 * A raw stream's decoded bytes. A plain `/FlateDecode` stream (what Chromium writes) is inflated by Node's zlib:
 * pdf-lib's inflate, in JavaScript, took about 0.3 s of each big part's finishing on the corpus book. Anything
 * else (predictors, other filters, damaged data zlib refuses) is left to pdf-lib, as before.
 */
export function decodedStreamBytes(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const only = filter instanceof PDFArray && filter.size() === 1 ? filter.lookup(0) : filter;
  if (only === PDFName.of('FlateDecode') && !stream.dict.has(PDFName.of('DecodeParms'))) {
    try {
      return inflateSync(stream.getContents());
    } catch {
      // pdf-lib reads what it can of a damaged stream
    }
  }
  return decodePDFRawStream(stream).decode();
}

/** pdf-lib's content stream, whose constructor its types keep private. */
const ContentStream = PDFContentStream as unknown as new (
  dict: PDFDict,
  operators: [],
  encode: boolean,
) => PDFContentStream;

/**
 * A stream of edited content, compressed only when the PDF is written: a page's content is edited by more than one
 * step (soft hyphens, the running head, gray), and each compressing its result for the next to inflate again was
 * about 0.4 s of the corpus book's main thread. The bytes written are `context.flateStream`'s.
 */
export class DeferredFlateStream extends ContentStream {
  static of(context: PDFContext, contents: Uint8Array): DeferredFlateStream {
    return new DeferredFlateStream(context.obj({}), contents);
  }

  /** The contents compressed ahead of the save (deflateAhead), when they were. */
  private deflated: Uint8Array | undefined;

  private constructor(
    dict: PDFDict,
    private readonly contents: Uint8Array,
  ) {
    // A content stream to pdf-lib (its page embedder reads only those and raw streams), with its bytes as they are.
    super(dict, [], true);
  }

  override getUnencodedContents(): Uint8Array {
    return this.contents;
  }

  override getUnencodedContentsSize(): number {
    return this.contents.length;
  }

  override getContents(): Uint8Array {
    return this.deflated ?? super.getContents();
  }

  override getContentsSize(): number {
    return this.getContents().length;
  }

  /** Compresses the contents on libuv's threads, off the thread that answers Chromium: the same bytes. */
  async deflateAhead(): Promise<void> {
    if (this.deflated) return;
    const bytes = await deflateOffThread(this.contents);
    this.deflated = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  }

  override clone(context?: PDFContext): DeferredFlateStream {
    const copy = new DeferredFlateStream(
      (context ? this.dict.clone(context) : this.dict.clone()) as PDFDict,
      this.contents,
    );
    copy.deflated = this.deflated;
    return copy;
  }

  override getContentsString(): string {
    return Buffer.from(this.contents).toString('latin1');
  }
}

const deflateOffThread = promisify(deflate);

/**
 * Compresses every deferred stream of `doc` that is not yet, side by side on libuv's threads: the save then only
 * writes them. Gray content of the corpus book was 0.7 s of deflate on the render's main thread.
 */
export async function deflateAhead(doc: PDFDocument): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof DeferredFlateStream) pending.push(object.deflateAhead());
  }
  await Promise.all(pending);
}

/** A stream's bytes as its content reads: inflated when compressed, as made when pdf-lib's or deferred. */
export function contentStreamBytes(stream: PDFStream): Uint8Array {
  if (stream instanceof PDFRawStream) return decodedStreamBytes(stream);
  const own = stream as PDFStream & { getUnencodedContents?: () => Uint8Array };
  return own.getUnencodedContents ? own.getUnencodedContents() : stream.getContents();
}

/** One content stream of a page: its reference (to assign an edited stream to) and its content as latin1 text. */
export interface PageContent {
  page: PDFPage;
  ref: PDFRef;
  text: string;
}

/** Each page's content streams in order, each read when it is reached (after the edits assigned before it). */
export function* pageContents(doc: PDFDocument): Generator<PageContent> {
  const context = doc.context;
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const resolved = contents instanceof PDFRef ? context.lookup(contents) : contents;
    const refs = resolved instanceof PDFArray ? resolved.asArray() : [contents];
    for (const ref of refs) {
      if (!(ref instanceof PDFRef)) continue;
      const stream = context.lookup(ref);
      if (!(stream instanceof PDFStream)) continue;
      yield { page, ref, text: Buffer.from(contentStreamBytes(stream)).toString('latin1') };
    }
  }
}
