import { createHash } from 'node:crypto';
import { inflateSync, constants as zlib } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';
import { ServedFile } from './chromium';
import { placeholderJpeg, placeholderLabel } from './placeholder-jpeg';
import { PngFile, readPngFile } from './png-file';
import { ColorSpace, makePdfImage, needsDecoding, PdfImage, PlaceholderLost } from './pdf-image';
import { makePdfImagesAhead } from './pdf-images-ahead';
import { KeptPdfImages } from './kept-pdf-images';

export { PlaceholderLost };

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
  /** The book's files as they are, no placeholder among them (what a print Chromium must crop in is served). */
  original: Map<string, ServedFile>;
  /**
   * Puts the images in place of their placeholders in a printed document. Throws PlaceholderLost when
   * Chromium drew a placeholder's pixels instead of writing its bytes (a cropped image, say): the render
   * then prints without placeholders.
   */
  restore(doc: PDFDocument): Promise<void>;
  /** Settles once the images made by this render are in the render cache (or failed to be stored). */
  allKept(): Promise<void>;
  /**
   * Throws PlaceholderLost when Chromium drew a placeholder's pixels in a print made before the last (a layout
   * pass): the render starts again without placeholders there, not after every pass has printed.
   */
  checkDrawn(doc: PDFDocument): void;
}

/** No pass-through: the files as they are. */
export function servedAsTheyAre(files: Map<string, ServedFile>): ImagePassThrough {
  return {
    served: files,
    original: files,
    restore: async () => undefined,
    allKept: async () => undefined,
    checkDrawn: () => undefined,
  };
}

/** PNGs passed through, by the path the book serves them at. */
export function passThroughImages(
  files: Map<string, ServedFile>,
  options: {
    grayscale: boolean;
    /** Images whose pixels must be decoded are made in a worker thread from now on (makePdfImagesAhead). */
    decodeAhead?: boolean;
    /** Decoded images made before (the render cache): only the others are decoded, and kept once made. */
    kept?: KeptPdfImages;
  },
): ImagePassThrough {
  const served = new Map(files);
  const images = new Map<string, PassedImage>();
  for (const [path, file] of files) {
    const png = readPngFile(file.body);
    if (!png || !passable(png, options.grayscale)) continue;
    images.set(path, { png, body: file.body });
    served.set(path, {
      body: placeholderJpeg(png.width, png.height, Buffer.from(`${LABEL}${path}`, 'utf8')),
      contentType: 'image/jpeg',
    });
  }
  if (images.size === 0) return servedAsTheyAre(files);
  const decoded = [...images.values()].filter((image) => needsDecoding(image.png, options.grayscale));
  const { kept } = options;
  const decodeAhead = (toMake: PassedImage[]) => {
    const pixels = toMake.reduce((sum, { png }) => sum + png.width * png.height, 0);
    if (!options.decodeAhead || pixels < DECODE_AHEAD_MIN_PIXELS) return;
    makePdfImagesAhead(
      toMake.map((image) => image.png),
      options.grayscale,
    )?.forEach((made, at) => (toMake[at]!.ahead = made));
  };
  if (kept && decoded.length > 0) {
    const reads = decoded.map((image) => kept.read(image.body).catch(() => undefined));
    // Only what the cache lacks goes to the worker thread, once the cache has answered.
    const started = Promise.all(reads).then((found) => decodeAhead(decoded.filter((_, at) => !found[at])));
    decoded.forEach((image, at) => (image.found = started.then(() => reads[at])));
  } else decodeAhead(decoded);

  const keeping: Promise<void>[] = [];
  const made = async (image: PassedImage): Promise<PdfImage> => {
    const found = await image.found;
    if (found) return found;
    const pdfImage = await (image.ahead ?? makePdfImage(image.png, options.grayscale));
    if (kept && needsDecoding(image.png, options.grayscale)) {
      keeping.push(kept.keep(image.body, pdfImage).catch(() => undefined));
    }
    return pdfImage;
  };
  const pdfImageOf = (path: string): Promise<PdfImage> | undefined => {
    const image = images.get(path);
    if (!image) return undefined;
    image.made ??= made(image);
    return image.made;
  };

  return {
    served,
    original: files,
    allKept: async () => void (await Promise.all(keeping)),
    checkDrawn(doc) {
      for (const [, object] of doc.context.enumerateIndirectObjects()) {
        if (object instanceof PDFRawStream && isImage(object.dict) && isDrawnPlaceholder(object)) {
          throw new PlaceholderLost();
        }
      }
    },
    async restore(doc) {
      const spaces = new Map<ColorSpace | string, PDFObject>();
      const placeholders: { ref: PDFRef; object: PDFRawStream; made: Promise<PdfImage> }[] = [];
      const others: PDFRawStream[] = [];
      for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
        if (!(object instanceof PDFRawStream) || !isImage(object.dict)) continue;
        const label = isDct(object.dict) ? placeholderLabel(object.contents) : undefined;
        const text = label?.toString('utf8');
        const made = text?.startsWith(LABEL) ? pdfImageOf(text.slice(LABEL.length)) : undefined;
        if (made) placeholders.push({ ref, object, made });
        else others.push(object);
      }
      const made = await Promise.all(placeholders.map((placeholder) => placeholder.made));
      // Replaced in the document's order, not as the images come (a mask or colour space each replacement
      // registers takes the next object number: the order decides the bytes).
      placeholders.forEach(({ ref, object }, at) => replace(doc, ref, object, made[at]!, spaces));
      if (others.some(isDrawnPlaceholder)) throw new PlaceholderLost();
    },
  };
}

const LABEL = 'octavo-image ';

interface PassedImage {
  png: PngFile;
  /** The PNG file's bytes (what a kept image is found by). */
  body: Buffer;
  /** The image the render cache kept, once it has answered (KeptPdfImages). */
  found?: Promise<PdfImage | undefined>;
  /** Being made in the worker thread (makePdfImagesAhead). */
  ahead?: Promise<PdfImage>;
  made?: Promise<PdfImage>;
}

/**
 * Pixels to decode from which a worker thread pays: starting one and loading its modules takes 110-130 ms here,
 * while the render's own thread decodes about 20 million pixels a second (a 800 × 450 screenshot: 18-39 ms), so
 * a small book's few images are quicker decoded when its part needs them.
 */
const DECODE_AHEAD_MIN_PIXELS = 4_000_000;

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

/** The placeholder's XObject becomes the image: Chromium's other entries (Interpolate, say) are kept. */
function replace(
  doc: PDFDocument,
  ref: PDFRef,
  placeholder: PDFRawStream,
  image: PdfImage,
  spaces: Map<ColorSpace | string, PDFObject>,
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
  made: Map<ColorSpace | string, PDFObject>,
): PDFObject {
  if (space.kind === 'gray') return PDFName.of('DeviceGray');
  // A profile by its bytes: images made in the worker thread or kept in the cache each bring their own copy.
  const key =
    space.kind === 'icc' ? `icc ${createHash('sha256').update(space.profile).digest('hex')}` : space;
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
