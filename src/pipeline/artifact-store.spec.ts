import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskArtifactStore } from './artifact-store';

describe('DiskArtifactStore.duplicate', () => {
  let dir: string;
  let store: DiskArtifactStore;
  const read = async (key: string) => {
    const opened = await store.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-artifacts-'));
    store = new DiskArtifactStore(join(dir, 'store'));
    await writeFile(join(dir, 'book.pdf'), 'first');
    await store.put('builds/1/pdf/book.pdf', join(dir, 'book.pdf'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('gives the new key the same bytes and size', async () => {
    expect(await store.duplicate('builds/1/pdf/book.pdf', 'builds/2/pdf/book.pdf')).toBe(5);
    expect(await read('builds/2/pdf/book.pdf')).toBe('first');
  });

  it('answers null for a missing artifact and creates nothing', async () => {
    expect(await store.duplicate('builds/9/pdf/book.pdf', 'builds/2/pdf/book.pdf')).toBeNull();
    expect(await store.open('builds/2/pdf/book.pdf')).toBeNull();
  });

  it('leaves the earlier artifact alone when the new key is replaced or removed', async () => {
    await store.duplicate('builds/1/pdf/book.pdf', 'builds/2/pdf/book.pdf');
    await writeFile(join(dir, 'other.pdf'), 'second');
    await store.put('builds/2/pdf/book.pdf', join(dir, 'other.pdf'));
    expect(await read('builds/1/pdf/book.pdf')).toBe('first');
    await store.remove('builds/2/pdf/book.pdf');
    expect(await readFile(join(dir, 'store', 'builds/1/pdf/book.pdf'), 'utf8')).toBe('first');
  });
});
