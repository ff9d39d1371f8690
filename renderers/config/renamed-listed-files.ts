import { fileExists } from '../paths/file-exists';
import { sameNameSources } from '../paths/renamed-sources';
import { normalizeRepoPath } from '../paths/repo-path';
import { sourceFormatOf } from '../paths/source-formats';
import type { BookSource, PlatformConfig } from '../types';
import { BookWarning, warning } from '../warnings';

/**
 * A listed file missing at the commit while exactly one file beside it has its name and another extension of the
 * same source format (Mastering Bitcoin's atlas.json lists `preface.asciidoc`; the repository holds `preface.adoc`):
 * the file was renamed and the list was not. The book is built with the renamed file, warned at the entry's line.
 * Anything less certain (no such file, several, one of another format, or one the list names elsewhere) is left to
 * the build's refusal, which names every missing entry and its likely fix.
 */
export async function renameMovedListedFiles(
  source: BookSource,
  config: PlatformConfig,
  configFile: string,
): Promise<BookWarning[]> {
  const warnings: BookWarning[] = [];
  const listed = new Set(
    config.files.flatMap((entry) => {
      const normalized = normalizeRepoPath(entry);
      return normalized.ok ? [normalized.path] : [];
    }),
  );
  for (const [index, entry] of config.files.entries()) {
    const normalized = normalizeRepoPath(entry);
    if (!normalized.ok || (await fileExists(source, normalized.path))) continue;
    const format = sourceFormatOf(normalized.path);
    if (!format) continue;
    const renamed = (await sameNameSources(source, normalized.path)).filter(
      (path) => sourceFormatOf(path) === format,
    );
    if (renamed.length !== 1 || listed.has(renamed[0]!)) continue;
    const [file] = renamed as [string];
    config.files[index] = file;
    listed.add(file);
    warnings.push(
      warning(
        'config',
        { file: configFile, line: config.fileLines?.[index] ?? 0 },
        `"${normalized.path}" (files[${index}]) does not exist at this commit; ${file}, the same name with another ` +
          `extension, is built in its place: write "${file}" in ${configFile}`,
        normalized.path,
      ),
    );
  }
  return warnings;
}
