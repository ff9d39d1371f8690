import { ElementNode, element, text } from '../dom/html-dom';

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
        element('a', { href: `#${note.noteId}`, class: 'footnote-ref' }, [text(String(note.number))]),
      ]),
    ];
  }
}
