import { withoutAccessTokenValues } from './paths/access-tokens';
/**
 * What a render tells the author about the book: each problem once, with the file and line where the
 * author can fix it. Warnings never stop a build; they are grouped by kind for the short build
 * message and listed in full in the format's build log.
 */
export type WarningKind =
  | 'config'
  | 'source'
  | 'asciidoc'
  | 'include'
  | 'image-missing'
  | 'image-refused'
  | 'image-alt-missing'
  | 'remote-resource'
  | 'link-broken'
  | 'link-mended'
  | 'xref-unresolved'
  | 'xref-style'
  | 'duplicate-id'
  | 'index-term'
  | 'math'
  | 'theme'
  | 'cover'
  | 'metadata'
  | 'script-removed'
  | 'font'
  | 'format';

export interface BookWarning {
  kind: WarningKind;
  /** Repository path of the file the author should open. */
  file?: string;
  /** 1-based line in `file`, when known. */
  line?: number;
  /** The problem and what to do about it, without the location. */
  text: string;
  /** The thing concerned (an image path, an id), shown in a group's example: `file:37 → media/a.png`. */
  subject?: string;
  /** How many occurrences this one warning stands for, when repeats were grouped into it. */
  count?: number;
  /**
   * The id whose links the warning is about: the book drops it when no link names that id, once every link is
   * resolved (a file's converter cannot see the links other files write).
   */
  unlessUnlinked?: string;
  /**
   * The source text the warning is about, all of it printed as written (an unknown macro with what it encloses):
   * the book drops the other warnings of its line about text inside it, echoes of the one mistake.
   */
  printedAsWritten?: string;
  /**
   * The ids of what the warning says is missing (the tables a file's unrun code cells make): the book drops the
   * warnings of cross-references to them, which this one already explains.
   */
  unmade?: string[];
  /**
   * The ids of the index ranges whose end marks a block the warning says is left open hides (a comment that never
   * ends): the book drops its warnings that those ranges are never closed, which this one already explains.
   */
  hidesRangeEnds?: string[];
}

export interface SourceLocation {
  file: string;
  line?: number;
  /**
   * The text at this place is a copy: its file was included again (a chapter including the same section file twice).
   * `at` is this copy's include directive, `first` the first copy's.
   */
  includedAgain?: { at: SourceLocation; first: SourceLocation };
}

export function warning(
  kind: WarningKind,
  where: SourceLocation | string | undefined,
  text: string,
  subject?: string,
): BookWarning {
  const location = typeof where === 'string' ? { file: where } : where;
  return {
    kind,
    ...(location?.file ? { file: location.file } : {}),
    ...(location?.line ? { line: location.line } : {}),
    // A warning quoting an address quotes it without its access token's value (withoutAccessTokenValues).
    text: withoutAccessTokenValues(oneLine(text)),
    ...(subject ? { subject: withoutAccessTokenValues(oneLine(subject)) } : {}),
  };
}

/**
 * A warning is one line of the build log, but it may quote what the author wrote (a link wrapped onto two lines):
 * the line break is shown as `\n`, where it is, rather than breaking the log's line.
 */
function oneLine(text: string): string {
  return text.replace(/\r\n|[\r\n\u2028\u2029]/g, '\\n');
}

/**
 * What the author wrote, quoted in a warning. An unclosed `++` or `[` can swallow a paragraph into one link or
 * macro, and quoting all of it made a warning kilobytes long (twice, when the link is also written back as the
 * fix): past `max` characters the middle is left out, the start and end kept, which with the file and line still
 * find the place. Cut between characters, never inside one (a surrogate pair).
 */
export function quoteWritten(written: string, max = 240): string {
  const characters = Array.from(written);
  if (characters.length <= max) return written;
  const tail = Math.floor((max - 1) / 3);
  const head = max - 1 - tail;
  return `${characters.slice(0, head).join('')}…${characters.slice(-tail).join('')}`;
}

export function locationText(w: Pick<BookWarning, 'file' | 'line'>): string {
  if (!w.file) return '';
  return w.line ? `${w.file}:${w.line}` : w.file;
}

/** One line of the build log: `file:line: text`. */
export function formatWarning(w: BookWarning): string {
  const where = locationText(w);
  return where ? `${where}: ${w.text}` : w.text;
}

/** How a group of warnings of one kind reads in the build message ("19 images not found"). */
const GROUP_NAMES: Record<WarningKind, [singular: string, plural: string]> = {
  config: ['configuration problem', 'configuration problems'],
  source: ['problem in a source file', 'problems in source files'],
  asciidoc: ['AsciiDoc warning', 'AsciiDoc warnings'],
  include: ['include problem', 'include problems'],
  'image-missing': ['image not found', 'images not found'],
  'image-refused': ['image left out', 'images left out'],
  'image-alt-missing': ['image without alt text', 'images without alt text'],
  'remote-resource': ['remote resource not fetched', 'remote resources not fetched'],
  'link-broken': ['broken link', 'broken links'],
  'link-mended': ['link written amiss, linked where it means', 'links written amiss, linked where they mean'],
  'xref-unresolved': ['cross-reference without a target', 'cross-references without a target'],
  'xref-style': ['cross-reference style not honoured', 'cross-reference styles not honoured'],
  'duplicate-id': ['id used more than once', 'ids used more than once'],
  'index-term': ['index term problem', 'index term problems'],
  math: ['math expression not converted', 'math expressions not converted'],
  theme: ['theme problem', 'theme problems'],
  cover: ['cover problem', 'cover problems'],
  metadata: ['metadata problem', 'metadata problems'],
  'script-removed': ['script removed', 'scripts removed'],
  font: ['character without a shipped font', 'characters without a shipped font'],
  format: ['format note', 'format notes'],
};

const KIND_ORDER = Object.keys(GROUP_NAMES) as WarningKind[];

/**
 * Warnings as an author goes through them: file by file, in the order the files first appear in the list (the
 * book's order, as sources are read first; warnings about the book as a whole, with no file, where they first
 * appear), and by line within a file (a file's lines without a known line first). The renderer finds them pass
 * by pass, so one file's warnings came scattered through the list, and out of line order.
 */
export function inReadingOrder(warnings: readonly BookWarning[]): BookWarning[] {
  const byFile = new Map<string, BookWarning[]>();
  for (const w of warnings) {
    const key = w.file ?? '';
    const list = byFile.get(key);
    if (list) list.push(w);
    else byFile.set(key, [w]);
  }
  return [...byFile.values()].flatMap((list) => list.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
}

/**
 * Removes repeats of the same warning (a chapter's model is built once per format), and says once what several
 * files are told alike (alikeInFiles).
 */
export function uniqueWarnings(warnings: BookWarning[]): BookWarning[] {
  const seen = new Set<string>();
  return alikeInFiles(
    warnings.filter((w) => {
      const key = `${w.kind}\u0000${formatWarning(w)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}

/** How many files must be told the same for it to be said once: two are still short to read apart. */
const FILES_ALIKE = 3;

/**
 * One warning for what several files are told alike but for the place (modern-cpp's chapters each open with
 * `[TOC]` and end with the same licence badge and link to LICENSE: 14, 16 and 16 warnings alike): at the first
 * place, naming every other, so that each can still be found and fixed.
 */
function alikeInFiles(warnings: BookWarning[]): BookWarning[] {
  const keyOf = (w: BookWarning) => (w.file === undefined ? undefined : `${w.kind}\u0000${w.text}`);
  const groups = new Map<string, BookWarning[]>();
  for (const w of warnings) {
    const key = keyOf(w);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(w);
    else groups.set(key, [w]);
  }
  const spansFiles = new Set(
    [...groups.values()].filter((group) => new Set(group.map((one) => one.file)).size >= FILES_ALIKE),
  );
  return warnings.flatMap((w) => {
    const key = keyOf(w);
    const group = key === undefined ? undefined : groups.get(key)!;
    if (group === undefined || !spansFiles.has(group)) return [w];
    if (group[0] !== w) return [];
    const places = group.slice(1).map(locationText);
    const count = group.reduce((sum, one) => sum + (one.count ?? 1), 0);
    const others = `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`;
    return [{ ...w, text: `${w.text} (the same in ${group.length} places: here, and at ${others})`, count }];
  });
}

/**
 * The build message: short (at most `maxLines` lines), every kind counted, an example of each with its
 * location. A kind with one or two warnings is listed in full; the log has the rest.
 */
export function summarizeWarnings(all: BookWarning[], maxLines = 20): string {
  const warnings = uniqueWarnings(all);
  if (warnings.length === 0) return '';
  const groups = new Map<WarningKind, BookWarning[]>();
  for (const w of warnings) groups.set(w.kind, [...(groups.get(w.kind) ?? []), w]);
  const ordered = KIND_ORDER.filter((k) => groups.has(k)).map((k) => [k, groups.get(k)!] as const);
  if (warnings.length <= maxLines) return warnings.map(formatWarning).join('\n');
  const lines: string[] = [];
  const budget = maxLines - 1;
  for (const [kind, list] of ordered) {
    if (lines.length >= budget) break;
    const [one, many] = GROUP_NAMES[kind];
    const occurrences = list.reduce((sum, w) => sum + (w.count ?? 1), 0);
    if (list.length <= 2 && lines.length + list.length <= budget - (ordered.length - 1)) {
      lines.push(...list.map(formatWarning));
      continue;
    }
    const example = list[0];
    const where = locationText(example);
    const detail = example.subject
      ? `${where ? `${where} → ` : ''}${example.subject}`
      : `${where ? `${where}: ` : ''}${example.text}`;
    lines.push(`${occurrences} ${occurrences === 1 ? one : many}, e.g. ${truncate(detail, 160)}`);
  }
  const shown = lines.length;
  lines.push(
    `${warnings.length} warnings in all${shown < ordered.length ? ` (${ordered.length - shown} more kinds)` : ''}: the build log lists each with its file and line`,
  );
  return lines.join('\n');
}

function truncate(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}
