import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZipFile } from 'yazl';
import { firstDifference, pdfDifference } from './artifact-difference';

const dir = mkdtempSync(join(tmpdir(), 'artifact-difference-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;
const file = (bytes: Buffer | string) => {
  const path = join(dir, `f${count++}`);
  writeFileSync(path, bytes);
  return path;
};

function zip(entries: Array<[string, string]>): Promise<Buffer> {
  const archive = new ZipFile();
  const mtime = new Date('2020-01-01T00:00:00Z');
  for (const [name, text] of entries) archive.addBuffer(Buffer.from(text), name, { mtime });
  archive.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    archive.outputStream.on('data', (c: Buffer) => chunks.push(c));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}

describe('firstDifference', () => {
  it('is null for the same bytes', async () => {
    await expect(firstDifference('pdf', file('%PDF-1.7 x'), file('%PDF-1.7 x'))).resolves.toBeNull();
  });

  it('names the first zip entry whose bytes differ, with the offset inside it', async () => {
    const stored = await zip([
      ['mimetype', 'application/epub+zip'],
      ['OEBPS/ch01.xhtml', '<p>one</p>'],
      ['OEBPS/ch02.xhtml', 'x'],
    ]);
    const fresh = await zip([
      ['mimetype', 'application/epub+zip'],
      ['OEBPS/ch01.xhtml', '<p>One</p>'],
      ['OEBPS/ch02.xhtml', 'y'],
    ]);
    await expect(firstDifference('epub', file(stored), file(fresh))).resolves.toEqual({
      entry: 'OEBPS/ch01.xhtml',
      offset: 3,
      text: 'entry OEBPS/ch01.xhtml differs from byte 3',
    });
  });

  it('names an entry only one of the zips has', async () => {
    const stored = await zip([['a.html', 'a']]);
    const fresh = await zip([
      ['a.html', 'a'],
      ['b.html', 'b'],
    ]);
    await expect(firstDifference('html', file(stored), file(fresh))).resolves.toMatchObject({
      entry: 'b.html',
      text: 'entry b.html is missing from the stored file',
    });
    await expect(firstDifference('html', file(fresh), file(stored))).resolves.toMatchObject({
      entry: 'b.html',
      text: 'entry b.html is in the stored file but not in the fresh render',
    });
  });

  it('says when only the order of the entries differs', async () => {
    const stored = await zip([
      ['b', 'b'],
      ['a', 'a'],
    ]);
    const fresh = await zip([
      ['a', 'a'],
      ['b', 'b'],
    ]);
    await expect(firstDifference('platform', file(stored), file(fresh))).resolves.toMatchObject({
      entry: 'b',
    });
  });

  it('says when a stored zip cannot be read', async () => {
    const fresh = await zip([['a', 'a']]);
    const result = await firstDifference('epub', file('not a zip'), file(fresh));
    expect(result?.text).toMatch(/^the stored file is not a readable zip/);
  });
});

describe('pdfDifference', () => {
  const pdf = (body: string) =>
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n12 0 obj\n<< /Title (${body}) >>\nendobj\ntrailer\n`,
    );

  it('names the object holding the first differing byte', () => {
    const a = pdf('Book');
    const b = pdf('Boot');
    const offset = a.indexOf('Book') + 3;
    expect(pdfDifference(a, b)).toEqual({
      offset,
      object: '12 0',
      text: `the PDF differs from byte ${offset}, inside object 12 0`,
    });
  });

  it('says when the difference is outside every object, and when the stored file is longer', () => {
    const a = Buffer.concat([pdf('Book'), Buffer.from('%tampered\n')]);
    const b = pdf('Book');
    expect(pdfDifference(a, b)).toEqual({
      offset: b.length,
      text: `the PDF differs from byte ${b.length}, outside any object (cross-reference table or trailer) (the stored file has 10 extra bytes at its end)`,
    });
  });
});
