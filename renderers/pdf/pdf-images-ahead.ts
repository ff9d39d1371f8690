import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PdfImage, PlaceholderLost } from './pdf-image';
import { PngFile } from './png-file';

/** The compiled worker entry; from TypeScript sources (tests) it is absent and images are made when needed. */
export const IMAGE_WORKER_ENTRY = join(__dirname, 'pdf-image-worker.js');

export interface ImageJob {
  id: number;
  png: PngFile;
  grayscale: boolean;
}

export type MadeImage = { id: number; image: PdfImage; error?: undefined } | { id: number; error: string };

/**
 * Starts making the PDF images of PNGs whose pixels must be decoded (transparency, colour in a gray book) in a
 * worker thread, while the book is laid out and printed: the corpus book's 84 PNGs (45 million pixels, gray)
 * took 1-1.5 s of the main thread after each part's print, holding it up to 0.9 s at a time while other parts'
 * pages waited for their requests. Undefined when there is no worker entry (the images are then made in the
 * render's own thread when a printed part needs them). The bytes are the same either way.
 */
export function makePdfImagesAhead(
  pngs: PngFile[],
  grayscale: boolean,
  entry = IMAGE_WORKER_ENTRY,
): Promise<PdfImage>[] | undefined {
  if (pngs.length === 0 || !existsSync(entry)) return undefined;
  const worker = new Worker(entry);
  // A render that ends (or fails) before every image is made does not wait for the rest.
  worker.unref();
  const pending = new Map<number, { resolve(image: PdfImage): void; reject(error: Error): void }>();
  const made = pngs.map(
    (_, id) => new Promise<PdfImage>((resolve, reject) => pending.set(id, { resolve, reject })),
  );
  // Awaited when a printed part needs the image; one never needed must not end the process.
  for (const image of made) image.catch(() => undefined);
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', (message: MadeImage) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error === undefined) waiting?.resolve(revivedImage(message.image));
    else
      waiting?.reject(
        message.error === 'placeholder-lost' ? new PlaceholderLost() : new Error(message.error),
      );
    if (pending.size === 0) void worker.terminate();
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the thread making PDF images ended before its images')));
  pngs.forEach((png, id) => worker.postMessage({ id, png, grayscale } satisfies ImageJob));
  return made;
}

/** Buffers cross threads as plain Uint8Arrays: the PNG's as Buffers again. */
export function revivedPng(png: PngFile): PngFile {
  return {
    ...png,
    data: asBuffer(png.data),
    ...(png.palette ? { palette: asBuffer(png.palette) } : {}),
    ...(png.transparency ? { transparency: asBuffer(png.transparency) } : {}),
    ...(png.iccProfile ? { iccProfile: asBuffer(png.iccProfile) } : {}),
  };
}

function revivedImage(image: PdfImage): PdfImage {
  return {
    ...image,
    data: asBuffer(image.data),
    space: revivedSpace(image.space),
    ...(image.alpha ? { alpha: asBuffer(image.alpha) } : {}),
  };
}

function revivedSpace(space: PdfImage['space']): PdfImage['space'] {
  if (space.kind === 'icc') return { ...space, profile: asBuffer(space.profile) };
  if (space.kind === 'indexed')
    return { ...space, base: revivedSpace(space.base), palette: asBuffer(space.palette) };
  return space;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
