import { DivisionKind } from './book-model';

/**
 * File names that say what front matter a file is, as Atlas and O'Reilly books name them (`copyright.html`,
 * `dedication.html`, `preface.asciidoc`): a Markdown file has no `data-type` to say so, and its title often does
 * not either (a copyright page titled with the book's name).
 */
const FRONT_MATTER_FILES = new Map<string, DivisionKind>([
  ['copyright', 'copyright-page'],
  ['copyright page', 'copyright-page'],
  ['dedication', 'dedication'],
  ['foreword', 'foreword'],
  ['preface', 'preface'],
  ['acknowledgments', 'acknowledgments'],
  ['acknowledgements', 'acknowledgments'],
]);

/** File names of the pages about the book's authors, an O'Reilly colophon section wherever they stand. */
const BACK_MATTER_FILES = new Map<string, DivisionKind>([
  ['colophon', 'colophon'],
  ['colo', 'colophon'],
  ['author bio', 'colophon'],
  ['author bios', 'colophon'],
  ['about the author', 'colophon'],
  ['about the authors', 'colophon'],
]);

/**
 * `ch00-Copyright_Page.md` → "copyright page": the name without its folders, extension, leading order number, and
 * with its word separators as spaces.
 */
function fileNameWords(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  return name
    .toLowerCase()
    .replace(/^(?:ch(?:apter)?)?\d+[-_. ]*/, '')
    .replace(/[-_. ]+/g, ' ')
    .trim();
}

/** The front matter a file is by its name (before the book's first chapter only), if its name says. */
export function frontMatterNamed(path: string | undefined): DivisionKind | undefined {
  return path === undefined ? undefined : FRONT_MATTER_FILES.get(fileNameWords(path));
}

/** The back matter a file is by its name, wherever it stands, if its name says. */
export function backMatterNamed(path: string | undefined): DivisionKind | undefined {
  return path === undefined ? undefined : BACK_MATTER_FILES.get(fileNameWords(path));
}
