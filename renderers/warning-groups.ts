import { type BookWarning, locationText, warning } from './warnings';

/** How many other lines a grouped warning lists before it only counts the rest: the line stays readable. */
const LINES_SHOWN = 10;

/**
 * The other places of a grouped warning, as a clause ("the others at lines 11, 14 and 20"): at most ten lines
 * named, then how many more; places without a known line are only counted. A line with several is named once.
 */
export function otherLinesText(lines: (number | undefined)[]): string {
  // Several places on one line (four images in one table row) name the line once, with how many it holds.
  const counts = new Map<number, number>();
  for (const line of lines) if (line !== undefined) counts.set(line, (counts.get(line) ?? 0) + 1);
  const known = [...counts.keys()];
  const unknown = lines.length - known.reduce((sum, line) => sum + counts.get(line)!, 0);
  const shown = known
    .slice(0, LINES_SHOWN)
    .map((line) => (counts.get(line)! > 1 ? `${line} (${counts.get(line)} there)` : String(line)));
  const more = known.slice(LINES_SHOWN).reduce((sum, line) => sum + counts.get(line)!, 0) + unknown;
  if (shown.length === 0) return `${more} more ${more === 1 ? 'place' : 'places'} in the file`;
  const label = shown.length === 1 && more === 0 ? 'line' : 'lines';
  if (more > 0) return `${label} ${shown.join(', ')} and ${more} more`;
  const last = shown.pop()!;
  return `${label} ${shown.length > 0 ? `${shown.join(', ')} and ${last}` : last}`;
}

/** The other places of a group spread over files: "a.adoc:3, b.adoc:9 and 4 more". */
export function otherPlacesText(others: readonly BookWarning[]): string {
  const places = others.map(locationText);
  const shown = places.slice(0, LINES_SHOWN);
  const more = places.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  const last = shown.pop()!;
  return shown.length > 0 ? `${shown.join(', ')} and ${last}` : last;
}

/** How many files the places of a group spread over the book name, before the rest are only counted. */
const FILES_SHOWN = 4;

/**
 * Where the warnings of a group spread over the book after its first are, file by file: each file's first place and
 * how many it holds ("a.adoc:12 (23 there), b.adoc:5 and 9 more in 2 other files"), so that a group of hundreds
 * still names the files to open in a line; within the first's file alone, its lines (otherLinesText). Files in one
 * folder are named in it once (", all in book/07/abschnitte/"): a chapter's section files share a long path.
 */
export function otherPlacesByFileText(group: readonly Pick<BookWarning, 'file' | 'line'>[]): string {
  const others = group.slice(1);
  if (new Set(group.map((w) => w.file)).size === 1) return otherLinesText(others.map((w) => w.line));
  const byFile = new Map<string | undefined, Pick<BookWarning, 'file' | 'line'>[]>();
  for (const w of others) byFile.set(w.file, [...(byFile.get(w.file) ?? []), w]);
  const folder = byFile.size > 1 ? sharedFolder([...byFile.keys()]) : '';
  const files = [...byFile.values()];
  const shown = files.slice(0, FILES_SHOWN).map((list) => {
    const place = locationText(list[0]!).slice(folder.length);
    return `${place}${list.length > 1 ? ` (${list.length} there)` : ''}`;
  });
  const rest = files.slice(FILES_SHOWN);
  const more = rest.reduce((sum, list) => sum + list.length, 0);
  const all = folder ? `, all in ${folder}` : '';
  if (more > 0) {
    const other = `${rest.length} other ${rest.length === 1 ? 'file' : 'files'}`;
    return `${shown.join(', ')} and ${more} more in ${other}${all}`;
  }
  const last = shown.pop()!;
  return `${shown.length > 0 ? `${shown.join(', ')} and ${last}` : last}${all}`;
}

/** The folder, with its slash, that holds every one of `files` ("book/07/abschnitte/"), or "" when none does. */
function sharedFolder(files: readonly (string | undefined)[]): string {
  if (files.some((file) => file === undefined)) return '';
  const folders = files.map((file) => file!.split('/').slice(0, -1));
  const shared: string[] = [];
  for (const [i, name] of folders[0]!.entries()) {
    if (!folders.every((parts) => parts[i] === name)) break;
    shared.push(name);
  }
  return shared.length > 0 ? `${shared.join('/')}/` : '';
}

/**
 * Where the warnings of a group after its first are: their lines when all are in one file ("lines 11 and 20"),
 * else their places and the count of files ("a.adoc:3 and b.adoc:9 (in 2 files)").
 */
export function otherPlacesInGroupText(group: readonly BookWarning[]): string {
  const others = group.slice(1);
  const files = new Set(group.map((w) => w.file)).size;
  return files === 1
    ? otherLinesText(others.map((w) => w.line))
    : `${otherPlacesText(others)} (in ${files} files)`;
}

/**
 * Replaces each set of warnings sharing a key with one warning, made by `merge` and placed where the set's first
 * was; warnings without a key, and keys met once, are kept as they are.
 */
export function groupWarnings(
  warnings: readonly BookWarning[],
  keyOf: (w: BookWarning) => string | undefined,
  merge: (group: BookWarning[]) => BookWarning,
): BookWarning[] {
  const groups = new Map<string, BookWarning[]>();
  for (const w of warnings) {
    const key = keyOf(w);
    if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  const grouped: BookWarning[] = [];
  for (const w of warnings) {
    const key = keyOf(w);
    const group = key === undefined ? undefined : groups.get(key)!;
    if (group === undefined || group.length === 1) grouped.push(w);
    else if (group[0] === w) grouped.push({ ...merge(group), count: group.length });
  }
  return grouped;
}

/**
 * One warning for the same thing said at several lines of a file (The Big Data for Chimps' preface: eleven headings
 * one level too deep, eleven warnings alike but for the line): at the first line, the others named after it.
 */
export function groupRepeatedWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  return groupWarnings(
    warnings,
    (w) =>
      w.file !== undefined && w.line !== undefined && w.count === undefined
        ? `${w.kind}\0${w.file}\0${w.text}`
        : undefined,
    (group) => {
      const [first, ...others] = group as [BookWarning, ...BookWarning[]];
      return { ...first, text: `${first.text} (the same at ${otherLinesText(others.map((w) => w.line))})` };
    },
  );
}

/**
 * One warning per source file for the warnings `groupOf` puts together (a key within the file; undefined leaves a
 * warning alone): at the first one's place, of its kind and subject, saying what `say` makes of the first, the
 * group's size and the other lines ("lines 11, 14 and 20").
 */
export function groupPerFile(
  warnings: readonly BookWarning[],
  groupOf: (w: BookWarning) => string | undefined,
  say: (first: BookWarning, count: number, otherLines: string) => string,
): BookWarning[] {
  return groupWarnings(
    warnings,
    (w) => {
      const key = w.file === undefined ? undefined : groupOf(w);
      return key === undefined ? undefined : `${w.file}\0${key}`;
    },
    (group) => {
      const [first, ...others] = group as [BookWarning, ...BookWarning[]];
      return warning(
        first.kind,
        { file: first.file!, ...(first.line ? { line: first.line } : {}) },
        say(first, group.length, otherLinesText(others.map((w) => w.line))),
        first.subject,
      );
    },
  );
}
