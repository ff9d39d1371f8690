import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import type { SummaryPage } from './summary-nesting';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A page Quarto reads: `.qmd`, `.md`, `.Rmd`, `.ipynb`; a part written as one is that part's own page. */
const PAGE = /\.(?:qmd|md|markdown|rmd|ipynb)$/i;

/** A page a Quarto book's outline lists, in its order, with the part and the section of the book it is in. */
export interface QuartoPage {
  /** From the repository's root. */
  path: string;
  /** The part it is under: a title (`part: Testing`), or a page of its own (`part: testing.qmd`), as written. */
  part?: { written: string; page?: string };
  /** It is its part's own page. */
  partPage?: true;
  /** It is under `appendices:`. */
  appendix?: true;
}

/**
 * The pages of a Quarto book's `book:` settings in reading order: `chapters` (a page, or a `part:` with its own
 * `chapters`), then `appendices`, each page once; `folder` is `_quarto.yml`'s.
 */
export function quartoBookPages(book: unknown, folder: string): QuartoPage[] {
  if (!isRecord(book)) return [];
  const pages: QuartoPage[] = [];
  const pathOf = (written: string) => posix.normalize(posix.join(folder, written.trim()));
  const add = (written: unknown, page: Omit<QuartoPage, 'path'>) => {
    if (typeof written !== 'string' || !PAGE.test(written.trim())) return;
    const path = pathOf(written);
    if (!pages.some((known) => known.path === path)) pages.push({ path, ...page });
  };
  const walk = (chapters: unknown, appendix: boolean) => {
    if (!Array.isArray(chapters)) return;
    const where = appendix ? { appendix: true as const } : {};
    for (const chapter of chapters) {
      if (!isRecord(chapter)) {
        add(chapter, where);
        continue;
      }
      const written = typeof chapter['part'] === 'string' ? chapter['part'].trim() : '';
      if (written === '') {
        add(chapter['href'] ?? chapter['file'], where);
        walk(chapter['chapters'], appendix);
        continue;
      }
      const part = PAGE.test(written) ? { written, page: pathOf(written) } : { written };
      if (part.page !== undefined) add(written, { part, partPage: true, ...where });
      const under = Array.isArray(chapter['chapters']) ? chapter['chapters'] : [];
      for (const page of under) add(page, { part, ...where });
    }
  };
  walk(book['chapters'], false);
  walk(book['appendices'], true);
  return pages;
}

/**
 * A Quarto book's `_quarto.yml` outline (`book.chapters`, then `book.appendices`) as a SUMMARY.md's is read: every
 * page a chapter (depth 1); the chapters under a `part:` title in that part, a part written as a file opening it as
 * the part's own page (`partPage`); the pages under `appendices:` appendixes, lettered as Quarto letters them.
 * Without it the book's parts were lost (R Packages' six) and its appendix was numbered among the chapters.
 * `listedFiles` are the book's files: only those are read.
 */
export function quartoBookEntries(
  text: string,
  projectFile: string,
  listedFiles: readonly string[],
): [string, SummaryPage][] {
  let project: unknown;
  try {
    project = loadYaml(text);
  } catch {
    return [];
  }
  const listed = new Set(listedFiles);
  const lines = text.split(/\r?\n/);
  const partAt = (written: string) => {
    const at = lines.findIndex((line) => /^\s*-?\s*part\s*:/.test(line) && line.includes(written));
    return at === -1 ? { file: projectFile } : { file: projectFile, line: at + 1 };
  };
  return quartoBookPages(isRecord(project) ? project['book'] : undefined, posix.dirname(projectFile))
    .filter(({ path }) => listed.has(path))
    .map(({ path, part, partPage, appendix }): [string, SummaryPage] => {
      // A part whose own page is not among the book's files has no title to print: its chapters stand alone.
      const title =
        part === undefined
          ? undefined
          : part.page === undefined
            ? part.written
            : listed.has(part.page)
              ? `file:${part.page}`
              : undefined;
      return [
        path,
        {
          depth: 1,
          title: '',
          ...(title !== undefined ? { part: title, partAt: partAt(part!.written) } : {}),
          // Quarto reads a part's title as Markdown.
          ...(title !== undefined && part?.page === undefined ? { partMarkdown: true as const } : {}),
          ...(partPage ? { partPage } : {}),
          ...(appendix ? { appendix } : {}),
        },
      ];
    });
}
