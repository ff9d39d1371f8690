import { posix } from 'node:path';
import type { BookSource } from '../types';
import { fileExists } from './file-exists';

/** Top-level folders looked into for a missing file: a repository's own few (examples/, code/, src/…), not a vendored tree. */
const MOST_FOLDERS = 40;

/**
 * The one file a missing path most likely meant, when the repository has it one folder away: under a top-level folder
 * (`data/run.sh` written for `examples/data/run.sh`, after the examples moved into a folder of their own), or without
 * the path's first folder (`examples/run.sh` for `run.sh`). Undefined when there is none, or more than one.
 */
export async function movedFile(source: BookSource, path: string): Promise<string | undefined> {
  const candidates = new Set<string>();
  const slash = path.indexOf('/');
  if (slash > 0) candidates.add(path.slice(slash + 1));
  const folders = ((await source.listFolders?.('')) ?? [])
    .filter((folder) => !folder.startsWith('.') && !path.startsWith(`${folder}/`))
    .sort()
    .slice(0, MOST_FOLDERS);
  for (const folder of folders) candidates.add(`${folder}/${path}`);
  const found: string[] = [];
  for (const candidate of candidates) if (await fileExists(source, candidate)) found.push(candidate);
  return found.length === 1 ? found[0] : undefined;
}

/** `target` (a repository path) as a directive in `file` writes it: relative to the file's folder. */
export function pathFrom(file: string, target: string): string {
  return posix.relative(posix.dirname(file), target);
}
