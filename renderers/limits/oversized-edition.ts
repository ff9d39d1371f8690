import { formatBytes } from './book-limits';
import { BookWarning, warning } from '../warnings';

/**
 * The size above which an e-book or a site's zip is told it is too heavy: 100 MB. No store refuses it yet (KDP refuses
 * an EPUB over 650 MB, Kobo asks for at most 1 GB, Apple Books and Google Play for under 2 GB, and Apple recommends at
 * most 500 MB even for a book with video), but on KDP's 70% royalty plan every copy sold pays a delivery fee by the
 * megabyte (US$0.15 a MB), so 100 MB costs more to deliver than a book sells for, and a reader waits minutes for it on
 * a phone. Practical Electronics, 612 print-resolution PNGs and no downsample_images, made a 347 MB EPUB.
 */
export const OVERSIZED_EDITION_BYTES = 100 * 1024 * 1024;

/** How many of the largest images the warning names. */
const NAMED_IMAGES = 3;

export interface ShippedImage {
  /** Repository path. */
  sourcePath: string;
  /** Bytes as the edition ships it. */
  bytes: number;
}

/**
 * A warning that the edition (`EPUB`, `HTML zip`) came to `bytes`, over `OVERSIZED_EDITION_BYTES`: how much of it is
 * images and the largest ones, `why` that matters for this edition, and `advice`, what makes the images smaller.
 * Nothing when it is under.
 */
export function oversizedEditionWarning(
  edition: string,
  bytes: number,
  images: readonly ShippedImage[],
  { file, why, advice }: { file: string; why: string; advice: string },
): BookWarning | undefined {
  if (bytes <= OVERSIZED_EDITION_BYTES) return undefined;
  const imageBytes = images.reduce((sum, image) => sum + image.bytes, 0);
  const largest = [...images]
    .sort((a, b) => b.bytes - a.bytes || (a.sourcePath < b.sourcePath ? -1 : 1))
    .slice(0, NAMED_IMAGES)
    .map((image) => `${image.sourcePath} (${formatBytes(image.bytes)})`);
  const share =
    images.length > 0
      ? `, ${formatBytes(imageBytes)} of it ${images.length} image${images.length === 1 ? '' : 's'} ` +
        `(the largest: ${largest.join(', ')})`
      : '';
  return warning('format', file, `the ${edition} is ${formatBytes(bytes)}${share}; ${why}: ${advice}`);
}
