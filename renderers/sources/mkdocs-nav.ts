import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import type { BookSource } from '../types';
import { isRecord } from './markdown-front-matter';

/** Where an MkDocs project keeps its configuration. */
export const MKDOCS_CONFIGS = ['mkdocs.yml', 'mkdocs.yaml', 'docs/mkdocs.yml'];

/** One page of an MkDocs `nav`, in reading order, with its place in the book. */
export interface MkdocsPage {
  /** The page's path from the docs folder, as `nav` writes it. */
  page: string;
  /** 1 for a chapter, 2 for a section of the chapter above it, … */
  depth: number;
  /** The title of the top-level nav section of titled pages alone that holds it: a part of the book. */
  part?: string;
}

export interface MkdocsProject {
  /** The folder the pages are read from (`docs_dir`, from the configuration's folder). */
  docsDir: string;
  /** `docs_dir` as the configuration writes it. */
  writtenDocsDir: string;
  /** `nav`'s pages, or none when it has no nav (MkDocs then lists every page). */
  pages?: MkdocsPage[];
  /**
   * Without a `nav`, the Markdown file the literate-nav plugin reads the nav from (its `nav_file`, `SUMMARY.md` by
   * default), from the configuration's folder: read it with literateNavPages.
   */
  navFile?: string;
  title?: string;
}

/**
 * An `mkdocs.yml`: its `docs_dir` (from its own folder, `docs` by default), its `site_name`, and its `nav` as a book:
 * a section opening with an untitled page (its `index.md`, as MkDocs Material's navigation indexes write it) is a
 * chapter, that page its opening and the section's other pages its sections; a top-level section of titled pages
 * alone is a part of chapters. The YAML tags MkDocs' plugins add (`!!python/name:…`, `!ENV`) are read as nothing.
 */
export function mkdocsProject(text: string, configFile: string): MkdocsProject | undefined {
  const read = mkdocsConfig(text, configFile);
  return read && projectOf(read);
}

function projectOf({ config, docsDir, writtenDocsDir }: MkdocsConfig): MkdocsProject {
  const title = typeof config['site_name'] === 'string' ? config['site_name'].trim() : undefined;
  const nav = Array.isArray(config['nav']) ? config['nav'] : undefined;
  const navFile = nav ? undefined : literateNavFile(config['plugins']);
  return {
    docsDir,
    writtenDocsDir,
    ...(nav ? { pages: navPages(nav) } : {}),
    ...(navFile ? { navFile: posix.join(docsDir, navFile) } : {}),
    ...(title ? { title } : {}),
  };
}

/** The repository's MkDocs configuration, read, and the folder its pages are read from. */
export interface MkdocsSite {
  /** The first of MKDOCS_CONFIGS the repository holds. */
  file: string;
  config: Record<string, unknown>;
  project: MkdocsProject;
  /** `docs_dir` is a folder the repository does not hold: the book's own build makes it (Hello Algo's ../build/en/docs). */
  docsDirMade: boolean;
  /** `docs_dir`, or, when the build makes it, the `docs/` beside the configuration, which its pages are read from. */
  pagesDir: string;
}

/** The repository's MkDocs site (undefined when it holds no configuration, or one that is not YAML). */
export async function mkdocsSite(source: BookSource): Promise<MkdocsSite | undefined> {
  for (const file of MKDOCS_CONFIGS) {
    const bytes = await source.readFile(file).catch(() => null);
    if (bytes === null) continue;
    const read = mkdocsConfig(bytes.toString('utf8'), file);
    if (!read) return undefined;
    const held =
      (await source.listFiles?.(read.docsDir).catch(() => null)) ??
      (await source.listFolders?.(read.docsDir).catch(() => null));
    const folder = posix.dirname(file) === '.' ? '' : posix.dirname(file);
    return {
      file,
      config: read.config,
      project: projectOf(read),
      docsDirMade: !held,
      pagesDir: held ? read.docsDir : posix.join(folder, 'docs'),
    };
  }
  return undefined;
}

interface MkdocsConfig {
  config: Record<string, unknown>;
  docsDir: string;
  writtenDocsDir: string;
}

/**
 * An `mkdocs.yml` read as YAML, the tags MkDocs' plugins add (`!!python/name:…`, `!ENV`) as nothing, with its
 * `docs_dir` (from the configuration's folder, `docs` by default).
 */
function mkdocsConfig(text: string, configFile: string): MkdocsConfig | undefined {
  let config: unknown;
  try {
    config = loadYaml(text.replace(/!!python\/[^\s,\]}]+/g, '').replace(/!(?:ENV|relative)\b/g, ''));
  } catch {
    return undefined;
  }
  if (!isRecord(config)) return undefined;
  const folder = posix.dirname(configFile) === '.' ? '' : posix.dirname(configFile);
  const writtenDocsDir = typeof config['docs_dir'] === 'string' ? config['docs_dir'] : 'docs';
  const docsDir = posix.normalize(posix.join(folder, writtenDocsDir)).replace(/^\.\/?|\/$/g, '');
  return { config, docsDir, writtenDocsDir };
}

/** The nav file MkDocs' literate-nav plugin reads (`plugins: - literate-nav: {nav_file: …}`), if the book uses it. */
function literateNavFile(plugins: unknown): string | undefined {
  if (!Array.isArray(plugins)) return undefined;
  for (const plugin of plugins) {
    if (plugin === 'literate-nav') return 'SUMMARY.md';
    if (!isRecord(plugin) || !('literate-nav' in plugin)) continue;
    const options = plugin['literate-nav'];
    const file = isRecord(options) ? options['nav_file'] : undefined;
    return typeof file === 'string' && file.trim() !== '' ? file.trim() : 'SUMMARY.md';
  }
  return undefined;
}

/** The project's nav pages: `nav`'s, or its literate-nav file's read with `read` (undefined when there is none). */
export async function mkdocsPages(
  project: MkdocsProject,
  read: (path: string) => Promise<string | undefined>,
  /** The pages of a folder as MkDocs lists them (mkdocsDefaultPages), for a nav file's link to a folder. */
  listPages?: (folder: string) => Promise<string[]>,
): Promise<MkdocsPage[] | undefined> {
  if (project.pages || !project.navFile) return project.pages;
  const text = await read(project.navFile);
  if (text === undefined) return undefined;
  const navName = posix.basename(project.navFile);
  const docsDir = posix.dirname(project.navFile) === '.' ? '' : posix.dirname(project.navFile);
  /** A folder's nav entries, its pages' paths from the docs folder: its own nav file's, or its pages'. */
  const folderEntries = async (folder: string, depth: number): Promise<unknown[]> => {
    if (depth > MAX_NAV_DEPTH) return [];
    const own = await read(posix.join(docsDir, folder, navName));
    if (own !== undefined) return navEntries(literateNavItems(own, navName), folder, folderEntries, depth);
    const pages = (await listPages?.(posix.join(docsDir, folder))) ?? [];
    return pages.map((path) => (docsDir ? path.slice(docsDir.length + 1) : path));
  };
  return navPages(await navEntries(literateNavItems(text, navName), '', folderEntries, 0));
}

/** How deep a nav file's links to folders with nav files of their own are followed. */
const MAX_NAV_DEPTH = 6;

/** One item of a Markdown list: its indentation and text. */
const LIST_ITEM = /^([ \t]*)(?:[-*+]|\d+[.)])[ \t]+(.*?)\s*$/;
/** An item opening with a link: `[Title](page.md)`, maybe with text after it (`*(new)*`). */
const LINK_ITEM = /^\[([^\]]*)\]\(\s*<?([^)\s>]*)>?[^)]*\)/;

/** An item of a literate-nav list: its title, the page or folder it links to, and the items under it. */
interface NavItem {
  title: string;
  page?: string;
  folder?: string;
  children: NavItem[];
}

/**
 * The items of a literate-nav file (cp-algorithms' `navigation.md`), read as MkDocs reads `nav`: its nested list of
 * links, an item of text alone over a list a section, a link over a list a section opening with that page. The nav
 * file itself (`navName`) is no page of the book, even where it links to itself; a wildcard is left out.
 */
function literateNavItems(markdown: string, navName: string): NavItem[] {
  const body = markdown.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '');
  const root: NavItem[] = [];
  const stack: { indent: number; items: NavItem[] }[] = [{ indent: -1, items: root }];
  for (const line of body.split(/\r?\n/)) {
    const item = LIST_ITEM.exec(line.replace(/\t/g, '    '));
    if (!item) continue;
    const indent = item[1]!.length;
    while (stack.length > 1 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const link = LINK_ITEM.exec(item[2]!);
    const target = link ? decodeTarget(link[2]!) : undefined;
    const title = (link ? link[1]! : item[2]!).trim() || 'Untitled';
    const page = target && /\.md$/i.test(target) && posix.normalize(target) !== navName ? target : undefined;
    const folder = target && target.endsWith('/') && !target.includes('*') ? target : undefined;
    const entry: NavItem = { title, ...(page ? { page } : {}), ...(folder ? { folder } : {}), children: [] };
    stack[stack.length - 1]!.items.push(entry);
    stack.push({ indent, items: entry.children });
  }
  return root;
}

/**
 * Items as `nav` entries, their pages' paths from the docs folder (`prefix` the folder of the nav file they are
 * in): a link alone is `{Title: page}`, a link to a folder `{Title: [its pages]}`, an empty section is dropped.
 */
async function navEntries(
  items: NavItem[],
  prefix: string,
  folderEntries: (folder: string, depth: number) => Promise<unknown[]>,
  depth: number,
): Promise<unknown[]> {
  const entries: unknown[] = [];
  for (const item of items) {
    const inner = await navEntries(item.children, prefix, folderEntries, depth);
    if (item.folder !== undefined) {
      const folder = posix.normalize(posix.join(prefix, item.folder)).replace(/^\.\/?|\/$/g, '');
      if (!folder.startsWith('..')) inner.unshift(...(await folderEntries(folder, depth + 1)));
    }
    if (item.page !== undefined)
      inner.unshift(
        prefix && !/^[a-z][a-z0-9+.-]*:/i.test(item.page) ? posix.join(prefix, item.page) : item.page,
      );
    if (inner.length === 0) continue;
    entries.push({ [item.title]: inner.length === 1 && typeof inner[0] === 'string' ? inner[0] : inner });
  }
  return entries;
}

/** A link's page, its `#fragment` and `%20`s taken off. */
function decodeTarget(written: string): string {
  const path = written.replace(/#.*$/, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** An entry's page path, or undefined for a web address. */
function pagePath(value: string): string | undefined {
  const page = value.trim();
  return page === '' || /^[a-z][a-z0-9+.-]*:/i.test(page) ? undefined : page.replace(/^\.?\//, '');
}

function navPages(nav: unknown[]): MkdocsPage[] {
  const pages: MkdocsPage[] = [];
  const add = (written: string, depth: number, part: string | undefined) => {
    const page = pagePath(written);
    if (!page) return;
    // The site's home page, first in the nav, is the book's opening, outside its chapters.
    const home = pages.length === 0 && depth === 1 && /^(?:index|README)\.md$/i.test(page);
    pages.push({ page, depth: home ? 0 : depth, ...(part && !home ? { part } : {}) });
  };
  /** `opens`: the section's first entry is its own page, the entries after it its sections. */
  const walk = (entries: unknown[], depth: number, part: string | undefined, opens: boolean): void => {
    entries.forEach((entry, at) => {
      const here = opens && at > 0 ? depth + 1 : depth;
      if (typeof entry === 'string') return add(entry, here, part);
      if (!isRecord(entry)) return;
      for (const [title, value] of Object.entries(entry)) {
        if (typeof value === 'string') add(value, here, part);
        else if (!Array.isArray(value)) continue;
        else if (opensWithPage(value)) walk(value, here, part, true);
        else if (here === 1 && part === undefined) walk(value, 1, title.trim() || undefined, false);
        else walk(value, here + 1, part, false);
      }
    });
  };
  walk(nav, 1, undefined, false);
  return pages;
}

/** Whether a section's first entry is an untitled page (`- chapter/index.md`): the section's own page. */
function opensWithPage(entries: unknown[]): boolean {
  return typeof entries[0] === 'string' && pagePath(entries[0]) !== undefined;
}

/** Every page of `folder` as MkDocs lists them without a nav: its index.md first, then its pages and folders by name. */
export async function mkdocsDefaultPages(source: BookSource, folder: string, depth = 0): Promise<string[]> {
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const pages = ((await source.listFiles?.(folder)) ?? []).filter((path) => /\.md$/i.test(path)).sort(byName);
  const index = pages.filter((path) => /(?:^|\/)(?:index|README)\.md$/i.test(path)).slice(0, 1);
  const inner: string[] = [];
  if (depth < MAX_NAV_DEPTH) {
    for (const sub of ((await source.listFolders?.(folder)) ?? []).sort(byName)) {
      if (!posix.basename(sub).startsWith('.'))
        inner.push(...(await mkdocsDefaultPages(source, sub, depth + 1)));
    }
  }
  return [...index, ...pages.filter((path) => !index.includes(path)), ...inner];
}
