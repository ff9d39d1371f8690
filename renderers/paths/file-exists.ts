import type { BookSource } from '../types';

/** Whether the repository has a file at `path`: asked by size when the source can, so nothing is read. */
export async function fileExists(source: BookSource, path: string): Promise<boolean> {
  return (source.sizeOf ? await source.sizeOf(path) : await source.readFile(path)) !== null;
}
