import { crc32, deflateSync } from 'node:zlib';

export interface PngImage {
  width: number;
  height: number;
  /** 0 gray, 2 RGB, 3 palette, 4 gray and alpha, 6 RGB and alpha. */
  colorType: 0 | 2 | 3 | 4 | 6;
  bitDepth?: 1 | 2 | 4 | 8 | 16;
  /** Samples, one byte each (two, big-endian, at 16 bits), rows one after another; for palette, indexes. */
  samples: Buffer;
  palette?: Buffer;
  transparency?: Buffer;
  /** The filter each row is written with (0-4), cycled; None for all by default. */
  filters?: number[];
  interlaced?: boolean;
  /** Other chunks, written before IDAT (sRGB, gAMA, iCCP …) as [type, data]. */
  chunks?: [string, Buffer][];
}

/** A PNG file, each row filtered as asked (PNG spec, section 9), for tests of decoders and of what PDFs show. */
export function encodePng(image: PngImage): Buffer {
  const bitDepth = image.bitDepth ?? 8;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[image.colorType];
  const stride = Math.ceil((image.width * channels * bitDepth) / 8);
  const bpp = Math.max(1, (channels * bitDepth) / 8);
  const filters = image.filters ?? [0];
  const raw = Buffer.alloc((stride + 1) * image.height);
  for (let y = 0; y < image.height; y++) {
    const filter = filters[y % filters.length]!;
    raw[y * (stride + 1)] = filter;
    for (let x = 0; x < stride; x++) {
      const value = image.samples[y * stride + x]!;
      const left = x >= bpp ? image.samples[y * stride + x - bpp]! : 0;
      const up = y > 0 ? image.samples[(y - 1) * stride + x]! : 0;
      const upLeft = x >= bpp && y > 0 ? image.samples[(y - 1) * stride + x - bpp]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!;
      raw[y * (stride + 1) + 1 + x] = (value - predictor) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header[8] = bitDepth;
  header[9] = image.colorType;
  header[12] = image.interlaced ? 1 : 0;
  const chunks: [string, Buffer][] = [['IHDR', header], ...(image.chunks ?? [])];
  if (image.palette) chunks.push(['PLTE', image.palette]);
  if (image.transparency) chunks.push(['tRNS', image.transparency]);
  // Two IDAT chunks when there is enough data: readers must join them.
  const data = deflateSync(raw);
  const half = Math.floor(data.length / 2);
  chunks.push(['IDAT', data.subarray(0, half)], ['IDAT', data.subarray(half)], ['IEND', Buffer.alloc(0)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...chunks.map(([type, body]) => pngChunk(type, body)),
  ]);
}

export function pngChunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Samples of a `width` × `height` image with `channels` per pixel that vary in every direction (a gradient plus noise). */
export function varyingSamples(width: number, height: number, channels: number, seed = 1): Buffer {
  const out = Buffer.alloc(width * height * channels);
  let state = seed;
  for (let i = 0; i < out.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const pixel = Math.floor(i / channels);
    out[i] = ((pixel % width) * 3 + Math.floor(pixel / width) * 5 + ((state >> 16) % 40)) & 0xff;
  }
  return out;
}

/** A one-pixel PNG: an image file a book can name, when what it shows does not matter. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
