import { posix } from 'node:path';
import type { FolderLister } from '../paths/letter-case-path';
import { groupPerFile } from '../warning-groups';
import type { BookWarning } from '../warnings';
import { IMAGE_EXTENSIONS_WHEN_UNWRITTEN } from './print-only-images';

/** How deep, and how many folders, are searched: enough for `site/assets/images/ch01/`, bounded for huge trees. */
const MAX_DEPTH = 6;
const MAX_FOLDERS = 2000;
/** Never where a book keeps its images: tools' and packages' own files. */
const SKIPPED_FOLDER = /^(?:\..*|node_modules|vendor|build|dist|target)$/;

const indexes = new WeakMap<FolderLister, Promise<string[]>>();

/**
 * The repository's files, listed once per lister (a render's asset collector): where a book's own build tool copies its images from (The Magic
 * Book's `images.files`, a static-site generator's assets folder) is named in that tool's configuration, which
 * Octavo does not read, but the files are there, under the path the pages write.
 */
function repositoryFiles(lister: FolderLister): Promise<string[]> {
  let index = indexes.get(lister);
  if (!index) {
    index = listRepository(lister);
    indexes.set(lister, index);
  }
  return index;
}

/** The repository's files below its top (bounded in depth and folders; tools' and packages' folders skipped). */
export async function listRepository(lister: FolderLister): Promise<string[]> {
  const files: string[] = [];
  let level = [''];
  let visited = 0;
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0 && visited < MAX_FOLDERS; depth++) {
    const next: string[] = [];
    for (const folder of level) {
      if (++visited > MAX_FOLDERS) break;
      if (depth > 0) files.push(...((await lister.listFiles(folder)) ?? []));
      for (const sub of (await lister.listFolders(folder)) ?? []) {
        if (!SKIPPED_FOLDER.test(posix.basename(sub))) next.push(sub);
      }
    }
    level = next;
  }
  return files;
}

/**
 * Files in a folder of the repository (not its top, where an image would have been found already) that hold the
 * image under the path written (`chapter01/fig1.png` → `site/imgs/chapter01/fig1.png`): the nearest to the top
 * first, then in alphabetical order. None for a path leading up (`../`) or from the top (`/`), which says where
 * it is.
 */
export async function imagesElsewhere(src: string, lister: FolderLister): Promise<string[]> {
  const written = src.replace(/[?#].*$/, '');
  let reference: string;
  try {
    reference = posix.normalize(decodeURI(written));
  } catch {
    return [];
  }
  if (reference.startsWith('/') || reference.startsWith('..') || reference === '.') return [];
  const suffix = `/${reference.replace(/^\.\//, '')}`;
  // A path without an extension (DocBook's, its stylesheets adding one) is the web image of that name.
  const endings =
    posix.extname(reference) === ''
      ? IMAGE_EXTENSIONS_WHEN_UNWRITTEN.map((extension) => suffix + extension)
      : [suffix];
  const rank = (path: string) => endings.findIndex((ending) => path.endsWith(ending));
  const found = (await repositoryFiles(lister)).filter((path) => rank(path) >= 0);
  const depth = (path: string) => path.split('/').length;
  return found.sort((a, b) => depth(a) - depth(b) || rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** How many leading folders two repository paths' folders share (`a/b/x.md`, `a/c/y.png`: 1). */
export function sharedFolders(one: string, other: string): number {
  const folders = posix.dirname(one).split('/');
  const theirs = posix.dirname(other).split('/');
  let count = 0;
  while (count < folders.length && folders[count] === theirs[count] && folders[count] !== '.') count++;
  return count;
}

/**
 * The file of the repository with the image's name, when its folder is named otherwise (`images/x.png` written,
 * `notebooks/figures/x.png` kept: Python Data Science Handbook's figures after a folder's rename): the only one, or
 * of several the one alone in sharing the most folders with the file that shows it (`notebooks/` rather than
 * an old edition's `notebooks_v1/`). None otherwise: no guess is made between equals.
 */
export async function imageByName(
  src: string,
  fromFile: string,
  lister: FolderLister,
): Promise<string | undefined> {
  let name: string;
  try {
    name = posix.basename(decodeURI(src.replace(/[?#].*$/, '')));
  } catch {
    return undefined;
  }
  if (name === '' || name === '.' || name === '..') return undefined;
  const found = (await repositoryFiles(lister)).filter((path) => posix.basename(path) === name);
  if (found.length <= 1) return found[0];
  const ranked = found
    .map((path) => ({ path, shared: sharedFolders(fromFile, path) }))
    .sort((a, b) => b.shared - a.shared);
  return ranked[0]!.shared > ranked[1]!.shared ? ranked[0]!.path : undefined;
}

/** What a warning tells the author when an image was found by its name alone ({@link imageByName}). */
export function imageByNameAdvice(used: string, sourceFile: string): string {
  const fromFile = posix.relative(posix.dirname(sourceFile), used);
  return (
    `used ${used}, found by its name elsewhere in the repository: if it is that one, write the path as ${fromFile}, ` +
    'from this file to the image, so every tool finds it'
  );
}

/** What a warning tells the author when an image was found only in another folder of the repository. */
/**
 * What an AsciiDoc document whose image was found under another folder (`201-h/images/ill_001.png` for
 * `image:images/ill_001.png[]`, GITenberg's HTML edition's folder) is told: the imagesdir that leads there.
 */
export function imagesdirElsewhereAdvice(
  used: string,
  others: string[],
  written: string,
  document: string,
  current?: ImagesdirEntry,
): string {
  const completed = posix.extname(written) === '' ? posix.extname(used).length : 0;
  const holder = used
    .slice(0, used.length - completed - written.replace(/^\.\//, '').length)
    .replace(/\/+$/, '');
  const imagesdir = posix.relative(posix.dirname(document), holder) || '.';
  const also = alsoAt(others);
  return (
    `used ${used}${also}, where the book's own build tool probably finds it; ${imagesdirFix(imagesdir, document, current)} ` +
    `(or write the path from its imagesdir) so Asciidoctor finds it too`
  );
}

/** Where the imagesdir an image's path was made from is set, and its value there. */
export interface ImagesdirEntry {
  /** "manuscript/header.adoc:12" */
  at: string;
  value: string;
}

/**
 * What to write: the imagesdir in the document's header, or, when an entry in the book sets another (cdi-book's
 * `:imagesdir: ../../images` in manuscript/header.adoc, included into manuscript/book.adoc), that entry changed.
 */
function imagesdirFix(imagesdir: string, document: string, current: ImagesdirEntry | undefined): string {
  if (current === undefined) return `set :imagesdir: ${imagesdir} in the header of ${document}`;
  return (
    `change :imagesdir: ${current.value} at ${current.at} to ${imagesdir}, a path from ${document}'s folder, ` +
    'which Asciidoctor reads it from'
  );
}

/** " (also at a.png, b.png and 3 more)": the other copies of an image used from elsewhere, or nothing. */
function alsoAt(others: readonly string[]): string {
  if (others.length === 0) return '';
  return ` (also at ${others.slice(0, 2).join(', ')}${others.length > 2 ? ` and ${others.length - 2} more` : ''})`;
}

/** The copy used and what to write that an imagesdirElsewhereAdvice names. */
const IMAGESDIR_ADVICE =
  /; used (\S+?)(?: \(also at [^)]*\))?, where the book's own build tool probably finds it; (.+?) \(or write the path from its imagesdir\) so Asciidoctor finds it too$/;

/**
 * One warning per file for its AsciiDoc images found under the same other folder (Flatland's eleven illustrations in
 * `201-h/images/`): the count, the first image and the other lines, and the one imagesdir to set.
 */
export function groupImagesdirElsewhereWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  return groupPerFile(
    warnings,
    (w) => {
      const advice = w.kind === 'image-missing' ? IMAGESDIR_ADVICE.exec(w.text) : null;
      return advice ? advice[2] : undefined;
    },
    (first, count, otherLines) => {
      const [, used, fix] = IMAGESDIR_ADVICE.exec(first.text)!;
      return (
        `${count} images are not where their paths lead from the imagesdir: the first, ${first.subject} (used from ` +
        `${used}), here, the others at ${otherLines}, each found under the same folder, where the book's own build ` +
        `tool probably finds them; ${fix} (or write the paths ` +
        'from its imagesdir) so Asciidoctor finds them too'
      );
    },
  );
}

/** The copy used, and the path from the file to it, that an imageElsewhereAdvice names. */
const ELSEWHERE_ADVICE =
  /; used (\S+?)(?: \(also at [^)]*\))?, where the book's own build tool probably copies its images from; write the path as (\S+), from this file to the image, so every tool finds it$/;

/**
 * One warning per file for its images found under the same other folder (The Nature of Code's 300 figures, written
 * `chapter10/ch10_01.png` and kept in `noc_html/imgs/`, where The Magic Book copies them from): the count, the
 * first image and the other lines, the folder, and the path to write for the first.
 */
export function groupImagesElsewhereWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  const holderOf = (w: BookWarning) => {
    const advice = w.kind === 'image-missing' && w.subject ? ELSEWHERE_ADVICE.exec(w.text) : null;
    if (!advice) return undefined;
    const written = w.subject!.replace(/[?#].*$/, '').replace(/^\.\//, '');
    // A path written without its extension (DocBook's) was found with one.
    const used = posix.extname(written) === '' ? advice[1]!.replace(/\.[^./]+$/, '') : advice[1]!;
    return used.endsWith(`/${written}`) ? used.slice(0, used.length - written.length - 1) : undefined;
  };
  return groupPerFile(warnings, holderOf, (first, count, otherLines) => {
    const [, used, path] = ELSEWHERE_ADVICE.exec(first.text)!;
    return (
      `${count} images are not where their paths lead from this file: the first, ${first.subject} (used from ` +
      `${used}), here, the others at ${otherLines}, each found under ${holderOf(first)}/, where the book's own ` +
      `build tool probably copies its images from; write the paths from this file to them (the first as ${path}) ` +
      'so every tool finds them'
    );
  });
}

export function imageElsewhereAdvice(used: string, others: string[], sourceFile: string): string {
  const fromFile = posix.relative(posix.dirname(sourceFile), used);
  const also = alsoAt(others);
  return (
    `used ${used}${also}, where the book's own build tool probably copies its images from; write the path as ` +
    `${fromFile}, from this file to the image, so every tool finds it`
  );
}

/** The copy shown and the path to write that an image's letter-case warning names (resolve-references.ts). */
const LETTER_CASE =
  /; (\S+) differs from it only in letter case, which Windows and macOS ignore but Git hosts and Linux servers do not: it is shown; write the path as (\S+) so every tool finds it$/;

/**
 * One warning per file for its images found in the same folder under other letter case (The Dyalog Cookbook writes
 * `Images/LogDog.png` thirty times for its `images/` folder): the count, the first image and the other lines, the
 * folder, and the path to write for the first.
 */
export function groupLetterCaseWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  const folderOf = (w: BookWarning) => {
    const found = w.kind === 'image-missing' ? LETTER_CASE.exec(w.text) : null;
    return found ? posix.dirname(found[1]!) : undefined;
  };
  return groupPerFile(warnings, folderOf, (first, count, otherLines) => {
    const [, shown, path] = LETTER_CASE.exec(first.text)!;
    return (
      `${count} images differ only in letter case from the files they show: the first, ${first.subject} ` +
      `(${shown}), here, the others at ${otherLines}, each found in ${folderOf(first)}/, which Windows and macOS ` +
      `take for the paths written but Git hosts and Linux servers do not: they are shown; write the paths as the ` +
      `files are named (the first as ${path}) so every tool finds them`
    );
  });
}
