import { BookSource } from '../types';
import { headingText } from '../config/outline-files-hint';

/** A repository's README, in the forms a book's repository keeps it. */
const README_FILES = [
  'README.md',
  'README.markdown',
  'README.adoc',
  'README.asciidoc',
  'readme.md',
  'Readme.md',
];
/** How far down a README its title is looked for: past a line of badges or a logo, not into its text. */
const TITLE_LINES = 12;

/** The title a README opens with, where it is. */
export interface ReadmeTitle {
  title: string;
  file: string;
  line: number;
}

/**
 * The title of a book that names none (no `title` in its configuration, no title page, no metadata): the first
 * heading of its repository's README (`# NixOS in Production`, `The Dyalog Cookbook` over `===`, `= Title`), as a
 * Leanpub book's repository titles it (Leanpub keeps the title on its site). Undefined when the README is one of the
 * book's files, or opens with no such heading.
 */
export async function readmeTitle(
  source: BookSource,
  listed: readonly string[],
): Promise<ReadmeTitle | undefined> {
  // One listing of the repository's top instead of a read for each name it might have.
  const top = source.listFiles ? await source.listFiles('').catch(() => null) : undefined;
  for (const file of README_FILES) {
    if (top !== undefined && !top?.includes(file)) continue;
    if (listed.includes(file)) return undefined;
    const bytes = await source.readFile(file).catch(() => null);
    if (bytes === null) continue;
    const lines = bytes.toString('utf8').split(/\r?\n/).slice(0, TITLE_LINES);
    for (const [index, line] of lines.entries()) {
      const atx = /^(?:#|=)\s+(.+?)\s*#*\s*$/.exec(line);
      const setext = line.trim() !== '' && /^=+\s*$/.test(lines[index + 1] ?? '') ? line : undefined;
      const title = plainTitle(atx?.[1] ?? setext ?? '');
      if (title) return { title, file, line: index + 1 };
      // Any other text (a paragraph, a second-level heading) before a title: the README opens with no title.
      if (line.trim() !== '' && !/^\s*(?:\[!\[|!\[|<|\[!|---|\*\*\*|>)/.test(line) && !atx) return undefined;
    }
    return undefined;
  }
  return undefined;
}

/**
 * A heading's words without Markdown's marks or HTML tags: `**Fullstack** [GraphQL](…)` → "Fullstack GraphQL",
 * `<center>Mastering Automation…</center>` (the CloudForms book's README) → "Mastering Automation…".
 */
function plainTitle(heading: string): string {
  const markdown = heading.replace(/!\[[^\]]*\]\([^)]*\)/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return headingText(markdown);
}
