import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArtifactStore } from './artifact-store.port';

/** One behaviour every artifact store adapter must show; `open` gives a fresh, empty store each time. */
export function describeArtifactStoreContract(
  adapter: string,
  open: () => Promise<{ store: ArtifactStore; close(): Promise<void> }>,
  options: { skip?: string } = {},
): void {
  const describeOrSkip = options.skip ? describe.skip : describe;
  describeOrSkip(
    `${adapter} artifact store contract${options.skip ? ` (skipped: ${options.skip})` : ''}`,
    () => {
      let dir: string;
      let store: ArtifactStore;
      let close: () => Promise<void>;
      const file = async (name: string, text: string) => {
        const path = join(dir, name);
        await writeFile(path, text);
        return path;
      };
      const read = async (key: string) => {
        const opened = await store.open(key);
        if (!opened) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
        return { text: Buffer.concat(chunks).toString(), size: opened.size };
      };

      beforeEach(async () => {
        dir = await mkdtemp(join(tmpdir(), 'octavo-artifacts-'));
        ({ store, close } = await open());
        await store.put('builds/1/pdf/book.pdf', await file('book.pdf', 'first'));
      });
      afterEach(async () => {
        await close();
        await rm(dir, { recursive: true, force: true });
      });

      it('stores a file under a key and serves it with its size; the newest put of a key wins', async () => {
        expect(await read('builds/1/pdf/book.pdf')).toEqual({ text: 'first', size: 5 });
        expect(await store.put('builds/1/pdf/book.pdf', await file('again.pdf', 'second!'))).toBe(7);
        expect(await read('builds/1/pdf/book.pdf')).toEqual({ text: 'second!', size: 7 });
      });

      it('answers null for a key it does not hold, and removes a key (twice is fine)', async () => {
        expect(await store.open('builds/9/pdf/book.pdf')).toBeNull();
        await store.remove('builds/1/pdf/book.pdf');
        await store.remove('builds/1/pdf/book.pdf');
        expect(await store.open('builds/1/pdf/book.pdf')).toBeNull();
      });

      it('refuses keys that could leave the store', async () => {
        await expect(store.put('../escape', await file('x', 'x'))).rejects.toThrow(/invalid artifact key/);
        await expect(store.open('builds/../../etc/passwd')).rejects.toThrow(/invalid artifact key/);
      });

      it('duplicates a key: the same bytes and size under the new key', async () => {
        expect(await store.duplicate('builds/1/pdf/book.pdf', 'builds/2/pdf/book.pdf')).toBe(5);
        expect(await read('builds/2/pdf/book.pdf')).toEqual({ text: 'first', size: 5 });
      });

      it('answers null when duplicating a missing key and creates nothing', async () => {
        expect(await store.duplicate('builds/9/pdf/book.pdf', 'builds/2/pdf/book.pdf')).toBeNull();
        expect(await store.open('builds/2/pdf/book.pdf')).toBeNull();
      });

      it("answers the SHA-256 of a key's bytes: put with or without its hash, duplicated, replaced, missing", async () => {
        const sha = (text: string) => createHash('sha256').update(text).digest('hex');
        expect(await store.sha256('builds/1/pdf/book.pdf')).toBe(sha('first'));
        await store.put('builds/1/epub/book.epub', await file('book.epub', 'an epub'), sha('an epub'));
        expect(await store.sha256('builds/1/epub/book.epub')).toBe(sha('an epub'));
        await store.duplicate('builds/1/epub/book.epub', 'builds/2/epub/book.epub');
        expect(await store.sha256('builds/2/epub/book.epub')).toBe(sha('an epub'));
        await store.put('builds/2/epub/book.epub', await file('other.epub', 'another'), sha('another'));
        expect(await store.sha256('builds/2/epub/book.epub')).toBe(sha('another'));
        expect(await store.sha256('builds/1/epub/book.epub')).toBe(sha('an epub'));
        expect(await store.sha256('builds/9/pdf/book.pdf')).toBeNull();
      });

      it('leaves the original alone when the duplicate is replaced or removed', async () => {
        await store.duplicate('builds/1/pdf/book.pdf', 'builds/2/pdf/book.pdf');
        await store.put('builds/2/pdf/book.pdf', await file('other.pdf', 'second'));
        expect(await read('builds/1/pdf/book.pdf')).toEqual({ text: 'first', size: 5 });
        await store.remove('builds/2/pdf/book.pdf');
        expect(await read('builds/1/pdf/book.pdf')).toEqual({ text: 'first', size: 5 });
      });
    },
  );
}
