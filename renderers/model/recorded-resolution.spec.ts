import { crc32 } from 'node:zlib';
import { recordedResolution } from './recorded-resolution';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const typeBytes = Buffer.from(type, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([typeBytes, data])) >>> 0);
  return Buffer.concat([head, typeBytes, data, crc]);
}

function png(before: Buffer[], after: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(10, 0);
  ihdr.writeUInt32BE(10, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...before,
    chunk('IDAT', Buffer.from([0])),
    ...after,
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function phys(perUnit: number, unit: number): Buffer {
  const data = Buffer.alloc(9);
  data.writeUInt32BE(perUnit, 0);
  data.writeUInt32BE(perUnit, 4);
  data[8] = unit;
  return chunk('pHYs', data);
}

function jfif(units: number, density: number): Buffer {
  const app0 = Buffer.alloc(20);
  app0.writeUInt16BE(0xffd8, 0);
  app0.writeUInt16BE(0xffe0, 2);
  app0.writeUInt16BE(16, 4);
  app0.write('JFIF\0', 6, 'latin1');
  app0[11] = 1;
  app0[12] = 2;
  app0[13] = units;
  app0.writeUInt16BE(density, 14);
  app0.writeUInt16BE(density, 16);
  return app0;
}

describe('recordedResolution', () => {
  it('reads a PNG’s pHYs chunk in dots per inch (pixels per metre × 0.0254)', () => {
    expect(recordedResolution(png([phys(11811, 1)]), 'image/png')).toBeCloseTo(300, 0);
  });

  it('knows no resolution from a PNG without pHYs, with only an aspect ratio, or with pHYs after the data', () => {
    expect(recordedResolution(png([]), 'image/png')).toBeUndefined();
    expect(recordedResolution(png([phys(2, 0)]), 'image/png')).toBeUndefined();
    expect(recordedResolution(png([], [phys(11811, 1)]), 'image/png')).toBeUndefined();
  });

  it('reads a JPEG’s JFIF density in dots per inch or per centimetre', () => {
    expect(recordedResolution(jfif(1, 300), 'image/jpeg')).toBe(300);
    expect(recordedResolution(jfif(2, 118), 'image/jpeg')).toBeCloseTo(299.7, 1);
    expect(recordedResolution(jfif(0, 1), 'image/jpeg')).toBeUndefined();
  });

  it('reads nothing from other files or truncated headers', () => {
    expect(recordedResolution(Buffer.from('GIF89a'), 'image/gif')).toBeUndefined();
    expect(recordedResolution(png([phys(11811, 1)]).subarray(0, 40), 'image/png')).toBeUndefined();
    expect(recordedResolution(Buffer.from([0xff, 0xd8]), 'image/jpeg')).toBeUndefined();
  });
});
