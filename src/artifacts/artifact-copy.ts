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

/** The SHA-256 of a stream's bytes (a stored artifact read without a copy). */
export async function sha256OfStream(stream: AsyncIterable<unknown>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A small stored artifact (a build log) in memory; null when the store has none. */
export async function artifactBytes(store: ArtifactStore, key: string): Promise<Buffer | null> {
  const stored = await store.open(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
