import { BookSource } from '../types';

/** A repository snapshot held in memory, for specs. */
export function memorySource(files: Record<string, string | Buffer>): BookSource & { reads: string[] } {
  const map = new Map(Object.entries(files).map(([path, content]) => [path, Buffer.from(content)]));
  const reads: string[] = [];
  return {
    reads,
    async readFile(path: string) {
      reads.push(path);
      return map.get(path) ?? null;
    },
    async listFiles(directory: string) {
      const prefix = `${directory.replace(/\/+$/, '')}/`;
      const inside = [...map.keys()].filter(
        (p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'),
      );
      return inside.length ? inside : null;
    },
  };
}
