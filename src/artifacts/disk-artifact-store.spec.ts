import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskArtifactStore } from './disk-artifact-store';
import { describeArtifactStoreContract } from './artifact-store.contract';

describeArtifactStoreContract('disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'octavo-artifact-store-'));
  return { store: new DiskArtifactStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

describe('DiskArtifactStore.duplicate', () => {
  it('links rather than copies, and a later put over the new key never changes the original file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'octavo-artifacts-'));
    const store = new DiskArtifactStore(join(dir, 'store'));
    await writeFile(join(dir, 'book.pdf'), 'first');
    await store.put('builds/1/pdf/book.pdf', join(dir, 'book.pdf'));
    await store.duplicate('builds/1/pdf/book.pdf', 'builds/2/pdf/book.pdf');
    await writeFile(join(dir, 'other.pdf'), 'second');
    await store.put('builds/2/pdf/book.pdf', join(dir, 'other.pdf'));
    expect(await readFile(join(dir, 'store', 'builds/1/pdf/book.pdf'), 'utf8')).toBe('first');
    await rm(dir, { recursive: true, force: true });
  });
});

describe('DiskArtifactStore.sha256', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  let dir: string;
  let store: DiskArtifactStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-artifacts-'));
    store = new DiskArtifactStore(join(dir, 'store'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("answers a put's hash from the file's stamp, for the put key and its links, without reading the bytes", async () => {
    await writeFile(join(dir, 'book.pdf'), 'bytes of the book');
    // A hash that is not the bytes' shows it was not read back (the caller hashed the file it put).
    const declared = 'f'.repeat(64);
    await store.put('builds/1/pdf/book.pdf', join(dir, 'book.pdf'), declared);
    expect(await store.sha256('builds/1/pdf/book.pdf')).toBe(declared);
    await store.duplicate('builds/1/pdf/book.pdf', 'builds/2/pdf/book.pdf');
    expect(await store.sha256('builds/2/pdf/book.pdf')).toBe(declared);
  });

  it('reads a file edited in place again, even one of the same size edited right after its put', async () => {
    await writeFile(join(dir, 'book.pdf'), 'bytes of the book');
    await store.put('builds/1/pdf/book.pdf', join(dir, 'book.pdf'), sha('bytes of the book'));
    await store.duplicate('builds/1/pdf/book.pdf', 'builds/2/pdf/book.pdf');
    await writeFile(join(dir, 'store', 'builds/1/pdf/book.pdf'), 'BYTES OF THE BOOK');
    expect(await store.sha256('builds/1/pdf/book.pdf')).toBe(sha('BYTES OF THE BOOK'));
    // The link shares the inode: the reused copy is the tampered file too, and says so.
    expect(await store.sha256('builds/2/pdf/book.pdf')).toBe(sha('BYTES OF THE BOOK'));
  });
});
