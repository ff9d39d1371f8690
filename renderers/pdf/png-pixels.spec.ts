import { deflateSync } from 'node:zlib';
import { encodePng, pngChunk, varyingSamples } from '../test-support/png-encoder';
import { readPngFile } from './png-file';
import { pngPixels } from './png-pixels';

describe('readPngFile', () => {
  it('reads the header, joins the IDAT chunks and keeps the colour chunks', () => {
    const profile = Buffer.alloc(200, 7);
    profile.write('RGB ', 16, 'latin1');
    const png = encodePng({
      width: 5,
      height: 3,
      colorType: 2,
      samples: varyingSamples(5, 3, 3),
      chunks: [
        ['iCCP', Buffer.concat([Buffer.from('sRGB\0\0', 'latin1'), deflateSync(profile)])],
        ['gAMA', Buffer.from([0, 0, 0xb1, 0x8f])],
      ],
    });
    const file = readPngFile(png)!;
    expect(file).toMatchObject({
      width: 5,
      height: 3,
      bitDepth: 8,
      colorType: 2,
      interlaced: false,
      gamma: 45455,
    });
    expect(file.iccProfile).toEqual(profile);
    expect(file.srgb).toBe(false);
    expect(file.chromaticities).toBe(false);
  });

  it.each([
    ['not a PNG', Buffer.from('GIF89a and more bytes than a PNG header needs')],
    [
      'a chunk whose CRC is wrong',
      (() => {
        const png = encodePng({ width: 2, height: 2, colorType: 0, samples: Buffer.alloc(4) });
        png[png.length - 20] ^= 0xff;
        return png;
      })(),
    ],
    [
      'no IEND',
      (() => {
        const png = encodePng({ width: 2, height: 2, colorType: 0, samples: Buffer.alloc(4) });
        return png.subarray(0, png.length - 12);
      })(),
    ],
    [
      'a palette image without a palette',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        pngChunk('IHDR', Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 3, 0, 0, 0])),
        pngChunk('IDAT', deflateSync(Buffer.alloc(6))),
        pngChunk('IEND', Buffer.alloc(0)),
      ]),
    ],
    [
      'a bit depth the colour type cannot have',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        pngChunk('IHDR', Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 4, 2, 0, 0, 0])),
        pngChunk('IDAT', deflateSync(Buffer.alloc(6))),
        pngChunk('IEND', Buffer.alloc(0)),
      ]),
    ],
  ])('refuses %s', (_what, bytes) => {
    expect(readPngFile(bytes)).toBeNull();
  });
});

describe('pngPixels: the samples with every scanline filter undone', () => {
  const cases: [string, 0 | 2 | 3 | 4 | 6, number][] = [
    ['gray', 0, 1],
    ['RGB', 2, 3],
    ['palette indexes', 3, 1],
    ['gray and alpha', 4, 2],
    ['RGBA', 6, 4],
  ];
  it.each(cases)(
    '%s, rows filtered None, Sub, Up, Average and Paeth in turn',
    (_what, colorType, channels) => {
      const width = 37;
      const height = 23;
      const samples = varyingSamples(width, height, channels, colorType + 3);
      const png = encodePng({
        width,
        height,
        colorType,
        samples,
        filters: [0, 1, 2, 3, 4, 4, 3, 2, 1],
        ...(colorType === 3 ? { palette: Buffer.alloc(256 * 3, 9) } : {}),
      });
      expect(pngPixels(readPngFile(png)!)).toEqual({ channels, data: samples });
    },
  );

  it('every filter on the first row, where there is no row above', () => {
    for (const filter of [0, 1, 2, 3, 4]) {
      const samples = varyingSamples(9, 1, 3, filter);
      const png = encodePng({ width: 9, height: 1, colorType: 2, samples, filters: [filter] });
      expect(pngPixels(readPngFile(png)!)?.data).toEqual(samples);
    }
  });

  it('leaves other bit depths, and data that inflates short, to a general decoder', () => {
    const sixteen = encodePng({
      width: 3,
      height: 2,
      colorType: 2,
      bitDepth: 16,
      samples: Buffer.alloc(36, 1),
    });
    expect(pngPixels(readPngFile(sixteen)!)).toBeNull();
    const short = readPngFile(encodePng({ width: 4, height: 4, colorType: 0, samples: Buffer.alloc(16) }))!;
    expect(pngPixels({ ...short, height: 40 })).toBeNull();
  });
});
