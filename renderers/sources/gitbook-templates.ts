import { posix } from 'node:path';
import { normalizeRepoPath, resolveFromFile } from '../paths/repo-path';
import { BookSource } from '../types';
import { BookWarning, warning } from '../warnings';
import { ExpandedMarkdown, expandedLines, readIncludedLines } from './expanded-lines';
import { fencedLines } from './fenced-lines';
import { findLiquidPartial, isPartialName } from './liquid-partials';

/** `{% include "/deploy/install_git.md" %}` (or single quotes, Nunjucks' whitespace dashes), alone on its line. */
const INCLUDE_LINE = /^\s*\{%-?\s*include\s+(["'])([^"'\n]+)\1\s*-?%\}\s*$/;
/** `{% raw %}` … `{% endraw %}`: text GitBook prints as written, its own braces untouched. */
const RAW_BLOCK = /\{%-?\s*raw\s*-?%\}([\s\S]*?)\{%-?\s*endraw\s*-?%\}/g;
/** `{{ book.docs_version }}`: a variable of book.json's `variables`. */
const BOOK_VARIABLE = /\{\{-?\s*book\.([A-Za-z_][\w.]*)\s*-?\}\}/g;

/** `{% set warning_icon = '<span …>' %}` alone on its line: a name for a piece of text, used as `{{ warning_icon }}`. */
const SET_LINE = /^\s*\{%-?\s*set\s+([A-Za-z_]\w*)\s*=\s*(["'])(.*?)\2\s*-?%\}\s*$/;
/** A `code` span of a Markdown line (its backticks captured), which GitBook keeps from its templates. */
const CODE_SPAN = /(`+)[^`](?:[\s\S]*?[^`])?\1(?!`)/g;
const NAMED_OUTPUT = /\{\{-?\s*([A-Za-z_]\w*)\s*-?\}\}/g;

/** `{% if output.name != "ebook" %}`: text for GitBook's web site (`website`) or its PDF, EPUB and MOBI (`ebook`). */
const OUTPUT_CONDITION = /^\s*\{%-?\s*if\s+output\.name\s*(==|!=)\s*(["'])(\w+)\2\s*-?%\}\s*$/;
const IF_LINE = /^\s*\{%-?\s*if\b[^%]*-?%\}\s*$/;
const ELSE_LINE = /^\s*\{%-?\s*else\s*-?%\}\s*$/;
const ENDIF_LINE = /^\s*\{%-?\s*endif\s*-?%\}\s*$/;

/** GitBook's name for the output being built: Octavo's HTML is its web site, the rest its e-books. */
export type GitBookOutput = 'website' | 'ebook';

/** How deep included files may include others (GitBook sets no limit; an include of itself would never end). */

/** book.json's variables; undefined when the book has no book.json (it is no GitBook book). */
type Variables = ReadonlyMap<string, string> | undefined;

/**
 * GitBook runs every page through Nunjucks before reading it as Markdown. Books written for it share text between
 * pages with `{% include "/path.md" %}` (a leading slash is the book's root: the folder of its SUMMARY.md), print
 * book.json's `variables` with `{{ book.name }}`, and keep braces meant for the reader between `{% raw %}` and
 * `{% endraw %}`. Octavo printed all three as written: whole steps of a tutorial missing, version numbers shown as
 * `{{ book.py_version }}`, the raw tags in the prose. Pages also name a piece of text with
 * `{% set icon = '…' %}` and print it with `{{ icon }}`. This is the static part of that templating, done as GitBook
 * does it (no template logic is run): an include becomes the file's text, a variable or a named text its value,
 * a `set` line nothing, raw tags go and their text stays as written. Code is left as written, as GitBook leaves it.
 * `{% if output.name == "ebook" %}` blocks keep what GitBook keeps for the output being built.
 * An include or variable Octavo cannot find is a warning naming its line; it stays as written.
 */
export async function expandGitBookTemplates(
  text: string,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
  output: GitBookOutput = 'website',
): Promise<ExpandedMarkdown & { outputSensitive: boolean }> {
  if (!text.includes('{%') && !/\{\{-?\s*book\./.test(text))
    return { text, lineOf: (line) => line, outputSensitive: false };
  const root = await bookRoot(file, source);
  const variables = await bookVariables(root, source);
  const expand = new GitBookExpansion(source, warnings, root, variables, output);
  const expanded = expandedLines(await expand.lines(text, file, 0));
  return { ...expanded, outputSensitive: expand.askedForOutput };
}

class GitBookExpansion {
  /** What the author was told about already (once per variable and file is enough to find them). */
  private readonly warned = new Set<string>();
  /** The texts the pages name with `{% set %}`. */
  private readonly assigned = new Map<string, string>();

  constructor(
    private readonly source: BookSource,
    private readonly warnings: BookWarning[],
    /** The folder of the book's SUMMARY.md ('' for the repository root). */
    private readonly root: string,
    private readonly variables: Variables,
    private readonly output: GitBookOutput,
  ) {}

  /** A page asked which output is built (`output.name`): each output reads it apart. */
  askedForOutput = false;

  /** What each line of `text` (read from `file`) becomes: one line, or an included file's lines. */
  async lines(text: string, file: string, depth: number): Promise<string[][]> {
    const { text: filled, raw } = this.filled(text, file);
    const lines = filled.split('\n');
    const inFence = fencedLines(lines);
    const plain = lines.map((_, index) => !inFence[index] && !raw.has(index));
    const shown = this.shownForOutput(lines, plain);
    const produced: string[][] = [];
    for (const [index, line] of lines.entries()) {
      if (!shown[index]) {
        produced.push(['']);
        continue;
      }
      if (plain[index] && SET_LINE.test(line)) {
        produced.push(['']);
        continue;
      }
      const include = plain[index] ? INCLUDE_LINE.exec(line) : null;
      produced.push(
        include ? await this.included(include[2]!, line.trim(), { file, line: index + 1 }, depth) : [line],
      );
    }
    return produced;
  }

  /**
   * Which lines this output shows: `{% if output.name == "website" %}` … `{% else %}` … `{% endif %}`, each tag on a
   * line of its own, keeps the branch GitBook keeps for it, the tags themselves never shown. Other `if`s are left as
   * written (and warned about as template markup); a file whose output conditions do not close is left as written.
   */
  private shownForOutput(lines: string[], plain: boolean[]): boolean[] {
    const shown = lines.map(() => true);
    if (!lines.some((line, index) => plain[index] && OUTPUT_CONDITION.test(line))) return shown;
    const open: ({ kept: boolean } | null)[] = [];
    for (const [index, line] of lines.entries()) {
      const condition = plain[index] ? OUTPUT_CONDITION.exec(line) : null;
      const top = open.at(-1);
      if (condition) {
        open.push({ kept: (condition[1] === '==') === (condition[3] === this.output) });
        shown[index] = false;
      } else if (plain[index] && IF_LINE.test(line)) open.push(null);
      else if (plain[index] && top && ELSE_LINE.test(line)) {
        top.kept = !top.kept;
        shown[index] = false;
      } else if (plain[index] && open.length > 0 && ENDIF_LINE.test(line)) {
        shown[index] = top === null;
        open.pop();
      }
      if (open.some((frame) => frame?.kept === false)) shown[index] = false;
    }
    if (open.some((frame) => frame !== null)) return lines.map(() => true);
    this.askedForOutput = true;
    return shown;
  }

  /** `text` with its variables filled in and raw tags gone; `raw`: the lines (0-based) that were raw text. */
  private filled(text: string, file: string): { text: string; raw: Set<number> } {
    const raw = new Set<number>();
    const inFence = fencedLines(text.split('\n'));
    text.split('\n').forEach((line, index) => {
      const set = inFence[index] ? null : SET_LINE.exec(line);
      if (set) this.assigned.set(set[1]!, set[3]!);
    });
    const lineAt = (offset: number) => text.slice(0, offset).split('\n').length - 1;
    let out = '';
    let last = 0;
    for (const block of text.matchAll(RAW_BLOCK)) {
      out += this.withVariables(text.slice(last, block.index), file, lineAt(last), inFence);
      const first = lineAt(block.index);
      const lineCount = block[0].split('\n').length;
      for (let line = first; line < first + lineCount; line++) raw.add(line);
      out += block[1];
      last = block.index + block[0].length;
    }
    return { text: out + this.withVariables(text.slice(last), file, lineAt(last), inFence), raw };
  }

  /**
   * Known variables and named texts filled in, in prose only: GitBook wraps code (listings and `code` spans) in raw
   * tags before it runs the templates, so a variable there is printed as written, and so it is here. In a book that has
   * a book.json, an unknown variable in prose, or a known one in code, is named to the author; elsewhere
   * `{{ book.title }}` is more likely a Django or Jinja template shown to the reader.
   */
  private withVariables(text: string, file: string, firstLine: number, inFence: boolean[]): string {
    return text
      .split('\n')
      .map((line, index) => {
        const at = { file, line: firstLine + index + 1 };
        if (inFence[at.line - 1]) {
          this.warnAboutVariablesInCode(line, at);
          return line;
        }
        let filled = '';
        let last = 0;
        for (const span of line.matchAll(CODE_SPAN)) {
          filled += this.prose(line.slice(last, span.index), at);
          this.warnAboutVariablesInCode(span[0], at);
          filled += span[0];
          last = span.index + span[0].length;
        }
        return filled + this.prose(line.slice(last), at);
      })
      .join('\n');
  }

  private prose(text: string, at: { file: string; line: number }): string {
    const named = text.replace(NAMED_OUTPUT, (written, name: string) => this.assigned.get(name) ?? written);
    return named.replace(BOOK_VARIABLE, (written, name: string) => {
      const value = this.variables?.get(name);
      if (value !== undefined) return value;
      this.warnOnce(
        name,
        at,
        `${written} names no variable of book.json's "variables" (GitBook fills it in from there); ` +
          `it is printed as written: add "${name}" to book.json's "variables", or write the value out`,
        written,
      );
      return written;
    });
  }

  private warnAboutVariablesInCode(code: string, at: { file: string; line: number }): void {
    for (const [written] of code.matchAll(BOOK_VARIABLE))
      this.warnOnce(
        `code ${written}`,
        at,
        `${written} is in code, where GitBook fills in no variables (it shows code as written): it is printed ` +
          'as written; write the value out in the code',
        written,
      );
  }

  private warnOnce(key: string, at: { file: string; line: number }, message: string, subject: string): void {
    if (!this.variables || this.warned.has(key)) return;
    this.warned.add(key);
    this.warnings.push(warning('source', at, message, subject));
  }

  private async included(
    reference: string,
    written: string,
    at: { file: string; line: number },
    depth: number,
  ): Promise<string[]> {
    const problem = (what: string) => {
      this.warnings.push(
        warning('source', at, `${written} ${what}; the line is printed as written`, reference),
      );
      return [written];
    };
    const resolved = reference.startsWith('/')
      ? normalizeRepoPath(posix.join(this.root, reference.replace(/^\/+/, '')))
      : resolveFromFile(at.file, reference);
    const read = await readIncludedLines(
      this.source,
      resolved,
      depth,
      reference.startsWith('/') ? ` (a leading / is the folder of the book's SUMMARY.md)` : '',
    );
    const found = 'problem' in read ? await this.partial(reference, read.problem, depth) : read;
    if ('problem' in found) return problem(found.problem);
    return (await this.lines(found.lines.join('\n'), found.path, depth + 1)).flat();
  }

  /**
   * A Liquid partial named by its bare name (`{% include 'widget_start' %}`), read when no file beside the page has
   * that name; `problem`, what reading it beside the page found.
   */
  private async partial(
    reference: string,
    problem: string,
    depth: number,
  ): Promise<{ path: string; lines: string[] } | { problem: string }> {
    if (!isPartialName(reference)) return { problem };
    const partial = await findLiquidPartial(this.source, reference, [this.root, '']);
    if (partial !== undefined) return readIncludedLines(this.source, { ok: true, path: partial }, depth);
    return {
      problem: problem.startsWith('names ')
        ? `names ${reference}, which is neither a file beside the page nor a partial in _includes/ or includes/ ` +
          `(${reference}, _${reference}.liquid); correct the name`
        : problem,
    };
  }
}

/** The folder GitBook reads the book from: the nearest holding a SUMMARY.md, else the repository root. */
async function bookRoot(file: string, source: BookSource): Promise<string> {
  for (let folder = posix.dirname(file); ; folder = posix.dirname(folder)) {
    const here = folder === '.' ? '' : folder;
    if ((await source.readFile(here ? `${here}/SUMMARY.md` : 'SUMMARY.md')) !== null) return here;
    if (here === '') return '';
  }
}

/**
 * book.json's `variables`, the repository root's overridden by the book folder's (a book in one language of a
 * multilingual repository shares the root's). Nested objects are named with dots, as Nunjucks reads them.
 */
async function bookVariables(root: string, source: BookSource): Promise<Variables> {
  let variables: Map<string, string> | undefined;
  const folders = root === '' ? [''] : ['', root];
  for (const folder of folders) {
    const bytes = await source.readFile(folder ? `${folder}/book.json` : 'book.json');
    if (bytes === null) continue;
    variables ??= new Map();
    let parsed: unknown;
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      // An unreadable book.json gives no variables; its uses are then warned about where they stand.
      continue;
    }
    const declared = (parsed as { variables?: unknown } | null)?.variables;
    if (declared && typeof declared === 'object') flatten(declared as Record<string, unknown>, '', variables);
  }
  // A book in one language of a LANGS.md repository knows its language by its folder's name.
  if (
    variables &&
    root !== '' &&
    (await source.readFile(posix.join(posix.dirname(root), 'LANGS.md'))) !== null
  )
    variables.set('language', variables.get('language') ?? posix.basename(root));
  return variables;
}

function flatten(values: Record<string, unknown>, prefix: string, into: Map<string, string>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      flatten(value as Record<string, unknown>, `${prefix}${key}.`, into);
    else if (value !== null && value !== undefined) into.set(`${prefix}${key}`, String(value));
  }
}
