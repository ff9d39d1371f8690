import { posix } from 'node:path';
import { BookSource } from '../types';

/** The folders Liquid sites keep partials in: Jekyll's `_includes`, Atlas's (2013) and others' `includes`. */
const PARTIAL_FOLDERS = ['_includes', 'includes', '_partials', 'partials'];
const PARTIAL_EXTENSIONS = ['', '.liquid', '.html', '.md'];

/** A partial's bare name as a Liquid include writes it: `widget_start`, `answer`, `note.html` (no folder). */
export function isPartialName(reference: string): boolean {
  return /^[\w-]+(?:\.\w+)?$/.test(reference);
}

/**
 * The file a Liquid `{% include 'widget_start' %}` names by its bare name: in the book's (or the repository's)
 * partials folder, as Jekyll (`_includes/widget_start`) and Atlas's 2013 Liquid (`includes/_widget_start.liquid`,
 * Rails' underscore for a partial) find it. Undefined when there is none.
 */
export async function findLiquidPartial(
  source: BookSource,
  name: string,
  roots: readonly string[],
): Promise<string | undefined> {
  const names = new Set(
    PARTIAL_EXTENSIONS.flatMap((extension) => [`${name}${extension}`, `_${name}${extension}`]),
  );
  for (const root of new Set(roots))
    for (const folder of PARTIAL_FOLDERS) {
      const directory = root ? posix.join(root, folder) : folder;
      const listed = source.listFiles ? await source.listFiles(directory) : undefined;
      if (listed === null) continue;
      for (const candidate of names) {
        const path = posix.join(directory, candidate);
        if (listed ? listed.includes(path) : (await source.readFile(path)) !== null) return path;
      }
    }
  return undefined;
}
