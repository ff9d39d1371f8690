import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

type UnsignedCrc32 = (input: Buffer | string, previous?: Buffer | number) => number;

/**
 * yazl (the zip writer) takes every entry's CRC-32 from buffer-crc32, a byte-at-a-time table walk in JavaScript:
 * 28-40 ms of the corpus book's 11 MB HTML site, on the render's thread. zlib's CRC-32 is the same function
 * (IEEE 802.3, reflected), native and many times faster. This points the very module instance yazl loaded at it;
 * `native-zip-crc.spec.ts` checks both give the same numbers, whole and chained.
 */
let installed = false;

export function useNativeZipCrc(): void {
  if (installed) return;
  installed = true;
  const fromYazl = createRequire(require.resolve('yazl'));
  const bufferCrc32 = fromYazl('buffer-crc32') as { unsigned: UnsignedCrc32 };
  const unsigned: UnsignedCrc32 = (input, previous) =>
    crc32(
      typeof input === 'string' ? Buffer.from(input) : input,
      Buffer.isBuffer(previous) ? previous.readUInt32BE(0) : (previous ?? 0) >>> 0,
    );
  bufferCrc32.unsigned = unsigned;
}
