import { DEFAULT_BOOK_LIMITS } from './book-limits';
import { declaredImageSize, svgReadyToShip, unsafeImageReason } from './image-safety';
import { pngHeader } from '../test-support/image-headers';

/** Xcode's iPhone-optimised PNG: a CgBI chunk before IHDR (the header image-size reads, the old hand reader did not). */
function appleOptimisedPngHeader(width: number, height: number): Buffer {
  const png = pngHeader(width, height);
  const cgbi = Buffer.concat([Buffer.from([0, 0, 0, 4]), Buffer.from('CgBI'), Buffer.alloc(8)]);
  return Buffer.concat([png.subarray(0, 8), cgbi, png.subarray(8)]);
}

function jpegHeader(width: number, height: number, frameMarker = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]);
  const sof = Buffer.from([
    0xff,
    frameMarker,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
    1,
    0x11,
    0,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

function gifHeader(width: number, height: number, frame?: { width: number; height: number }): Buffer {
  const screen = Buffer.alloc(13);
  screen.write('GIF89a', 'latin1');
  screen.writeUInt16LE(width, 6);
  screen.writeUInt16LE(height, 8);
  const parts = [screen];
  if (frame) {
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(frame.width, 5);
    descriptor.writeUInt16LE(frame.height, 7);
    parts.push(descriptor, Buffer.from([2, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

describe('declaredImageSize', () => {
  it('reads PNG, JPEG and GIF headers without decoding', () => {
    expect(declaredImageSize(pngHeader(640, 480), 'image/png')).toEqual({ width: 640, height: 480 });
    expect(declaredImageSize(jpegHeader(1024, 768), 'image/jpeg')).toEqual({ width: 1024, height: 768 });
    expect(declaredImageSize(gifHeader(10, 10), 'image/gif')).toEqual({ width: 10, height: 10 });
    // A frame may claim more than the screen; decoders size their buffer by the frame.
    expect(declaredImageSize(gifHeader(10, 10, { width: 60000, height: 60000 }), 'image/gif')).toEqual({
      width: 60000,
      height: 60000,
    });
    expect(declaredImageSize(Buffer.from('not an image'), 'image/png')).toBeNull();
  });
});

describe('unsafeImageReason', () => {
  it('refuses decompression bombs by their declared size', () => {
    expect(unsafeImageReason(pngHeader(100000, 100000), 'image/png', DEFAULT_BOOK_LIMITS)).toMatch(
      /declares 100000 × 100000 pixels.*scale it down/,
    );
    expect(unsafeImageReason(jpegHeader(20000, 20000), 'image/jpeg', DEFAULT_BOOK_LIMITS)).toMatch(
      /megapixel/,
    );
    expect(
      unsafeImageReason(gifHeader(10, 10, { width: 65000, height: 65000 }), 'image/gif', DEFAULT_BOOK_LIMITS),
    ).not.toBeNull();
    expect(unsafeImageReason(pngHeader(4000, 3000), 'image/png', DEFAULT_BOOK_LIMITS)).toBeNull();
  });

  it('reads the size of PNGs Xcode optimised for iPhones, and of JPEG frames image-size skips', () => {
    expect(declaredImageSize(appleOptimisedPngHeader(640, 480), 'image/png')).toEqual({
      width: 640,
      height: 480,
    });
    expect(
      unsafeImageReason(appleOptimisedPngHeader(100000, 100000), 'image/png', DEFAULT_BOOK_LIMITS),
    ).toMatch(/declares 100000 × 100000 pixels/);
    // Arithmetic-coded (SOF9) and lossless (SOF3) frames: image-size finds no size in them.
    expect(unsafeImageReason(jpegHeader(20000, 20000, 0xc9), 'image/jpeg', DEFAULT_BOOK_LIMITS)).toMatch(
      /megapixel/,
    );
    expect(declaredImageSize(jpegHeader(300, 200, 0xc3), 'image/jpeg')).toEqual({ width: 300, height: 200 });
  });

  it('accepts plain-text entities and refuses external, parameter, markup and oversized ones', () => {
    const svg = (subset: string, body = '<svg xmlns="&ns_svg;"><text>&ns_svg;</text></svg>') =>
      Buffer.from(`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd" [${subset}]>${body}`);
    const reason = (data: Buffer, limits = DEFAULT_BOOK_LIMITS) =>
      unsafeImageReason(data, 'image/svg+xml', limits);
    const plain = svg(`\n<!-- namespaces --><!ENTITY ns_svg "http://www.w3.org/2000/svg">\n`);
    expect(reason(plain)).toBeNull();
    expect(svgReadyToShip(plain, 'image/svg+xml', DEFAULT_BOOK_LIMITS).toString()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>http://www.w3.org/2000/svg</text></svg>',
    );
    expect(
      svgReadyToShip(
        svg(`<!ENTITY q 'say "hi"'>`, '<svg a="&q;"/>'),
        'image/svg+xml',
        DEFAULT_BOOK_LIMITS,
      ).toString(),
    ).toBe('<svg a="say &quot;hi&quot;"/>');
    expect(reason(svg('<!ENTITY ns_svg SYSTEM "file:///etc/passwd">'))).toMatch(/ENTITY.*remove the DOCTYPE/);
    expect(reason(svg('<!ENTITY ns_svg PUBLIC "-//x//EN" "x.dtd">'))).toMatch(/ENTITY/);
    expect(reason(svg('<!ENTITY % p "x">'))).toMatch(/ENTITY/);
    expect(reason(svg('<!ENTITY ns_svg "<a/>">'))).toMatch(/ENTITY/);
    const wide = svg(`<!ENTITY ns_svg "${'x'.repeat(1000)}">`, `<svg>${'&ns_svg;'.repeat(100)}</svg>`);
    expect(reason(wide, { ...DEFAULT_BOOK_LIMITS, assetBytes: 50_000 })).toMatch(/ENTITY/);
    expect(reason(wide, { ...DEFAULT_BOOK_LIMITS, assetBytes: 200_000 })).toBeNull();
    expect(reason(Buffer.from('<svg><!ENTITY a "b"></svg>'))).toMatch(/ENTITY/);
  });

  it('refuses an SVG with entity declarations (billion laughs) and accepts a plain one', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`;
    expect(unsafeImageReason(Buffer.from(laughs), 'image/svg+xml', DEFAULT_BOOK_LIMITS)).toMatch(/ENTITY/);
    expect(
      unsafeImageReason(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
        DEFAULT_BOOK_LIMITS,
      ),
    ).toBeNull();
  });
});
