import { extensionOf } from '../paths/repo-path';
import { linesOutsideListings } from '../sources/lines-outside-listings';

/** Which of a book's three divisions a chapter is in, as Leanpub's `{frontmatter}`, `{mainmatter}`, `{backmatter}` say. */
export type BookMatter = 'front' | 'main' | 'back';

export interface MatterDirective {
  /** 1-based line of the directive in its file. */
  line: number;
  matter: BookMatter;
}

const DIRECTIVE = /^ {0,3}\{\s*(front|main|back)matter\s*\}\s*$/;

/** The `{frontmatter}`, `{mainmatter}` and `{backmatter}` lines of a Markdown text, in order; code listings skipped. */
export function matterDirectives(text: string): MatterDirective[] {
  return linesOutsideListings(text).flatMap(({ line, number }) => {
    const directive = DIRECTIVE.exec(line);
    return directive ? [{ line: number, matter: directive[1] as BookMatter }] : [];
  });
}

/**
 * The matter a line of a file is in: the last directive above it in the file, else the one in force when the file
 * began (Leanpub books keep `{frontmatter}` in a file of its own, frontmatter.txt, listed before the chapters).
 */
export function matterAt(
  directives: MatterDirective[],
  line: number | undefined,
  atStart: BookMatter,
): BookMatter {
  let matter = atStart;
  for (const directive of directives) {
    if (line !== undefined && directive.line > line) break;
    matter = directive.matter;
  }
  return matter;
}

/**
 * The matter a Leanpub marker file begins: `frontmatter.txt`, `mainmatter.txt`, `backmatter.txt`, each holding only
 * its directive, as Leanpub books list them in Book.txt (The Dyalog Cookbook). Undefined for any other file.
 */
export function markerFileMatter(path: string, bytes: Buffer): BookMatter | undefined {
  if (extensionOf(path) !== '.txt') return undefined;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const directives = matterDirectives(text);
  if (lines.length === 0 || directives.length !== lines.length) return undefined;
  return directives[directives.length - 1]!.matter;
}
