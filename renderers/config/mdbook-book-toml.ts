import { parse, TomlError } from 'smol-toml';
import type { TextDirection } from '../typography/text-direction';
import type { BookSource, PlatformConfig } from '../types';
import { fileText, nearestBookFile } from './nearest-book-file';

/** What an mdBook book's `book.toml` says of the book, in the config's own terms. */
export type BookTomlMetadata = Pick<PlatformConfig, 'title' | 'authors' | 'lang' | 'description'>;

/** A value of `[book]` Octavo cannot read, or the file itself when it is not TOML: named with its line. */
export interface UnreadBookTomlValue {
  /** The `[book]` key, or undefined when the whole file could not be parsed. */
  key?: string;
  line: number;
  /** The parser's own words, for a file that is not TOML. */
  reason?: string;
}

/** The `[book]` key of the direction the book's text is written in: "rtl" or "ltr". */
export const TEXT_DIRECTION = 'text-direction';

/** The `[book]` keys mdBook documents for the book's metadata, and the config field each fills. */
const BOOK_KEYS: Record<string, keyof BookTomlMetadata> = {
  title: 'title',
  authors: 'authors',
  language: 'lang',
  description: 'description',
};

/**
 * The `book.toml` of the mdBook book the listed files belong to: the nearest one in the folder of the first listed
 * file or a folder above it (mdBook's book root, `src/` below it). Undefined when there is none.
 */
export async function findBookToml(
  listedFiles: readonly string[],
  source: BookSource,
): Promise<{ path: string; text: string } | undefined> {
  return nearestBookFile(listedFiles, async (inFolder) => {
    const path = inFolder('book.toml');
    const text = await fileText(source, path);
    return text === undefined ? undefined : { path, text };
  });
}

/**
 * The settings of a preprocessor the mdBook book the file is in runs (`[preprocessor.katex]` of its `book.toml`), with
 * that `book.toml`: `settings` is undefined when the file names no such preprocessor. Undefined when the book has no
 * `book.toml`, or one that is not TOML, which is warned about where the book's settings are read.
 */
export async function mdBookPreprocessor(
  file: string,
  source: BookSource,
  name: string,
): Promise<{ path: string; text: string; settings: unknown } | undefined> {
  const bookToml = await findBookToml([file], source);
  if (!bookToml) return undefined;
  try {
    const preprocessors = (parse(bookToml.text) as { preprocessor?: Record<string, unknown> }).preprocessor;
    return { ...bookToml, settings: preprocessors?.[name] };
  } catch (error) {
    if (error instanceof TomlError) return undefined;
    throw error;
  }
}

/**
 * The book's title, authors, language and description from the `[book]` table of mdBook's `book.toml`
 * (`title = "…"`, `authors = ["…", "…"]`, `language = "en"`): the metadata mdBook gives its own EPUB and page titles;
 * and the direction its text is written in (`text-direction = "rtl"`), which mdBook sets its pages in whatever their
 * language. A value of another type is returned as unread with its line; a file that is not TOML, with the parser's
 * line.
 */
export function readBookToml(text: string): {
  metadata: BookTomlMetadata;
  unread: UnreadBookTomlValue[];
  direction?: TextDirection;
} {
  let document: Record<string, unknown>;
  try {
    document = parse(text) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    return { metadata: {}, unread: [{ line: error.line, reason: error.message.split('\n')[0]! }] };
  }
  const book = document['book'];
  const metadata: BookTomlMetadata = {};
  const unread: UnreadBookTomlValue[] = [];
  if (typeof book !== 'object' || book === null || Array.isArray(book)) return { metadata, unread };
  let direction: TextDirection | undefined;
  for (const [key, value] of Object.entries(book as Record<string, unknown>)) {
    if (key === TEXT_DIRECTION) {
      if (value === 'rtl' || value === 'ltr') direction = value;
      else unread.push({ key, line: lineOfBookKey(text, key) });
      continue;
    }
    const field = Object.hasOwn(BOOK_KEYS, key) ? BOOK_KEYS[key] : undefined;
    if (!field) continue;
    const strings = typeof value === 'string' ? [value] : stringList(value);
    const kept = strings?.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s !== '');
    if (field === 'authors' && kept !== undefined) {
      if (kept.length > 0) metadata.authors = kept;
    } else if (field !== 'authors' && typeof value === 'string') {
      if (kept![0] !== undefined) metadata[field] = kept![0];
    } else unread.push({ key, line: lineOfBookKey(text, key) });
  }
  return { metadata, unread, ...(direction ? { direction } : {}) };
}

/**
 * The folder, relative to `book.toml`'s, that holds the book's `SUMMARY.md` and pages: `[book] src`, `src` when unsaid
 * (mdBook's default), or when the file is not TOML (mdBook refuses it; the folder it would have read is still `src`).
 */
export function mdBookSourceFolder(text: string): string {
  let document: Record<string, unknown>;
  try {
    document = parse(text) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    return 'src';
  }
  const book = document['book'];
  const folder =
    typeof book === 'object' && book !== null ? (book as Record<string, unknown>)['src'] : undefined;
  return typeof folder === 'string' && folder.trim() !== '' ? folder.trim() : 'src';
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

/**
 * The line a `[book]` key is written on (`key = …` under `[book]`, or `book.key = …` at the top): the parser
 * keeps no lines, and a warning needs one.
 */
function lineOfBookKey(text: string, key: string): number {
  const lines = text.split(/\r?\n/);
  let table = '';
  for (let at = 0; at < lines.length; at++) {
    const header = /^\s*\[\s*([^[\]]+?)\s*\]/.exec(lines[at]!);
    if (header) table = header[1]!.replace(/\s*\.\s*/g, '.');
    const pair = /^\s*([A-Za-z0-9_."'-]+?)\s*=/.exec(lines[at]!)?.[1]?.replace(/["']/g, '');
    if ((table === 'book' && pair === key) || (table === '' && pair === `book.${key}`)) return at + 1;
  }
  return 1;
}
