import { groupWarnings, otherPlacesText } from '../warning-groups';
import type { BookWarning } from '../warnings';

/** The opening of read-source's warning about an element HTML does not know, and its count in the file. */
const UNKNOWN_ELEMENT = /^(<[^>\s]+> is not an HTML or HTMLBook element)(?: \([^)]*\))?/;

/**
 * One warning for an unknown element met in several files (Hello Algo's `<id>` table-number placeholder, in 23 of
 * its pages: 23 warnings alike but for the file), at its first place, the others named after it.
 */
export function groupUnknownElementWarnings(warnings: readonly BookWarning[]): BookWarning[] {
  return groupWarnings(
    warnings,
    (w) => (w.file !== undefined && UNKNOWN_ELEMENT.test(w.text) ? `${w.kind}\0${w.subject}` : undefined),
    (group) => {
      const [first, ...others] = group as [BookWarning, ...BookWarning[]];
      const files = new Set(group.map((w) => w.file)).size;
      return {
        ...first,
        text: first.text.replace(
          UNKNOWN_ELEMENT,
          (_, opening: string) => `${opening} (in ${files} files: here, and at ${otherPlacesText(others)})`,
        ),
      };
    },
  );
}
