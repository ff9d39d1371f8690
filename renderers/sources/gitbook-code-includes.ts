import { resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { ExpandedMarkdown, expandLinesOutsideFences, fencedListing, fileLines } from './expanded-lines';

/**
 * GitBook's include-codeblock plugin: a line that is only `[include](file)` or `[import](file)`, options after a
 * colon or comma (`[import:3-10, lang-typescript](file)`, `[include, title:"Setup"](file)`).
 */
const INCLUDE_LINE = /^\s*\[(include|import)\b([^\]]*)\]\(\s*<?([^)\s>]+)>?\s*\)\s*$/;
const LINE_RANGE = /(?:^|[\s,:])(\d+)?-(\d+)?(?:$|[\s,])|(?:^|[\s,:])(\d+)(?:$|[\s,])/;
const LANGUAGE = /\blang-([\w+#-]+)/;
/**
 * The plugin's `key:"value"` options, which it reads the same written `key="value"` (JavaScript Primer's
 * `[import, title="配列を使った場合"](file)`), quoted either way or `true`/`false`. `import:"part"` names the
 * marked part, as `marker:"part"` does.
 */
const OPTION = /(\w+)[:=]\s*(?:["']((?:[^'"\\]|\\.)*)["']|(true|false)\b)/g;

interface IncludeOptions {
  /** The marked parts to show, in order (`import:"setup,run"`). */
  parts: string[];
  title?: string;
  language?: string;
  unindent: boolean;
  /** What the options say besides their `key:"value"` pairs: a line range, `lang-…`. */
  rest: string;
}

/**
 * GitBook books keep listings in files of their own and show them with the include-codeblock plugin (the Mostly
 * Adequate Guide's `[include](./exercises/ch06/main.js)`): Octavo printed a link to a file the book does not ship
 * where the code should be. The line becomes a fenced listing of the file (a line range or a marked part of it,
 * as the plugin reads them), its language from `lang-…` or the file's extension. A file not found is a warning
 * naming the line; the line stays as written.
 */
export async function expandGitBookCodeIncludes(
  text: string,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
  /** Where a line of `text` was written, when it is itself an expansion. */
  writtenLine: (line: number) => number = (line) => line,
): Promise<ExpandedMarkdown> {
  if (!/\[(include|import)\b/.test(text)) return { text, lineOf: writtenLine };
  return expandLinesOutsideFences(text, file, writtenLine, async (line, at) => {
    const match = INCLUDE_LINE.exec(line);
    return match ? listing(match, at, source, warnings) : undefined;
  });
}

async function listing(
  match: RegExpExecArray,
  at: { file: string; line: number },
  source: BookSource,
  warnings: BookWarning[],
): Promise<string> {
  const [written, keyword = '', options = '', reference = ''] = match;
  const problem = (what: string) => {
    warnings.push(
      warning('source', at, `${written.trim()} ${what}; the line is printed as written`, reference),
    );
    return written;
  };
  const resolved = resolveFromFile(at.file, decodeURI(reference));
  if (!resolved.ok) return problem(`names a file that ${resolved.reason}`);
  const bytes = await source.readFile(resolved.path);
  if (bytes === null) return problem(`names ${resolved.path}, which does not exist; correct the path`);
  const lines = fileLines(bytes);
  const { parts, title, language, unindent, rest } = includeOptions(keyword + options);
  const marked = parts.map((part) => markedPart(lines, part));
  const missing = parts.find((_, i) => marked[i] === undefined);
  if (missing !== undefined)
    return problem(`asks for the part "${missing}", which ${resolved.path} does not mark (//! [${missing}])`);
  const shown = parts.length === 0 ? rangeOf(lines, rest) : marked.flatMap((part) => part!);
  return [
    ...(title ? [`{title="${title.replace(/"/g, '&quot;')}"}`] : []),
    ...fencedListing(unindent ? unindented(shown) : shown, language ?? extensionOf(resolved.path)),
  ].join('\n');
}

/** What a label asks for (`import:"main", title="Sample"`: its keyword and the options after it). */
function includeOptions(label: string): IncludeOptions {
  const values = new Map<string, string>();
  const rest = label.replace(OPTION, (_written, key: string, quoted?: string, flag?: string) => {
    values.set(
      key === 'import' || key === 'include' ? 'marker' : key,
      flag ?? quoted!.replace(/\\(.)/g, '$1'),
    );
    return ' ';
  });
  const language = values.get('lang') || LANGUAGE.exec(rest)?.[1];
  return {
    parts: (values.get('marker') ?? '').split(',').filter((part) => part.trim() !== ''),
    title: values.get('title'),
    // The plugin names languages as the Ace editor does, C and C++ together.
    language: language === 'c_cpp' ? 'cpp' : language,
    unindent: values.get('unindent') === 'true',
    rest,
  };
}

/** The lines with the indentation they all share taken off, as the plugin's `unindent:"true"` shows a part. */
function unindented(lines: string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(Math.min(common, /^[ \t]*/.exec(line)![0].length)));
}

/** `3-10`, `3-`, `-10`, `7`: the plugin's line ranges, 1-based and inclusive. The whole file otherwise. */
function rangeOf(lines: string[], options: string): string[] {
  const range = LINE_RANGE.exec(options);
  if (!range) return lines;
  if (range[3] !== undefined) return lines.slice(Number(range[3]) - 1, Number(range[3]));
  const from = range[1] === undefined ? 1 : Number(range[1]);
  const to = range[2] === undefined ? lines.length : Number(range[2]);
  return lines.slice(from - 1, to);
}

/**
 * The lines between two marker lines naming the part: the plugin's doxygen style `//! [name]` (any comment
 * leader; `/// [name]`, `#! [name]` as the plugin's documentation writes them) and Asciidoctor's `tag::name[]` …
 * `end::name[]`.
 */
function markedPart(lines: string[], name: string): string[] | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const doxygen = new RegExp(`(?:!|(?:\\/\\/|#|%|\\/\\*|<!--)[*/#])\\s*\\[${escaped}\\]`);
  const start = new RegExp(`tag::${escaped}\\[\\]`);
  const end = new RegExp(`end::${escaped}\\[\\]`);
  const opening = lines.findIndex((line) => doxygen.test(line) || start.test(line));
  if (opening < 0) return undefined;
  const closing = lines.findIndex((line, index) => index > opening && (doxygen.test(line) || end.test(line)));
  return lines.slice(opening + 1, closing < 0 ? undefined : closing);
}

function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
