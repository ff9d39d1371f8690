import { BookLimits } from './book-limits';
import { rasterHeaderOf } from './image-signature';
import { expandSvgEntities } from './svg-entities';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The pixel size an image file declares in its header, read without decoding it: image-size reads PNG, JPEG and
 * WebP; GIF frames and the JPEG frame types image-size skips are read here (docs/architecture.md, "Kept
 * hand-written"). Null when the header cannot be read.
 */
export function declaredImageSize(data: Buffer, mediaType: string): ImageSize | null {
  switch (mediaType) {
    case 'image/png':
    case 'image/webp':
      return headerSize(data, mediaType);
    case 'image/jpeg':
      return headerSize(data, mediaType) ?? jpegFrameSize(data);
    case 'image/gif':
      return gifSize(data);
    default:
      return null;
  }
}

function headerSize(data: Buffer, mediaType: string): ImageSize | null {
  const header = rasterHeaderOf(data);
  return header?.signature.mediaType === mediaType ? { width: header.width, height: header.height } : null;
}

/**
 * The largest frame of a JPEG whose frames image-size does not read: it stops at the first baseline, extended or
 * progressive frame (SOF0-2) and throws on lossless, hierarchical and arithmetic-coded ones (SOF3, SOF5-15).
 */
function jpegFrameSize(data: Buffer): ImageSize | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let pos = 2;
  let largest: ImageSize | null = null;
  while (pos + 4 <= data.length) {
    if (data[pos] !== 0xff) return largest;
    const marker = data[pos + 1]!;
    if (marker === 0xff) {
      pos++;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return largest; // end of image, or start of scan data
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2;
      continue;
    }
    const length = data.readUInt16BE(pos + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame && pos + 9 <= data.length) {
      const size = { height: data.readUInt16BE(pos + 5), width: data.readUInt16BE(pos + 7) };
      if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
    }
    pos += 2 + length;
  }
  return largest;
}

/** image-size reads only a GIF's logical screen; decoders size their buffer by each frame, which may claim more. */
function gifSize(data: Buffer): ImageSize | null {
  const header = data.subarray(0, 6).toString('latin1');
  if (data.length < 10 || (header !== 'GIF87a' && header !== 'GIF89a')) return null;
  const screen = { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  // A frame may declare itself larger than the screen; decoders allocate for the frame.
  let largest = screen;
  let pos = 13 + (data[10] & 0x80 ? 3 * 2 ** ((data[10] & 0x07) + 1) : 0);
  while (pos < data.length) {
    const block = data[pos];
    if (block === 0x3b) break;
    if (block === 0x21) {
      pos += 2;
      while (pos < data.length && data[pos] !== 0) pos += data[pos] + 1;
      pos++;
      continue;
    }
    if (block !== 0x2c || pos + 10 > data.length) break;
    const frame = { width: data.readUInt16LE(pos + 5), height: data.readUInt16LE(pos + 7) };
    const left = data.readUInt16LE(pos + 1);
    const top = data.readUInt16LE(pos + 3);
    const extent = { width: left + frame.width, height: top + frame.height };
    if (extent.width * extent.height > largest.width * largest.height) largest = extent;
    const packed = data[pos + 9];
    pos += 10 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0) + 1;
    while (pos < data.length && data[pos] !== 0) pos += data[pos] + 1;
    pos++;
  }
  return largest;
}

/** An image refused, and why, or the image as every format ships it (`shippableImage`). */
export type CheckedImage = { refusal: string } | { data: Buffer };

/**
 * Why an image must not be handed to Chromium or Calibre, or the image as every format ships it. Refused: a raster
 * image declaring more pixels than the limits (a decompression bomb), or an SVG whose entity declarations could
 * expand without bound (the "billion laughs"). Shipped: an SVG declaring plain-text entities (Illustrator's
 * namespaces) with them written out and its DOCTYPE dropped, so no reader, Calibre or Chromium meets a DTD;
 * anything else unchanged.
 */
export function shippableImage(data: Buffer, mediaType: string, limits: BookLimits): CheckedImage {
  if (mediaType === 'image/svg+xml') {
    const expansion = expandSvgEntities(data.toString('utf8'), limits.assetBytes);
    if (!expansion) return { data };
    return 'refusal' in expansion ? expansion : { data: Buffer.from(expansion.svg) };
  }
  const refusal = oversizedRasterReason(data, mediaType, limits);
  return refusal ? { refusal } : { data };
}

/** Why an image must not be decoded (`shippableImage`), or null when it is safe to. */
export function unsafeImageReason(data: Buffer, mediaType: string, limits: BookLimits): string | null {
  const checked = shippableImage(data, mediaType, limits);
  return 'refusal' in checked ? checked.refusal : null;
}

/** The image as every format ships it (`shippableImage`); call it on data `unsafeImageReason` accepted. */
export function svgReadyToShip(data: Buffer, mediaType: string, limits: BookLimits): Buffer {
  const checked = shippableImage(data, mediaType, limits);
  return 'data' in checked ? checked.data : data;
}

function oversizedRasterReason(data: Buffer, mediaType: string, limits: BookLimits): string | null {
  if (!mediaType.startsWith('image/')) return null;
  const size = declaredImageSize(data, mediaType);
  if (!size) return null;
  const pixels = size.width * size.height;
  if (size.width > limits.imageSide || size.height > limits.imageSide || pixels > limits.imagePixels) {
    return (
      `declares ${size.width} × ${size.height} pixels, more than the ${limits.imageSide}-pixel side ` +
      `or ${Math.round(limits.imagePixels / 1_000_000)}-megapixel limit; scale it down`
    );
  }
  return null;
}
