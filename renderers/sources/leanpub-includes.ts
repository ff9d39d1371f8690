import { posix } from 'node:path';
import { leanpubResourcesFolder } from '../paths/leanpub-resources';
import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { ExpandedMarkdown, expandLinesOutsideFences, fencedListing, fileLines } from './expanded-lines';

/**
 * A line that is only `<<[Title](code/hello.rb)` (Leanpub Flavoured Markdown's external code sample) or `<<[path]`
 * (the same mark with the file alone, as thoughtbot's paperback builds its books from one master document).
 */
const INCLUDE_LINE = /^\s*<<\[([^\]]*)\](?:\(\s*<?([^)\s>]+)>?\s*\))?\s*$/;
/** Files brought in as text to read, not shown as code. */
const TEXT_FILE = /\.(?:md|markdown|mdown|txt)$/i;
/** Includes this deep are taken for an include that includes itself. */
const MOST_DEPTH = 10;

/**
 * Leanpub books show a listing kept in a file of its own with `<<[Title](code/hello.rb)`, and books built by
 * thoughtbot's paperback assemble their chapters with `<<[introduction/goals.md]` lines in one master document
 * (Backbone.js on Rails): Octavo printed the marks as text where the code and the chapters should be. A code file
 * becomes a fenced listing, titled with the bracket's text and in the language of its extension; a Markdown file is
 * read in the line's place, its own such lines too. Paths are tried from the manuscript folder (Leanpub's
 * `manuscript/`), then from the listed file's folder (paperback's), then from the file that writes the line. A
 * file not found is a warning naming the line; the line stays as written.
 */
export async function expandLeanpubIncludes(
  text: string,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
  writtenLine: (line: number) => number = (line) => line,
): Promise<ExpandedMarkdown> {
  if (!text.includes('<<[')) return { text, lineOf: writtenLine };
  const bases = [leanpubResourcesFolder(file)?.replace(/\/resources$/, ''), posix.dirname(file)];
  const expand = (written: string, at: { file: string; line: number }, depth: number) =>
    includeLine(written, at, depth, { source, warnings, bases: bases.filter(isFolder) });
  return expandLinesOutsideFences(text, file, writtenLine, (line, at) => expand(line, at, 0));
}

interface Context {
  source: BookSource;
  warnings: BookWarning[];
  bases: string[];
}

async function includeLine(
  line: string,
  at: { file: string; line: number },
  depth: number,
  context: Context,
): Promise<string | undefined> {
  const match = INCLUDE_LINE.exec(line);
  if (!match) return undefined;
  const [written, bracket = '', parenthesized] = match;
  const reference = parenthesized ?? bracket.trim();
  const problem = (what: string) => {
    context.warnings.push(
      warning('source', at, `${written.trim()} ${what}; the line is printed as written`, reference),
    );
    return written;
  };
  if (reference === '') return problem('names no file');
  if (depth >= MOST_DEPTH) return problem(`is ${MOST_DEPTH} includes deep (a file that includes itself?)`);
  const found = await findFile(reference, at.file, context);
  if (!found)
    return problem(`names ${reference}, which is not in ${triedFolders(at.file, context)}; correct the path`);
  if (parenthesized === undefined && TEXT_FILE.test(found.path)) {
    const lines: string[] = [];
    for (const [index, included] of found.lines.entries()) {
      const expanded = await includeLine(included, { file: found.path, line: index + 1 }, depth + 1, context);
      lines.push(expanded ?? included);
    }
    return lines.join('\n');
  }
  const title = parenthesized === undefined ? '' : bracket.trim();
  return [
    ...(title ? [`{title="${title.replace(/"/g, '&quot;')}"}`] : []),
    ...fencedListing(found.lines, languageOf(found.path)),
  ].join('\n');
}

async function findFile(
  reference: string,
  writtenIn: string,
  context: Context,
): Promise<{ path: string; lines: string[] } | undefined> {
  for (const folder of [...context.bases, posix.dirname(writtenIn)]) {
    const resolved = resolveFromFile(`${folder}/_`, reference);
    if (!resolved.ok) continue;
    const bytes = await context.source.readFile(resolved.path);
    if (bytes !== null) return { path: resolved.path, lines: fileLines(bytes) };
  }
  return undefined;
}

function triedFolders(writtenIn: string, context: Context): string {
  const folders = [...new Set([...context.bases, posix.dirname(writtenIn)])].map((folder) =>
    folder === '.' ? 'the repository root' : `${folder}/`,
  );
  return folders.join(' nor ');
}

function isFolder(folder: string | undefined): folder is string {
  return folder !== undefined;
}

function languageOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
