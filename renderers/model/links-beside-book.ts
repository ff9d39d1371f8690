import { groupWarnings, otherPlacesInGroupText } from '../warning-groups';
import { type BookWarning, warning } from '../warnings';
import { missingFolderOf } from './missing-images';

/** resolveLink's warning for a relative link to no file of the repository (its MISSING_LINK_FIX advice). */
const MISSING_PAGE =
  /^link (\S+) points to (\S+), which does not exist; link removed, its text kept: correct the path, or, for a page published outside the book, write its full address \(https:\/\/…\)$/;

/** The repository path a link leading out of its file's folder (`../std/index.html`) points to, if any. */
function pathOutOfFolder(w: BookWarning): string | undefined {
  if (w.kind !== 'link-broken' || w.file === undefined) return undefined;
  const missing = MISSING_PAGE.exec(w.text);
  if (!missing || !missing[1]!.startsWith('../') || !missing[2]!.includes('/')) return undefined;
  return missing[2];
}

/**
 * One warning for the links of the whole book into one folder the repository does not have: a book published as a
 * site beside others links them relatively (the Rust book's 33 links to `../std/…`, `../reference/…`), which only
 * full addresses reach from a PDF or an EPUB. At the first link's place, with the others' places. The folder is the
 * highest of the link's that is missing: links to missing pages of a folder the repository has are each the
 * author's mistake (kphis-book's `../ipd/…` links were said to lead into src/, its pages' own folder).
 */
export async function groupLinksBesideBook(
  warnings: readonly BookWarning[],
  hasFolder: (folder: string) => Promise<boolean | undefined>,
): Promise<BookWarning[]> {
  const missingFolders = new Map<BookWarning, string>();
  for (const w of warnings) {
    const path = pathOutOfFolder(w);
    const folder = path === undefined ? undefined : await missingFolderOf(path, hasFolder);
    if (folder !== undefined) missingFolders.set(w, folder);
  }
  return groupWarnings(
    warnings,
    (w) => missingFolders.get(w),
    (group) => {
      const [first] = group as [BookWarning, ...BookWarning[]];
      const href = MISSING_PAGE.exec(first.text)![1]!;
      return warning(
        first.kind,
        { file: first.file!, ...(first.line ? { line: first.line } : {}) },
        `${group.length} links lead into ${missingFolders.get(first)}/, a folder the repository does not have: ` +
          `the first, ${href}, here, the others at ${otherPlacesInGroupText(group)}; links removed, their text ` +
          'kept: for pages published beside the book (the site it sits in), write their full addresses (https://…)',
        first.subject,
      );
    },
  );
}
