import { fileExists } from '../paths/file-exists';
import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import type { BookSource } from '../types';
import { mdBookSourceFolder, readBookToml } from './mdbook-book-toml';
import { fileText } from './nearest-book-file';
import { fencedLines } from '../sources/fenced-lines';
import { quartoBookPages } from '../sources/quarto-book-outline';
import { toctreeOutline } from './toctree-outline';
import { MYST_CONFIGS, mystToc } from '../sources/myst-toc';
import { filesMatching } from './magicbook-files';
import { mkdocsDefaultPages, mkdocsPages, mkdocsSite } from '../sources/mkdocs-nav';
import { closestNames } from '../edit-distance';
import { summaryEntries } from '../sources/summary-nesting';
import { gitBookStructure, jsonRecord, textOf } from './gitbook-structure';
import { parseHtml, textContent } from '../dom/html-dom';
import { RST_OPTIONS } from './rst-options';

/** Enough pages for any book; an outline naming more is listed only in part. */
const MOST_FILES = 2000;

/** Where a Jupyter Book keeps its outline: the repository root, or the book folder its docs use, looked at first. */
const JUPYTER_BOOK_TOCS = ['_toc.yml', 'book/_toc.yml', 'docs/_toc.yml'];

/**
 * The `_toc.yml` files a Jupyter Book may keep its outline in: those of {@link JUPYTER_BOOK_TOCS}, then one in any
 * other top-level folder, by name. QuantEcon's lectures keep theirs in `lectures/`, and were told of no file list.
 */
async function jupyterBookTocs(source: BookSource): Promise<string[]> {
  const folders = ((await source.listFolders?.('')) ?? [])
    .filter((folder) => !folder.startsWith('.') && !folder.startsWith('_'))
    .sort();
  const others = folders
    .map((folder) => `${folder}/_toc.yml`)
    .filter((toc) => !JUPYTER_BOOK_TOCS.includes(toc));
  return [...JUPYTER_BOOK_TOCS, ...others];
}
/** The extensions Jupyter Book tries for a `file:` written without one, in its order, that Octavo reads. */
const PAGE_EXTENSIONS = ['.md', '.ipynb', '.markdown'];

export interface Outline {
  /** The outline file, as the author knows it ("_toc.yml", "src/SUMMARY.md"). */
  file: string;
  /** What reads it ("Jupyter Book", "mdBook"). */
  tool: string;
  files: string[];
  /** The book's title and cover, where the outline's file names them (`_quarto.yml`'s `book.title`). */
  title?: string;
  cover?: string;
  /** The book's language, where the outline's project names it (a Sphinx or d2lbook project's). */
  lang?: string;
  /** What names the order, when not the outline file alone ("its toctrees, from docs/index.rst,"). */
  namedBy?: string;
  /** Where the files were looked for instead of where the outline says (MkDocs' docs_dir a folder its build makes). */
  readInstead?: string;
  /**
   * Files of the order in a format Octavo does not read, converted once before the book builds (Sphinx's rST), or
   * (`rename`) only named otherwise: a Leanpub manuscript's Markdown in `.txt` files, which Octavo reads as `.md`.
   */
  convert?: { what: string; count: number; command: string; rename?: boolean };
  /** What the outline names otherwise than it is listed, each said in a sentence: a line left out, and why. */
  notes?: string[];
}

/**
 * A repository another toolchain builds (Jupyter Book's `_toc.yml`, mdBook's or GitBook's `SUMMARY.md`, Leanpub's
 * `manuscript/Book.txt`) has the book's order in that outline, and no platform.json: the refusal writes the
 * platform.json that lists the same files in the same order, for the author to commit.
 */
export async function outlineFilesHint(source: BookSource): Promise<string> {
  const outline = await bookOutline(source);
  return outline ? `\n${outlineAdvice(outline)}` : '';
}

/**
 * What to commit for a repository another toolchain builds: the platform.json listing its outline's files in order
 * (`readFirst` says it is read before the repository's own atlas.json; `thatExist` that they were found), and, where some are in a format Octavo does
 * not read, the command that converts them once first.
 */
export function outlineAdvice(outline: Outline, readFirst = '', { thatExist = false } = {}): string {
  const pages = new Set(outline.files).size;
  const head =
    `This repository is built with ${outline.tool}: ${outline.namedBy ?? `its ${outline.file}`} ` +
    `${outline.namedBy ? 'give' : 'gives'} the reading order of ${pages} ${pages === 1 ? 'file' : 'files'}` +
    (thatExist && !outline.convert ? ' that exist' : '');
  const notes = outline.notes?.length ? ` ${outline.notes.join(' ')}` : '';
  if (!outline.convert) {
    const lists = `platform.json${readFirst} that lists them in that order:\n${outlinePlatformJson(outline)}`;
    if (outline.readInstead) return `${head}; ${outline.readInstead}.${notes} A ${lists}`;
    return notes ? `${head}.${notes} A ${lists}` : `${head}; a ${lists}`;
  }
  const { what, count, command, rename } = outline.convert;
  const which = count === pages ? (count === 1 ? 'it is' : 'they are') : `${count} of them are`;
  if (rename) {
    return (
      `${head}.${notes} ${which[0]!.toUpperCase()}${which.slice(1)} ${what}, which Octavo reads as Markdown under ` +
      `the name .md only: rename ${count === 1 ? 'it' : 'them'} once (${command}), write the new names in ` +
      `${outline.file} too (Leanpub reads .md files as well), and commit a platform.json${readFirst} that lists ` +
      `the renamed files in that order:\n${outlinePlatformJson(outline)}`
    );
  }
  return (
    `${head}.${notes} ${which[0]!.toUpperCase()}${which.slice(1)} ${what}, which Octavo does not read: convert ` +
    `${count === 1 ? 'it' : 'them'} once (${command}), check the results, and commit a platform.json${readFirst} ` +
    `that lists the converted files in that order:\n${outlinePlatformJson(outline)}`
  );
}

/** The reading order another toolchain's outline gives the book, when the repository has one naming any file. */
export async function bookOutline(source: BookSource): Promise<Outline | undefined> {
  const outline =
    (await jupyterBookOutline(source)) ??
    (await mystOutline(source)) ??
    (await quartoOutline(source)) ??
    (await bookdownOutline(source)) ??
    (await summaryOutline(source)) ??
    (await leanpubOutline(source)) ??
    (await sphinxOutline(source)) ??
    (await mkdocsOutline(source));
  return outline && outline.files.length > 0 ? outline : undefined;
}

/** The platform.json listing an outline's files in its order, with the title, language and cover it names. */
export function outlinePlatformJson(outline: Outline): string {
  return JSON.stringify({
    ...(outline.title ? { title: outline.title } : {}),
    ...(outline.lang ? { lang: outline.lang } : {}),
    files: outline.files.slice(0, MOST_FILES),
    ...(outline.cover ? { cover: outline.cover } : {}),
  });
}

async function exists(source: BookSource, path: string): Promise<boolean> {
  return fileExists(source, path).catch(() => false);
}

/** The pages of a `_toc.yml` (the `jb-book` format, and the list format before Jupyter Book 0.11), root first. */
async function jupyterBookOutline(source: BookSource): Promise<Outline | undefined> {
  for (const file of await jupyterBookTocs(source)) {
    const bytes = await source.readFile(file).catch(() => null);
    if (bytes === null) continue;
    let toc: unknown;
    try {
      toc = loadYaml(bytes.toString('utf8'));
    } catch {
      return undefined;
    }
    const written: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) {
        for (const entry of node) walk(entry);
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const entry = node as Record<string, unknown>;
      if (typeof entry.root === 'string') written.push(entry.root);
      if (typeof entry.file === 'string') written.push(entry.file);
      for (const key of ['parts', 'chapters', 'sections']) walk(entry[key]);
    };
    walk(toc);
    const folder = posix.dirname(file) === '.' ? '' : posix.dirname(file);
    const files: string[] = [];
    for (const page of written) {
      const path = posix.normalize(posix.join(folder, page.replace(/^\/+/, '')));
      const found = (await exists(source, path))
        ? path
        : await firstExisting(
            source,
            PAGE_EXTENSIONS.map((extension) => path + extension),
          );
      if (found !== undefined && !files.includes(found)) files.push(found);
    }
    return { file, tool: 'Jupyter Book', files };
  }
  return undefined;
}

async function firstExisting(source: BookSource, paths: string[]): Promise<string | undefined> {
  for (const path of paths) if (await exists(source, path)) return path;
  return undefined;
}

/** Where an mdBook book keeps its book.toml: the repository root, or the book folder its docs use, looked at first. */
const MDBOOK_FOLDERS = ['', 'book', 'docs'];

/**
 * An mdBook book's book.toml (its text) and the folder the book reads its pages from (`[book] src`, `src` by
 * default, from the repository root), looked for at the root, in {@link MDBOOK_FOLDERS}, then in any other top-level
 * folder, by name. zcash's halo2 keeps its book in `book/`, and was told of no file list.
 */
async function mdBookFolders(source: BookSource): Promise<{ src: string; bookToml: string } | undefined> {
  const others = ((await source.listFolders?.('')) ?? [])
    .filter(
      (folder) => !folder.startsWith('.') && !folder.startsWith('_') && !MDBOOK_FOLDERS.includes(folder),
    )
    .sort();
  for (const root of [...MDBOOK_FOLDERS, ...others]) {
    const bookToml = await fileText(source, posix.join(root, 'book.toml'));
    if (bookToml === undefined) continue;
    const folder = posix.normalize(posix.join(root, mdBookSourceFolder(bookToml))).replace(/^\.\/?|\/$/g, '');
    const found = { src: folder === '.' ? '' : folder, bookToml };
    if (root === '' || (await exists(source, posix.join(found.src, 'SUMMARY.md')))) return found;
  }
  return undefined;
}

/**
 * The pages a `SUMMARY.md` links, in order (mdBook's in its source folder, GitBook's at the root): every link to a
 * file of the repository, not the web's, nor a draft chapter's empty one.
 */
async function summaryOutline(source: BookSource): Promise<Outline | undefined> {
  const mdBook = await mdBookFolders(source);
  const structure = mdBook === undefined ? await gitBookStructure(source) : undefined;
  let file =
    mdBook !== undefined ? posix.join(mdBook.src, 'SUMMARY.md') : (structure?.summary ?? 'SUMMARY.md');
  let readme = structure?.readme ?? 'README.md';
  let bytes = await source.readFile(file).catch(() => null);
  const languages = bytes === null && mdBook === undefined ? await gitBookLanguages(source) : [];
  const language = languages[0];
  if (language !== undefined) {
    file = posix.join(language, 'SUMMARY.md');
    readme = posix.join(language, 'README.md');
    bytes = await source.readFile(file).catch(() => null);
  }
  if (bytes === null) return undefined;
  // The pages as the book's own reading of the summary finds them: an entry in an HTML comment (rust-course's
  // `<!-- - [Draft](draft.md) -->`) is no page to mdBook nor GitBook, and was suggested as one.
  const files = await existing(
    source,
    summaryEntries(bytes.toString('utf8'), file, { mdBook: mdBook !== undefined }).map(([path]) => path),
  );
  if (mdBook !== undefined) {
    const title = readBookToml(mdBook.bookToml).metadata.title;
    return { file, tool: 'mdBook', files, ...(title ? { title } : {}) };
  }
  // GitBook opens every book with its README.md (or the readme .gitbook.yaml or book.json names), as "Introduction",
  // whether SUMMARY.md lists it or not; its book.json may title the book, else (before Git Sync, whose spaces are
  // titled in GitBook's app: AxonIQ's README opens with "Introduction") that page's first heading does.
  if (!files.includes(readme) && (await exists(source, readme))) files.unshift(readme);
  const book = await jsonRecord(source, 'book.json');
  // The README is read once, for the title and for whether it is a cover page, and only when either is asked.
  let readmeRead: Promise<string | undefined> | undefined;
  const readmeText = () => (readmeRead ??= fileText(source, readme));
  const title = textOf(book['title']) ?? (structure?.gitSync ? undefined : firstTitle(await readmeText()));
  // A README of nothing but the book's title (the CloudForms book's `# <center>Mastering Automation…</center>`) is
  // GitBook's cover page, not a chapter: listed, it printed as an empty "Chapter 1" and numbered every chapter one
  // too high. Its heading titles the book, and the title page stands for it.
  const notes: string[] = [];
  const listedReadme = files.length > 1 && files.includes(readme) ? await readmeText() : undefined;
  if (listedReadme !== undefined && holdsOnlyTitle(listedReadme)) {
    files.splice(files.indexOf(readme), 1);
    notes.push(
      `${readme} holds nothing but a title, so it is left out (listed, it would print as an empty first chapter); ` +
        "the book's title page stands for it.",
    );
  }
  // GitBook's cover is cover.jpg beside the book (its convention); book.json's `cover` names another.
  let cover: string | undefined;
  for (const candidate of [textOf(book['cover']), 'cover.jpg', 'cover.png']) {
    if (candidate && (await exists(source, candidate))) {
      cover = candidate;
      break;
    }
  }
  const lang =
    language !== undefined && /^[a-z]{2,3}(?:[-_][a-z]{2,4})?$/i.test(language) ? language : undefined;
  if (languages.length > 1)
    notes.push(
      `LANGS.md lists ${languages.length} languages, a book each: these are the first's (${language}/); build ` +
        "each other as a book of its own, from a branch or repository whose platform.json lists its folder's files.",
    );
  return {
    file,
    tool: 'GitBook',
    files,
    ...(title ? { title } : {}),
    ...(lang ? { lang } : {}),
    ...(cover ? { cover } : {}),
    ...(notes.length ? { notes } : {}),
  };
}

/**
 * The folders of a multi-language GitBook book, in the order its LANGS.md lists them (`* [English](en/)`): each holds
 * a book of its own, with its own SUMMARY.md. Django Girls' tutorial was told only that it had no platform.json.
 */
async function gitBookLanguages(source: BookSource): Promise<string[]> {
  const bytes = await source.readFile('LANGS.md').catch(() => null);
  if (bytes === null) return [];
  const folders: string[] = [];
  for (const [, target] of bytes.toString('utf8').matchAll(/\]\(\s*<?([^)\s>]+)>?[^)]*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!) || target!.startsWith('#')) continue;
    const folder = posix.normalize(target!.replace(/^\.?\/+/, '')).replace(/\/+$/, '');
    if (folder && folder !== '.' && !folder.startsWith('..') && !folders.includes(folder))
      folders.push(folder);
  }
  return folders;
}

/**
 * The text of a Markdown file's first `#` heading, outside code fences: what GitBook titles a book by. Its HTML is
 * read as the page reads it, tags left out and character references decoded: the CloudForms book's README,
 * `# <center>Mastering Automation…</center>`, was suggested as a title with the tags in it.
 */
function firstTitle(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const lines = text.split(/\r?\n/);
  const inFence = fencedLines(lines);
  for (const [i, line] of lines.entries()) {
    if (inFence[i]) continue;
    const heading = /^\s{0,3}#\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading) return headingText(heading) || undefined;
  }
  return undefined;
}

/** A line of images and badges only (`[![Build](…/badge.svg)](…)`), or a reference-style link's definition. */
const IMAGES_ONLY_LINE =
  /^\s*(?:(?:\[!\[[^\]]*\](?:\([^)]*\)|\[[^\]]*\])\](?:\([^)]*\)|\[[^\]]*\])|!\[[^\]]*\](?:\([^)]*\)|\[[^\]]*\]))\s*)*$|^\s*\[[^\]]+\]:\s*\S+/;

/**
 * Whether a Markdown page holds nothing but one `#` title: every other line blank, images and badges, a thematic
 * break, or HTML tags around no text (`<center>`, `<p align="center"><img …></p>`), its comments aside.
 */
function holdsOnlyTitle(text: string): boolean {
  let headings = 0;
  for (const line of text.replace(/<!--[\s\S]*?-->/g, '').split(/\r?\n/)) {
    if (/^\s{0,3}#\s/.test(line)) headings++;
    else if (IMAGES_ONLY_LINE.test(line) || /^\s{0,3}(?:([-*_])\s*){3,}$/.test(line)) continue;
    else if (textContent(parseHtml(line)).trim() !== '') return false;
  }
  return headings === 1;
}

/** A Markdown heading's words: without its HTML tags, emphasis and code marks, its character references decoded. */
export function headingText(heading: string): string {
  return textContent(parseHtml(heading)).replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * The files `manuscript/Book.txt` names, one a line, from the manuscript folder; a name that differs from its file
 * only in letter case finds that file. Each line left out is said, and why: The Dyalog Cookbook's Book.txt names
 * `02_part 1.md` for `02_Part 1.md` and comments out `# 14_Services.md`, and the advice listed 15 files for its 17
 * lines, naming neither.
 */
async function leanpubOutline(source: BookSource): Promise<Outline | undefined> {
  // Each folder listed once, however many of Book.txt's lines name no file in it.
  const folders = new Map<string, Promise<string[]>>();
  const file = 'manuscript/Book.txt';
  const bytes = await source.readFile(file).catch(() => null);
  if (bytes === null) return undefined;
  const files: string[] = [];
  const notes: string[] = [];
  for (const [index, line] of bytes.toString('utf8').split(/\r?\n/).entries()) {
    const name = line.trim();
    const at = `Line ${index + 1} of ${file}, "${name}",`;
    if (name === '') continue;
    if (name.startsWith('#')) {
      notes.push(`${at} is left out: it is commented out (remove the # to list the file).`);
      continue;
    }
    const written = posix.normalize(posix.join('manuscript', name));
    const found = await leanpubFile(source, written, folders);
    if (found.path === undefined) {
      const guess = found.guesses.length ? `; did you mean ${found.guesses.join(' or ')}?` : '.';
      notes.push(`${at} is left out: no such file${guess}`);
      continue;
    }
    const path = found.path;
    if (path !== written)
      notes.push(
        `${at} is listed as ${path}, the file so named but for letter case (fix the name in ${file}).`,
      );
    // A file listed again is printed again, as Leanpub prints it: mac-appdev-book's newsletter box closes its
    // introduction and its appendix both.
    files.push(path);
  }
  // Leanpub's default name for its Markdown files: the platform.json lists them by the names they are renamed to, as
  // the book fails to build from .txt files (the contract reads Markdown from .md and .markdown).
  const texts = [...new Set(files.filter((path) => posix.extname(path).toLowerCase() === '.txt'))];
  const renamed = (path: string) => `${path.slice(0, -'.txt'.length)}.md`;
  return {
    file,
    tool: 'Leanpub',
    files: files.map((path) => (texts.includes(path) ? renamed(path) : path)),
    ...(notes.length ? { notes } : {}),
    ...(texts.length
      ? {
          convert: {
            what: "Leanpub's Markdown in .txt files",
            count: texts.length,
            command: texts
              .map((path) => `git mv ${shellQuoted(path)} ${shellQuoted(renamed(path))}`)
              .join('; '),
            rename: true,
          },
        }
      : {}),
  };
}

/** A path as a shell word: quoted when it holds anything but letters, digits and `./_-` (mac-appdev-book's spaces). */
function shellQuoted(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`;
}

/**
 * The file a line of Book.txt names: that file, else the one file of its folder named so but for letter case; when
 * there is none, the names it may have meant.
 */
async function leanpubFile(
  source: BookSource,
  written: string,
  folders: Map<string, Promise<string[]>>,
): Promise<{ path?: string; guesses: string[] }> {
  if (await exists(source, written)) return { path: written, guesses: [] };
  const dirname = posix.dirname(written);
  const folder = dirname === '.' ? '' : dirname;
  if (!folders.has(folder))
    folders.set(
      folder,
      Promise.resolve(source.listFiles?.(folder)).then(
        (paths) => paths ?? [],
        () => [],
      ),
    );
  const siblings = await folders.get(folder)!;
  const sameName = siblings.filter((path) => path.toLowerCase() === written.toLowerCase());
  if (sameName.length === 1) return { path: sameName[0]!, guesses: [] };
  if (sameName.length > 1) return { guesses: sameName };
  const byName = new Map(siblings.map((path) => [posix.basename(path), path]));
  const guesses = closestNames(posix.basename(written), byName.keys(), 3);
  return { guesses: guesses.map((name) => byName.get(name)!) };
}

/**
 * A Quarto book's `_quarto.yml`: its pages in reading order (quarto-book-outline.ts), with its title, language and
 * cover.
 */
async function quartoOutline(source: BookSource): Promise<Outline | undefined> {
  const project = await yamlOf(source, '_quarto.yml');
  const book = project?.['book'];
  if (typeof book !== 'object' || book === null) return undefined;
  const settings = book as Record<string, unknown>;
  const title = typeof settings['title'] === 'string' ? settings['title'] : undefined;
  const cover = settings['cover-image'];
  // Quarto gives every page the project's language.
  const lang = typeof project?.['lang'] === 'string' ? project['lang'].trim() : '';
  return {
    file: '_quarto.yml',
    tool: 'Quarto',
    files: await existing(
      source,
      quartoBookPages(book, '.').map(({ path }) => path),
    ),
    ...(title ? { title } : {}),
    ...(lang ? { lang } : {}),
    ...(typeof cover === 'string' && (await exists(source, cover)) ? { cover } : {}),
  };
}

/** A bookdown book's `_bookdown.yml` `rmd_files` (a list, or one per output format: the HTML one is taken). */
async function bookdownOutline(source: BookSource): Promise<Outline | undefined> {
  const config = await yamlOf(source, '_bookdown.yml');
  if (!config) return undefined;
  const listed = config['rmd_files'];
  const named = Array.isArray(listed)
    ? listed
    : typeof listed === 'object' && listed !== null
      ? ((listed as Record<string, unknown>)['html'] ?? Object.values(listed)[0])
      : undefined;
  const files = Array.isArray(named)
    ? named.filter((f): f is string => typeof f === 'string')
    : await bookdownDefaultFiles(source);
  return { file: '_bookdown.yml', tool: 'bookdown', files: await existing(source, files) };
}

/**
 * The files bookdown merges when `_bookdown.yml` lists none: the root's `.Rmd` files in the order of their names,
 * `index.Rmd` first, those whose name opens with `_` skipped (bookdown's own manual is built so).
 */
async function bookdownDefaultFiles(source: BookSource): Promise<string[]> {
  const root = ((await source.listFiles?.('')) ?? []).filter(
    (path) => /\.rmd$/i.test(path) && !path.startsWith('_') && !path.includes('/'),
  );
  const byName = [...root].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const index = byName.filter((path) => path.toLowerCase() === 'index.rmd');
  return [...index, ...byName.filter((path) => !index.includes(path))];
}

async function yamlOf(source: BookSource, file: string): Promise<Record<string, unknown> | undefined> {
  const bytes = await source.readFile(file).catch(() => null);
  if (bytes === null) return undefined;
  try {
    const data = loadYaml(bytes.toString('utf8'));
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

async function existing(source: BookSource, files: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) if (!found.includes(file) && (await exists(source, file))) found.push(file);
  return found;
}

/**
 * A Sphinx or d2lbook project's toctree order (toctree-outline.ts). Its reStructuredText pages are listed by the
 * names pandoc's conversion gives them (`intro.rst` → `intro.md`), with the command that converts them.
 */
async function sphinxOutline(source: BookSource): Promise<Outline | undefined> {
  const found = await toctreeOutline(source);
  if (!found) return undefined;
  const isRst = (path: string) => found.restructuredText.includes(posix.extname(path).toLowerCase());
  const rst = found.files.filter(isRst);
  const suffixes = [...new Set(rst.map((path) => posix.extname(path)))];
  const folder = posix.dirname(found.file) === '.' ? '' : `${posix.dirname(found.file)}/`;
  const command = suffixes
    .map(
      (suffix) =>
        `for f in $(git ls-files '${folder}*${suffix}'); do pandoc -f rst -t markdown ${RST_OPTIONS} "$f" -o "\${f%${suffix}}.md"; done`,
    )
    .join('; ');
  return {
    file: found.file,
    tool: found.tool,
    namedBy: `its toctrees, from ${found.file},`,
    files: found.files.map((path) =>
      isRst(path) ? path.slice(0, -posix.extname(path).length) + '.md' : path,
    ),
    ...(found.title ? { title: found.title } : {}),
    ...(found.lang ? { lang: found.lang } : {}),
    ...(rst.length ? { convert: { what: 'reStructuredText', count: rst.length, command } } : {}),
  };
}

/** A MyST project's `myst.yml` `project.toc` (mystmd, Jupyter Book 2): its pages and globs in order, and its title. */
async function mystOutline(source: BookSource): Promise<Outline | undefined> {
  for (const file of MYST_CONFIGS) {
    const bytes = await source.readFile(file).catch(() => null);
    if (bytes === null) continue;
    const toc = mystToc(bytes.toString('utf8'), file);
    if (!toc) return undefined;
    const files: string[] = [];
    for (const page of toc.pages) {
      const found = page.glob
        ? await filesMatching(source, page.path)
        : (await exists(source, page.path))
          ? [page.path]
          : [
              (await firstExisting(
                source,
                PAGE_EXTENSIONS.map((extension) => page.path + extension),
              )) ?? '',
            ].filter(Boolean);
      for (const path of found) if (!files.includes(path)) files.push(path);
    }
    return { file, tool: 'MyST (mystmd, Jupyter Book 2)', files, ...(toc.title ? { title: toc.title } : {}) };
  }
  return undefined;
}

/**
 * An MkDocs project's pages in its `nav` order, from its `docs_dir` (or `docs/` when that folder is one its build
 * makes, as Hello Algo's `build/docs`); without a nav, every page as MkDocs lists them: a folder's index.md first,
 * then its pages and folders by name.
 */
async function mkdocsOutline(source: BookSource): Promise<Outline | undefined> {
  const site = await mkdocsSite(source);
  if (!site) return undefined;
  const { file, project, docsDirMade: made, pagesDir: docsDir } = site;
  const pages = await mkdocsPages(
    project,
    async (path) => (await source.readFile(path).catch(() => null))?.toString('utf8'),
    (folder) => mkdocsDefaultPages(source, folder),
  );
  const files = pages
    ? await existing(
        source,
        pages.map(({ page }) => posix.normalize(posix.join(docsDir, page))),
      )
    : await mkdocsDefaultPages(source, docsDir, 0);
  // Hello Algo's docs_dir (../build/en/docs) is made by its build script, which fills in the code of every
  // listing: the pages in docs/ print its placeholders as written.
  const readInstead =
    `its docs_dir, ${project.writtenDocsDir}, is not in the repository (a folder the book's own build makes), so ` +
    `they are listed from ${docsDir}/; if that build changes the pages (fills in code, say), run it, commit what ` +
    'it makes, and list those files instead';
  return {
    // A literate-nav book's order is its nav file's (src/navigation.md), which the author edits.
    file: pages && !project.pages && project.navFile ? project.navFile : file,
    tool: 'MkDocs',
    files,
    ...(project.title ? { title: project.title } : {}),
    ...(made ? { readInstead } : {}),
  };
}
