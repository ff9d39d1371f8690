import { type BookWarning } from '../warnings';
import { groupPerFile } from '../warning-groups';

/** An image found nowhere, with no other advice than that it is left out (`resolveImage`'s last warning). */
const PLAIN_MISSING = /^image (.+) not found \(looked for (.+)\); left out$/;

/**
 * One warning per source file for its images found nowhere (a book whose pictures were never committed, as the
 * Joomla book's 294, otherwise buries every other warning): at the first image's line, with the count, the other
 * lines and the fix. A warning with its own advice (a copy found elsewhere, a submodule) stays as it is.
 */
export function groupMissingImageWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  return groupPerFile(
    warnings,
    (w) => (w.kind === 'image-missing' && PLAIN_MISSING.test(w.text) ? 'missing' : undefined),
    (first, count, otherLines) => {
      const [, src, looked] = PLAIN_MISSING.exec(first.text)!;
      return (
        `${count} images not found: the first, ${src}, here (looked for ${looked}), ${count === 2 ? 'the other' : 'the others'} at ${otherLines}; ` +
        'left out: add the files to the repository (git add, commit, push), or correct the paths'
      );
    },
  );
}
