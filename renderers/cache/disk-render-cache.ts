import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CacheLookup, RenderCache } from './render-cache';

const KEY = /^[0-9a-f]{64}$/;
const DIGEST_BYTES = 32;
/** A temporary file this old was left by a process that died while writing it. */
const ABANDONED_MS = 10 * 60_000;

/**
 * The render cache as files in one folder (`<data>/render-cache`): each entry is the SHA-256 of its value, then
 * the value, written aside and renamed into place, so readers never see half an entry and a damaged one is
 * told by its digest. A read marks the entry used (its modification time), which is what trimming goes by.
 * Several render threads and processes may share the folder.
 */
export class DiskRenderCache implements RenderCache {
  /** Reads' marks not yet written: a read does not wait for its mark (one more trip to the disk each), trimming does. */
  private readonly touches = new Set<Promise<void>>();

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  async get(key: string): Promise<CacheLookup> {
    const file = this.fileOf(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      return null;
    }
    const value = bytes.subarray(DIGEST_BYTES);
    const digest = createHash('sha256').update(value).digest();
    if (bytes.length < DIGEST_BYTES || !digest.equals(bytes.subarray(0, DIGEST_BYTES))) {
      await unlink(file).catch(() => undefined);
      return { damaged: true };
    }
    this.markUsed(file);
    return { value };
  }

  touch(key: string): void {
    this.markUsed(this.fileOf(key));
  }

  private markUsed(file: string): void {
    const now = new Date();
    const touch: Promise<void> = utimes(file, now, now)
      .catch(() => undefined)
      .finally(() => this.touches.delete(touch));
    this.touches.add(touch);
  }

  async put(key: string, value: Buffer): Promise<void> {
    if (this.maxBytes <= 0) return;
    const file = this.fileOf(key);
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(temporary, Buffer.concat([createHash('sha256').update(value).digest(), value]));
      await rename(temporary, file);
    } catch {
      await unlink(temporary).catch(() => undefined);
    }
  }

  /** Least recently used first, entries go until the rest fit in `maxBytes`. */
  async trim(): Promise<void> {
    await Promise.all(this.touches);
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    const entries: { file: string; size: number; used: number }[] = [];
    let total = 0;
    const now = Date.now();
    for (const name of names) {
      const file = join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      if (!KEY.test(name)) {
        if (name.endsWith('.tmp') && now - info.mtimeMs > ABANDONED_MS)
          await unlink(file).catch(() => undefined);
        continue;
      }
      entries.push({ file, size: info.size, used: info.mtimeMs });
      total += info.size;
    }
    if (total <= this.maxBytes) return;
    entries.sort((a, b) => a.used - b.used || (a.file < b.file ? -1 : 1));
    for (const entry of entries) {
      if (total <= this.maxBytes) break;
      await unlink(entry.file).catch(() => undefined);
      total -= entry.size;
    }
  }

  private fileOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`render cache keys are SHA-256 digests in hex (got "${key}")`);
    return join(this.dir, key);
  }
}
