import { posix } from 'node:path';
import { normalizeRepoPath } from '../paths/repo-path';
import type { BookSource } from '../types';

/**
 * The nearest book file (`book.toml`, Jupyter Book's `_config.yml`) in the folder of the first listed file or a
 * folder above it, as the book's own tool finds its settings: `found` says, for a folder (`.` for the root) and a
 * name's path in it, what that folder holds, or undefined to look further up.
 */
export async function nearestBookFile<T>(
  listedFiles: readonly string[],
  found: (inFolder: (name: string) => string) => Promise<T | undefined>,
): Promise<T | undefined> {
  const first = listedFiles.map((file) => normalizeRepoPath(file)).find((path) => path.ok);
  if (!first?.ok) return undefined;
  for (let folder = posix.dirname(first.path); ; folder = posix.dirname(folder)) {
    const inFolder = (name: string) => (folder === '.' ? name : `${folder}/${name}`);
    const result = await found(inFolder);
    if (result !== undefined) return result;
    if (folder === '.' || folder === '/') return undefined;
  }
}

/** The text of a file, or undefined when the commit has none there. */
export async function fileText(source: BookSource, path: string): Promise<string | undefined> {
  const bytes = await source.readFile(path).catch(() => null);
  return bytes === null ? undefined : bytes.toString('utf8');
}
