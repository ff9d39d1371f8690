import { parentPort } from 'node:worker_threads';
import { makePdfImage, PlaceholderLost } from './pdf-image';
import { MadeImage, revivedPng, ImageJob } from './pdf-images-ahead';

/** The thread that makes a render's PDF images while Chromium prints (see makePdfImagesAhead). */
parentPort?.on('message', ({ id, png, grayscale }: ImageJob) => {
  makePdfImage(revivedPng(png), grayscale).then(
    (image) => parentPort!.postMessage({ id, image } satisfies MadeImage),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error:
          error instanceof PlaceholderLost ? PLACEHOLDER_LOST : String((error as Error)?.message ?? error),
      } satisfies MadeImage),
  );
});

const PLACEHOLDER_LOST = 'placeholder-lost';
