import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  };
}
