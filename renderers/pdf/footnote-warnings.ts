import type { BookModel } from '../model/book-model';
import { BookWarning, SourceLocation, warning } from '../warnings';
import type { PrintedNote } from './print-document';
import { pageName } from './break-gaps';

/** A page of the finished file (1-based, the cover counted) and the folio printed on it. */
type PageOf = (id: string) => { page: number; folio?: string } | undefined;

/**
 * Footnotes a reader finds away from their reference's page, said once each. A note printed right after the block
 * that holds its reference, on that page, is not: the reader finds it where the reference is, and the author has
 * nothing to change (the Clojure Cookbook's notes in a sidebar, printed under it mid-page when the passes could not
 * settle them at the page's foot, were each warned of with nothing to do).
 */
export function footnoteWarnings(
  model: BookModel,
  notes: readonly PrintedNote[],
  pageOf: PageOf,
): BookWarning[] {
  const out: BookWarning[] = [];
  for (const note of notes) {
    const refAt = pageOf(note.refId);
    const asideId = note.asideId ?? note.afterBlock?.asideId;
    const notesAt = asideId ? pageOf(asideId) : undefined;
    const ref = refAt?.page;
    const printed = notesAt?.page;
    // On its reference's page: at its foot, or right after the block that holds the reference.
    if (ref !== undefined && printed === ref && asideId) continue;
    out.push(
      warning(
        'format',
        noteSourceOf(model, note.division, note.noteId),
        footnoteMessage(note, placeName(refAt), placeName(notesAt)),
        note.noteId,
      ),
    );
  }
  return out;
}

/** Where a note or its reference is, as the break-gap warnings name pages. */
function placeName(at: { page: number; folio?: string } | undefined): string {
  return at ? pageName(at.page, at.folio) : 'a page not known';
}

/** The number the reader sees of a note (notes are numbered per chapter), from the id Octavo gave it. */
function noteNumber(noteId: string): string | undefined {
  return /-fn(\d+)$/.exec(noteId)?.[1];
}

/** What happened to a note printed away from its reference's page, and what the author can do. */
function footnoteMessage(note: PrintedNote, ref: string, notes: string): string {
  const after = note.afterBlock;
  const footnote = `footnote ${noteNumber(note.noteId) ?? note.noteId}`;
  if (!after) return `${footnote} is printed on ${notes}, not on the page of its reference (${ref})`;
  if (after.tooTall) {
    return (
      `${footnote} is referenced inside a ${after.block} too tall to share a page with the note: ` +
      `the note is printed right after the ${after.block}, on ${notes}, its reference on ${ref}; to have it at the ` +
      `foot of its reference's page, shorten the ${after.block} or move the note out of it, into the text after ` +
      `the ${after.block}`
    );
  }
  return (
    `${footnote} could not be placed at the foot of its reference's page: it is printed right after the ` +
    `${after.block} that holds the reference, on ${notes}, its reference on ${ref}`
  );
}

/** Where the note was written (its paragraph's line), else the source file of its division. */
function noteSourceOf(
  model: BookModel,
  divisionId: string,
  noteId: string,
): SourceLocation | string | undefined {
  const division = model.divisions.find((d) => d.id === divisionId);
  const number = Number(noteNumber(noteId) ?? '0');
  return division?.noteSources?.[number - 1] ?? division?.sourceFile;
}
