import { createRequire } from 'node:module';
import { deflateSync, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFFlateStream,
  PDFName,
  PDFRawStream,
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

/**
 * A stream of edited content, compressed only when the PDF is written: a page's content is edited by more than one
 * step (soft hyphens, the running head, gray), and each compressing its result for the next to inflate again was
 * about 0.4 s of the corpus book's main thread. The bytes written are `context.flateStream`'s.
 */
export class DeferredFlateStream extends PDFFlateStream {
  static of(context: PDFContext, contents: Uint8Array): DeferredFlateStream {
    return new DeferredFlateStream(context.obj({}), contents);
  }

  private constructor(
    dict: PDFDict,
    private readonly contents: Uint8Array,
  ) {
    super(dict, true);
  }

  override getUnencodedContents(): Uint8Array {
    return this.contents;
  }

  override clone(context?: PDFContext): DeferredFlateStream {
    return new DeferredFlateStream(
      (context ? this.dict.clone(context) : this.dict.clone()) as PDFDict,
      this.contents,
    );
  }

  override getContentsString(): string {
    return Buffer.from(this.contents).toString('latin1');
  }
}

/** A content stream's bytes as its operators read: inflated when compressed, as edited when deferred. */
export function contentStreamBytes(stream: PDFStream): Uint8Array {
  if (stream instanceof PDFRawStream) return decodedStreamBytes(stream);
  const own = stream as PDFStream & { getUnencodedContents?: () => Uint8Array };
  return own.getUnencodedContents ? own.getUnencodedContents() : stream.getContents();
}
