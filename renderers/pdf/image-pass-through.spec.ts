import { deflateSync, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream } from 'pdf-lib';
import { encodePng, varyingSamples } from '../test-support/png-encoder';
import { luminance } from './grayscale';
import { passThroughImages, PlaceholderLost } from './image-pass-through';
import { placeholderJpeg, placeholderLabel } from './placeholder-jpeg';

describe('placeholderJpeg', () => {
  it.each([
    [1, 1],
    [8, 8],
    [9, 17],
    [2126, 1397],
    [65535, 3],
  ])('is a baseline gray JPEG of %i × %i carrying its label', (width, height) => {
    const label = Buffer.from(`octavo-image images/ü ${width}.png`, 'utf8');
    const jpeg = placeholderJpeg(width, height, label);
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(jpeg.readUInt16BE(frame + 5)).toBe(height);
    expect(jpeg.readUInt16BE(frame + 7)).toBe(width);
    expect(jpeg[frame + 9]).toBe(1);
    expect(placeholderLabel(jpeg)).toEqual(label);
    // Entropy-coded data never holds a marker (0xFF followed by anything but 0).
    const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const data = jpeg.subarray(scan + 2 + jpeg.readUInt16BE(scan + 2), -2);
    expect(data.includes(0xff)).toBe(false);
  });

  it('has no label unless it starts with one', () => {
    expect(placeholderLabel(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 67]))).toBeUndefined();
  });

  it('refuses a size a JPEG cannot have', () => {
    expect(() => placeholderJpeg(70000, 1, Buffer.alloc(0))).toThrow(RangeError);
    expect(() => placeholderJpeg(0, 1, Buffer.alloc(0))).toThrow(RangeError);
  });
});

/** A document holding `path`'s placeholder as Chromium writes a JPEG: a DCTDecode image XObject of its bytes. */
async function printedWith(
  jpeg: Buffer,
  extra: Record<string, unknown> = {},
): Promise<{ doc: PDFDocument; ref: PDFRef }> {
  const doc = await PDFDocument.create();
  const dict = doc.context.obj({
    Type: 'XObject',
    Subtype: 'Image',
    Width: 1,
    Height: 1,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'DCTDecode',
    Interpolate: true,
    ...extra,
  });
  const ref = doc.context.register(PDFRawStream.of(dict, jpeg));
  return { doc, ref };
}

function imageAt(doc: PDFDocument, ref: PDFRef): PDFRawStream {
  return doc.context.lookup(ref) as PDFRawStream;
}

function entry(image: PDFStream, key: string) {
  return image.dict.get(PDFName.of(key));
}

describe('passThroughImages', () => {
  const width = 13;
  const height = 7;
  const rgb = varyingSamples(width, height, 3, 5);
  const file = (png: Buffer) => new Map([['images/a.png', { body: png, contentType: 'image/png' }]]);

  it('serves a placeholder JPEG of the same size, and leaves other files alone', () => {
    const files = new Map([
      [
        'images/a.png',
        { body: encodePng({ width, height, colorType: 2, samples: rgb }), contentType: 'image/png' },
      ],
      ['fonts/x.woff2', { body: Buffer.from('wOF2'), contentType: 'font/woff2' }],
    ]);
    const { served } = passThroughImages(files, { grayscale: false });
    const placeholder = served.get('images/a.png')!;
    expect(placeholder.contentType).toBe('image/jpeg');
    expect(placeholderLabel(placeholder.body)?.toString()).toBe('octavo-image images/a.png');
    expect(served.get('fonts/x.woff2')).toBe(files.get('fonts/x.woff2'));
  });

  it("puts an opaque RGB PNG's own data in the placeholder's place: FlateDecode with its predictors, sRGB", async () => {
    const png = encodePng({ width, height, colorType: 2, samples: rgb, filters: [1, 4] });
    const images = passThroughImages(file(png), { grayscale: false });
    const { doc, ref } = await printedWith(images.served.get('images/a.png')!.body);
    await images.restore(doc);
    const image = imageAt(doc, ref);
    expect(entry(image, 'Filter')).toBe(PDFName.of('FlateDecode'));
    expect((entry(image, 'Width') as PDFNumber).asNumber()).toBe(width);
    expect((entry(image, 'Height') as PDFNumber).asNumber()).toBe(height);
    expect(entry(image, 'Interpolate')).toBeDefined();
    const parms = entry(image, 'DecodeParms') as PDFDict;
    expect((parms.get(PDFName.of('Predictor')) as PDFNumber).asNumber()).toBe(15);
    expect((parms.get(PDFName.of('Colors')) as PDFNumber).asNumber()).toBe(3);
    expect((parms.get(PDFName.of('Columns')) as PDFNumber).asNumber()).toBe(width);
    const space = entry(image, 'ColorSpace') as PDFArray;
    expect(space.get(0)).toBe(PDFName.of('ICCBased'));
    const profile = doc.context.lookup(space.get(1)) as PDFStream;
    expect((profile.dict.get(PDFName.of('N')) as PDFNumber).asNumber()).toBe(3);
    // The data is the PNG's IDAT, as a zlib stream the PDF reader inflates and un-predicts itself.
    const inflated = inflateSync(Buffer.from(image.contents));
    expect(inflated.length).toBe((width * 3 + 1) * height);
  });

  it('splits alpha into an SMask, and writes none when every pixel is opaque', async () => {
    const rgba = varyingSamples(width, height, 4, 9);
    const images = passThroughImages(file(encodePng({ width, height, colorType: 6, samples: rgba })), {
      grayscale: false,
    });
    const { doc, ref } = await printedWith(images.served.get('images/a.png')!.body);
    await images.restore(doc);
    const image = imageAt(doc, ref);
    const color = inflateSync(Buffer.from(image.contents));
    const mask = doc.context.lookup(entry(image, 'SMask')) as PDFRawStream;
    const alpha = inflateSync(Buffer.from(mask.contents));
    for (let p = 0; p < width * height; p++) {
      expect([...color.subarray(p * 3, p * 3 + 3)]).toEqual([...rgba.subarray(p * 4, p * 4 + 3)]);
      expect(alpha[p]).toBe(rgba[p * 4 + 3]);
    }
    expect(entry(image, 'DecodeParms')).toBeUndefined();

    const opaque = Buffer.from(rgba);
    for (let p = 3; p < opaque.length; p += 4) opaque[p] = 255;
    const solid = passThroughImages(file(encodePng({ width, height, colorType: 6, samples: opaque })), {
      grayscale: false,
    });
    const printed = await printedWith(solid.served.get('images/a.png')!.body);
    await solid.restore(printed.doc);
    expect(entry(imageAt(printed.doc, printed.ref), 'SMask')).toBeUndefined();
  });

  it('in a gray book, RGB becomes DeviceGray by the same luma as the rest of the page, palettes turn gray', async () => {
    const images = passThroughImages(file(encodePng({ width, height, colorType: 2, samples: rgb })), {
      grayscale: true,
    });
    const { doc, ref } = await printedWith(images.served.get('images/a.png')!.body);
    await images.restore(doc);
    const image = imageAt(doc, ref);
    expect(entry(image, 'ColorSpace')).toBe(PDFName.of('DeviceGray'));
    const gray = inflateSync(Buffer.from(image.contents));
    for (let p = 0; p < width * height; p++)
      expect(gray[p]).toBe(Math.round(luminance(rgb[p * 3]!, rgb[p * 3 + 1]!, rgb[p * 3 + 2]!)));

    const palette = Buffer.from([255, 0, 0, 0, 0, 255, 10, 20, 30]);
    const indexed = passThroughImages(
      file(encodePng({ width: 3, height: 1, colorType: 3, samples: Buffer.from([0, 1, 2]), palette })),
      { grayscale: true },
    );
    const printed = await printedWith(indexed.served.get('images/a.png')!.body);
    await indexed.restore(printed.doc);
    const space = entry(imageAt(printed.doc, printed.ref), 'ColorSpace') as PDFArray;
    expect(space.get(0)).toBe(PDFName.of('Indexed'));
    expect(space.get(1)).toBe(PDFName.of('DeviceGray'));
    const table = inflateSync(
      Buffer.from((printed.doc.context.lookup(space.get(3)) as PDFRawStream).contents),
    );
    expect([...table]).toEqual([76, 29, 18]);
  });

  it('leaves to Chromium what a PDF would colour otherwise or cannot take as it is', () => {
    const cases: Buffer[] = [
      encodePng({ width, height, colorType: 2, samples: rgb, interlaced: true }),
      encodePng({
        width,
        height,
        colorType: 2,
        samples: rgb,
        chunks: [['gAMA', Buffer.from([0, 0, 0x80, 0])]],
      }),
      encodePng({ width, height, colorType: 2, samples: rgb, chunks: [['cHRM', Buffer.alloc(32)]] }),
      encodePng({ width: 2, height: 1, colorType: 6, bitDepth: 16, samples: Buffer.alloc(16, 3) }),
    ];
    for (const png of cases) {
      const { served } = passThroughImages(file(png), { grayscale: false });
      expect(served.get('images/a.png')!.body).toBe(png);
    }
  });

  it('says when Chromium drew a placeholder instead of writing it (a cropped image)', async () => {
    const images = passThroughImages(file(encodePng({ width, height, colorType: 2, samples: rgb })), {
      grayscale: false,
    });
    const doc = await PDFDocument.create();
    const drawn = doc.context.obj({
      Type: 'XObject',
      Subtype: 'Image',
      Width: 5,
      Height: 4,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    });
    doc.context.register(PDFRawStream.of(drawn, deflateSync(Buffer.alloc(20, 128))));
    await expect(images.restore(doc)).rejects.toThrow(PlaceholderLost);

    const photo = await PDFDocument.create();
    const real = photo.context.obj({
      Type: 'XObject',
      Subtype: 'Image',
      Width: 5,
      Height: 4,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    });
    photo.context.register(PDFRawStream.of(real, deflateSync(varyingSamples(5, 4, 1))));
    await expect(images.restore(photo)).resolves.toBeUndefined();
  });
});
