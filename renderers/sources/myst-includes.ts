import { load as loadYaml } from 'js-yaml';
import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { ExpandedMarkdown, expandedLines, fencedListing, readIncludedLines } from './expanded-lines';

/** ```` ```{include} path ```` or `:::{include} path`, and `literalinclude`: a MyST include's opening line. */
const OPENING = /^\s*(`{3,}|:{3,})\{(include|literalinclude)\}[ \t]+(\S.*?)\s*$/;

/** The opening of any fenced block: the marker, and what follows it. */
const FENCE = /^\s*(`{3,}|~{3,}|:{3,})(.*)$/;

const OPTION = /^\s*:([\w-]+):(?:[ \t]+(.*?))?\s*$/;

/** How deep included files may include others. */

interface Include {
  kind: 'include' | 'literalinclude';
  path: string;
  options: Record<string, string>;
  /** The lines the directive takes, its closing fence included. */
  length: number;
}

/**
 * MyST's `{include}` and `{literalinclude}` directives (Jupyter Book chapters share text kept in a file of its own
 * this way): the named file's text takes the directive's place, read as part of the chapter (`{include}`) or as a
 * code listing (`{literalinclude}`, or `{include}` with `:literal:` or `:code:`). `:start-line:`/`:end-line:`
 * (counted from 0, as docutils does) and `:start-after:`/`:end-before:` take a part of it. The path is relative to
 * the including file (`/` at the start: to the repository's book folder is not known here, so to the repository).
 * Directives shown inside a code listing are left alone. A file not found is a warning at the directive's line;
 * the directive then prints nothing.
 */
export async function expandMystIncludes(
  text: string,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
  writtenLine: (line: number) => number = (line) => line,
  depth = 0,
): Promise<ExpandedMarkdown> {
  if (!/\{(?:literal)?include\}/.test(text)) return { text, lineOf: writtenLine };
  const lines = text.split('\n');
  const produced: string[][] = [];
  /** The marker of the code listing the line is in, if any (directives' own fences hold text, not code). */
  let listing: string | undefined;
  /** The markers of the directives the line is in, innermost last: a bare fence line may close one. */
  const directives: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (listing !== undefined) {
      produced.push([line]);
      if (closes(line, listing)) listing = undefined;
      continue;
    }
    const include = listing === undefined ? readInclude(lines, index) : undefined;
    if (include) {
      const at = { file, line: writtenLine(index + 1) };
      const included = await includedLines(include, at, source, warnings, depth);
      produced.push(included);
      for (let skipped = 1; skipped < include.length; skipped++) produced.push([]);
      index += include.length - 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const open = directives[directives.length - 1];
      if (fence[2]!.trim().startsWith('{')) directives.push(fence[1]!);
      else if (open !== undefined && closes(line, open)) directives.pop();
      else if (!fence[1]!.startsWith(':')) listing = fence[1]!;
    }
    produced.push([line]);
  }
  return expandedLines(produced, writtenLine);
}

function closes(line: string, marker: string): boolean {
  const text = line.trim();
  return text.length >= marker.length && text === marker[0]!.repeat(text.length);
}

/**
 * A directive option's value as myst-parser reads it, a YAML scalar: `:name: "fig-fish"` (Learning Data Science) is
 * the name fig-fish, its quotes YAML's, not the name's.
 */
export function optionValue(written: string | undefined): string {
  const value = (written ?? '').trim();
  if (!/^(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')$/.test(value)) return value;
  try {
    const read: unknown = loadYaml(value);
    return typeof read === 'string' ? read : value;
  } catch {
    return value;
  }
}

/** A directive's `:name: value` option lines from `from` on, and the index of the first line that is no option. */
export function readDirectiveOptions(
  lines: readonly string[],
  from: number,
): { options: Record<string, string>; next: number } {
  const options: Record<string, string> = {};
  let next = from;
  for (; next < lines.length; next++) {
    const option = OPTION.exec(lines[next]!);
    if (!option) break;
    options[option[1]!] = optionValue(option[2]);
  }
  return { options, next };
}

function readInclude(lines: string[], index: number): Include | undefined {
  const opening = OPENING.exec(lines[index]!);
  if (!opening) return undefined;
  const { options, next: firstAfterOptions } = readDirectiveOptions(lines, index + 1);
  let next = firstAfterOptions;
  while (next < lines.length && !closes(lines[next]!, opening[1]!)) next++;
  return {
    kind: opening[2] as Include['kind'],
    path: opening[3]!,
    options,
    length: Math.min(next, lines.length - 1) - index + 1,
  };
}

async function includedLines(
  include: Include,
  at: { file: string; line: number },
  source: BookSource,
  warnings: BookWarning[],
  depth: number,
): Promise<string[]> {
  const problem = (what: string): string[] => {
    warnings.push(
      warning(
        'include',
        at,
        `{${include.kind}} ${include.path} ${what}; nothing is printed for it`,
        include.path,
      ),
    );
    return [];
  };
  const resolved = include.path.startsWith('/')
    ? resolveFromFile(`${await bookFolder(at.file, source)}/_`, include.path.replace(/^\/+/, ''))
    : resolveFromFile(at.file, include.path);
  const read = await readIncludedLines(source, resolved, depth);
  if ('problem' in read) return problem(read.problem);
  const part = takePart(read.lines, include.options);
  const { options } = include;
  if (include.kind === 'literalinclude' || 'literal' in options || 'code' in options) {
    const language = options['language'] ?? options['code'] ?? '';
    return fencedListing(part, language);
  }
  const expanded = await expandMystIncludes(
    part.join('\n'),
    read.path,
    source,
    warnings,
    () => at.line,
    depth + 1,
  );
  return expanded.text.split('\n');
}

/**
 * The folder of the book the file is in, which a path starting with `/` starts from in Sphinx: the nearest folder
 * above it with Jupyter Book's `_toc.yml` or `_config.yml` (or Sphinx's `conf.py`), else the repository.
 */
export async function bookFolder(file: string, source: BookSource): Promise<string> {
  const folders = file.split('/').slice(0, -1);
  for (let depth = folders.length; depth > 0; depth--) {
    const folder = folders.slice(0, depth).join('/');
    for (const marker of ['_toc.yml', '_config.yml', 'conf.py']) {
      if ((await source.readFile(`${folder}/${marker}`)) !== null) return folder;
    }
  }
  return '.';
}

/** The lines the options ask for, as docutils takes them (`:start-line:` and `:end-line:` count from 0). */
function takePart(lines: string[], options: Record<string, string>): string[] {
  let part = lines;
  const start = Number(options['start-line'] ?? 0);
  const end = options['end-line'] === undefined ? undefined : Number(options['end-line']);
  if (Number.isInteger(start) && (end === undefined || Number.isInteger(end))) part = part.slice(start, end);
  const after = options['start-after'];
  if (after) {
    const found = part.findIndex((line) => line.includes(after));
    if (found !== -1) part = part.slice(found + 1);
  }
  const before = options['end-before'];
  if (before) {
    const found = part.findIndex((line) => line.includes(before));
    if (found !== -1) part = part.slice(0, found);
  }
  return part;
}
