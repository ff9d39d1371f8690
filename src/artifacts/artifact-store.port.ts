import type { Readable } from 'node:stream';

export const ARTIFACT_STORE = Symbol('ARTIFACT_STORE');

/** Where finished artifacts live: the port, with a disk and a GridFS adapter and one contract suite. */
export interface ArtifactStore {
  /**
   * Moves a finished file into the store under `key`; returns its size. `sha256`, when the caller has hashed the
   * file, lets the store answer `sha256(key)` without reading the bytes again while they are unchanged.
   */
  put(key: string, file: string, sha256?: string): Promise<number>;
  /** The SHA-256 of the bytes `key` holds now; null when the store has none. */
  sha256(key: string): Promise<string | null>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /**
   * Makes `to` hold the same bytes as `from` (a hard link on disk, a copy inside GridFS); returns the size, or
   * null when `from` is missing (then `to` is left as it was).
   */
  duplicate(from: string, to: string): Promise<number | null>;
}
