import { posix } from 'node:path';
import { SOURCE_EXTENSION } from '../paths/source-formats';
import type { BookSource } from '../types';

/** Fewer numbered files than this are not yet a book's chapters (a `01-setup.md` beside a README). */
const FEWEST_CHAPTERS = 3;
/** The other folders with numbered files a hint names; the rest are counted. */
const MOST_OTHERS_NAMED = 3;
/** Enough pages for any book; a folder holding more is listed only in part. */
const MOST_FILES = 2000;

/** `01-intro.md`, `00.00-Preface.ipynb`, `ch01.asciidoc`, `chapter-2.md`, `Chapter_03.adoc`: a chapter by its number. */
const NUMBERED = /^(?:ch(?:ap(?:ter)?)?[-_ .]?)?\d+/i;
/**
 * `bgnet_part_0100_intro.md`, `lecture3.md`: a file numbered after a name it shares with the others, up to its first
 * digit (letters and separators only). Beej's guides name every chapter so, and their build lists
 * `$(wildcard bgnet_part_*.md)` in a Makefile kept in another repository.
 */
const PREFIXED = /^([A-Za-z][A-Za-z_ .-]*)\d/;

/** A folder kept beside the book's current one: `notebooks_v1`, `book-old`, `archive`, `backup`. */
const SET_ASIDE = /(?:[-_.]v?\d+|\bold|backup|archive|previous|deprecated)$/i;

/** A folder whose name says it holds the book's text, chosen over others with numbered files (`chapters/` over `blank/`). */
const BOOK_FOLDER = /^(?:chapters?|book|manuscript|text|content|contents)$/i;

const byNumber = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * O'Reilly's file names for the matter around numbered chapters (`pr01.asciidoc` a preface, `app01`/`appa` an
 * appendix, `gloss01`, `bi01`, `colo01`), listed beside the chapters of their folder: prefaces before, the rest after.
 */
const BEFORE_CHAPTERS = /^(?:pr\d+|preface\d*)\./i;
const AFTER_CHAPTERS = /^(?:app?(?:\d+|[a-z])|appendix[-_]?(?:\d+|[a-z]))\./i;
const BACK_MATTER = /^(?:gloss\d*|glossary|bi\d+|bibliography|colo\d*|colophon|afterword)\./i;

/** The most files of the folder that share one name before their numbers, in their numbers' order; none under three. */
function prefixedChapters(sources: readonly string[]): string[] {
  const byPrefix = new Map<string, string[]>();
  for (const path of sources) {
    const prefix = PREFIXED.exec(posix.basename(path))?.[1];
    if (prefix === undefined) continue;
    const files = byPrefix.get(prefix);
    if (files) files.push(path);
    else byPrefix.set(prefix, [path]);
  }
  const largest = [...byPrefix.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  return largest.length >= FEWEST_CHAPTERS ? largest.sort(byNumber.compare) : [];
}

interface NumberedFolder {
  folder: string;
  files: string[];
}

/**
 * A repository with no outline whose chapters are numbered files in one folder (Python Data Science Handbook's
 * `notebooks/00.00-Preface.ipynb` …, a manuscript's `01-intro.md` …): the refusal writes the platform.json that lists
 * them in their numbers' order, for the author to check and commit. The root and each folder at the top are looked
 * in; the folder with the most such files is chosen (one named for the book's text, `chapters/`, first; one set
 * aside, `notebooks_v1`, only when no other has them), and the others are named.
 */
export async function numberedFilesHint(source: BookSource): Promise<string> {
  if (!source.listFiles) return '';
  // Tools' folders (`.git`, `.github`) hold no book.
  const folders = [
    '',
    ...((await source.listFolders?.('')) ?? []).filter((folder) => !folder.startsWith('.')),
  ];
  const found: NumberedFolder[] = [];
  for (const folder of folders) {
    const sources = ((await source.listFiles(folder)) ?? []).filter((path) => SOURCE_EXTENSION.test(path));
    const named = (pattern: RegExp) =>
      sources.filter((path) => pattern.test(posix.basename(path))).sort(byNumber.compare);
    const numbered = named(NUMBERED);
    const chapters = numbered.length >= FEWEST_CHAPTERS ? numbered : prefixedChapters(sources);
    if (chapters.length >= FEWEST_CHAPTERS) {
      const files = [...named(BEFORE_CHAPTERS), ...chapters, ...named(AFTER_CHAPTERS), ...named(BACK_MATTER)];
      found.push({ folder, files: [...new Set(files)] });
    }
  }
  if (found.length === 0) return '';
  found.sort(
    (a, b) =>
      Number(SET_ASIDE.test(a.folder)) - Number(SET_ASIDE.test(b.folder)) ||
      Number(BOOK_FOLDER.test(b.folder)) - Number(BOOK_FOLDER.test(a.folder)) ||
      b.files.length - a.files.length,
  );
  const [chosen, ...others] = found;
  const where = chosen!.folder === '' ? 'The repository root' : `${chosen!.folder}/`;
  const named = others
    .slice(0, MOST_OTHERS_NAMED)
    .map((other) => `${other.folder === '' ? 'the root' : `${other.folder}/`} holds ${other.files.length}`);
  const unnamed = others.length - named.length;
  const also =
    others.length === 0
      ? ''
      : ` (${named.join(', ')}${unnamed > 0 ? `, and ${unnamed} more folder${unnamed > 1 ? 's' : ''}` : ''}: list ` +
        'those instead if they are the book)';
  return (
    `\n${where} holds ${chosen!.files.length} numbered source files${also}; a platform.json that lists them in ` +
    `their numbers' order, to check before committing:\n${JSON.stringify({ files: chosen!.files.slice(0, MOST_FILES) })}`
  );
}
