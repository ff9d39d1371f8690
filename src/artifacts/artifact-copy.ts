import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { ArtifactStore } from './artifact-store.port';

/** Copies a stored artifact to `file`, hashing it on the way; its SHA-256, or null when the store has none. */
export async function copyArtifactToFile(
  store: ArtifactStore,
  key: string,
  file: string,
): Promise<string | null> {
  const stored = await store.open(key);
  if (!stored) return null;
  const hash = createHash('sha256');
  stored.stream.on('data', (chunk: Buffer) => hash.update(chunk));
  await pipeline(stored.stream, createWriteStream(file));
  return hash.digest('hex');
}
