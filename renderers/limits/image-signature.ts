import { imageSize } from 'image-size';

export interface ImageSignature {
  mediaType: string;
  /** How authors call the type ("JPEG"). */
  name: string;
  extension: string;
}

/** The raster image types a book may ship, by the name image-size gives each, and the extension each is named with. */
const RASTER_TYPES: ReadonlyMap<string, ImageSignature> = new Map([
  ['png', { mediaType: 'image/png', name: 'PNG', extension: '.png' }],
  ['jpg', { mediaType: 'image/jpeg', name: 'JPEG', extension: '.jpg' }],
  ['gif', { mediaType: 'image/gif', name: 'GIF', extension: '.gif' }],
  ['webp', { mediaType: 'image/webp', name: 'WebP', extension: '.webp' }],
]);

/** The raster image type of a media type ("image/jpeg": JPEG, named `.jpg`); undefined for any other. */
export function rasterTypeOf(mediaType: string): ImageSignature | undefined {
  const type = [...RASTER_TYPES.values()].find((raster) => raster.mediaType === mediaType);
  return type ? { ...type } : undefined;
}

/**
 * The raster image type a file's header says it is (PNG, JPEG, GIF, WebP), or null for anything else (SVG,
 * text, an unknown or truncated file). Readers and epubcheck go by the bytes, not by the file's name.
 */
export function imageSignatureOf(data: Buffer): ImageSignature | null {
  return rasterHeaderOf(data)?.signature ?? null;
}

/** A raster image's type and the pixel size its header declares, as image-size reads them; null for anything else. */
export function rasterHeaderOf(
  data: Buffer,
): { signature: ImageSignature; width: number; height: number } | null {
  let header: { type?: string; width: number; height: number };
  try {
    header = imageSize(ownMemory(data));
  } catch {
    // image-size throws on a header it cannot read (truncated, corrupt, or no image at all).
    return null;
  }
  const signature = header.type === undefined ? undefined : RASTER_TYPES.get(header.type);
  return signature ? { signature: { ...signature }, width: header.width, height: header.height } : null;
}

/**
 * The bytes in an ArrayBuffer of their own: image-size reads through a DataView that runs to the end of the
 * underlying ArrayBuffer, so a truncated header in a small Buffer (a slice of Node's shared pool) was read on into
 * unrelated memory and gave sizes such as 4292411360 × 1067590.
 */
function ownMemory(data: Buffer): Uint8Array {
  return data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : new Uint8Array(data);
}
