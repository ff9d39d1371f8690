import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import { RenderCacheUse } from '../cache/render-cache';
import { rendererVersion } from '../cache/renderer-version';
import { PdfImage } from './pdf-image';

/**
 * PDF images whose pixels had to be decoded (transparency, colour in a gray book), kept in the render cache under
 * the hash of the PNG and how it is printed (issue 17, item 4). After a one-chapter change the corpus book's 84
 * gray screenshots (45 million pixels) were decoded again on every render: 1-1.5 CPU-seconds in a thread of their
 * own, which the reprinted part and the main thread waited for on 2 cores (the cached half's images in place
 * 0.9-2.2 s). The image from the cache is the very image made before, so the PDF's bytes are the same.
 */
export interface KeptPdfImages {
  /** The image made before from these PNG bytes, if the cache has it. */
  read(pngBytes: Buffer): Promise<PdfImage | undefined>;
  /** Keeps an image made now; a failure to store only costs a later render the decoding. */
  keep(pngBytes: Buffer, image: PdfImage): Promise<void>;
}

export function keptPdfImages(use: RenderCacheUse, grayscale: boolean): KeptPdfImages {
  const keyOf = (pngBytes: Buffer) =>
    createHash('sha256')
      .update(`octavo pdf image\0${rendererVersion()}\0${grayscale ? 'gray' : 'colour'}\0`)
      .update(pngBytes)
      .digest('hex');
  return {
    async read(pngBytes) {
      const found = await use.cache.get(keyOf(pngBytes));
      if (!found) {
        use.stats.imageMisses = (use.stats.imageMisses ?? 0) + 1;
        return undefined;
      }
      const image = 'damaged' in found ? undefined : decodePdfImage(found.value);
      if (!image) use.stats.corrupt++;
      else use.stats.imageHits = (use.stats.imageHits ?? 0) + 1;
      return image;
    },
    async keep(pngBytes, image) {
      await use.cache.put(keyOf(pngBytes), encodePdfImage(image));
    },
  };
}

/** An image as bytes: V8's serialization keeps its Buffers (data, alpha, ICC profile, palette) as Buffers. */
export function encodePdfImage(image: PdfImage): Buffer {
  return serialize(image);
}

/** The image `encodePdfImage` wrote; undefined when the bytes are not one. */
export function decodePdfImage(bytes: Buffer): PdfImage | undefined {
  try {
    const image = deserialize(bytes) as Partial<PdfImage> | null;
    const valid =
      image !== null &&
      typeof image === 'object' &&
      Number.isInteger(image.width) &&
      Number.isInteger(image.height) &&
      Number.isInteger(image.bitsPerComponent) &&
      Buffer.isBuffer(image.data) &&
      typeof image.space === 'object' &&
      image.space !== null &&
      (image.alpha === undefined || Buffer.isBuffer(image.alpha));
    return valid ? (image as PdfImage) : undefined;
  } catch {
    return undefined;
  }
}
