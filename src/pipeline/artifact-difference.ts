import { readFile } from 'node:fs/promises';
import { Entry, fromBuffer, ZipFile } from 'yauzl';
import type { Format } from '../domain/build';

/** Where a stored artifact first differs from a fresh render of the same commit (`builds verify`). */
export interface ArtifactDifference {
  /** For zips (EPUB, HTML zip, source zip): the first entry whose name or bytes differ. */
  entry?: string;
  /** Byte offset of the first difference: in the entry's content for zips, in the file otherwise. */
  offset?: number;
  /** For PDF: the indirect object (`12 0`) holding the first differing byte, when it is inside one. */
  object?: string;
  /** The difference in words, naming the entry or offset. */
  text: string;
}

const ZIPPED: ReadonlySet<Format> = new Set<Format>(['epub', 'html', 'platform']);

/** The first difference between two files of one format; null when their bytes are the same. */
export async function firstDifference(
  format: Format,
  stored: string,
  rendered: string,
): Promise<ArtifactDifference | null> {
  const [a, b] = await Promise.all([readFile(stored), readFile(rendered)]);
  if (a.equals(b)) return null;
  if (ZIPPED.has(format)) return zipDifference(a, b);
  if (format === 'pdf') return pdfDifference(a, b);
  const offset = firstDifferingByte(a, b);
  return { offset, text: `the bytes differ from offset ${offset}${lengthNote(a, b, offset)}` };
}

export function firstDifferingByte(a: Buffer, b: Buffer): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return i;
  return length;
}

function lengthNote(a: Buffer, b: Buffer, offset: number): string {
  if (offset < Math.min(a.length, b.length)) return '';
  return a.length > b.length
    ? ` (the stored file has ${a.length - b.length} extra bytes at its end)`
    : ` (the stored file ends ${b.length - a.length} bytes early)`;
}

/** PDF: the first differing byte and the object it falls in, found by scanning back for `N G obj`. */
export function pdfDifference(stored: Buffer, rendered: Buffer): ArtifactDifference {
  const offset = firstDifferingByte(stored, rendered);
  const object = objectAt(stored, offset);
  const where = object
    ? `, inside object ${object}`
    : ', outside any object (cross-reference table or trailer)';
  return {
    offset,
    ...(object ? { object } : {}),
    text: `the PDF differs from byte ${offset}${where}${lengthNote(stored, rendered, offset)}`,
  };
}

function objectAt(pdf: Buffer, offset: number): string | undefined {
  const before = pdf.subarray(0, Math.min(offset + 1, pdf.length)).toString('latin1');
  let last: RegExpExecArray | undefined;
  for (const match of before.matchAll(/(?:^|[\r\n\s])(\d+) (\d+) obj\b/g)) last = match;
  if (!last) return undefined;
  // An `endobj` after the object's start means the offset lies between objects.
  if (before.indexOf('endobj', last.index) >= 0) return undefined;
  return `${last[1]} ${last[2]}`;
}

/** Zips: the first entry (in the stored file's order) whose content differs or that only one file has. */
export async function zipDifference(stored: Buffer, rendered: Buffer): Promise<ArtifactDifference> {
  let ours: Map<string, Buffer>;
  try {
    ours = await zipEntries(stored);
  } catch (error) {
    return { text: `the stored file is not a readable zip (${(error as Error).message})` };
  }
  const fresh = await zipEntries(rendered);
  for (const [name, bytes] of ours) {
    const other = fresh.get(name);
    if (!other)
      return { entry: name, text: `entry ${name} is in the stored file but not in the fresh render` };
    if (!bytes.equals(other)) {
      const offset = firstDifferingByte(bytes, other);
      return {
        entry: name,
        offset,
        text: `entry ${name} differs from byte ${offset}${lengthNote(bytes, other, offset)}`,
      };
    }
  }
  for (const name of fresh.keys()) {
    if (!ours.has(name)) return { entry: name, text: `entry ${name} is missing from the stored file` };
  }
  const [a, b] = [[...ours.keys()], [...fresh.keys()]];
  const moved = a.findIndex((name, i) => name !== b[i]);
  if (moved >= 0)
    return { entry: a[moved], text: `the entries are in another order from entry ${a[moved]} on` };
  const offset = firstDifferingByte(stored, rendered);
  return {
    offset,
    text: `every entry's content is the same, but the zip itself differs from byte ${offset} (timestamps, compression or comments)`,
  };
}

/** Every entry's name and uncompressed bytes, in the order the zip lists them. */
function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file: ZipFile) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: Entry) => {
        if (entry.fileName.endsWith('/')) {
          entries.set(entry.fileName, Buffer.alloc(0));
          return file.readEntry();
        }
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
