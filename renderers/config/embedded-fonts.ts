import { normalizeRepoPath } from '../paths/repo-path';
import type { BookSource, FormatsConfig } from '../types';
import { BookWarning, warning } from '../warnings';

/** How many missing files a warning names before it counts the rest. */
const NAMED = 3;

async function inRepository(source: BookSource, file: string): Promise<boolean> {
  const path = normalizeRepoPath(file);
  if (!path.ok) return false;
  if (source.sizeOf) return (await source.sizeOf(path.path)) !== null;
  return (await source.readFile(path.path)) !== null;
}

function listed(files: readonly string[]): string {
  const named = files.slice(0, NAMED).join(', ');
  return files.length > NAMED ? `${named} and ${files.length - NAMED} more` : named;
}

/**
 * Atlas's `formats.<f>.embedded_fonts`: Octavo embeds the theme's shipped fonts, never these, and says so at the
 * key's line. Books copied from an Atlas template often name font files the repository never had (`fonts/…otf`):
 * those are named, for they were not embedded by any tool, and the author can only remove the key or add them.
 */
export async function embeddedFontsWarnings(
  source: BookSource,
  formats: FormatsConfig,
  configFile: string,
  lines: ReadonlyMap<string, number>,
): Promise<BookWarning[]> {
  const warnings: BookWarning[] = [];
  for (const [name, options] of Object.entries(formats)) {
    const files = options?.embedded_fonts ?? [];
    if (files.length === 0) continue;
    const key = `formats.${name}.embedded_fonts`;
    const missing: string[] = [];
    for (const file of files) if (!(await inRepository(source, file))) missing.push(file);
    const format = name.toUpperCase();
    const count = `${files.length} file${files.length === 1 ? '' : 's'}`;
    const text =
      missing.length === files.length
        ? `"${key}" names ${count} not in the repository (${listed(missing)}): nothing is embedded, and the ` +
          `${format} carries the theme's shipped fonts; remove the key, or add the font files and name them in ` +
          "an @font-face rule of the book's theme CSS"
        : `"${key}" (${count}) ${files.length === 1 ? 'is' : 'are'} not embedded: the ${format} carries the theme's shipped fonts; to use them, ` +
          "name them in an @font-face rule of the book's theme CSS" +
          (missing.length > 0 ? `; not in the repository: ${listed(missing)}` : '');
    warnings.push(warning('config', { file: configFile, line: lines.get(key) }, text, key));
  }
  return warnings;
}
