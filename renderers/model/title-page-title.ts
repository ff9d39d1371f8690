import { isTemplatePlaceholder } from './template-placeholders';
import { ElementNode, findElements } from '../dom/html-dom';
import { BookWarning, warning } from '../warnings';
import { titleText } from './title-text';

/** Titles compared as a reader reads them: case, spacing and punctuation aside. */
export function comparable(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The config's title against the one the book's own title page prints. A book adapted from another (a fork, a
 * translation, a new edition) keeps the old title in its config long after its title page changed: the reader
 * then sees one title on the page and another in the library, the site's header and the PDF's properties. One
 * title holding the other (a subtitle, an edition) is the same book.
 */
export function titlePageTitleWarnings(
  configTitle: string | undefined,
  where: { file: string; line?: number },
  titlepage: { element: ElementNode; file: string } | undefined,
): BookWarning[] {
  if (configTitle === undefined || titlepage === undefined) return [];
  const heading = findElements([titlepage.element], (el) => el.name === 'h1')[0];
  if (!heading) return [];
  const printed = titleText(heading).replace(/\s+/g, ' ').trim();
  const [a, b] = [comparable(configTitle), comparable(printed)];
  if (a === '' || b === '' || a.includes(b) || b.includes(a)) return [];
  // A template's "Book Title Here" is told of as the template's (template-placeholders.ts), not as another title.
  if (isTemplatePlaceholder(printed)) return [];
  const page = heading.loc?.line ? `${titlepage.file}:${heading.loc.line}` : titlepage.file;
  return [
    warning(
      'metadata',
      where.line ? { file: where.file, line: where.line } : where.file,
      `the title "${configTitle}" is not the one the book's title page prints ("${printed}", ${page}): the ` +
        "book's metadata (the EPUB's title, the PDF's properties, the site's header) uses this one; correct " +
        'whichever is out of date',
    ),
  ];
}
