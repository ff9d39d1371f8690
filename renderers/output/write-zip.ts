import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A fixed timestamp keeps the same book at the same commit byte-for-byte reproducible. */
const FIXED_MTIME = new Date('2000-01-01T00:00:00Z');
const ALREADY_COMPRESSED = /\.(?:png|jpe?g|gif|webp|avif|zip|gz|woff2?)$/i;

export async function writeZip(outFile: string, entries: ZipEntry[], signal?: AbortSignal): Promise<void> {
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addBuffer(entry.data, entry.name, {
      mtime: FIXED_MTIME,
      compress: !ALREADY_COMPRESSED.test(entry.name),
    });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(outFile), signal ? { signal } : {});
}
