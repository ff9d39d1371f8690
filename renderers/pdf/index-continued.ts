import { PDFDocument, PDFNumber } from 'pdf-lib';
import { INDEX_CONTINUED_CLASS } from '../model/generated-content';
import { Destination } from './page-numbers';

/**
 * Chicago (16.141): when an entry's subentries run on from one column or page to the next, the next column opens
 * with the entry's term again, "salt (continued)". Chromium cannot tell where a column starts in CSS, so the index
 * is printed, each entry's place read back from its named destination (its page, and its column from its left
 * edge), and printed again with the lines where a subentry opens a column.
 * The line keeps to the subentry after it (`break-after: avoid`), so it opens the column with it.
 */
export function continuedEntries(
  doc: PDFDocument,
  destinations: ReadonlyMap<string, Destination>,
  terms: readonly string[][],
): Set<string> {
  const place = (id: string): { page: number; left: number } | undefined => {
    const found = destinations.get(id);
    const left = found?.target.get(2);
    return found && left instanceof PDFNumber ? { page: found.page, left: left.asNumber() } : undefined;
  };
  const opening = new Set<string>();
  for (const ids of terms) {
    let previous = place(ids[0]!);
    for (const id of ids.slice(1)) {
      const here = place(id);
      if (here && previous && otherColumn(doc, previous, here)) opening.add(id);
      previous = here ?? previous;
    }
  }
  return opening;
}

/**
 * Final prints that may place the lines: each line moves the index after it down by a line, which may move a later
 * break, so the lines are placed again until they stand where the breaks fall.
 */
export const MAX_CONTINUED_PASSES = 3;

/**
 * Chromium gives a destination's left edge from the page area's (not the page's): entries of one column differ
 * by their indents (an em or two), the columns by about half the page area.
 */
function otherColumn(
  doc: PDFDocument,
  a: { page: number; left: number },
  b: { page: number; left: number },
): boolean {
  if (a.page !== b.page) return true;
  return Math.abs(a.left - b.left) > doc.getPage(b.page - 1).getWidth() / 6;
}

/** Whether two prints put "(continued)" lines before the same subentries. */
export function sameContinued(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/**
 * The line stands where the term would, out of its subentries' indent (mirrored in a right-to-left book), and a
 * subentry stays whole so its place is where its text is.
 */
export const INDEX_CONTINUED_CSS = `
[data-type="index"] li.${INDEX_CONTINUED_CLASS} { margin-inline-start: -1.2em; break-after: avoid; }
[data-type="index"] .${INDEX_CONTINUED_CLASS}-word { font-style: italic; }
[data-type="index"] li li:not(:has(li)) { break-inside: avoid; }
`;
