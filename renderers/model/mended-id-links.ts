import { groupPerFile } from '../warning-groups';
import { BookWarning, SourceLocation, warning } from '../warnings';

/** A link written `href="id"`, the book's id without its "#", that resolve-references linked to that id. */
export function mendedIdLinkWarning(where: SourceLocation, id: string, advice: string): BookWarning {
  return warning(
    'link-mended',
    where,
    `link ${id} names no file, but the book has an element with the id ${id}: linked to it; ${advice}`,
    id,
  );
}

/** mendedIdLinkWarning's text, its advice the group: read back from warnings that passed through other steps. */
const MENDED_ID_LINK =
  /^link \S+ names no file, but the book has an element with the id \S+: linked to it; (.*)$/s;

/**
 * One warning per source file for its links that name an id without "#" (Mobile and Web Messaging writes every
 * figure's and example's cross-reference so: 60 warnings, the same but for the id, buried the book's others): at
 * the first link's line, with the count, the other lines and the first one's fix.
 */
export function groupMendedIdLinks(warnings: readonly BookWarning[]): BookWarning[] {
  return groupPerFile(
    warnings,
    (w) => (w.kind === 'link-mended' && MENDED_ID_LINK.test(w.text) ? '' : undefined),
    (first, count, otherLines) =>
      `${count} links name an id of the book as if it were a file, without "#": the first, ${first.subject}, ` +
      `here, the others at ${otherLines}; each is linked to the element with that id. Write each one's id with ` +
      `"#" (for the first, ${MENDED_ID_LINK.exec(first.text)![1]!})`,
  );
}
