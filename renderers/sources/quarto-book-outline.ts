import { posix } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import type { SummaryPage } from './summary-nesting';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A page Quarto reads: `.qmd`, `.md`, `.Rmd`, `.ipynb`; a part written as one is that part's own page. */
const PAGE = /\.(?:qmd|md|markdown|rmd|ipynb)$/i;

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
  const book = isRecord(project) ? project['book'] : undefined;
  if (!isRecord(book)) return [];
  const folder = posix.dirname(projectFile);
  const listed = new Set(listedFiles);
  const lines = text.split(/\r?\n/);
  const partLine = (title: string) => {
    const at = lines.findIndex((line) => /^\s*-?\s*part\s*:/.test(line) && line.includes(title));
    return at === -1 ? { file: projectFile } : { file: projectFile, line: at + 1 };
  };
  const entries: [string, SummaryPage][] = [];
  const pathOf = (written: string) => posix.normalize(posix.join(folder, written.trim()));
  const add = (written: unknown, page: Omit<SummaryPage, 'depth' | 'title'>) => {
    if (typeof written !== 'string' || !PAGE.test(written.trim())) return;
    const path = pathOf(written);
    if (listed.has(path) && !entries.some(([known]) => known === path))
      entries.push([path, { depth: 1, title: '', ...page }]);
  };
  const walk = (chapters: unknown, appendix: boolean) => {
    if (!Array.isArray(chapters)) return;
    for (const chapter of chapters) {
      if (!isRecord(chapter)) {
        add(chapter, appendix ? { appendix: true } : {});
        continue;
      }
      const part = typeof chapter['part'] === 'string' ? chapter['part'].trim() : '';
      if (part === '') {
        add(chapter['href'] ?? chapter['file'], appendix ? { appendix: true } : {});
        walk(chapter['chapters'], appendix);
        continue;
      }
      const partAt = partLine(part);
      const partFile = PAGE.test(part) ? pathOf(part) : undefined;
      // A part whose own page is not among the book's files has no title to print: its chapters stand alone.
      const title = partFile === undefined ? part : listed.has(partFile) ? `file:${partFile}` : undefined;
      if (title !== undefined && partFile !== undefined) add(part, { part: title, partAt, partPage: true });
      const under = Array.isArray(chapter['chapters']) ? chapter['chapters'] : [];
      for (const page of under) {
        add(page, {
          ...(title !== undefined ? { part: title, partAt } : {}),
          ...(appendix ? { appendix: true } : {}),
        });
      }
    }
  };
  walk(book['chapters'], false);
  walk(book['appendices'], true);
  return entries;
}
