import { posix } from 'node:path';
import { parse, type ParseEntry } from 'shell-quote';
import type { BookSource } from '../types';
import { filesMatching } from './magicbook-files';

/** Files at the repository root that hold a book's build commands, besides any `*.sh`. */
const BUILD_FILES = ['Makefile', 'makefile', 'GNUmakefile', 'build', 'justfile'];
/** Expansions of a variable inside another, at most: a definition that refers to itself stops here. */
const MOST_EXPANSIONS = 8;
/** A Makefile's rule line (`book.epub: title.txt ch1.md`): its targets and prerequisites as written. */
const RULE = /^([^\t#=:][^=:]*?)\s*::?(?!=)\s*([^=]*)$/;

/** A shell line of a book's Makefile or script that runs a given command, as the shell gets it. */
export interface ScriptCommandLine {
  /** Where the command is written ("Makefile:12"). */
  at: string;
  /** The line with make's variables expanded, its own and the automatic ones (`$<`, `$^`, `$@`). */
  line: string;
}

/**
 * The lines of the repository's Makefile and shell scripts at its root that run the command `word` finds, in the
 * order they are written, expanded as make expands them: how a book's own build names the files it reads (pandoc's
 * inputs, asciidoctor's master document). Nothing is run but what only lists files (`$(shell find …)`, `ls`).
 */
export async function scriptCommandLines(source: BookSource, word: RegExp): Promise<ScriptCommandLine[]> {
  const root = (await source.listFiles?.('')) ?? [];
  const scripts = [
    ...BUILD_FILES.filter((file) => root.includes(file)),
    ...root.filter((f) => f.endsWith('.sh')),
  ];
  const lines: ScriptCommandLine[] = [];
  for (const script of scripts) {
    const bytes = await source.readFile(script).catch(() => null);
    if (bytes !== null) lines.push(...(await commandLinesOf(source, script, bytes.toString('utf8'), word)));
  }
  return lines;
}

async function commandLinesOf(
  source: BookSource,
  script: string,
  text: string,
  word: RegExp,
): Promise<ScriptCommandLine[]> {
  const lines = text.split('\n');
  const variables = new Map<string, string>();
  const commands: ScriptCommandLine[] = [];
  const makefile = /^(?:GNUm|m|M)akefile$/.test(script);
  // The rule a recipe line belongs to: make's `$^`, `$<` and `$@` name its prerequisites and target.
  let rule: { target: string; prerequisites: string[] } | undefined;
  for (let index = 0; index < lines.length; index++) {
    const first = index;
    let line = lines[index]!;
    while (line.endsWith('\\') && index + 1 < lines.length) line = `${line.slice(0, -1)} ${lines[++index]}`;
    const assignment = /^(?:export\s+|override\s+)?([A-Za-z_][\w.-]*)\s*(\+=|\?=|:{0,3}=)\s*(.*)$/.exec(line);
    if (assignment && !line.startsWith('\t')) {
      const [, name, operator, written] = assignment as unknown as [string, string, string, string];
      // make ends a value at a comment (the RLHF book's `CONTENT_FILTERS = tee # Use this to add sed filters …`),
      // which left in cut the pandoc command after it off; a Makefile writes a `#` of its value as `\#`.
      const value = makefile
        ? written
            .replace(/(?<!\\)#.*$/, '')
            .trimEnd()
            .replace(/\\#/g, '#')
        : written;
      if (operator === '+=') variables.set(name, `${variables.get(name) ?? ''} ${value}`);
      else if (operator !== '?=' || !variables.has(name)) variables.set(name, value);
      continue;
    }
    const ruleLine = makefile && !line.startsWith('\t') ? RULE.exec(line) : null;
    if (ruleLine) {
      const [target = ''] = (await expandMake(source, ruleLine[1]!, variables)).split(/\s+/);
      const prerequisites = (await expandMake(source, (ruleLine[2] ?? '').split('|')[0]!, variables))
        .split(/\s+/)
        .filter(Boolean);
      rule = { target, prerequisites };
      continue;
    }
    // A command written through a variable (`EPUB_BUILDER = pandoc`, then `$(EPUB_BUILDER) … $^`) is that command too.
    if (!word.test(line) && !/\$[({]/.test(line)) continue;
    const recipe = makefile && rule ? automaticVariables(line, rule) : line;
    const expanded = await expandMake(source, recipe.replace(/^\s+/, '').replace(/^[@-]+/, ''), variables);
    if (word.test(expanded)) commands.push({ at: `${script}:${first + 1}`, line: expanded });
  }
  return commands;
}

/** make's automatic variables in a recipe line: `$^` and `$+` its rule's prerequisites, `$<` the first, `$@` the target. */
function automaticVariables(line: string, rule: { target: string; prerequisites: string[] }): string {
  return line.replace(/(?<!\$)\$([\^+<@])/g, (_, name: string) =>
    name === '@' ? rule.target : name === '<' ? (rule.prerequisites[0] ?? '') : rule.prerequisites.join(' '),
  );
}

/** `$(NAME)`, `${NAME}` and `$(wildcard …)` / `$(sort …)` as make expands them; `$$` is the shell's `$`. */
async function expandMake(source: BookSource, text: string, variables: Map<string, string>): Promise<string> {
  let result = text;
  for (let round = 0; round < MOST_EXPANSIONS && /\$[({]/.test(result.replace(/\$\$/g, '')); round++) {
    const pending: Promise<string>[] = [];
    result.replace(/(?<!\$)\$[({]([^(){}]*)[)}]/g, (_whole, inner: string) => {
      pending.push(expandReference(source, inner.trim(), variables));
      return '';
    });
    const values = await Promise.all(pending);
    result = result.replace(/(?<!\$)\$[({]([^(){}]*)[)}]/g, () => values.shift() ?? '');
  }
  return result.replace(/\$\$/g, '$');
}

async function expandReference(
  source: BookSource,
  inner: string,
  variables: Map<string, string>,
): Promise<string> {
  const call = /^(wildcard|sort|strip|shell|filter-out|filter)\s+([\s\S]*)$/.exec(inner);
  // The server's own environment is none of the book's business: an unset variable is empty, as make has it.
  if (!call) return variables.get(inner) ?? '';
  if (call[1] === 'shell') return (await shellFileList(source, call[2]!)).join(' ');
  if (call[1] === 'filter' || call[1] === 'filter-out') return filtered(call[2]!, call[1] === 'filter');
  const words = call[2]!.split(/\s+/).filter(Boolean);
  if (call[1] === 'strip') return words.join(' ');
  if (call[1] === 'sort') return [...new Set(words)].sort().join(' ');
  return (await filesOfGlobs(source, words)).join(' ');
}

/**
 * make's `$(filter-out PATTERNS,TEXT)` and `$(filter PATTERNS,TEXT)`: the words of the text that match none (or one)
 * of the patterns, a `%` in a pattern matching any part of a word. The RLHF book (wikiti/pandoc-book-template) lists
 * its chapters as `$(filter-out book/chapters/README.md,$(wildcard book/chapters/*.md))`.
 */
function filtered(argumentsText: string, keep: boolean): string {
  const [patterns, text = ''] = splitOnce(argumentsText, ',');
  const matchers = patterns
    .split(/\s+/)
    .filter(Boolean)
    .map((pattern) => {
      const [before, after] = splitOnce(pattern, '%');
      return (word: string) =>
        after === undefined
          ? word === before
          : word.length >= before.length + after.length && word.startsWith(before) && word.endsWith(after);
    });
  return text
    .split(/\s+/)
    .filter((word) => word !== '' && matchers.some((matches) => matches(word)) === keep)
    .join(' ');
}

/** The book's files each glob matches, in the globs' order (make's `$(wildcard …)`, a shell's `ls`/`echo`). */
async function filesOfGlobs(source: BookSource, globs: readonly string[]): Promise<string[]> {
  const matched: string[] = [];
  for (const glob of globs)
    matched.push(...(await filesMatching(source, posix.normalize(glob).replace(/^\.\//, ''))));
  return matched;
}

/** `sort`'s options that order names by the numbers in them (`-V` as `ch2` before `ch10`), and that reverse. */
const NUMERIC_SORT = /^-[a-zA-Z]*[Vng]/;
const REVERSE_SORT = /^-[a-zA-Z]*r/;
const byNumber = new Intl.Collator('en', { numeric: true });

/**
 * The files a `$(shell …)` lists, when it is a command that only lists files: `find DIR -type f -name '*.md'`,
 * `ls` or `echo` of globs, piped or not to `sort`. BookFun keeps its chapters in `$(shell find chapters/ -type f
 * -name '*.md' | sort)`, which read as nothing lost them all. Any other command is not run: it lists nothing.
 */
async function shellFileList(source: BookSource, command: string): Promise<string[]> {
  const stages: ParseEntry[][] = [[]];
  for (const entry of parse(command, (name) => `$${name}`)) {
    if (isPipe(entry)) stages.push([]);
    else stages[stages.length - 1]!.push(entry);
  }
  const [lister, ...filters] = stages.map((stage) =>
    stage.map((entry) =>
      typeof entry === 'string' ? entry : 'op' in entry && entry.op === 'glob' ? entry.pattern : undefined,
    ),
  );
  if (!lister || [lister, ...filters].some((stage) => stage.includes(undefined))) return [];
  const [name, ...args] = lister as string[];
  let files: string[];
  if (name === 'find') files = await foundFiles(source, args);
  else if (name === 'ls' || name === 'echo')
    files = await filesOfGlobs(
      source,
      args.filter((arg) => !arg.startsWith('-')),
    );
  else return [];
  for (const [filter, ...options] of filters as string[][]) {
    if (filter !== 'sort') return [];
    files = [...files].sort(
      options.some((option) => NUMERIC_SORT.test(option)) ? byNumber.compare : undefined,
    );
    if (options.some((option) => REVERSE_SORT.test(option))) files.reverse();
  }
  return files;
}

/**
 * The files `find` lists for its arguments: the folders before the first test, and the tests `-type f`, `-name`,
 * `-iname`, `-maxdepth` (alternatives joined by `-o`); with another test nothing is listed. They come in name order,
 * as a shell's sort gives them (find's own order is the disk's).
 */
async function foundFiles(source: BookSource, args: string[]): Promise<string[]> {
  const start = args.findIndex((arg) => arg.startsWith('-'));
  const folders = (start === -1 ? args : args.slice(0, start)).map((folder) =>
    posix.normalize(folder).replace(/^\.\/?$|\/$/g, ''),
  );
  const names: { glob: string; anyCase: boolean }[] = [];
  let depth: number | undefined;
  const tests = start === -1 ? [] : args.slice(start);
  for (let at = 0; at < tests.length; at++) {
    const [test, value] = [tests[at]!, tests[at + 1]];
    if (test === '-o' || test === '-or') continue;
    if (value === undefined) return [];
    if (test === '-type' && value !== 'f') return [];
    else if (test === '-name' || test === '-iname') names.push({ glob: value, anyCase: test === '-iname' });
    else if (test === '-maxdepth' && /^\d+$/.test(value)) depth = Number(value);
    else if (test !== '-type') return [];
    at++;
  }
  const files: string[] = [];
  for (const folder of folders.length > 0 ? folders : ['']) {
    for (const file of await filesMatching(source, folder ? `${folder}/**/*` : '**/*')) {
      const below = (folder ? file.slice(folder.length + 1) : file).split('/').length;
      if (depth !== undefined && below > depth) continue;
      const base = posix.basename(file);
      const named = ({ glob, anyCase }: { glob: string; anyCase: boolean }) =>
        anyCase ? posix.matchesGlob(base.toLowerCase(), glob.toLowerCase()) : posix.matchesGlob(base, glob);
      if (names.length > 0 && !names.some(named)) continue;
      if (!files.includes(file)) files.push(file);
    }
  }
  return files.sort();
}

/** The shell's pipe between two commands. */
export function isPipe(entry: ParseEntry | undefined): boolean {
  return typeof entry === 'object' && 'op' in entry && entry.op === '|';
}

export function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
