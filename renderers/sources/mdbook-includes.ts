import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { ExpandedMarkdown, expandedLines, readIncludedLines } from './expanded-lines';

/**
 * `{{#include path}}`, `{{ #rustdoc_include path:anchor }}`, `\{{#include …}}` (written out as is): mdBook's link
 * syntax, as its own preprocessor matches it.
 */
const DIRECTIVE = /\\\{\{#.*?\}\}|\{\{\s*#([A-Za-z0-9_]+)\s+([^}]+)\}\}/g;

/** The directives that bring another file's text; `title` only names the web page. Others are left as written. */
const INCLUDING = new Set(['include', 'rustdoc_include', 'playground', 'playpen']);

/** How deep included files may include others, as mdBook allows. */

const ANCHOR_START = /ANCHOR:\s*([\w-]+)/;
const ANCHOR_END = /ANCHOR_END:\s*([\w-]+)/;

/**
 * mdBook books (the Rust book and most Rust documentation) keep their code listings in files of their own and pull
 * them in with `{{#include file.rs:anchor}}`: without this, the book printed the directive where its code should be.
 * The included lines are those mdBook shows: a line range (`:2:10`, `:5`, `::10`, `:3:`) or the lines between
 * `ANCHOR: name` and `ANCHOR_END: name`, anchor lines themselves never shown. `rustdoc_include` shows on paper what
 * mdBook shows on screen (the rest of the file is hidden there). Paths are relative to the including file and stay
 * in the repository. A file or anchor not found is a warning naming the line; the directive stays as written.
 */
export async function expandMdBookIncludes(
  text: string,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
): Promise<ExpandedMarkdown> {
  if (!text.includes('{{')) return { text, lineOf: (line) => line };
  const produced: string[][] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const expanded = await expandLine(lines[index]!, { file, line: index + 1 }, source, warnings, 0);
    produced.push(expanded.split('\n'));
  }
  return expandedLines(produced);
}

async function expandText(
  text: string,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
  depth: number,
): Promise<string> {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++)
    out.push(await expandLine(lines[index]!, { file, line: index + 1 }, source, warnings, depth));
  return out.join('\n');
}

async function expandLine(
  line: string,
  at: { file: string; line: number },
  source: BookSource,
  warnings: BookWarning[],
  depth: number,
): Promise<string> {
  if (!line.includes('{{')) return line;
  let result = '';
  let last = 0;
  for (const match of line.matchAll(DIRECTIVE)) {
    result += line.slice(last, match.index);
    last = match.index + match[0].length;
    result += await replacement(match, at, source, warnings, depth);
  }
  return result + line.slice(last);
}

async function replacement(
  match: RegExpMatchArray,
  at: { file: string; line: number },
  source: BookSource,
  warnings: BookWarning[],
  depth: number,
): Promise<string> {
  const [written, kind, target] = match;
  if (kind === undefined) {
    // `\{{#include x}}` is how an mdBook book shows the syntax itself; only mdBook's own directives are unescaped,
    // so a book about Handlebars keeps its `\{{#each}}`.
    const escaped = /^\\\{\{\s*#([A-Za-z0-9_]+)/.exec(written!);
    return escaped && (INCLUDING.has(escaped[1]!) || escaped[1] === 'title') ? written!.slice(1) : written!;
  }
  if (kind === 'title') return '';
  if (!INCLUDING.has(kind)) return written!;
  const [pathAndPart] = target!.trim().split(/\s+/);
  const { path: reference, part } = splitPart(pathAndPart!);
  const resolved = resolveFromFile(at.file, reference);
  const problem = (what: string) => {
    warnings.push(
      warning('source', at, `${written} ${what}; the directive is printed as written`, reference),
    );
    return written!;
  };
  const read = await readIncludedLines(source, resolved, depth);
  if ('problem' in read) return problem(read.problem);
  const { lines } = read;
  const taken = takePart(lines, part);
  if (taken === undefined && 'anchor' in part) {
    // mdBook includes nothing for an anchor the file lacks (a stale one, its code since moved): the listing is
    // printed as the book's own site shows it, without the directive in the code.
    warnings.push(
      warning(
        'source',
        at,
        `${written} asks for the anchor "${part.anchor}", which ${read.path} has no "ANCHOR: ${part.anchor}" for; ` +
          'nothing is included, as mdBook includes nothing: add the anchor lines to the file, or correct the name',
        reference,
      ),
    );
    return '';
  }
  return expandText((taken ?? []).join('\n'), read.path, source, warnings, depth + 1);
}

type Part = { anchor: string } | { from: number; to: number | undefined };

/** `file.rs:2:10` → lines 2 to 10; `file.rs:2` → line 2; `file.rs::10`, `file.rs:2:`; `file.rs:name` → an anchor. */
function splitPart(written: string): { path: string; part: Part } {
  const [path, start, end] = written.split(':');
  const whole: Part = { from: 1, to: undefined };
  if (start === undefined) return { path: path!, part: whole };
  if (start !== '' && !/^\d+$/.test(start)) return { path: path!, part: { anchor: start } };
  const from = start === '' ? 1 : Math.max(1, Number(start));
  if (end === undefined) return { path: path!, part: start === '' ? whole : { from, to: from } };
  return { path: path!, part: { from, to: end === '' ? undefined : Number(end) } };
}

/** The lines a part names, anchor lines left out (they are markers for mdBook, not code); undefined: no such anchor. */
function takePart(lines: string[], part: Part): string[] | undefined {
  const shown = (line: string) => !ANCHOR_START.test(line) && !ANCHOR_END.test(line);
  if (!('anchor' in part)) return lines.slice(part.from - 1, part.to).filter(shown);
  const opening = lines.findIndex((line) => ANCHOR_START.exec(line)?.[1] === part.anchor);
  if (opening < 0) return undefined;
  const closing = lines.findIndex(
    (line, index) => index > opening && ANCHOR_END.exec(line)?.[1] === part.anchor,
  );
  return lines.slice(opening + 1, closing < 0 ? undefined : closing).filter(shown);
}

/**
 * The lines of a Markdown file (1-based) holding a directive that brings another file's text: what it brings is
 * located on that line, the directive's.
 */
export function includeDirectiveLines(markdown: string): Set<number> {
  const lines = new Set<number>();
  if (!markdown.includes('{{')) return lines;
  markdown.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(DIRECTIVE)) if (INCLUDING.has(match[1] ?? '')) lines.add(index + 1);
  });
  return lines;
}

/**
 * Whether a Markdown file's text above its first heading is mdBook `{{#include}}` lines alone: text of the author's
 * own there (bevy-cheatbook's bundle.md, "Relevant official examples" below its header) is still warned of.
 */
export function opensWithInclude(markdown: string): boolean {
  const heading = /^ {0,3}#{1,6}(?:\s|$)/m.exec(markdown);
  const lines = (heading ? markdown.slice(0, heading.index) : markdown)
    .split('\n')
    .filter((line) => line.trim());
  return (
    lines.length > 0 &&
    lines.every((line) => /^\s*\{\{\s*#(?:include|rustdoc_include)\s[^}]*\}\}\s*$/.test(line))
  );
}
