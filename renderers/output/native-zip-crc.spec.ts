import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { useNativeZipCrc } from './native-zip-crc';

type Crc32 = { unsigned: (input: Buffer | string, previous?: Buffer | number) => number };

describe('useNativeZipCrc', () => {
  const bufferCrc32 = createRequire(require.resolve('yazl'))('buffer-crc32') as Crc32;
  const javascript = bufferCrc32.unsigned;
  beforeAll(() => useNativeZipCrc());

  it('replaces the JavaScript CRC-32 that yazl uses', () => {
    expect(bufferCrc32.unsigned).not.toBe(javascript);
  });

  it.each([0, 1, 7, 4096, 1_000_003])('gives the same CRC-32 as buffer-crc32 for %i random bytes', (size) => {
    const bytes = randomBytes(size);
    expect(bufferCrc32.unsigned(bytes)).toBe(javascript(bytes));
  });

  it('chains like buffer-crc32: a previous CRC as a number or as a 4-byte buffer, and strings', () => {
    const [a, b] = [randomBytes(3000), randomBytes(5001)];
    const first = javascript(a);
    const previousBuffer = Buffer.alloc(4);
    previousBuffer.writeUInt32BE(first);
    expect(bufferCrc32.unsigned(b, first)).toBe(javascript(b, first));
    expect(bufferCrc32.unsigned(b, previousBuffer)).toBe(javascript(b, previousBuffer));
    expect(bufferCrc32.unsigned('Octavo – ünïcode')).toBe(javascript('Octavo – ünïcode'));
  });

  it('is installed once, however often it is called', () => {
    const installed = bufferCrc32.unsigned;
    useNativeZipCrc();
    expect(bufferCrc32.unsigned).toBe(installed);
  });
});
