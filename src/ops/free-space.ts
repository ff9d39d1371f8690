import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { describeBytes } from '../config/config';

export interface FreeSpace {
  /** Bytes an unprivileged writer may still use on the emptiest of the file systems checked. */
  freeBytes: number;
  /** Which path that was. */
  path: string;
}

/**
 * Free space where the embedded profile writes: DATA_DIR and its repositories (which may be a mount or a
 * symbolic link of their own). `bavail`, not `bfree`: blocks reserved for root are not ours to count on.
 */
export async function freeSpace(dataDir: string): Promise<FreeSpace> {
  let lowest: FreeSpace | null = null;
  for (const path of [dataDir, join(dataDir, 'repositories')]) {
    const info = await statfs(path).catch(() => null);
    if (!info) continue;
    const freeBytes = Number(info.bavail) * Number(info.bsize);
    if (!lowest || freeBytes < lowest.freeBytes) lowest = { freeBytes, path };
  }
  return lowest ?? { freeBytes: Number.POSITIVE_INFINITY, path: dataDir };
}

/** Null when at least `minFreeBytes` are free (or the check is off); else what is wrong, in words. */
export async function lowSpaceProblem(dataDir: string, minFreeBytes: number): Promise<string | null> {
  if (minFreeBytes <= 0) return null;
  const { freeBytes } = await freeSpace(dataDir);
  if (freeBytes >= minFreeBytes) return null;
  return (
    `only ${describeBytes(freeBytes)} of disk space is free for the data directory, under the minimum of ` +
    `${describeBytes(minFreeBytes)} (OCTAVO_MIN_FREE_BYTES)`
  );
}
