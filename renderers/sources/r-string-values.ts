import type { BookSource } from '../types';
import { rValue, topLevelParts } from './code-cell-options';

/** The strings a page's R code has named so far (`img_path <- "R/img"`): each name's vector of them. */
export type RStringValues = Map<string, string[]>;

/** The files a folder holds (their names), as `list.files()` read them before the page was rendered. */
export type FolderListings = ReadonlyMap<string, readonly string[]>;

/** `img_path <- "R/img"`, `screenshots = list.files(…)`: a top-level assignment on one line. */
const ASSIGNMENT = /^([A-Za-z.][\w.]*)\s*(?:<-|=(?!=))\s*(\S.*?)\s*;?\s*$/;

/** `screenshots[30]`, `files[2:4]`: a vector and the 1-based positions R takes from it. */
const INDEXED = /^([A-Za-z.][\w.]*)\s*\[\s*(\d+)(?:\s*:\s*(\d+))?\s*\]$/;

/** `file.path(img_path, "x.png")`: a call of a function R's base packages define, and its arguments. */
const CALL = /^(?:base::)?(file\.path|paste0|paste|list\.files|dir)\(([\s\S]*)\)$/;

/**
 * The strings an R expression makes, when it only joins strings the page named: quoted strings, `c(…)`, names it
 * assigned, `file.path(…)`, `paste0(…)`, `paste(…, sep = …)`, `x[n]`, and `list.files(folder)` of a folder listed
 * before the page was rendered (`missing` is told of the folders not listed). Undefined for anything else.
 */
export function rStrings(
  written: string,
  values: RStringValues,
  listings: FolderListings = new Map(),
  missing?: Set<string>,
): string[] | undefined {
  const expression = written.trim();
  const value = rValue(expression);
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value as string[];
  if (/^[A-Za-z.][\w.]*$/.test(expression)) return values.get(expression);
  const indexed = INDEXED.exec(expression);
  if (indexed) {
    const vector = values.get(indexed[1]!);
    const from = Number(indexed[2]);
    const to = indexed[3] === undefined ? from : Number(indexed[3]);
    if (!vector || from < 1 || to < from || to > vector.length) return undefined;
    return vector.slice(from - 1, to);
  }
  const vector = /^c\(([\s\S]*)\)$/.exec(expression);
  if (vector) return joined(topLevelParts(vector[1]!), values, listings, missing, (parts) => parts.flat());
  const call = CALL.exec(expression);
  if (!call) return undefined;
  const args = topLevelParts(call[2]!).filter((arg) => arg !== '');
  const named = (name: string) => args.find((arg) => new RegExp(`^${name}\\s*=(?!=)`).test(arg));
  const positional = args.filter((arg) => !/^[A-Za-z.][\w.]*\s*=(?!=)/.test(arg));
  const option = (name: string) => {
    const arg = named(name);
    return arg === undefined ? undefined : rValue(arg.replace(/^[\w.]+\s*=\s*/, ''));
  };
  const fn = call[1]!;
  if (fn === 'list.files' || fn === 'dir')
    return listed(positional, option, values, listings, missing, named('path'));
  // Options these functions take besides the strings they join (`collapse`) make no path this reads.
  if (args.some((arg) => /^(?:collapse|fsep|recycle0)\s*=/.test(arg))) return undefined;
  const sep = fn === 'file.path' ? '/' : fn === 'paste0' ? '' : option('sep');
  if (typeof sep !== 'string' && !(fn === 'paste' && sep === undefined)) return undefined;
  return joined(positional, values, listings, missing, (parts) => recycled(parts, sep ?? ' '));
}

function joined(
  parts: string[],
  values: RStringValues,
  listings: FolderListings,
  missing: Set<string> | undefined,
  join: (parts: string[][]) => string[],
): string[] | undefined {
  const each = parts.map((part) => rStrings(part, values, listings, missing));
  if (each.length === 0 || !each.every((part): part is string[] => part !== undefined)) return undefined;
  return join(each);
}

/** R's vectorised join: the longest vector's length, the others recycled; an empty one makes none. */
function recycled(parts: string[][], sep: string): string[] {
  if (parts.some((part) => part.length === 0)) return [];
  const length = Math.max(...parts.map((part) => part.length));
  return Array.from({ length }, (_unused, index) =>
    parts.map((part) => part[index % part.length]!).join(sep),
  );
}

/**
 * `list.files("productivity/img/windows-screenshots")`: the folder's file names (full paths with `full.names =
 * TRUE`), filtered by `pattern`, in the alphabetical order R sorts them in.
 */
function listed(
  positional: string[],
  option: (name: string) => unknown,
  values: RStringValues,
  listings: FolderListings,
  missing: Set<string> | undefined,
  namedPath: string | undefined,
): string[] | undefined {
  const written = namedPath?.replace(/^path\s*=\s*/, '') ?? positional[0] ?? '"."';
  const folders = rStrings(written, values, listings, missing);
  if (folders?.length !== 1) return undefined;
  const folder = folderPath(folders[0]!);
  const pattern = option('pattern');
  const full = option('full.names') === true;
  if (pattern !== undefined && typeof pattern !== 'string') return undefined;
  const names = listings.get(folder);
  if (!names) {
    missing?.add(folder);
    return undefined;
  }
  let filter: RegExp | undefined;
  try {
    filter = pattern === undefined ? undefined : new RegExp(pattern);
  } catch {
    return undefined;
  }
  return names
    .filter((name) => !filter || filter.test(name))
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((name) => (full ? `${folders[0]!.replace(/\/+$/, '')}/${name}` : name));
}

/** A path R names, as the repository names it: no `./`, no doubled or closing slash. */
export function folderPath(written: string): string {
  return written
    .replace(/\/{2,}/g, '/')
    .replace(/^(?:\.\/)+/, '')
    .replace(/\/$/, '')
    .replace(/^\.$/, '');
}

/**
 * Reads a cell's top-level assignments of strings into `values` (`img_path <- "R/img"`), as running it would; a name
 * assigned anything else is forgotten, so a later path is never read from a stale value.
 */
export function assignStrings(
  code: string,
  values: RStringValues,
  listings: FolderListings = new Map(),
  missing?: Set<string>,
): void {
  let depth = 0;
  for (const line of code.split('\n')) {
    const atTop = depth === 0;
    depth = Math.max(0, depth + (line.match(/[({[]/g)?.length ?? 0) - (line.match(/[)}\]]/g)?.length ?? 0));
    const assignment = atTop && depth === 0 ? ASSIGNMENT.exec(line.replace(/\s+#.*$/, '')) : null;
    if (assignment) {
      const strings = rStrings(assignment[2]!, values, listings, missing);
      if (strings) values.set(assignment[1]!, strings);
      else values.delete(assignment[1]!);
    } else {
      // Assigned inside a block, a loop or over several lines: forgotten too.
      for (const name of line.matchAll(/([A-Za-z.][\w.]*)\s*(?:<-|=(?!=))/g)) values.delete(name[1]!);
    }
  }
}

/** An R chunk's header and body, as the page's lines hold them. */
const R_CHUNK = /^[ \t]*(`{3,})[ \t]*\{[ \t]*r\b([^}]*)\}[ \t]*\n([\s\S]*?)\n[ \t]*\1[ \t]*$/gm;

/**
 * The folders an R Markdown page's chunks list with `list.files(…)`, read from the book: the chunks are read in
 * order, assigning their strings, until every folder they list is known (a folder's path may itself be a name the
 * page assigned). Empty when the page lists none.
 */
export async function rFolderListings(text: string, source: BookSource): Promise<FolderListings> {
  const listings = new Map<string, readonly string[]>();
  if (!/\b(?:list\.files|dir)\(/.test(text) || !source.listFiles) return listings;
  for (let round = 0; round < 4; round++) {
    const missing = new Set<string>();
    const values: RStringValues = new Map();
    for (const chunk of text.matchAll(R_CHUNK)) {
      if (/\beval\s*=\s*(?:FALSE|F)\b/.test(chunk[2]!)) continue;
      assignStrings(chunk[3]!, values, listings, missing);
    }
    const unread = [...missing].filter((folder) => !listings.has(folder));
    if (unread.length === 0) break;
    for (const folder of unread) {
      const files = await source.listFiles(folder).catch(() => null);
      listings.set(
        folder,
        (files ?? []).map((file) => file.slice(file.lastIndexOf('/') + 1)),
      );
    }
  }
  return listings;
}
