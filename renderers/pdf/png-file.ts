import { crc32, inflateSync } from 'node:zlib';

/** A PNG's header and the chunks a PDF image is made from, as the file holds them (nothing decoded). */
export interface PngFile {
  width: number;
  height: number;
  bitDepth: number;
  /** 0 gray, 2 RGB, 3 palette, 4 gray and alpha, 6 RGB and alpha. */
  colorType: number;
  interlaced: boolean;
  /** The IDAT chunks' data joined: one zlib stream of filtered scanlines. */
  data: Buffer;
  palette?: Buffer;
  transparency?: Buffer;
  /** The embedded ICC profile (iCCP), inflated. */
  iccProfile?: Buffer;
  /** An sRGB chunk: the image says it is sRGB. */
  srgb: boolean;
  /** gAMA, in 1/100,000 (45455 is 1/2.2). */
  gamma?: number;
  /** A cHRM chunk (its own primaries). */
  chromaticities: boolean;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const VALID_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/**
 * Reads a PNG's chunks, each checked against its CRC; null for anything that is not a well-formed PNG (the
 * caller then leaves the file to Chromium, which shows what a browser would).
 */
export function readPngFile(bytes: Buffer): PngFile | null {
  if (bytes.length < 8 + 25 || !bytes.subarray(0, 8).equals(SIGNATURE)) return null;
  const data: Buffer[] = [];
  let header: Pick<PngFile, 'width' | 'height' | 'bitDepth' | 'colorType' | 'interlaced'> | undefined;
  const extra: Partial<PngFile> = {};
  let srgb = false;
  let chromaticities = false;
  let ended = false;
  for (let at = 8; at + 12 <= bytes.length && !ended;) {
    const length = bytes.readUInt32BE(at);
    if (at + 12 + length > bytes.length) return null;
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return null;
    at += 12 + length;
    if (!header && type !== 'IHDR') return null;
    switch (type) {
      case 'IHDR': {
        if (length !== 13) return null;
        const [bitDepth, colorType, compression, filter, interlace] = body.subarray(8, 13);
        header = {
          width: body.readUInt32BE(0),
          height: body.readUInt32BE(4),
          bitDepth: bitDepth!,
          colorType: colorType!,
          interlaced: interlace === 1,
        };
        if (!VALID_DEPTHS[colorType!]?.includes(bitDepth!) || compression !== 0 || filter !== 0) return null;
        if (interlace! > 1 || header.width === 0 || header.height === 0) return null;
        break;
      }
      case 'IDAT':
        data.push(body);
        break;
      case 'PLTE':
        extra.palette = body;
        break;
      case 'tRNS':
        extra.transparency = body;
        break;
      case 'iCCP': {
        const nameEnd = body.indexOf(0);
        if (nameEnd < 1 || body[nameEnd + 1] !== 0) return null;
        try {
          extra.iccProfile = inflateSync(body.subarray(nameEnd + 2));
        } catch {
          return null;
        }
        break;
      }
      case 'sRGB':
        srgb = true;
        break;
      case 'gAMA':
        if (length === 4) extra.gamma = body.readUInt32BE(0);
        break;
      case 'cHRM':
        chromaticities = true;
        break;
      case 'IEND':
        ended = true;
        break;
    }
  }
  if (!header || !ended || data.length === 0) return null;
  if (header.colorType === 3 && (!extra.palette || extra.palette.length % 3 !== 0)) return null;
  return { ...header, ...extra, data: Buffer.concat(data), srgb, chromaticities };
}

/** Samples a pixel of this PNG holds: its colour components and its alpha. */
export function pngChannels(colorType: number): number {
  return { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType] ?? 0;
}
