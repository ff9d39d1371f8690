import { posix } from 'node:path';
import type { BookSource } from '../types';
import { fileExists } from '../paths/file-exists';
import { filesMatching } from './magicbook-files';

/** The reading order a Sphinx (or d2lbook) project's toctrees give, from its root document. */
export interface ToctreeOutline {
  /** The root document, as the author knows it ("docs/index.rst"). */
  file: string;
  tool: 'Sphinx' | 'd2lbook';
  /** The documents in reading order: the root, then each toctree's entries, depth first. */
  files: string[];
  /** Each document's place in the toctrees, in the same order. */
  pages: ToctreePage[];
  /** The extensions that are reStructuredText in this project (`.rst`, and `.txt` where conf.py says so). */
  restructuredText: string[];
  title?: string;
  /** The book's language, as the project names it (conf.py's `language`, config.ini's `lang`), in BCP 47 form. */
  lang?: string;
}

/** A document's place: how deep its toctree is below the root, and what that toctree says of its pages. */
export interface ToctreePage {
  path: string;
  /** 0 for the root, and for a page of a root toctree left unnumbered beside a numbered one (d2lbook's preface); 1 for a root toctree's page, 2 below it, … */
  depth: number;
  /** The `:caption:` of the root toctree that lists it: the part it is in. */
  caption?: string;
}

/** Where Sphinx projects keep conf.py: the root, or the documentation folder `sphinx-quickstart` made. */
const SPHINX_FOLDERS = ['', 'docs', 'doc', 'source', 'docs/source', 'doc/source', 'book'];
/** Sphinx's root document when conf.py names none (Sphinx 2 and later). */
const DEFAULT_ROOT = 'index';
/** Enough documents for any book. */
const MOST_DOCUMENTS = 2000;
/** `.. include::` followed into included files, at most this deep (a file including itself stops here). */
const MOST_INCLUDE_DEPTH = 4;
/** Markdown and notebooks: what MyST-Parser and MyST-NB add to a Sphinx project, and d2lbook's pages. */
const READ_SUFFIXES = ['.md', '.ipynb'];

interface Project {
  folder: string;
  root: string;
  suffixes: string[];
  restructuredText: string[];
  tool: ToctreeOutline['tool'];
  title?: string;
  lang?: string;
}

/**
 * The reading order of a Sphinx project (conf.py at the root or in docs/, doc/, source/ …) or a d2lbook one
 * (config.ini's `[project]` beside index.md): its root document, then the documents each `toctree` names (rST's
 * `.. toctree::`, MyST's ```` ```{toctree} ```` or `:::{toctree}`, d2lbook's ```` ```toc ````), depth first, each once,
 * as Sphinx numbers and orders them. `.. include::`d text is read where it is included (The Hitchhiker's Guide to
 * Python keeps its toctrees in contents.rst.inc); `:glob:` entries take the matching documents in name order.
 */
export async function toctreeOutline(source: BookSource): Promise<ToctreeOutline | undefined> {
  const project = (await sphinxProject(source)) ?? (await d2lbookProject(source));
  if (!project) return undefined;
  const rootPath = await documentPath(source, project, project.root);
  if (!rootPath) return undefined;
  const pages: ToctreePage[] = [];
  const visit = async (path: string, depth: number, caption?: string): Promise<void> => {
    if (pages.some((page) => page.path === path) || pages.length >= MOST_DOCUMENTS) return;
    pages.push({ path, depth, ...(caption ? { caption } : {}) });
    const text = await textOf(source, path);
    if (text === undefined) return;
    const trees = await toctreesOf(source, project, path, text, 0);
    // The root's toctrees that are not numbered beside one that is list the book's unnumbered front and back matter.
    const someNumbered = depth === 0 && trees.some((tree) => tree.numbered);
    for (const tree of trees) {
      const below = depth === 0 && someNumbered && !tree.numbered ? 0 : depth + 1;
      for (const entry of tree.entries) {
        for (const child of await entryPaths(source, project, path, entry, tree.glob))
          await visit(child, below, depth === 0 ? tree.caption : caption);
      }
    }
  };
  await visit(rootPath, 0);
  const files = pages.map((page) => page.path);
  const rootText = await textOf(source, rootPath);
  const title = project.title ?? (rootText === undefined ? undefined : firstTitle(rootText));
  return {
    file: rootPath,
    tool: project.tool,
    files,
    pages,
    restructuredText: project.restructuredText,
    ...(title ? { title } : {}),
    ...(project.lang ? { lang: project.lang } : {}),
  };
}

/** An rST section title's adornment line: one punctuation character repeated. */
const ADORNMENT = /^([=#*\-~^"'`+:._])\1{2,}\s*$/;

/**
 * The root document's first title, which Sphinx's own pages are headed with: rST's adorned line (underlined, or
 * over- and underlined), or Markdown's first `#` or `===`-underlined heading.
 */
export function firstTitle(text: string): string | undefined {
  const lines = text.split(/\r?\n/);
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const codeFence = /^\s*(`{3,}|~{3,}|:{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (codeFence !== undefined && codeFence[0] === fence[0]) fence = undefined;
      continue;
    }
    if (codeFence !== undefined) {
      fence = codeFence;
      continue;
    }
    const atx = /^#\s+(.+?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (atx) return cleanTitle(atx);
    const text = line.trim();
    if (text === '' || text.startsWith('..') || ADORNMENT.test(line) || /^\s/.test(line)) continue;
    const under = lines[i + 1] ?? '';
    if ((ADORNMENT.test(under) && under.trim().length >= text.length) || /^=+\s*$/.test(under))
      return cleanTitle(text);
  }
  return undefined;
}

function cleanTitle(text: string): string | undefined {
  const title = text
    .replace(/\s*\{[#.][^{}]*\}\s*$/, '')
    .replace(/\\(.)/g, '$1')
    .trim();
  return title || undefined;
}

async function textOf(source: BookSource, path: string): Promise<string | undefined> {
  const bytes = await source.readFile(path).catch(() => null);
  return bytes === null ? undefined : bytes.toString('utf8').replace(/^\uFEFF/, '');
}

async function sphinxProject(source: BookSource): Promise<Project | undefined> {
  for (const folder of SPHINX_FOLDERS) {
    const conf = await textOf(source, folder ? `${folder}/conf.py` : 'conf.py');
    if (conf === undefined) continue;
    const root = /^(?:root_doc|master_doc)\s*=\s*['"]([^'"]+)['"]/m.exec(conf)?.[1] ?? DEFAULT_ROOT;
    const declared = declaredSuffixes(conf);
    const restructuredText = declared.filter(
      (suffix) => !READ_SUFFIXES.includes(suffix) && suffix !== '.markdown',
    );
    const project = /^project\s*=\s*u?(['"])(.+?)\1/m.exec(conf)?.[2];
    const lang = languageTag(/^language\s*=\s*u?['"]([^'"]+)['"]/m.exec(conf)?.[1]);
    return {
      folder,
      root,
      suffixes: unique([...declared, '.rst', ...READ_SUFFIXES]),
      restructuredText: unique([...restructuredText, '.rst']),
      tool: 'Sphinx',
      // `project = 'pythonguide'` is a package's name, not a book's title: only a name with a space is taken.
      ...(project && /\s/.test(project.trim()) ? { title: project.trim() } : {}),
      ...(lang ? { lang } : {}),
    };
  }
  return undefined;
}

/** conf.py's `source_suffix`: a string, a list, or a dict whose keys are the suffixes. */
function declaredSuffixes(conf: string): string[] {
  const assignment = /^source_suffix\s*=\s*([\s\S]*?)(?:\n(?=\S)|$)/m.exec(conf)?.[1] ?? '';
  return [...assignment.matchAll(/['"](\.[\w.-]+)['"]/g)].map((match) => match[1]!.toLowerCase());
}

async function d2lbookProject(source: BookSource): Promise<Project | undefined> {
  const config = await textOf(source, 'config.ini');
  if (config === undefined || !/^\[project\]/m.test(config)) return undefined;
  const title = /^title\s*=\s*(.+)$/m.exec(config)?.[1]?.trim();
  const lang = languageTag(/^lang\s*=\s*([\w-]+)\s*$/m.exec(config)?.[1]);
  return {
    folder: '',
    root: DEFAULT_ROOT,
    suffixes: READ_SUFFIXES,
    restructuredText: [],
    tool: 'd2lbook',
    ...(title ? { title } : {}),
    ...(lang ? { lang } : {}),
  };
}

/** Sphinx's `zh_CN` as BCP 47 writes it, `zh-CN`; nothing for a value that is no language tag. */
function languageTag(written: string | undefined): string | undefined {
  const tag = written?.trim().replace(/_/g, '-');
  return tag && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(tag) ? tag : undefined;
}

/** A document name (`starting/install`, `/intro`, `ch01.rst`) made the path of the file that holds it. */
async function documentPath(source: BookSource, project: Project, name: string): Promise<string | undefined> {
  const path = posix.normalize(posix.join(project.folder, name)).replace(/^\.\/?/, '');
  if (path.startsWith('../')) return undefined;
  const extension = posix.extname(path).toLowerCase();
  if (project.suffixes.includes(extension) && (await fileExists(source, path))) return path;
  for (const suffix of project.suffixes) if (await fileExists(source, path + suffix)) return path + suffix;
  return undefined;
}

interface Toctree {
  entries: string[];
  glob: boolean;
  numbered: boolean;
  caption?: string;
}

/** The toctrees of a document in the order written, those of the files it includes (rST) where included. */
async function toctreesOf(
  source: BookSource,
  project: Project,
  path: string,
  text: string,
  depth: number,
): Promise<Toctree[]> {
  const trees: Toctree[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const directive = /^(\s*)\.\.\s+toctree::\s*$/.exec(line);
    if (directive) {
      const { tree, end } = restructuredTextTree(lines, i, width(directive[1]!));
      trees.push(tree);
      i = end - 1;
      continue;
    }
    const fence = /^\s*(`{3,}|:{3,})\s*(?:\{toctree\}|toc)\s*$/.exec(line);
    if (fence) {
      const { tree, end } = fencedTree(lines, i, fence[1]!);
      trees.push(tree);
      i = end;
      continue;
    }
    const include = /^\s*\.\.\s+include::\s*(\S+)\s*$/.exec(line);
    if (include && depth < MOST_INCLUDE_DEPTH) {
      const included = includedPath(project, path, include[1]!);
      const more = included === undefined ? undefined : await textOf(source, included);
      if (more !== undefined) trees.push(...(await toctreesOf(source, project, included!, more, depth + 1)));
    }
  }
  return trees;
}

function width(indent: string): number {
  return indent.replace(/\t/g, '        ').length;
}

/** An rST toctree: its options (`:glob:`), then its entries, every line indented past the directive's. */
function restructuredTextTree(lines: string[], at: number, indent: number): { tree: Toctree; end: number } {
  const tree: Toctree = { entries: [], glob: false, numbered: false };
  let end = at + 1;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    if (line.trim() === '') continue;
    if (width(/^\s*/.exec(line)![0]) <= indent) break;
    addLine(tree, line.trim());
  }
  return { tree, end };
}

/** A MyST or d2lbook toctree fence: its YAML or `:key:` options, then one entry a line, to the closing fence. */
function fencedTree(lines: string[], at: number, opening: string): { tree: Toctree; end: number } {
  const tree: Toctree = { entries: [], glob: false, numbered: false };
  const closing = new RegExp(`^\\s*${opening[0] === '`' ? '`' : ':'}{${opening.length},}\\s*$`);
  let end = at + 1;
  let inFrontMatter = false;
  for (; end < lines.length; end++) {
    const line = lines[end]!.trim();
    if (closing.test(lines[end]!)) break;
    if (line === '---' && tree.entries.length === 0) {
      inFrontMatter = !inFrontMatter;
      continue;
    }
    if (inFrontMatter) {
      const option = /^([\w-]+)\s*:\s*(.*)$/.exec(line);
      if (option) setOption(tree, option[1]!, option[2]!);
      continue;
    }
    if (line !== '') addLine(tree, line);
  }
  return { tree, end };
}

function addLine(tree: Toctree, line: string): void {
  const option = tree.entries.length === 0 ? /^:([\w-]+):\s*(.*)$/.exec(line) : null;
  if (option) setOption(tree, option[1]!, option[2]!);
  else tree.entries.push(line);
}

function setOption(tree: Toctree, name: string, value: string): void {
  const on = !/^(?:false|no|0)$/i.test(value.trim());
  if (name === 'glob') tree.glob = on;
  else if (name === 'numbered') tree.numbered = on;
  else if (name === 'caption' && value.trim()) tree.caption = value.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** An `.. include::` target: relative to the including file, or to the source folder when written from `/`. */
function includedPath(project: Project, from: string, target: string): string | undefined {
  const path = target.startsWith('/')
    ? posix.join(project.folder, target.slice(1))
    : posix.join(posix.dirname(from), target);
  const normal = posix.normalize(path).replace(/^\.\/?/, '');
  return normal.startsWith('../') ? undefined : normal;
}

/** The documents a toctree entry names: `Title <doc>` or `doc`, `self` and web addresses naming none. */
async function entryPaths(
  source: BookSource,
  project: Project,
  from: string,
  entry: string,
  glob: boolean,
): Promise<string[]> {
  const target = (/<([^<>]+)>\s*$/.exec(entry)?.[1] ?? entry).trim();
  if (target === 'self' || /^[a-z][a-z0-9+.-]*:/i.test(target)) return [];
  const fromFolder = posix.relative(project.folder || '.', posix.dirname(from));
  const name = target.startsWith('/') ? target.slice(1) : posix.join(fromFolder, target);
  if (glob && /[*?[]/.test(name)) return globbed(source, project, name, from);
  const path = await documentPath(source, project, name);
  return path ? [path] : [];
}

/** A `:glob:` pattern's documents, in name order, the including one left out (as Sphinx does). */
async function globbed(
  source: BookSource,
  project: Project,
  pattern: string,
  from: string,
): Promise<string[]> {
  const documents = new Set<string>();
  for (const suffix of project.suffixes) {
    for (const path of await filesMatching(source, posix.join(project.folder, pattern) + suffix))
      if (path !== from) documents.add(path);
  }
  return [...documents].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
