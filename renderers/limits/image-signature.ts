export interface ImageSignature {
  mediaType: string;
  /** How authors call the type ("JPEG"). */
  name: string;
  extension: string;
}

/** The raster image types whose files open with a signature of their own, and the extension each is named with. */
const SIGNATURES: readonly (ImageSignature & { matches: (data: Buffer) => boolean })[] = [
  {
    mediaType: 'image/png',
    name: 'PNG',
    extension: '.png',
    matches: (data) => data.subarray(0, 8).toString('hex') === '89504e470d0a1a0a',
  },
  {
    mediaType: 'image/jpeg',
    name: 'JPEG',
    extension: '.jpg',
    matches: (data) => data.subarray(0, 3).toString('hex') === 'ffd8ff',
  },
  {
    mediaType: 'image/gif',
    name: 'GIF',
    extension: '.gif',
    matches: (data) => /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1')),
  },
  {
    mediaType: 'image/webp',
    name: 'WebP',
    extension: '.webp',
    matches: (data) =>
      data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * The raster image type a file's first bytes say it is (PNG, JPEG, GIF, WebP), or null for anything else (SVG,
 * text, an unknown or truncated file). Readers and epubcheck go by the bytes, not by the file's name.
 */
export function imageSignatureOf(data: Buffer): ImageSignature | null {
  const found = SIGNATURES.find((signature) => signature.matches(data));
  return found ? { mediaType: found.mediaType, name: found.name, extension: found.extension } : null;
}
