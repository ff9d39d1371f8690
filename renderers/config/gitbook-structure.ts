import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import type { BookSource } from '../types';
import { fileText } from './nearest-book-file';
import { isRecord } from '../sources/markdown-front-matter';

/** Where a GitBook book keeps its summary and first page, and which file says so. */
export interface GitBookStructure {
  /** The summary's path in the repository (`SUMMARY.md` by default, from the book's root). */
  summary: string;
  /** The first page's path (`README.md` by default, from the book's root). */
  readme: string;
  /** Said by a `.gitbook.yaml` (GitBook's Git Sync), not a legacy `book.json`. */
  gitSync: boolean;
}

/**
 * Where a GitBook book puts its summary and first page: `structure.summary` and `structure.readme` (SUMMARY.md and
 * README.md by default), both from its `root` (the repository's by default), as GitBook's documentation says, in a Git
 * Sync book's `.gitbook.yaml` or, before Git Sync, in the same keys of its `book.json` (GitBook 3 and HonKit read them
 * there). 0xn3va's cheat sheets name INTRODUCTION.md as the first page, and the advice put the repository's README.md
 * before it, the book opening with two chapters of one title; a `root: ./docs/` book was given no advice at all; JS
 * Primer's book.json (`"root": "./source/"`, its summary `README.md`) was read as a book without a summary. Undefined
 * when neither file names a root or a structure.
 */
export async function gitBookStructure(source: BookSource): Promise<GitBookStructure | undefined> {
  const yaml = await fileText(source, '.gitbook.yaml');
  if (yaml !== undefined) return structureOf(recordOf(parsed(() => loadYaml(yaml))), true);
  const book = await jsonRecord(source, 'book.json');
  if (book['root'] === undefined && book['structure'] === undefined) return undefined;
  return structureOf(book, false);
}

function structureOf(record: Record<string, unknown>, gitSync: boolean): GitBookStructure {
  const structure = recordOf(record['structure']);
  const root = textOf(record['root']) ?? '.';
  const inRoot = (path: string) =>
    posix.normalize(posix.join(root.replace(/^\/+/, ''), path.replace(/^\/+/, '')));
  return {
    summary: inRoot(textOf(structure['summary']) ?? 'SUMMARY.md'),
    readme: inRoot(textOf(structure['readme']) ?? 'README.md'),
    gitSync,
  };
}

/** A JSON file's object, or an empty one when the file is missing or holds no object. */
export async function jsonRecord(source: BookSource, file: string): Promise<Record<string, unknown>> {
  const json = await fileText(source, file);
  return json === undefined ? {} : recordOf(parsed(() => JSON.parse(json) as unknown));
}

function parsed(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** A non-empty string setting, trimmed. */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
