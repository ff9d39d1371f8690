import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import type { SummaryPage } from './summary-nesting';

/** An entry of a `_toc.yml` list: a page (`file`), with the pages nested below it. */
interface TocEntry {
  file?: unknown;
  title?: unknown;
  sections?: unknown;
  chapters?: unknown;
}

/** A part of a `_toc.yml`: `caption` over its `chapters` (`part` in the format before Jupyter Book 0.11). */
interface TocPart {
  caption?: unknown;
  part?: unknown;
  chapters?: unknown;
  sections?: unknown;
  numbered?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** The listed file a `_toc.yml` path names: written from the book's folder, with or without its extension. */
function listedFileOf(
  written: string,
  bookFolder: string,
  listed: ReadonlyMap<string, string>,
): string | undefined {
  const path = posix.normalize(posix.join(bookFolder, written.replace(/^\/+/, '')));
  return listed.get(path) ?? listed.get(path.replace(/\.[^./]+$/, ''));
}

/**
 * The pages of a Jupyter Book `_toc.yml` (sphinx-external-toc's `jb-book` and `jb-article`, and the list form before
 * Jupyter Book 0.11) as a SUMMARY.md's are read: the root page outside the lists (depth 0), each chapter at depth 1
 * and the pages in its `sections` below it, each under the `caption` of the part that lists it, as Jupyter Book's
 * navigation and PDF group them. `listedFiles` are the book's files: a `_toc.yml` names them without extension.
 */
export function jupyterBookTocEntries(
  text: string,
  tocFile: string,
  listedFiles: readonly string[],
): [string, SummaryPage][] {
  let toc: unknown;
  try {
    toc = loadYaml(text);
  } catch {
    return [];
  }
  const bookFolder = posix.dirname(tocFile) === '.' ? '' : posix.dirname(tocFile);
  const listed = new Map<string, string>();
  for (const file of listedFiles) {
    listed.set(file, file);
    const bare = file.replace(/\.[^./]+$/, '');
    if (!listed.has(bare)) listed.set(bare, file);
  }
  const captionLines = partTitleLines(text);
  const entries: [string, SummaryPage][] = [];
  const add = (
    entry: TocEntry,
    depth: number,
    part?: { title: string; line?: number },
    unnumbered = false,
  ) => {
    if (typeof entry.file === 'string') {
      const path = listedFileOf(entry.file, bookFolder, listed);
      if (path !== undefined) {
        const page: SummaryPage = { depth, title: typeof entry.title === 'string' ? entry.title.trim() : '' };
        if (depth >= 2) page.sectionOfPageAbove = true;
        if (unnumbered && depth > 0) page.unnumbered = true;
        if (part && depth > 0) {
          page.part = part.title;
          page.partAt = part.line === undefined ? { file: tocFile } : { file: tocFile, line: part.line };
        }
        entries.push([path, page]);
      }
    }
    for (const below of [...listOf(entry.sections), ...listOf(entry.chapters)])
      add(below, depth + 1, part, unnumbered);
  };
  let captionsRead = 0;
  const addParts = (parts: TocPart[], numberedByDefault: unknown) => {
    const numbered = parts.map((part) => isNumbered(part.numbered ?? numberedByDefault));
    // Jupyter Book numbers only the parts that ask (`numbered: true` on the chapters, not on the front matter); a
    // book that asks nowhere is numbered throughout, as its PDF numbers every chapter.
    const mixed = numbered.includes(true) && numbered.includes(false);
    for (const [at, part] of parts.entries()) {
      const caption = part.caption ?? part.part;
      const title =
        typeof caption === 'string' && caption.trim()
          ? { title: caption.trim(), line: captionLines[captionsRead++] }
          : undefined;
      for (const chapter of [...listOf(part.chapters), ...listOf(part.sections)])
        add(chapter, 1, title, mixed && !numbered[at]);
    }
  };
  if (Array.isArray(toc)) {
    // Before Jupyter Book 0.11: a list whose first page is the root, its other items pages or `part:` groups.
    for (const [at, item] of listOf(toc).entries()) {
      if ('part' in item) addParts([item], undefined);
      else add(item, at === 0 ? 0 : 1);
    }
    return entries;
  }
  if (!isRecord(toc)) return entries;
  add({ file: toc.root }, 0);
  addParts(listOf(toc.parts), isRecord(toc.defaults) ? toc.defaults.numbered : undefined);
  for (const chapter of [...listOf(toc.chapters), ...listOf(toc.sections)]) add(chapter, 1);
  return entries;
}

/** `numbered: true`, or a depth to number down to (`numbered: 3`). */
function isNumbered(value: unknown): boolean {
  return value === true || (typeof value === 'number' && value !== 0);
}

/** The lines (1-based) of the `caption:` (or `part:`) keys that title a `_toc.yml`'s parts, in order. */
function partTitleLines(text: string): number[] {
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((line, at) => {
    if (/^\s*(?:-\s+)?(?:caption|part)\s*:/.test(line)) lines.push(at + 1);
  });
  return lines;
}
