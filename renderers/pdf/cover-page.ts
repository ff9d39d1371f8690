import {
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
} from 'pdf-lib';
import { BookAsset } from '../model/book-model';
import { ServedFile } from './chromium';
import { coverFit } from './print-document';
import { TrimSize } from './trim-size';

/**
 * The cover page drawn here, without a print of its own: a page of the trim size with the cover image placed as
 * Chromium places it (`coverDocument`: filling the page, cropped about its centre, when its proportions are
 * within 4% of the page's, else whole and centred). A print cost a renderer process, the book's fonts and a PDF:
 * 0.5-0.8 CPU-seconds of the 2 cores at the start of every render with a cover. Only a JPEG Chromium would have
 * written as it is, byte for byte (a passed-through PNG's placeholder is one, see image-pass-through.ts); any
 * other cover (SVG, GIF, a JPEG with EXIF orientation, a colour profile or Adobe's CMYK marker, which Chromium
 * turns or converts) is printed by Chromium: undefined.
 */
export async function drawnCoverPage(
  cover: BookAsset,
  served: ReadonlyMap<string, ServedFile>,
  trim: TrimSize,
): Promise<PDFDocument | undefined> {
  const file = served.get(cover.outputPath);
  if (!file || file.contentType !== 'image/jpeg' || !plainJpeg(file.body)) return undefined;
  const doc = await PDFDocument.create({ updateMetadata: false });
  // A copy of its own: pdf-lib reads a JPEG through a DataView of the whole ArrayBuffer, ignoring a Buffer's offset
  // into Node's shared pool.
  const image = await doc.embedJpg(new Uint8Array(file.body));
  // Embedded now, so that the image pass-through finds the placeholder among the document's objects.
  await image.embed();
  const page = doc.addPage([trim.widthPt, trim.heightPt]);
  const fit = coverFit(image.width, image.height, trim);
  const scale =
    fit === 'cover'
      ? Math.max(trim.widthPt / image.width, trim.heightPt / image.height)
      : Math.min(trim.widthPt / image.width, trim.heightPt / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  // One transformation (as Chromium writes an image), the page's edges clipping what a full bleed crops.
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    rectangle(0, 0, trim.widthPt, trim.heightPt),
    clip(),
    endPath(),
    concatTransformationMatrix(width, 0, 0, height, (trim.widthPt - width) / 2, (trim.heightPt - height) / 2),
    drawObject(name),
    popGraphicsState(),
  );
  return doc;
}

/** JPEG markers Chromium writes through untouched: the frame, its tables, the scan, JFIF's APP0 and comments. */
const PLAIN_MARKERS = new Set([0xc0, 0xc2, 0xc4, 0xdb, 0xdd, 0xe0, 0xfe]);

/**
 * A baseline or progressive JPEG, gray or colour, with nothing that changes how it is drawn: no EXIF (its
 * orientation), no ICC profile, no Adobe segment (CMYK, inverted), no arithmetic coding.
 */
export function plainJpeg(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return false;
  let pos = 2;
  while (pos + 4 <= data.length) {
    if (data[pos] !== 0xff) return false;
    const marker = data[pos + 1]!;
    if (marker === 0xff) {
      pos++;
      continue;
    }
    if (!PLAIN_MARKERS.has(marker) && marker !== 0xda) return false;
    const length = data.readUInt16BE(pos + 2);
    if (marker === 0xc0 || marker === 0xc2) {
      const components = data[pos + 9];
      if (components !== 1 && components !== 3) return false;
    }
    // The scan's entropy-coded data follows: every segment that decides the drawing has been read.
    if (marker === 0xda) return true;
    pos += 2 + length;
  }
  return false;
}
