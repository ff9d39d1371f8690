import { posix } from 'node:path';
import type { BookSource } from '../types';

/** Magicbook reads `content/*.md` when its config names no files. */
const MAGICBOOK_DEFAULT_FILES = ['content/*.md'];
/** Enough files to find a book's chapters; a glob matching more is listed only in part. */
const MAX_FILES = 500;
const MAX_DEPTH = 8;

/**
 * A Magicbook book (`magicbook.json`, The Magic Book Project's config) lists its sources as globs ("content/*.html"),
 * which platform.json does not read: the refusal writes the one platform.json that lists the files they match now,
 * in name order, for the author to check against the reading order.
 */
export async function magicbookFilesHint(source: BookSource): Promise<string> {
  const bytes = await source.readFile('magicbook.json').catch(() => null);
  if (bytes === null) return '';
  let globs: string[];
  try {
    const files =
      (JSON.parse(bytes.toString('utf8')) as { files?: unknown }).files ?? MAGICBOOK_DEFAULT_FILES;
    globs = typeof files === 'string' ? [files] : Array.isArray(files) ? files.filter(isString) : [];
  } catch {
    return '';
  }
  const matched: string[] = [];
  for (const glob of globs) {
    const found = await filesMatching(source, glob.replace(/^\.\//, ''));
    matched.push(...found.filter((file) => !matched.includes(file)));
  }
  if (matched.length === 0) return '';
  return (
    `\nThis repository has magicbook.json, whose "files" (${globs.map((g) => JSON.stringify(g)).join(', ')}) ` +
    `match ${matched.length} files; platform.json lists each file, in reading order (check the order below, ` +
    `which is by name):\n${JSON.stringify({ files: matched })}`
  );
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** The repository's files a glob (`*`, `?`, `**`) matches, in name order. */
export async function filesMatching(source: BookSource, glob: string): Promise<string[]> {
  const segments = glob.split('/');
  const fixed = segments.findIndex((segment) => /[*?[{]/.test(segment));
  if (fixed === -1) return (await source.readFile(glob)) === null ? [] : [glob];
  const base = segments.slice(0, fixed).join('/');
  const deep = segments.slice(fixed).some((segment) => segment === '**') || fixed < segments.length - 1;
  const files = await listUnder(source, base, deep ? MAX_DEPTH : 0);
  return files.filter((file) => posix.matchesGlob(file, glob)).sort();
}

async function listUnder(source: BookSource, directory: string, depth: number): Promise<string[]> {
  const files = [...((await source.listFiles?.(directory)) ?? [])];
  if (depth === 0) return files;
  for (const folder of (await source.listFolders?.(directory)) ?? []) {
    if (files.length >= MAX_FILES) break;
    files.push(...(await listUnder(source, folder, depth - 1)));
  }
  return files.slice(0, MAX_FILES);
}
