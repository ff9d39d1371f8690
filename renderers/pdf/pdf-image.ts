import { deflate as deflateCallback } from 'node:zlib';
import { promisify } from 'node:util';
import { luminance } from './grayscale';
import { pngChannels, PngFile } from './png-file';
import { pngPixels } from './png-pixels';

const deflate = promisify(deflateCallback);

export class PlaceholderLost extends Error {
  constructor() {
    super('Chromium re-encoded a placeholder image; the PDF is printed with its images');
  }
}

/**
 * A passed-through PNG as the PDF image that takes its placeholder's place (see image-pass-through.ts): made
 * from the PNG alone, so the render can make it in a worker thread while Chromium prints.
 */
export type ColorSpace =
  | { kind: 'gray' }
  | { kind: 'icc'; profile: Buffer; components: number }
  | { kind: 'indexed'; base: ColorSpace; palette: Buffer };

/** An image as a PDF XObject: its colour space, pixel data and filter, and its alpha. */
export interface PdfImage {
  width: number;
  height: number;
  bitsPerComponent: number;
  space: ColorSpace;
  data: Buffer;
  /** The PNG's own data: FlateDecode with its predictors. */
  predictor?: { colors: number; bitsPerComponent: number; columns: number };
  /** 8-bit alpha, deflated. */
  alpha?: Buffer;
}

/** Transparency (split into an SMask) or colour in a gray book: the pixels are needed, not only the PNG's data. */
export function needsDecoding(png: PngFile, grayscale: boolean): boolean {
  return hasAlpha(png) || (grayscale && (png.colorType === 2 || png.colorType === 6));
}

function hasAlpha(png: PngFile): boolean {
  return png.colorType === 4 || png.colorType === 6 || png.transparency !== undefined;
}

export async function makePdfImage(png: PngFile, grayscale: boolean): Promise<PdfImage> {
  const { width, height, bitDepth, colorType } = png;
  const colorSpace: ColorSpace =
    colorType === 0 || colorType === 4
      ? png.iccProfile
        ? { kind: 'icc', profile: png.iccProfile, components: 1 }
        : { kind: 'gray' }
      : { kind: 'icc', profile: png.iccProfile ?? SRGB_PROFILE, components: 3 };
  if (!needsDecoding(png, grayscale)) {
    const space: ColorSpace =
      colorType !== 3
        ? grayscale
          ? { kind: 'gray' }
          : colorSpace
        : {
            kind: 'indexed',
            base: grayscale ? { kind: 'gray' } : colorSpace,
            palette: grayscale ? grayPalette(png.palette!) : png.palette!,
          };
    return {
      width,
      height,
      bitsPerComponent: bitDepth,
      space,
      data: png.data,
      predictor: { colors: pngChannels(colorType), bitsPerComponent: bitDepth, columns: width },
    };
  }
  // Transparency, or colour in a gray book: the pixels, 8 bits a sample. Decoded in a turn of its own, so a
  // book's images do not hold the event loop (other parts' prints are answered on it) all at once.
  await new Promise((resolve) => setImmediate(resolve));
  const pixels = width * height;
  const decoded = decodedPixels(png);
  const toGray = grayscale || decoded.channels === 1;
  let color: Buffer;
  if (decoded.channels === 1 || !toGray) color = decoded.color;
  else {
    color = Buffer.alloc(pixels);
    const rgb = decoded.color;
    for (let p = 0, q = 0; p < pixels; p++, q += 3)
      color[p] = Math.round(luminance(rgb[q]!, rgb[q + 1]!, rgb[q + 2]!));
  }
  const alpha = decoded.alpha;
  const opaque = !alpha || alpha.every((a) => a === 255);
  const [data, mask] = await Promise.all([
    deflate(color),
    alpha && !opaque ? deflate(alpha) : Promise.resolve(undefined),
  ]);
  return {
    width,
    height,
    bitsPerComponent: 8,
    space: toGray ? (grayscale || !png.iccProfile ? { kind: 'gray' } : colorSpace) : colorSpace,
    data,
    ...(mask ? { alpha: mask } : {}),
  };
}

/** A PNG's colour (one or three samples a pixel) and alpha, 8 bits each. */
function decodedPixels(png: PngFile): { channels: 1 | 3; color: Buffer; alpha?: Buffer } {
  const pixels = png.width * png.height;
  const samples = pngPixels(png);
  // passable() sends only 8-bit images this way; data that does not inflate to the image: printed by Chromium.
  if (!samples) throw new PlaceholderLost();
  const { data } = samples;
  const key = png.transparency;
  switch (png.colorType) {
    case 0: {
      if (!key || key.length < 2) return { channels: 1, color: data };
      const transparent = key.readUInt16BE(0);
      return { channels: 1, color: data, alpha: Buffer.from(data.map((v) => (v === transparent ? 0 : 255))) };
    }
    case 2: {
      if (!key || key.length < 6) return { channels: 3, color: data };
      const [r, g, b] = [key.readUInt16BE(0), key.readUInt16BE(2), key.readUInt16BE(4)];
      const alpha = Buffer.alloc(pixels, 255);
      for (let p = 0, q = 0; p < pixels; p++, q += 3)
        if (data[q] === r && data[q + 1] === g && data[q + 2] === b) alpha[p] = 0;
      return { channels: 3, color: data, alpha };
    }
    case 3: {
      const palette = png.palette!;
      const color = Buffer.alloc(pixels * 3);
      const alpha = key ? Buffer.alloc(pixels) : undefined;
      for (let p = 0; p < pixels; p++) {
        const index = data[p]!;
        palette.copy(color, p * 3, index * 3, index * 3 + 3);
        if (alpha) alpha[p] = index < key!.length ? key![index]! : 255;
      }
      return { channels: 3, color, ...(alpha ? { alpha } : {}) };
    }
    case 4:
    case 6: {
      const channels = png.colorType === 4 ? 1 : 3;
      const color = Buffer.alloc(pixels * channels);
      const alpha = Buffer.alloc(pixels);
      for (let p = 0, q = 0; p < pixels; p++, q += channels + 1) {
        for (let c = 0; c < channels; c++) color[p * channels + c] = data[q + c]!;
        alpha[p] = data[q + channels]!;
      }
      return { channels, color, alpha };
    }
    default:
      throw new Error(`PNG colour type ${png.colorType}`);
  }
}

function grayPalette(palette: Buffer): Buffer {
  const gray = Buffer.alloc(palette.length / 3);
  for (let i = 0; i < gray.length; i++)
    gray[i] = Math.round(luminance(palette[i * 3]!, palette[i * 3 + 1]!, palette[i * 3 + 2]!));
  return gray;
}

/**
 * sRGB as Chromium itself writes it for a PNG without a profile of its own: Skia's skcms sRGB profile (536
 * bytes), so a passed-through image has the colour it had when Chromium encoded it.
 */
const SRGB_PROFILE = Buffer.from(
  'AAACGAAAAAAEMAAAbW50clJHQiBYWVogB+AAAQABAAAAAAAAYWNzcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAPbWAAEA' +
    'AAAA0y0AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJZGVzYwAAAPAAAAB0clhZWgAA' +
    'AWQAAAAUZ1hZWgAAAXgAAAAUYlhZWgAAAYwAAAAUd3RwdAAAAaAAAAAUclRSQwAAAbQAAAAoZ1RSQwAAAbQAAAAoYlRSQwAAAbQA' +
    'AAAoY3BydAAAAdwAAAA8bWx1YwAAAAAAAAABAAAADGVuVVMAAABYAAAAHABHAG8AbwBnAGwAZQAvAFMAawBpAGEALwA3AEMANQBG' +
    'AEEAMgAxADUAMQAzADkANwA0ADcANABBADAANAA4ADYAQgBCAEMAQwA4ADMANwAzADMARAA1ADlYWVogAAAAAAAAb6IAADj1AAAD' +
    'kFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAAC' +
    'ZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMA' +
    'LgAgADIAMAAxADY=',
  'base64',
);
