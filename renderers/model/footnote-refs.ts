import {
  DomNode,
  ElementNode,
  element,
  replaceElements,
  replacing,
  text,
  walkElements,
} from '../dom/html-dom';

/** The id of the note an HTMLBook `<a data-type="footnoteref" href="#id">` refers to again, else undefined. */
export function footnoteRefTarget(el: ElementNode): string | undefined {
  if (el.name !== 'a' || el.attrs.get('data-type') !== 'footnoteref') return undefined;
  const href = el.attrs.get('href') ?? '';
  return href.startsWith('#') ? href.slice(1) : '';
}

/**
 * The numbers a division gave its notes, by the id the author gave each, so a second reference to a note
 * (`footnote:name[]` again in AsciiDoc, HTMLBook's footnoteref) prints that note's number, linked to it,
 * instead of a second note.
 */
export class NoteNumbers {
  private readonly byId = new Map<string, { number: number; noteId: string }>();

  /** `digits` writes a note's number in the book's digits (see typography/native-digits.ts). */
  constructor(private readonly digits: (number: number) => string = String) {}

  /** Remembers the note a footnote became, when its author gave it an id. */
  noted(footnote: ElementNode, number: number, noteId: string): void {
    const id = footnote.attrs.get('id');
    if (id) this.byId.set(id, { number, noteId });
  }

  /** The superscript number for a second reference; nothing when the note is not in this division. */
  reference(target: string, attrs: Record<string, string> = {}): ElementNode[] {
    const note = this.byId.get(target);
    if (!note) return [];
    return [
      element('sup', attrs, [
        element('a', { href: `#${note.noteId}`, class: 'footnote-ref' }, [text(this.digits(note.number))]),
      ]),
    ];
  }
}

const isNote = (el: ElementNode): boolean => el.attrs.get('data-type') === 'footnote';

/**
 * Notes are numbered and placed per division, so a second reference to a note written in another chapter
 * (an AsciiDoc master document's `footnote:name[]` used again chapters later) would find no number there.
 * It gets the note itself again, as a new note of its own chapter: the same text where the reader is. The
 * copy has no ids (they belong to the first) and no index marks (the first already indexes its terms).
 */
export function repeatNotesFromOtherDivisions(divisions: { element: ElementNode }[]): void {
  const noteDivision = new Map<string, { division: number; note: ElementNode }>();
  divisions.forEach(({ element: root }, division) =>
    walkElements([root], (el) => {
      const id = el.attrs.get('id');
      if (id && isNote(el) && !noteDivision.has(id)) noteDivision.set(id, { division, note: el });
    }),
  );
  if (noteDivision.size === 0) return;
  divisions.forEach((division, index) => {
    division.element.children = replaceElements(division.element.children, (el) => {
      const target = footnoteRefTarget(el);
      const written = target ? noteDivision.get(target) : undefined;
      if (!written || written.division === index) return undefined;
      return [replacing(el, copyWithoutIds(written.note))];
    });
  });
}

function copyWithoutIds(el: ElementNode): ElementNode {
  const attrs = new Map([...el.attrs].filter(([name]) => name !== 'id'));
  const children: DomNode[] = [];
  for (const child of el.children) {
    if (child.type === 'text') children.push({ ...child });
    else if (child.attrs.get('data-type') !== 'indexterm') children.push(copyWithoutIds(child));
  }
  return { type: 'element', name: el.name, attrs, children, ...(el.loc ? { loc: el.loc } : {}) };
}
