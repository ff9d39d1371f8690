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
