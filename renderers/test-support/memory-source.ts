import { BookSource } from '../types';

/** A repository snapshot held in memory, for specs. */
export function memorySource(files: Record<string, string | Buffer>): BookSource & { reads: string[] } {
  const map = new Map(Object.entries(files).map(([path, content]) => [path, Buffer.from(content)]));
  const reads: string[] = [];
  // The repository root is the folder '' (its files have no '/' before their name).
  const prefixOf = (directory: string) => {
    const folder = directory.replace(/\/+$/, '');
    return folder === '' ? '' : `${folder}/`;
  };
  return {
    reads,
    async readFile(path: string) {
      reads.push(path);
      return map.get(path) ?? null;
    },
    async listFiles(directory: string) {
      const prefix = prefixOf(directory);
      const inside = [...map.keys()].filter(
        (p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'),
      );
      return inside.length ? inside : null;
    },
    async listFolders(directory: string) {
      const prefix = prefixOf(directory);
      const inside = [...map.keys()]
        .filter((p) => p.startsWith(prefix) && p.slice(prefix.length).includes('/'))
        .map((p) => prefix + p.slice(prefix.length).split('/')[0]!);
      return inside.length ? [...new Set(inside)] : null;
    },
  };
}
