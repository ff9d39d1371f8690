import { BookAsset } from '../model/book-model';

/** A book asset at `href`, written out under the same path. */
export const bookAsset = (href: string, mediaType: string, data: Buffer): BookAsset => ({
  sourcePath: href,
  outputPath: href,
  href,
  mediaType,
  data,
});
