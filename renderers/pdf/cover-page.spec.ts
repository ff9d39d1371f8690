import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { BookAsset } from '../model/book-model';
import { drawnCoverPage, plainJpeg } from './cover-page';
import { placeholderJpeg } from './placeholder-jpeg';
import { parseTrimSize } from './trim-size';

const trim = parseTrimSize('7in 9.1875in')!;

const asset = (outputPath: string, mediaType: string): BookAsset => ({
  sourcePath: outputPath,
  outputPath,
  href: outputPath,
  mediaType,
  data: Buffer.alloc(0),
});

/** A JPEG segment: marker, length, body. */
const segment = (marker: number, body: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);

/** `jpeg` with `extra` inserted right after its start-of-image marker. */
const withSegment = (jpeg: Buffer, extra: Buffer) =>
  Buffer.concat([jpeg.subarray(0, 2), extra, jpeg.subarray(2)]);

/** The page's drawing operators, decompressed. */
async function pageContent(doc: PDFDocument): Promise<string> {
  const reloaded = await PDFDocument.load(await doc.save({ useObjectStreams: false }));
  const contents = reloaded.getPage(0).node.Contents()!;
  const streams =
    'asArray' in contents ? contents.asArray().map((ref) => reloaded.context.lookup(ref)) : [contents];
  return streams
    .map((stream) => {
      const raw = stream as PDFRawStream;
      const flate = raw.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
      return Buffer.from(flate ? inflateSync(raw.contents) : raw.contents).toString('latin1');
    })
    .join('\n');
}

/** The numbers of the `cm` operator that places the image: width, 0, 0, height, x, y. */
function placement(content: string): number[] {
  const match = /([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) cm\s*\/Image/.exec(content);
  if (!match) throw new Error(`no image drawn in:\n${content}`);
  return match.slice(1).map(Number);
}

describe('plainJpeg: JPEGs Chromium writes into a PDF as they are', () => {
  const placeholder = placeholderJpeg(70, 92, Buffer.from('cover'));

  it('takes a passed-through PNG placeholder and a JFIF or commented JPEG', () => {
    expect(plainJpeg(placeholder)).toBe(true);
    const jfif = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
    expect(plainJpeg(withSegment(placeholder, jfif))).toBe(true);
  });

  it('leaves to Chromium a JPEG with EXIF (its orientation), an ICC profile or an Adobe (CMYK) segment', () => {
    expect(plainJpeg(withSegment(placeholder, segment(0xe1, Buffer.from('Exif\0\0MM\0*', 'latin1'))))).toBe(
      false,
    );
    expect(plainJpeg(withSegment(placeholder, segment(0xe2, Buffer.from('ICC_PROFILE\0', 'latin1'))))).toBe(
      false,
    );
    expect(
      plainJpeg(withSegment(placeholder, segment(0xee, Buffer.from('Adobe\0d\0\0\0\0\x02', 'latin1')))),
    ).toBe(false);
  });

  it('leaves to Chromium a four-component (CMYK) frame, arithmetic coding, and what is not a JPEG', () => {
    const cmyk = Buffer.from(placeholder);
    const frame = cmyk.indexOf(Buffer.from([0xff, 0xc0]));
    cmyk[frame + 9] = 4;
    expect(plainJpeg(cmyk)).toBe(false);
    const arithmetic = Buffer.from(placeholder);
    arithmetic[frame + 1] = 0xc9;
    expect(plainJpeg(arithmetic)).toBe(false);
    expect(plainJpeg(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe(false);
    expect(plainJpeg(placeholder.subarray(0, 40))).toBe(false);
  });
});

describe('drawnCoverPage: the cover page without a print', () => {
  const served = (path: string, body: Buffer, contentType = 'image/jpeg') =>
    new Map([[path, { body, contentType }]]);

  it('fills a page of the trim size with an image of its proportions, the placeholder embedded as it is', async () => {
    const jpeg = placeholderJpeg(700, 919, Buffer.from('octavo-placeholder:cover'));
    const doc = (await drawnCoverPage(
      asset('images/cover.png', 'image/png'),
      served('images/cover.png', jpeg),
      trim,
    ))!;
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height]).toEqual([504, 661.5]);
    const images = [...doc.context.enumerateIndirectObjects()]
      .map(([, object]) => object)
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream);
    expect(images.some((stream) => Buffer.from(stream.contents).equals(jpeg))).toBe(true);
    // 700 × 919 pixels at 504 / 700 points a pixel: 661.68 points high, 0.09 cropped top and bottom.
    const [w, , , h, x, y] = placement(await pageContent(doc));
    expect(w).toBeCloseTo(504, 1);
    expect(h).toBeCloseTo(661.68, 1);
    expect(x).toBeCloseTo(0, 1);
    expect(y).toBeCloseTo(-0.09, 1);
    expect(await pageContent(doc)).toMatch(/0 0 504 661\.5 re\s+W\s+n/);
  });

  it('shows an image of other proportions whole, centred', async () => {
    const square = placeholderJpeg(400, 400, Buffer.from('square'));
    const doc = (await drawnCoverPage(asset('c.jpg', 'image/jpeg'), served('c.jpg', square), trim))!;
    const [w, , , h, x, y] = placement(await pageContent(doc));
    expect([w, h]).toEqual([504, 504]);
    expect(x).toBeCloseTo(0, 3);
    expect(y).toBeCloseTo((661.5 - 504) / 2, 3);
  });

  it('is left to Chromium for an SVG, a PNG served as it is, or a JPEG Chromium would not write as it is', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(
      await drawnCoverPage(asset('c.svg', 'image/svg+xml'), served('c.svg', svg, 'image/svg+xml'), trim),
    ).toBe(undefined);
    const png = Buffer.from('\x89PNG\r\n\x1a\n', 'latin1');
    expect(await drawnCoverPage(asset('c.png', 'image/png'), served('c.png', png, 'image/png'), trim)).toBe(
      undefined,
    );
    const exif = withSegment(
      placeholderJpeg(70, 92, Buffer.from('x')),
      segment(0xe1, Buffer.from('Exif\0\0')),
    );
    expect(await drawnCoverPage(asset('c.jpg', 'image/jpeg'), served('c.jpg', exif), trim)).toBe(undefined);
    expect(await drawnCoverPage(asset('c.jpg', 'image/jpeg'), new Map(), trim)).toBe(undefined);
  });
});
