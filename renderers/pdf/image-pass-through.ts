import { deflate as deflateCallback, inflateSync, constants as zlib } from 'node:zlib';
import { promisify } from 'node:util';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';
import { ServedFile } from './chromium';
import { luminance } from './grayscale';
import { placeholderJpeg, placeholderLabel } from './placeholder-jpeg';
import { pngChannels, PngFile, readPngFile } from './png-file';
import { pngPixels } from './png-pixels';

const deflate = promisify(deflateCallback);

/**
 * Book images printed without Chromium encoding their pixels (issue 17, item 1). Chromium decodes every PNG and
 * compresses its pixels again into the PDF, one image after another inside the print: for the books tried, that
 * was half to three quarters of a print (a 250-page book with 154 screenshots: 15.5 s against 4.9 s without).
 * A JPEG it writes as it is. So each PNG is served as a placeholder JPEG of the same size (the same layout), and
 * after the print its XObject gets the PNG's own compressed data, which a PDF reads as it is (FlateDecode with
 * the PNG predictors), or, for transparency or a gray book, the decoded pixels (with an SMask for alpha).
 */
export interface ImagePassThrough {
  /** The files a print is served: each passed-through PNG replaced by its placeholder. */
  served: Map<string, ServedFile>;
  /**
   * Puts the images in place of their placeholders in a printed document. Throws PlaceholderLost when
   * Chromium drew a placeholder's pixels instead of writing its bytes (a cropped image, say): the render
   * then prints without placeholders.
   */
  restore(doc: PDFDocument): Promise<void>;
}

export class PlaceholderLost extends Error {
  constructor() {
    super('Chromium re-encoded a placeholder image; the PDF is printed with its images');
  }
}

/** No pass-through: the files as they are. */
export function servedAsTheyAre(files: Map<string, ServedFile>): ImagePassThrough {
  return { served: files, restore: async () => undefined };
}

type ColorSpace =
  | { kind: 'gray' }
  | { kind: 'icc'; profile: Buffer; components: number }
  | { kind: 'indexed'; base: ColorSpace; palette: Buffer };

/** An image as a PDF XObject: its colour space, pixel data and filter, and its alpha. */
interface PdfImage {
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

/** PNGs passed through, by the path the book serves them at. */
export function passThroughImages(
  files: Map<string, ServedFile>,
  options: { grayscale: boolean },
): ImagePassThrough {
  const served = new Map(files);
  const images = new Map<string, { png: PngFile; made?: Promise<PdfImage> }>();
  for (const [path, file] of files) {
    const png = readPngFile(file.body);
    if (!png || !passable(png, options.grayscale)) continue;
    images.set(path, { png });
    served.set(path, {
      body: placeholderJpeg(png.width, png.height, Buffer.from(`${LABEL}${path}`, 'utf8')),
      contentType: 'image/jpeg',
    });
  }
  if (images.size === 0) return servedAsTheyAre(files);

  const pdfImageOf = (path: string): Promise<PdfImage> | undefined => {
    const image = images.get(path);
    if (!image) return undefined;
    image.made ??= makePdfImage(image.png, options.grayscale);
    return image.made;
  };

  return {
    served,
    async restore(doc) {
      const spaces = new Map<ColorSpace | Buffer, PDFObject>();
      const replaced: Promise<void>[] = [];
      const others: PDFRawStream[] = [];
      for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
        if (!(object instanceof PDFRawStream) || !isImage(object.dict)) continue;
        const label = isDct(object.dict) ? placeholderLabel(object.contents) : undefined;
        const text = label?.toString('utf8');
        const made = text?.startsWith(LABEL) ? pdfImageOf(text.slice(LABEL.length)) : undefined;
        if (made) replaced.push(made.then((image) => replace(doc, ref, object, image, spaces)));
        else others.push(object);
      }
      await Promise.all(replaced);
      if (others.some(isDrawnPlaceholder)) throw new PlaceholderLost();
    },
  };
}

const LABEL = 'octavo-image ';

/**
 * What is left to Chromium: interlaced PNGs, sizes a JPEG cannot have, and colour a PDF would show otherwise than
 * a browser does (a gamma or primaries of its own without an ICC profile or sRGB).
 */
function passable(png: PngFile, grayscale: boolean): boolean {
  if (png.interlaced || png.width > 0xffff || png.height > 0xffff) return false;
  // Pixels decoded here (transparency, colour in a gray book) are 8-bit ones only.
  if (png.bitDepth !== 8 && needsDecoding(png, grayscale)) return false;
  if (png.iccProfile)
    return iccComponents(png.iccProfile) === (png.colorType === 0 || png.colorType === 4 ? 1 : 3);
  if (png.srgb) return true;
  const srgbGamma = png.gamma === undefined || Math.abs(png.gamma - 45455) <= 500;
  return srgbGamma && !png.chromaticities;
}

/** The colour components an ICC profile describes (its header's data colour space), 0 if neither gray nor RGB. */
function iccComponents(profile: Buffer): number {
  if (profile.length < 132) return 0;
  const space = profile.toString('latin1', 16, 20);
  return space === 'GRAY' ? 1 : space === 'RGB ' ? 3 : 0;
}

function isImage(dict: PDFDict): boolean {
  return dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
}

function isDct(dict: PDFDict): boolean {
  return dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode');
}

/** Transparency (split into an SMask) or colour in a gray book: the pixels are needed, not only the PNG's data. */
function needsDecoding(png: PngFile, grayscale: boolean): boolean {
  return hasAlpha(png) || (grayscale && (png.colorType === 2 || png.colorType === 6));
}

function hasAlpha(png: PngFile): boolean {
  return png.colorType === 4 || png.colorType === 6 || png.transparency !== undefined;
}

async function makePdfImage(png: PngFile, grayscale: boolean): Promise<PdfImage> {
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
  // Transparency, or colour in a gray book: the pixels, 8 bits a sample.
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

/** The placeholder's XObject becomes the image: Chromium's other entries (Interpolate, say) are kept. */
function replace(
  doc: PDFDocument,
  ref: PDFRef,
  placeholder: PDFRawStream,
  image: PdfImage,
  spaces: Map<ColorSpace | Buffer, PDFObject>,
): void {
  const { context } = doc;
  const dict = placeholder.dict.clone(context);
  for (const key of [
    'Filter',
    'DecodeParms',
    'ColorSpace',
    'BitsPerComponent',
    'Width',
    'Height',
    'Length',
    'Decode',
    'SMask',
  ])
    dict.delete(PDFName.of(key));
  dict.set(PDFName.of('Width'), PDFNumber.of(image.width));
  dict.set(PDFName.of('Height'), PDFNumber.of(image.height));
  dict.set(PDFName.of('BitsPerComponent'), PDFNumber.of(image.bitsPerComponent));
  dict.set(PDFName.of('ColorSpace'), colorSpaceObject(doc, image.space, spaces));
  dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
  if (image.predictor) {
    dict.set(
      PDFName.of('DecodeParms'),
      context.obj({
        Predictor: 15,
        Colors: image.predictor.colors,
        BitsPerComponent: image.predictor.bitsPerComponent,
        Columns: image.predictor.columns,
      }),
    );
  }
  if (image.alpha) {
    const mask = context.obj({
      Type: 'XObject',
      Subtype: 'Image',
      Width: image.width,
      Height: image.height,
      BitsPerComponent: 8,
      ColorSpace: 'DeviceGray',
      Filter: 'FlateDecode',
    });
    dict.set(PDFName.of('SMask'), context.register(PDFRawStream.of(mask, image.alpha)));
  }
  context.assign(ref, PDFRawStream.of(dict, image.data));
}

/** A colour space in `doc`, each ICC profile written once per document (sRGB is one profile for all). */
function colorSpaceObject(
  doc: PDFDocument,
  space: ColorSpace,
  made: Map<ColorSpace | Buffer, PDFObject>,
): PDFObject {
  if (space.kind === 'gray') return PDFName.of('DeviceGray');
  const key = space.kind === 'icc' ? space.profile : space;
  const known = made.get(key);
  if (known) return known;
  const { context } = doc;
  let object: PDFObject;
  if (space.kind === 'icc') {
    const profile = context.register(context.flateStream(space.profile, { N: space.components }));
    object = context.obj([PDFName.of('ICCBased'), profile]);
  } else {
    const base = colorSpaceObject(doc, space.base, made);
    const table = context.register(context.flateStream(space.palette));
    const entries = space.palette.length / (space.base.kind === 'gray' ? 1 : 3);
    object = context.obj([PDFName.of('Indexed'), base, entries - 1, table]);
  }
  made.set(key, object);
  return object;
}

/**
 * Whether Chromium drew a placeholder's pixels (an image it had to crop or transform): flat mid-gray, as only a
 * placeholder is. Only the first bytes are inflated.
 */
function isDrawnPlaceholder(image: PDFRawStream): boolean {
  if (image.dict.get(PDFName.of('Filter')) !== PDFName.of('FlateDecode')) return false;
  let start: Buffer;
  try {
    start = inflateSync(image.contents.subarray(0, 512), { finishFlush: zlib.Z_SYNC_FLUSH });
  } catch {
    return false;
  }
  return start.length > 0 && start.every((byte) => byte === 128);
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
