import {
  DomNode,
  ElementNode,
  element,
  replaceElements,
  text,
  textContent,
  walkElements,
} from '../dom/html-dom';
import { PHRASING } from '../dom/phrasing';
import { footnoteRefTarget } from './footnote-refs';

const isNote = (el: ElementNode): boolean => el.attrs.get('data-type') === 'footnote';

/** The class a table's notes are set under it in, each after its author's mark. */
export const TABLE_NOTES_CLASS = 'table-notes';
/** A mark an author letters or signs a table's note with (`a`, `b`, `*`, `†`): short, and no number. */
const AUTHOR_MARK = /^(?!\d+$)\S{1,3}$/;

/**
 * A link to a footnote written by hand (`<sup><a href="#note">a</a></sup>`, Scaling Python with Dask marks the
 * libraries of one list with its note so) is a second reference to that note, as HTMLBook's footnoteref is: each
 * format prints the note's number there, linked to the note. Left a link, it pointed at an id the note no longer
 * has once each format numbers its notes (a dangling link on the web, an epubcheck error in the EPUB).
 * Then a reference that comes before its note in its division takes the note's place and the note's place
 * becomes the reference: notes are numbered where they are first referenced, and a reference needs its number.
 * Links must already point inside the book (`#id`, see resolve-references.ts). A note in a table marked so keeps
 * its author's mark instead (see keepTableNoteMarks).
 */
export function referencesToNotes(divisions: readonly { element: ElementNode }[]): void {
  const noteIds = keepTableNoteMarks(divisions);
  if (noteIds.size === 0) return;
  for (const division of divisions) {
    division.element.children = replaceElements(division.element.children, (el) => {
      const note = linkedNote(el, noteIds);
      return note === undefined
        ? undefined
        : [element('a', { 'data-type': 'footnoteref', href: `#${note}` }, [])];
    });
    noteAtFirstReference(division.element);
  }
}

/** The note a hand-written link (or a superscript holding only one) points to. */
function linkedNote(el: ElementNode, noteIds: ReadonlySet<string>): string | undefined {
  const link = el.name === 'sup' ? onlyElementChild(el) : el;
  if (!link || link.name !== 'a' || link.attrs.has('data-type')) return undefined;
  const href = link.attrs.get('href') ?? '';
  const id = href.startsWith('#') ? href.slice(1) : undefined;
  return id !== undefined && noteIds.has(id) ? id : undefined;
}

function onlyElementChild(el: ElementNode): ElementNode | undefined {
  const elements = el.children.filter((c): c is ElementNode => c.type === 'element');
  const loose = el.children.some((c) => c.type === 'text' && c.value.trim() !== '');
  return elements.length === 1 && !loose ? elements[0] : undefined;
}

function noteAtFirstReference(division: ElementNode): void {
  const notes = new Map<string, ElementNode>();
  walkElements([division], (el) => {
    const id = el.attrs.get('id');
    if (id && isNote(el)) notes.set(id, el);
  });
  const seen = new Set<string>();
  const swaps = new Map<ElementNode, ElementNode>();
  walkElements([division], (el, ancestors) => {
    const id = el.attrs.get('id');
    if (id && isNote(el)) seen.add(id);
    const target = footnoteRefTarget(el);
    const note = target ? notes.get(target) : undefined;
    if (!target || !note || seen.has(target) || ancestors.includes(note)) return;
    seen.add(target);
    swaps.set(el, note).set(note, el);
  });
  if (swaps.size > 0)
    division.children = replaceElements(division.children, (el) => {
      const other = swaps.get(el);
      return other ? [other] : undefined;
    });
}

/**
 * A note in a table that its author references by hand with a mark of their own (Scaling Python with Dask's table of
 * libraries: `<sup><a class="tablefootnote" href="#libraries_table_foonote">a</a></sup>` on each one the book covers,
 * the note itself on the first) is that table's note, as Atlas set it: under the table, after the mark, and the mark
 * at every reference. Numbered with the chapter's notes, it read "2" where the author wrote "a". A note referenced
 * with other marks, or with HTMLBook's footnoteref, stays a numbered note. Gives the ids of the book's notes that
 * stay numbered notes.
 */
function keepTableNoteMarks(divisions: readonly { element: ElementNode }[]): Set<string> {
  const noteIds = new Set<string>();
  const inTables = new Map<string, ElementNode>();
  const marks = new Map<string, Set<string>>();
  const referencedAgain = new Set<string>();
  for (const division of divisions) {
    walkElements([division.element], (el, ancestors) => {
      const id = el.attrs.get('id');
      if (id && isNote(el)) {
        noteIds.add(id);
        if (ancestors.some((a) => a.name === 'table')) inTables.set(id, el);
      }
      const again = footnoteRefTarget(el);
      if (again) referencedAgain.add(again);
      const href = el.name === 'a' && !el.attrs.has('data-type') ? el.attrs.get('href') : undefined;
      if (href?.startsWith('#'))
        marks.set(href.slice(1), (marks.get(href.slice(1)) ?? new Set()).add(textContent(el).trim()));
    });
  }
  const marked = new Map<ElementNode, string>();
  for (const [id, note] of inTables) {
    const [mark, ...others] = marks.get(id) ?? [];
    if (mark !== undefined && others.length === 0 && AUTHOR_MARK.test(mark) && !referencedAgain.has(id)) {
      marked.set(note, mark);
      noteIds.delete(id);
    }
  }
  if (marked.size === 0) return noteIds;
  for (const division of divisions) {
    const notesOf = new Map<ElementNode, ElementNode[]>();
    walkElements([division.element], (el, ancestors) => {
      const table = marked.has(el) ? ancestors.findLast((a) => a.name === 'table') : undefined;
      if (table) notesOf.set(table, [...(notesOf.get(table) ?? []), el]);
    });
    if (notesOf.size === 0) continue;
    const placed = (nodes: DomNode[]): DomNode[] =>
      replaceElements(nodes, (el) => {
        const mark = marked.get(el);
        if (mark !== undefined) return [markedReference(el.attrs.get('id')!, mark)];
        const notes = notesOf.get(el);
        if (notes === undefined) return undefined;
        el.children = placed(el.children);
        return [
          el,
          element(
            'div',
            { class: TABLE_NOTES_CLASS },
            notes.map((note) => tableNote(note, marked.get(note)!)),
          ),
        ];
      });
    division.element.children = placed(division.element.children);
  }
  return noteIds;
}

/** Where a table's note was written: its mark, linked to the note under the table, as the author wrote the others. */
function markedReference(id: string, mark: string): ElementNode {
  return element('sup', {}, [element('a', { class: 'tablefootnote', href: `#${id}` }, [text(mark)])]);
}

/** A table's note under it: the author's mark, then the note, with the note's id its references link to. */
function tableNote(note: ElementNode, mark: string): ElementNode {
  const block = note.children.some(
    (child) => child.type === 'element' && !PHRASING.has(child.name) && child.name !== 'br',
  );
  const attrs = { id: note.attrs.get('id')!, class: 'table-note' };
  const made = element(block ? 'div' : 'p', attrs, [
    element('sup', {}, [text(mark)]),
    text(' '),
    ...note.children,
  ]);
  if (note.loc) made.loc = note.loc;
  return made;
}
