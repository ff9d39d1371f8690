import { posix } from 'node:path';
import { listRepository } from '../model/images-elsewhere';
import { normalizeRepoPath } from '../paths/repo-path';
import type { BookSource } from '../types';

/** An inline or block macro a book's own Asciidoctor extension registers, where it does. */
export interface ExtensionMacro {
  name: string;
  kind: 'inline' | 'block';
  file: string;
  line: number;
}

/** A line of the book's build that loads an extension file: a Makefile's `-r ./lib/macros.rb`, a playbook's entry. */
export interface ExtensionLoad {
  file: string;
  line: number;
}

export interface BookExtensions {
  macros: ExtensionMacro[];
  /** By the extension file's repository path. */
  loads: ReadonlyMap<string, ExtensionLoad>;
}

/** Where a book's build runs asciidoctor with `-r` (or `--require`): build files at the repository root. */
const BUILD_FILE = /^(?:GNUmakefile|[Mm]akefile|.+\.mk|.+\.sh|build|justfile|Rakefile)$/;
/** Antora's playbook, whose `asciidoc.extensions` lists the JavaScript extensions Antora loads. */
const PLAYBOOK = /playbook.*\.ya?ml$/i;
/** `-r ./src/lib/macros.rb`, `--require=lib/ext.rb`, `--require lib/ext`: a required file or gem. */
const REQUIRE_OPTION = /(?:^|\s)(?:-r|--require)(?:=|\s*)(['"]?)([^\s'"]+)\1/g;
/** A playbook's list entry naming a file: `- ./lib/shout.js`, `- require: ./lib/shout.js`. */
const PLAYBOOK_ENTRY = /^\s*-\s*(?:require:\s*)?(['"]?)(\.{0,2}\/?[\w./-]+\.(?:js|cjs|mjs|rb))\1\s*$/;
const EXTENSION_FILE = /\.(?:rb|js|cjs|mjs)$/;

const found = new WeakMap<BookSource, Promise<BookExtensions>>();

const MAX_RUBY_FILES = 200;
const MAX_EXTENSION_BYTES = 256 * 1024;

/**
 * The macros the book's own Asciidoctor extensions register: Ruby files anywhere in the repository (Asciidoctor's
 * extensions are Ruby; a book keeps them beside its sources, `src/lib/macros.rb`), and the JavaScript files its build
 * loads (an Antora playbook's extensions). Read once per source.
 */
export function bookExtensions(source: BookSource): Promise<BookExtensions> {
  let extensions = found.get(source);
  if (!extensions) {
    extensions = readBookExtensions(source);
    found.set(source, extensions);
  }
  return extensions;
}

async function readBookExtensions(source: BookSource): Promise<BookExtensions> {
  const loads = new Map<string, ExtensionLoad>();
  const top = (await source.listFiles?.('')) ?? [];
  for (const file of top) {
    const isBuild = BUILD_FILE.test(file);
    if (!isBuild && !PLAYBOOK.test(file)) continue;
    const text = (await source.readFile(file).catch(() => null))?.toString('utf8');
    if (text === undefined) continue;
    for (const load of isBuild ? requiredFiles(file, text) : playbookExtensions(file, text)) {
      const path = await existingExtension(source, load.path);
      if (path !== undefined && !loads.has(path)) loads.set(path, load.at);
    }
  }
  const listed =
    source.listFiles && source.listFolders
      ? [
          ...top,
          ...(await listRepository({
            listFiles: (folder) => source.listFiles!(folder),
            listFolders: (folder) => source.listFolders!(folder),
          })),
        ]
      : [];
  // The files a build loads first; then, up to a bound, the Ruby files a repository keeps (a copied gem can hold
  // thousands, none of them the book's own extension).
  const rubyFiles = listed.filter((path) => path.endsWith('.rb')).sort();
  const files = [...new Set([...loads.keys(), ...rubyFiles.slice(0, MAX_RUBY_FILES)])];
  const macros: ExtensionMacro[] = [];
  for (const file of files) {
    const bytes = await source.readFile(file).catch(() => null);
    if (bytes === null || bytes.length > MAX_EXTENSION_BYTES) continue;
    macros.push(...extensionMacrosIn(file, bytes.toString('utf8')));
  }
  macros.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { macros, loads };
}

/** The repository path a required name is, when the repository holds it (`./lib/ext` is `lib/ext.rb` to Ruby). */
async function existingExtension(source: BookSource, written: string): Promise<string | undefined> {
  const normalized = normalizeRepoPath(written);
  if (!normalized.ok) return undefined;
  const candidates = EXTENSION_FILE.test(normalized.path)
    ? [normalized.path]
    : [`${normalized.path}.rb`, `${normalized.path}.js`];
  for (const candidate of candidates) {
    if ((await source.readFile(candidate).catch(() => null)) !== null) return candidate;
  }
  return undefined;
}

/** Each file a build file's asciidoctor commands require with `-r` or `--require`, with the line that does. */
export function requiredFiles(file: string, text: string): { path: string; at: ExtensionLoad }[] {
  const required: { path: string; at: ExtensionLoad }[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trimStart().startsWith('#')) return;
    for (const match of line.matchAll(REQUIRE_OPTION)) {
      const path = match[2]!;
      // A gem (`-r asciidoctor-diagram`) names no file of the repository; a path does.
      if (!path.includes('/') && !EXTENSION_FILE.test(path)) continue;
      required.push({ path, at: { file, line: index + 1 } });
    }
  });
  return required;
}

/** Each file an Antora playbook lists among its extensions, from the playbook's folder (the repository root). */
export function playbookExtensions(file: string, text: string): { path: string; at: ExtensionLoad }[] {
  const listed: { path: string; at: ExtensionLoad }[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const entry = PLAYBOOK_ENTRY.exec(line);
    if (!entry) return;
    const path = posix.join(posix.dirname(file), entry[2]!);
    listed.push({ path, at: { file, line: index + 1 } });
  });
  return listed;
}

/** `inline_macro :insn do`, `block_macro 'gist'`, `inline_macro Man, :man` (Ruby); `inlineMacro('man', …)` (JS). */
const REGISTERED =
  /\b(inline_macro|block_macro|inlineMacro|blockMacro)\b\s*\(?\s*(?:[A-Z][\w:]*\s*,\s*)?(?::(\w+)|(['"])(\w+)\3)/;
/** `inline_macro do`, `inline_macro ManMacro`, `registry.inlineMacro(function () {`: named inside. */
const REGISTERED_UNNAMED = /\b(inline_macro|block_macro|inlineMacro|blockMacro)\b/;
/** A processor class of its own: `class ManMacro < Asciidoctor::Extensions::InlineMacroProcessor`. */
const PROCESSOR_CLASS = /\b(InlineMacroProcessor|BlockMacroProcessor)\b/;
/** The DSL's name for it: `named :man`, `name 'man'`, `this.named('man')`, `self.named('man')`. */
const NAMED = /^\s*(?:(?:this|self)\.)?named?\b\s*\(?\s*(?::(\w+)|(['"])(\w+)\2)/;
/** `match /insn:(\S+?)\[(.*?)\]/`, `match %r{…}`: a macro matched by its own expression, its name at its start. */
const MATCH = /^\s*(?:(?:this|self)\.)?match\b\s*\(?\s*(?:\/|%r\{)(.*)$/;

function kindOf(word: string): 'inline' | 'block' {
  return /^inline/i.test(word) ? 'inline' : 'block';
}

/**
 * The macro names a Ruby (or JavaScript) Asciidoctor extension file registers, each at its line: the name given to
 * `inline_macro`/`block_macro`, or the `named`/`match` of the processor it registers (a block, or a class of its own).
 */
export function extensionMacrosIn(file: string, text: string): ExtensionMacro[] {
  if (!REGISTERED_UNNAMED.test(text) && !PROCESSOR_CLASS.test(text)) return [];
  const macros: ExtensionMacro[] = [];
  /** What the lines being read define: the kind of the processor last opened (a class, or an unnamed block). */
  let current: 'inline' | 'block' | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    const code = line.replace(/^\s*(?:#|\/\/).*$/, '');
    const add = (name: string, kind: 'inline' | 'block') => {
      if (!macros.some((macro) => macro.name === name && macro.kind === kind))
        macros.push({ name, kind, file, line: index + 1 });
    };
    const processorClass = PROCESSOR_CLASS.exec(code);
    if (processorClass && /\bclass\b|\bextends\b|\.createInlineMacro|\.createBlockMacro/.test(code)) {
      current = kindOf(processorClass[1]!);
      return;
    }
    const registered = REGISTERED.exec(code);
    if (registered) {
      add(registered[2] ?? registered[4]!, kindOf(registered[1]!));
      return;
    }
    const unnamed = REGISTERED_UNNAMED.exec(code);
    if (unnamed) {
      current = kindOf(unnamed[1]!);
      return;
    }
    if (!current) return;
    const named = NAMED.exec(code);
    if (named) {
      add(named[1] ?? named[3]!, current);
      return;
    }
    const match = MATCH.exec(code);
    if (match) for (const name of namesMatched(match[1]!)) add(name, current);
  });
  return macros;
}

/**
 * The names a macro's own expression matches at its start: `insn:(…)` gives insn, `(?:ext|extlink):` both; anchors
 * and lookbehinds before them are skipped.
 */
function namesMatched(expression: string): string[] {
  const start = expression.replace(/^(?:\\b|\\\\\?|\^|\(\?<?[!=][^)]*\))*/, '');
  const alternatives = /^\((?:\?:)?([\w|]+)\):/.exec(start);
  if (alternatives) return alternatives[1]!.split('|').filter((name) => /^[A-Za-z]\w*$/.test(name));
  const single = /^([A-Za-z]\w*):/.exec(start);
  return single ? [single[1]!] : [];
}

/** Where the book's extension registers a macro of this name and kind, when one does. */
export function registeredMacro(
  extensions: BookExtensions,
  name: string,
  kind: 'inline' | 'block',
): ExtensionMacro | undefined {
  return extensions.macros.find((macro) => macro.kind === kind && macro.name === name);
}

/**
 * What the warning of a macro Asciidoctor does not know says of the book's extensions, in its parentheses: the file
 * and line that registers it (and the build line loading that file); a name registered by none, the near one that
 * is (a misspelling); with no extension registering macros, the question it asked before.
 */
export function extensionText(
  extensions: BookExtensions | undefined,
  name: string,
  kind: 'inline' | 'block',
  closest: (name: string, candidates: string[]) => string | undefined,
): string {
  const guess = "an extension of the book's own toolchain?";
  if (!extensions || extensions.macros.length === 0) return guess;
  const macro = registeredMacro(extensions, name, kind);
  if (macro) {
    const load = extensions.loads.get(macro.file);
    const loaded = load ? `, which ${load.file}:${load.line} loads` : '';
    return `registered by the book's own Asciidoctor extension, ${macro.file}:${macro.line}${loaded}`;
  }
  const near = closest(
    name,
    extensions.macros.filter((other) => other.kind === kind).map((other) => other.name),
  );
  const nearMacro = near === undefined ? undefined : registeredMacro(extensions, near, kind);
  if (nearMacro)
    return (
      `no extension of the book registers ${name}; ${nearMacro.file}:${nearMacro.line} registers ${near}: a ` +
      'misspelling?'
    );
  const files = [...new Set(extensions.macros.map((other) => other.file))];
  return (
    `no extension in the repository registers it: ${files.slice(0, 2).join(' and ')}` +
    `${files.length > 2 ? ` and ${files.length - 2} more` : ''} register other macros; a gem the book's build loads?`
  );
}
