import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

import { zipEntryDate } from '../output/write-zip';
import { useNativeZipCrc } from '../output/native-zip-crc';
import { FIXED_SOURCE_DATE } from '../types';

/**
 * OCF container: `mimetype` first, stored, with no extra fields; everything else deflated, in the order given
 * (deterministic: the same book gives the same order), every entry dated `mtime` (the commit's date).
 */
export async function writeEpubZip(
  outFile: string,
  entries: { name: string; data: Buffer }[],
  mtime: Date = FIXED_SOURCE_DATE,
  signal?: AbortSignal,
): Promise<void> {
  const FIXED_MTIME = zipEntryDate(mtime);
  useNativeZipCrc();
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('application/epub+zip', 'ascii'), 'mimetype', {
    mtime: FIXED_MTIME,
    compress: false,
    forceDosTimestamp: true,
  });
  for (const entry of entries) {
    zip.addBuffer(entry.data, entry.name, {
      mtime: FIXED_MTIME,
      compress: !/\.(?:png|jpe?g|gif|webp|woff2?)$/i.test(entry.name),
      forceDosTimestamp: true,
    });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(outFile), signal ? { signal } : {});
}
