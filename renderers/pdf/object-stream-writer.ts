import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import {
  PDFContext,
  PDFCrossRefStream,
  PDFHeader,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFObjectStream,
  PDFRef,
  PDFStream,
  PDFTrailer,
  PDFWriter,
} from 'pdf-lib';

const deflateOffThread = promisify(deflate);

type IndirectObject = [PDFRef, PDFObject];

/**
 * pdf-lib's PDFStreamWriter (objects in object streams, a cross-reference stream) with the object streams
 * compressed side by side on libuv's threads instead of one after another on the main thread: the corpus PDF's
 * save deflated 200 object streams there for about 0.1 s while the other core, Chromium done, stood idle. The
 * streams hold the same objects in the same order and Node's zlib compresses them with the same settings as the
 * `deflateSync` pdf-lib is pointed at (useNativeDeflate): the same bytes.
 */
export class ObjectStreamWriter extends PDFWriter {
  constructor(
    context: PDFContext,
    objectsPerTick: number,
    private readonly objectsPerStream: number,
  ) {
    super(context, objectsPerTick);
  }

  protected override async computeBufferSize(): Promise<Awaited<ReturnType<PDFWriter['computeBufferSize']>>> {
    const context = this.context;
    let objectNumber = context.largestObjectNumber + 1;
    const header = PDFHeader.forVersion(1, 7);
    let size = header.sizeInBytes() + 2;
    const xrefStream = PDFCrossRefStream.create(this.createTrailerDict(), true);
    const written: IndirectObject[] = [];
    const chunks: IndirectObject[][] = [];
    const chunkRefs: PDFRef[] = [];
    for (const indirect of context.enumerateIndirectObjects()) {
      const [ref, object] = indirect;
      const apart =
        ref === context.trailerInfo.Encrypt ||
        object instanceof PDFStream ||
        object instanceof PDFInvalidObject ||
        ref.generationNumber !== 0;
      if (apart) {
        written.push(indirect);
        xrefStream.addUncompressedEntry(ref, size);
        size += this.computeIndirectObjectSize(indirect);
        if (this.shouldWaitForTick(1)) await waitForTick();
        continue;
      }
      let chunk = chunks[chunks.length - 1];
      if (!chunk || chunk.length % this.objectsPerStream === 0) {
        chunk = [];
        chunks.push(chunk);
        chunkRefs.push(PDFRef.of(objectNumber++));
      }
      xrefStream.addCompressedEntry(ref, chunkRefs[chunkRefs.length - 1]!, chunk.length);
      chunk.push(indirect);
    }
    const streams = chunks.map((chunk) => PDFObjectStream.withContextAndObjects(context, chunk, true));
    await Promise.all(streams.map((stream) => deflateAhead(stream)));
    streams.forEach((stream, at) => {
      const ref = chunkRefs[at]!;
      xrefStream.addUncompressedEntry(ref, size);
      size += this.computeIndirectObjectSize([ref, stream]);
      written.push([ref, stream]);
    });
    const xrefStreamRef = PDFRef.of(objectNumber++);
    xrefStream.dict.set(PDFName.of('Size'), PDFNumber.of(objectNumber));
    xrefStream.addUncompressedEntry(xrefStreamRef, size);
    const xrefOffset = size;
    size += this.computeIndirectObjectSize([xrefStreamRef, xrefStream]);
    written.push([xrefStreamRef, xrefStream]);
    const trailer = PDFTrailer.forLastCrossRefSectionOffset(xrefOffset);
    size += trailer.sizeInBytes();
    return { size, header, indirectObjects: written, trailer };
  }
}

/** An object stream's contents compressed now, off this thread, where pdf-lib would compress them when written. */
async function deflateAhead(stream: PDFObjectStream): Promise<void> {
  const deflated = await deflateOffThread(stream.getUnencodedContents());
  (stream as unknown as { contentsCache: { value: Uint8Array } }).contentsCache.value = new Uint8Array(
    deflated.buffer,
    deflated.byteOffset,
    deflated.length,
  );
}

const waitForTick = () => new Promise<void>((resolve) => setImmediate(resolve));
