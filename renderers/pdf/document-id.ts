import { createHash } from 'node:crypto';
import { PDFDocument, PDFHexString } from 'pdf-lib';

/** Stands in the trailer's /ID while the file is hashed; as long as the id that replaces it. */
const PLACEHOLDER = 'F'.repeat(32);

/**
 * Saves with a document id taken from the file's own bytes (PDF 14.4 allows any id; viewers and
 * validators only need one that changes when the content does), so the same book gives the same file.
 * Chromium's id is random per print.
 */
export async function saveWithContentId(
  doc: PDFDocument,
  options: Parameters<PDFDocument['save']>[0],
): Promise<Uint8Array> {
  const placeholder = PDFHexString.of(PLACEHOLDER);
  doc.context.trailerInfo.ID = doc.context.obj([placeholder, placeholder]);
  const bytes = await doc.save(options);
  const marker = Buffer.from(`<${PLACEHOLDER}>`, 'latin1');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const second = buffer.lastIndexOf(marker);
  const first = second > 0 ? buffer.lastIndexOf(marker, second - 1) : -1;
  if (first < 0) return bytes;
  const id = createHash('sha256').update(buffer).digest('hex').slice(0, 32).toUpperCase();
  buffer.write(`<${id}>`, first, 'latin1');
  buffer.write(`<${id}>`, second, 'latin1');
  return bytes;
}
