import type { RepoPathResult } from '../paths/repo-path';
import type { BookSource } from '../types';
/** A Markdown text with its expansions made (includes, replaced blocks), and where each of its lines was written. */
export interface ExpandedMarkdown {
  text: string;
  /** A line of `text` (1-based) → the line of the file as written that it came from (the directive's, if included). */
  lineOf: (line: number) => number;
}

/**
 * A text made of what each of its lines became (none, one or several lines: an include, a block's markup
 * replaced), with where each line of the result was written: the line it came from, through `writtenLine` when
 * the text is itself an expansion.
 */
export function expandedLines(
  produced: readonly (readonly string[])[],
  writtenLine: (line: number) => number = (line) => line,
): ExpandedMarkdown {
  const out: string[] = [];
  const origins: number[] = [];
  produced.forEach((lines, index) => {
    for (const line of lines) {
      out.push(line);
      origins.push(index + 1);
    }
  });
  return { text: out.join('\n'), lineOf: (line) => writtenLine(origins[line - 1] ?? line) };
}

type LineExpansion = (line: string, at: { file: string; line: number }) => Promise<string | undefined>;

/**
 * Each line outside fenced listings replaced by what `expand` makes of it (a listing that shows a directive's syntax
 * keeps it as written); `undefined` keeps the line. `at` is where the line was written. A line inside a listing is
 * given to `expandInFence` with the listing's opening line, when there is one (Quarto fills a listing from a file).
 */
export async function expandLinesOutsideFences(
  text: string,
  file: string,
  writtenLine: (line: number) => number,
  expand: LineExpansion,
  expandInFence?: (
    line: string,
    at: { file: string; line: number },
    opening: string,
  ) => Promise<string | undefined>,
): Promise<ExpandedMarkdown> {
  const produced: string[][] = [];
  const lines = text.split('\n');
  let fence: string | undefined;
  let opening = '';
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    const opens = fenceMark !== undefined && fence === undefined;
    if (fenceMark && (fence === undefined || fenceMark.startsWith(fence)))
      fence = fence ? undefined : fenceMark;
    if (opens) opening = line;
    const at = { file, line: writtenLine(index + 1) };
    const expanded =
      fence === undefined
        ? await expand(line, at)
        : !opens && expandInFence
          ? await expandInFence(line, at, opening)
          : undefined;
    produced.push((expanded ?? line).split('\n'));
  }
  return expandedLines(produced, writtenLine);
}

/** An included file's lines as written: without a byte order mark, Windows line ends or the last line's end. */
export function fileLines(bytes: Buffer): string[] {
  return bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '')
    .split('\n');
}

/** `lines` as a fenced listing in `language`, its fence longer than any run of backticks they hold. */
export function fencedListing(lines: readonly string[], language: string): string[] {
  const ticks = listingFence(lines);
  return [`${ticks}${language}`, ...lines, ticks];
}

/** A backtick fence longer than every run of backticks in `lines`, so none of them closes it (three at least). */
export function listingFence(lines: readonly string[]): string {
  const longestTicks = Math.max(
    0,
    ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)),
  );
  return '`'.repeat(Math.max(3, longestTicks + 1));
}

/** Includes this deep are taken for an include that includes itself. */
const MAX_INCLUDE_DEPTH = 10;

/**
 * The lines of the file an include names (mdBook's, MyST's, GitBook's alike), or what is wrong with it in words
 * that follow the directive as written: a path leaving the repository, an include this deep, a missing file.
 */
export async function readIncludedLines(
  source: BookSource,
  resolved: RepoPathResult,
  depth: number,
  missingHint = '',
): Promise<{ path: string; lines: string[] } | { problem: string }> {
  if (!resolved.ok) return { problem: `names a file that ${resolved.reason}` };
  if (depth >= MAX_INCLUDE_DEPTH)
    return {
      problem: `is ${MAX_INCLUDE_DEPTH} includes deep (an include that includes itself?); include the text directly`,
    };
  const bytes = await source.readFile(resolved.path);
  if (bytes === null)
    return { problem: `names ${resolved.path}, which does not exist${missingHint}; correct the path` };
  return { path: resolved.path, lines: fileLines(bytes) };
}
