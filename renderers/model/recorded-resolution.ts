/**
 * The print resolution an image file records, in dots per inch: a PNG's `pHYs` chunk (pixels per metre) or a JPEG's
 * JFIF header (dots per inch or per centimetre). Undefined when the file records none, or only an aspect ratio.
 * image-size reads pixel sizes, not this; both headers are a few fixed bytes.
 */
export function recordedResolution(data: Buffer, mediaType: string): number | undefined {
  if (mediaType === 'image/png') return pngResolution(data);
  if (mediaType === 'image/jpeg') return jfifResolution(data);
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const METRES_PER_INCH = 0.0254;

function pngResolution(data: Buffer): number | undefined {
  if (data.length < 8 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let pos = 8;
  // pHYs comes before the first IDAT chunk (PNG 1.2, 4.2.4.2): the search stops there.
  while (pos + 8 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    if (type === 'IDAT' || type === 'IEND') return undefined;
    if (type === 'pHYs' && length >= 9 && pos + 17 <= data.length) {
      const perUnitX = data.readUInt32BE(pos + 8);
      const unit = data[pos + 16];
      return unit === 1 && perUnitX > 0 ? perUnitX * METRES_PER_INCH : undefined;
    }
    pos += 12 + length;
  }
  return undefined;
}

function jfifResolution(data: Buffer): number | undefined {
  // SOI, then APP0 whose identifier is "JFIF\0": version (2 bytes), units, X density, Y density.
  if (data.length < 18 || data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff || data[3] !== 0xe0)
    return undefined;
  if (data.toString('latin1', 6, 11) !== 'JFIF\0') return undefined;
  const units = data[13];
  const densityX = data.readUInt16BE(14);
  if (densityX === 0) return undefined;
  if (units === 1) return densityX;
  if (units === 2) return densityX * 2.54;
  return undefined;
}
