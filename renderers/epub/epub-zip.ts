import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

const FIXED_MTIME = new Date('2000-01-01T00:00:00Z');

/** OCF container: `mimetype` first, stored, with no extra fields; everything else deflated. */
export async function writeEpubZip(
  outFile: string,
  entries: { name: string; data: Buffer }[],
  signal?: AbortSignal,
): Promise<void> {
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
