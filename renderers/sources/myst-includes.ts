import { load as loadYaml } from 'js-yaml';
import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import {
  ExpandedMarkdown,
  expandedLines,
  fencedListing,
  listingFence,
  readIncludedLines,
} from './expanded-lines';
import { parseAttributeList } from './pandoc-heading-attributes';
import { pandocUnescaped } from './sphinx-directives';

/** ```` ```{include} path ```` or `:::{include} path`, and `literalinclude`: a MyST include's opening line. */
const OPENING = /^\s*(`{3,}|:{3,})\{(include|literalinclude)\}[ \t]+(\S.*?)\s*$/;

/**
 * `::: {.literalinclude language="python"}` or `::: literalinclude`: Sphinx's `.. literalinclude::` as pandoc's rST
 * reader writes it, a div of the directive's name and options around a line naming the file.
 */
const PANDOC_OPENING =
  /^([ \t]*(?:>[ \t]?[ \t]*)*):{3,}[ \t]*(?:literalinclude|\{\.literalinclude(\s[^{}]*)?\})[ \t]*:*[ \t]*$/;

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
  /** Written as the div pandoc makes of Sphinx's directive, indented so (in a list item, a quotation): the listing is too. */
  pandoc?: { indent: string };
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
  if (!/\{(?:literal)?include\}|^[\s>]*:::.*literalinclude/m.test(text)) return { text, lineOf: writtenLine };
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
    const include =
      listing === undefined ? (readInclude(lines, index) ?? pandocInclude(lines, index)) : undefined;
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
      // A run of tildes before carets is Python's mark under an error in a traceback (`~~~^^^^`), in an indented
      // listing (scipy-lectures' debugging chapter), not a fence: read as one, it hid every include after it.
      else if (!fence[1]!.startsWith(':') && !/^\s*\^/.test(fence[2]!)) listing = fence[1]!;
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

/**
 * Sphinx's literalinclude as pandoc converts it from rST (the conversion Octavo advises for a Sphinx book): its
 * options are the div's attributes (`lines="1-3"`, `start-after="# start"`, `linenos=""`). Printed as a div, the
 * book showed the file's name where its code belonged.
 */
function pandocInclude(lines: string[], index: number): Include | undefined {
  const opening = PANDOC_OPENING.exec(lines[index]!);
  if (!opening) return undefined;
  // Indented under a paragraph in the rST, it is in a quotation (`> ::: literalinclude`): each line has its marks.
  const quoted = (line: string | undefined) =>
    line !== undefined && line.replace(/\s+/g, '').startsWith(opening[1]!.replace(/\s+/g, ''))
      ? line.replace(/^[ \t]*(?:>[ \t]?[ \t]*)*/, '')
      : undefined;
  // pandoc escapes the path's Markdown characters (`python_c\_api/setup.py`).
  const path = pandocUnescaped(quoted(lines[index + 1])?.trim() ?? '');
  if (!path || /\s/.test(path) || !closes(quoted(lines[index + 2]) ?? '', ':::')) return undefined;
  const attributes = parseAttributeList(opening[2] ?? '');
  return {
    kind: 'literalinclude',
    path,
    options: Object.fromEntries(attributes?.attributes ?? []),
    length: 3,
    pandoc: { indent: opening[1]! },
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
        `${include.pandoc ? include.kind : `{${include.kind}}`} ${include.path} ${what}; nothing is printed for it`,
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
  if (include.pandoc) return sphinxListing(part, options, include.pandoc.indent);
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

/**
 * A literalinclude's listing as Sphinx prints it, indented as its div was: in its `language`, its lines numbered for
 * `linenos`, titled by its `caption` (a numbered example, as a MyST code block's caption makes one).
 */
function sphinxListing(part: string[], options: Record<string, string>, indent: string): string[] {
  const language = options['language'] ?? '';
  const caption = options['caption']?.trim();
  const quote = caption?.includes('"') ? "'" : '"';
  const braces =
    caption || 'linenos' in options
      ? `{${language ? `.${language} ` : ''}${'linenos' in options ? '.numberLines ' : ''}` +
        `${caption ? `lst-cap=${quote}${caption.replaceAll(quote, '')}${quote}` : ''}}`.replace(' }', '}')
      : language;
  const fence = listingFence(part);
  return [`${fence}${braces}`, ...part, fence].map((line) =>
    line === '' ? indent.trimEnd() : indent + line,
  );
}

/**
 * The lines the options ask for: docutils' `:start-line:` and `:end-line:` (counted from 0), then, in the order Sphinx
 * applies them, `pyobject`, `start-after`/`start-at`, `end-before`/`end-at`, `lines`, `dedent`, `prepend`, `append`.
 */
function takePart(lines: string[], options: Record<string, string>): string[] {
  let part = lines;
  const start = Number(options['start-line'] ?? 0);
  const end = options['end-line'] === undefined ? undefined : Number(options['end-line']);
  if (Number.isInteger(start) && (end === undefined || Number.isInteger(end))) part = part.slice(start, end);
  const object = options['pyobject'];
  if (object) part = pythonObject(part, object) ?? part;
  const after = options['start-after'] ?? options['start-at'];
  if (after) {
    const found = part.findIndex((line) => line.includes(after));
    if (found !== -1) part = part.slice(options['start-after'] ? found + 1 : found);
  }
  const before = options['end-before'] ?? options['end-at'];
  if (before) {
    const found = part.findIndex((line) => line.includes(before));
    if (found !== -1) part = part.slice(0, options['end-before'] ? found : found + 1);
  }
  if (options['lines']) part = chosenLines(part, options['lines']);
  if ('dedent' in options) part = dedented(part, options['dedent']!);
  if (options['prepend']) part = [options['prepend'], ...part];
  if (options['append']) part = [...part, options['append']];
  return part;
}

/** `lines="1-3, 5, 8-"`: those lines (counted from 1), in that order; all of them when the list reads as none. */
function chosenLines(lines: string[], list: string): string[] {
  const chosen: string[] = [];
  for (const item of list.split(',')) {
    const range = /^\s*(\d*)\s*(-?)\s*(\d*)\s*$/.exec(item);
    if (!range || (range[1] === '' && range[3] === '')) return lines;
    const from = range[1] === '' ? 1 : Number(range[1]);
    const to = range[2] === '' ? from : range[3] === '' ? lines.length : Number(range[3]);
    chosen.push(...lines.slice(from - 1, to));
  }
  return chosen;
}

/** `dedent="4"`: that many leading spaces taken off each line; `dedent` alone: the spaces all lines share. */
function dedented(lines: string[], written: string): string[] {
  const shared = Math.min(
    ...lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length),
  );
  const count = /^\d+$/.test(written.trim()) ? Number(written) : Number.isFinite(shared) ? shared : 0;
  const indent = new RegExp(`^[ \\t]{0,${count}}`);
  return lines.map((line) => line.replace(indent, ''));
}

/**
 * `pyobject="Greeter.greet"`: the lines of that class or function of a Python file (a method by its class's name
 * first), its decorators with it, up to the last line of its body; undefined when the file defines no such object.
 */
function pythonObject(lines: string[], dotted: string): string[] | undefined {
  let from = 0;
  let to = lines.length;
  let indent = -1;
  for (const name of dotted.split('.')) {
    const pattern = new RegExp(
      `^([ \\t]*)(?:async[ \\t]+)?(?:def|class)[ \\t]+${name.replace(/\W/g, '')}\\b`,
    );
    let at = from;
    for (; at < to; at++) {
      const found = pattern.exec(lines[at]!);
      // The first name is the module's own (`Greeter` of `Greeter.greet`), each next one inside the last.
      if (found && (indent === -1 ? found[1] === '' : found[1]!.length > indent)) break;
    }
    if (at >= to) return undefined;
    indent = /^[ \t]*/.exec(lines[at]!)![0].length;
    let end = at + 1;
    let last = at;
    for (; end < to; end++) {
      const line = lines[end]!;
      if (line.trim() === '') continue;
      if (/^[ \t]*/.exec(line)![0].length <= indent) break;
      last = end;
    }
    while (at > from && /^[ \t]*@/.test(lines[at - 1]!)) at--;
    from = at;
    to = last + 1;
  }
  return lines.slice(from, to);
}
