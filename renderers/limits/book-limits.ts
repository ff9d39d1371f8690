/**
 * How much a book may make the renderers read and decode. A repository is untrusted input: without
 * these a single pushed file (a 2 GB blob, a PNG declaring 100 000 × 100 000 pixels) could take the
 * worker's memory. Generous for real books; the numbers are part of the documented contract.
 */
export interface BookLimits {
  /** One listed source file (HTML, Markdown, AsciiDoc) or include. */
  sourceFileBytes: number;
  /** One image or other asset the book links to. */
  assetBytes: number;
  /** Everything the book reads, sources and assets together. */
  bookBytes: number;
  /** Declared width × height of one raster image. */
  imagePixels: number;
  /** Declared width or height of one raster image. */
  imageSide: number;
}

const MB = 1024 * 1024;

export const DEFAULT_BOOK_LIMITS: BookLimits = {
  sourceFileBytes: 16 * MB,
  assetBytes: 40 * MB,
  bookBytes: 400 * MB,
  imagePixels: 80_000_000,
  imageSide: 30_000,
};

export function formatBytes(bytes: number): string {
  return bytes >= MB
    ? `${(bytes / MB).toFixed(bytes >= 10 * MB ? 0 : 1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}
