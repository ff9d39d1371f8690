import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { BookSource } from '../types';

/** A checked-out book on disk, for specs (paths are already normalized by the model). */
export function directorySource(dir: string): BookSource {
  return {
    async readFile(path: string) {
      try {
        return await readFile(join(dir, path));
      } catch {
        return null;
      }
    },
    // As a Git checkout lists a folder: its files (the book's `theme/<format>/*.css` are found this way).
    async listFiles(directory: string) {
      try {
        const entries = await readdir(join(dir, directory), { withFileTypes: true });
        return entries.filter((e) => e.isFile()).map((e) => posix.join(directory, e.name));
      } catch {
        return null;
      }
    },
    async listFolders(directory: string) {
      try {
        const entries = await readdir(join(dir, directory), { withFileTypes: true });
        return entries.filter((e) => e.isDirectory()).map((e) => posix.join(directory, e.name));
      } catch {
        return null;
      }
    },
  };
}
