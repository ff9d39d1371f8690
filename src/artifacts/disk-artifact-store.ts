import { BigIntStats, createReadStream } from 'node:fs';
import { copyFile, link, mkdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ArtifactStore } from './artifact-store.port';
import { sha256OfStream } from './artifact-copy';

const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** Stored files whose hash this process remembers, at most (the oldest remembered is forgotten first). */
const REMEMBERED_HASHES = 10_000;

/** A stored file as stat sees it: the same inode with the same size and modification time is the same bytes. */
interface FileStamp {
  size: bigint;
  mtimeNs: bigint;
  sha256: string;
}

/**
 * Artifacts as files under DATA_DIR/artifacts; a rename makes a file appear whole or not at all.
 *
 * `sha256(key)` answers from memory while a file's inode, size and modification time are those it had when
 * its hash was known (git's index and rsync's quick check trust the same stamp): reading a reused build's five
 * artifacts back (40 MB; page-cache reads ran at about 300 MB/s here) took 110-160 ms of an unchanged commit's
 * 0.2 s. A put's file is given a modification time two seconds back, so any later write, however soon, moves
 * it; a file edited in place answers its new bytes' hash.
 */
export class DiskArtifactStore implements ArtifactStore {
  private readonly known = new Map<string, FileStamp>();

  constructor(private readonly root: string) {}

  async put(key: string, file: string, sha256?: string): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(join(target, '..'), { recursive: true });
    const temporary = `${target}.partial-${process.pid}`;
    try {
      await copyFile(file, temporary);
      if (sha256) {
        const past = new Date(Date.now() - 2000);
        await utimes(temporary, past, past);
        // Its stamp before the rename, which keeps the inode and the time: a write after it moves the time.
        this.remember(await stat(temporary, { bigint: true }), sha256);
      }
      await rename(temporary, target);
    } catch (error) {
      // A half-copied file on a full disk would keep it full.
      await rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
    return (await stat(target)).size;
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const path = this.pathOf(key);
    try {
      const { size } = await stat(path);
      // 1 MiB reads, not the default 64 KiB: hashing a reused 20 MB PDF took 20-60 ms in 320 reads (bench:reuse).
      return { stream: createReadStream(path, { highWaterMark: 1 << 20 }), size };
    } catch {
      return null;
    }
  }

  async sha256(key: string): Promise<string | null> {
    const now = await stat(this.pathOf(key), { bigint: true }).catch(() => null);
    if (!now) return null;
    const known = this.known.get(inodeOf(now));
    if (known && known.size === now.size && known.mtimeNs === now.mtimeNs) return known.sha256;
    const opened = await this.open(key);
    if (!opened) return null;
    const sha256 = await sha256OfStream(opened.stream);
    // Remembered with the stamp taken before the read (a write during it moves the time, so the next answer
    // reads again), and only for a file older than a second: one written within the clock's last tick could
    // be written again without its time moving.
    if (BigInt(Date.now()) * 1_000_000n - now.mtimeNs > 1_000_000_000n) this.remember(now, sha256);
    return sha256;
  }

  private remember(stats: BigIntStats, sha256: string): void {
    const inode = inodeOf(stats);
    this.known.delete(inode);
    this.known.set(inode, { size: stats.size, mtimeNs: stats.mtimeNs, sha256 });
    if (this.known.size > REMEMBERED_HASHES) this.known.delete(this.known.keys().next().value!);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async duplicate(from: string, to: string): Promise<number | null> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    await mkdir(join(target, '..'), { recursive: true });
    const temporary = `${target}.partial-${process.pid}`;
    try {
      // Files in the store are never written in place (put renames a new file over a key), so sharing the
      // inode cannot change the earlier build's artifact.
      await link(source, temporary).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw error;
        return copyFile(source, temporary);
      });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return (await stat(target)).size;
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`invalid artifact key ${key}`);
    }
    return join(this.root, key);
  }
}

function inodeOf(stats: { dev: bigint; ino: bigint }): string {
  return `${stats.dev}:${stats.ino}`;
}
