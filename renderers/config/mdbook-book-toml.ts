import { posix } from 'node:path';
import { normalizeRepoPath } from '../paths/repo-path';
import type { BookSource, PlatformConfig } from '../types';

/** What an mdBook book's `book.toml` says of the book, in the config's own terms. */
export type BookTomlMetadata = Pick<PlatformConfig, 'title' | 'authors' | 'lang' | 'description'>;

/** A value of `[book]` that is not one Octavo reads: named with its line, so the author can be told. */
export interface UnreadBookTomlValue {
  key: string;
  line: number;
}

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
  const first = listedFiles.map((file) => normalizeRepoPath(file)).find((path) => path.ok);
  if (!first?.ok) return undefined;
  for (let folder = posix.dirname(first.path); ; folder = posix.dirname(folder)) {
    const path = folder === '.' ? 'book.toml' : `${folder}/book.toml`;
    const bytes = await source.readFile(path).catch(() => null);
    if (bytes !== null) return { path, text: bytes.toString('utf8') };
    if (folder === '.' || folder === '/') return undefined;
  }
}

/**
 * The book's title, authors, language and description from the `[book]` table of mdBook's `book.toml`
 * (`title = "…"`, `authors = ["…", "…"]`, `language = "en"`): the metadata mdBook gives its own EPUB and page titles.
 * Only TOML's strings and arrays of strings are read, as these keys are written; any other value is returned as
 * unread, with its line.
 */
export function readBookToml(text: string): { metadata: BookTomlMetadata; unread: UnreadBookTomlValue[] } {
  const metadata: BookTomlMetadata = {};
  const unread: UnreadBookTomlValue[] = [];
  const lines = text.split(/\r?\n/);
  let table = '';
  for (let at = 0; at < lines.length; at++) {
    const header = /^\s*\[\s*([^[\]]+?)\s*\]\s*(?:#.*)?$/.exec(lines[at]!);
    if (header) {
      table = header[1]!.replace(/\s*\.\s*/g, '.');
      continue;
    }
    if (/^\s*\[\[/.test(lines[at]!)) {
      table = '';
      continue;
    }
    const pair = /^\s*([A-Za-z0-9_.-]+)\s*=\s*(.*)$/.exec(lines[at]!);
    if (!pair) continue;
    const key = table === '' && pair[1]!.startsWith('book.') ? pair[1]!.slice(5) : pair[1]!;
    if ((table !== 'book' && !(table === '' && pair[1]!.startsWith('book.'))) || !(key in BOOK_KEYS))
      continue;
    // An array may run over several lines: its value ends where its brackets close.
    let written = pair[2]!;
    const line = at + 1;
    while (written.trimStart().startsWith('[') && !closed(written) && at + 1 < lines.length)
      written += `\n${lines[++at]!}`;
    const value = parseValue(written);
    const field = BOOK_KEYS[key]!;
    const strings = typeof value === 'string' ? [value] : value;
    const kept = strings?.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s !== '');
    if (kept === undefined) unread.push({ key, line });
    else if (field === 'authors') {
      if (kept.length > 0) metadata.authors = kept;
    } else if (typeof value === 'string' && kept.length > 0) metadata[field] = kept[0];
    else unread.push({ key, line });
  }
  return { metadata, unread };
}

/** A TOML string (`"…"` with escapes, `'…'` as written) or an array of them; undefined for anything else. */
function parseValue(written: string): string | string[] | undefined {
  const tokens = tokenize(written);
  if (tokens === undefined) return undefined;
  if (tokens.length === 1 && tokens[0]!.kind === 'string') return tokens[0]!.value;
  if (tokens[0]?.kind !== '[' || tokens[tokens.length - 1]?.kind !== ']') return undefined;
  const items: string[] = [];
  let expectItem = true;
  for (const token of tokens.slice(1, -1)) {
    if (expectItem && token.kind === 'string') items.push(token.value);
    else if (!expectItem && token.kind === ',') {
      /* the next item, or the array's trailing comma */
    } else return undefined;
    expectItem = !expectItem;
  }
  return items;
}

type Token = { kind: 'string'; value: string } | { kind: '[' | ']' | ',' };

const BASIC_STRING = /^"(?:[^"\\\n]|\\.)*"/;
const LITERAL_STRING = /^'[^'\n]*'/;

function tokenize(written: string): Token[] | undefined {
  const tokens: Token[] = [];
  let rest = written;
  for (;;) {
    rest = rest.replace(/^(?:\s|#[^\n]*)+/, '');
    if (rest === '') return tokens;
    const basic = BASIC_STRING.exec(rest);
    const literal = basic ? null : LITERAL_STRING.exec(rest);
    if (basic) {
      try {
        tokens.push({ kind: 'string', value: JSON.parse(basic[0]) as string });
      } catch {
        return undefined;
      }
      rest = rest.slice(basic[0].length);
    } else if (literal) {
      tokens.push({ kind: 'string', value: literal[0].slice(1, -1) });
      rest = rest.slice(literal[0].length);
    } else if (rest[0] === '[' || rest[0] === ']' || rest[0] === ',') {
      tokens.push({ kind: rest[0] });
      rest = rest.slice(1);
    } else return undefined;
  }
}

/** Whether an array's brackets have closed, strings and comments aside. */
function closed(written: string): boolean {
  const tokens = tokenize(written);
  if (tokens === undefined) return true;
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === '[') depth++;
    if (token.kind === ']') depth--;
  }
  return depth <= 0;
}
