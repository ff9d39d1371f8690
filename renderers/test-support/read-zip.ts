import { fromBuffer, Entry, ZipFile } from 'yauzl';
import { readFile } from 'node:fs/promises';

/** Every file entry of a zip, by name. */
export async function readZip(file: string): Promise<Map<string, Buffer>> {
  const buffer = await readFile(file);
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(buffer, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}
