import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { useNativeZipCrc } from './native-zip-crc';

export interface ZipEntry {
  name: string;
  /** A promise for what is still being made: the entries before it are compressed (on libuv's threads) meanwhile. */
  data: Buffer | Promise<Buffer>;
}

import { FIXED_SOURCE_DATE } from '../types';

const ALREADY_COMPRESSED = /\.(?:png|jpe?g|gif|webp|avif|zip|gz|woff2?)$/i;

/**
 * Entries sorted by name and all dated `mtime` (the commit's date): the same book at the same commit gives the
 * same bytes.
 */
export async function writeZip(
  outFile: string,
  entries: ZipEntry[],
  signal?: AbortSignal,
  mtime: Date = FIXED_SOURCE_DATE,
): Promise<void> {
  useNativeZipCrc();
  const zip = new ZipFile();
  const sorted = [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // An entry still being made is awaited in its turn; if one fails, the zip fails with its error (and a later
  // one's failure is not left unhandled).
  for (const entry of sorted) if (entry.data instanceof Promise) entry.data.catch(() => undefined);
  for (const entry of sorted) {
    signal?.throwIfAborted();
    zip.addBuffer(await entry.data, entry.name, {
      mtime: zipEntryDate(mtime),
      forceDosTimestamp: true,
      compress: !ALREADY_COMPRESSED.test(entry.name),
    });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(outFile), signal ? { signal } : {});
}

/**
 * The date as a zip entry's DOS timestamp holds it on every server: DOS times are local, and yazl converts with
 * the process's time zone, so the UTC fields are handed over as local ones. DOS dates start in 1980.
 */
export function zipEntryDate(date: Date): Date {
  const time = Math.max(date.getTime(), Date.UTC(1980, 0, 1));
  const utc = new Date(time);
  return new Date(
    utc.getUTCFullYear(),
    utc.getUTCMonth(),
    utc.getUTCDate(),
    utc.getUTCHours(),
    utc.getUTCMinutes(),
    utc.getUTCSeconds(),
  );
}
