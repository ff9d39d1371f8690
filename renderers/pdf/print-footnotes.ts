import { ElementNode, element, replaceElements, text, walkElements } from '../dom/html-dom';
import { footnoteRefTarget, NoteNumbers } from '../model/footnote-refs';
import { numberedLabel } from '../model/labels';

/** One note of a printed division: the id of its reference, its own id, its number and content. */
export interface PrintNote {
  refId: string;
  noteId: string;
  number: number;
  body: ElementNode;
}

export const NOTE_CLASS = 'octavo-footnote';
export const NOTES_CLASS = 'octavo-footnotes';
/** The box around a note's superscript number that holds the reference's id, on its line. */
export const REF_CLASS = 'octavo-footnote-ref';

/**
 * HTMLBook footnotes (`<span data-type="footnote">`) in print: a superscript number where the note is
 * referenced, numbered from 1 in each division, and the note itself, with no way back (a page has no
 * "back"). The notes are returned; where they are printed is the caller's business (the foot of the
 * page of their reference, see footnote-placement.ts).
 */
export function takePrintFootnotes(
  division: ElementNode,
  idPrefix: string,
  /** The book's word for a note, read before the reference's number ("Note 3"). */
  footnote: string,
  /** Writes a note's number in the book's digits (see typography/native-digits.ts). */
  digits: (number: number) => string = String,
): PrintNote[] {
  const notes: PrintNote[] = [];
  const numbers = new NoteNumbers(digits);
  const languages = passageLanguages(division);
  division.children = replaceElements(division.children, (el) => {
    const again = footnoteRefTarget(el);
    if (again !== undefined) return numbers.reference(again, { class: 'footnote-ref' });
    if (el.attrs.get('data-type') !== 'footnote') return undefined;
    const number = notes.length + 1;
    const noteId = `${idPrefix}-fn${number}`;
    const refId = `${idPrefix}-fnref${number}`;
    numbers.noted(el, number, noteId);
    const lang = languages.get(el);
    const body = element('p', { class: NOTE_CLASS, id: noteId, role: 'note', ...(lang ? { lang } : {}) }, [
      element('span', { class: 'footnote-number' }, [text(digits(number))]),
      text(' '),
      ...el.children,
    ]);
    notes.push({ refId, noteId, number, body });
    // The reference's id (where the passes read its page and height from) is on a box that sits on the line,
    // not on the raised superscript: its top is above the line's, so on a page's first line it was above the
    // page and Chromium wrote its place at the foot of the page before.
    return [
      element('span', { class: REF_CLASS, id: refId }, [
        element('sup', { class: 'footnote-ref' }, [
          element('a', { href: `#${noteId}`, 'aria-label': numberedLabel(footnote, digits(number)) }, [
            text(digits(number)),
          ]),
        ]),
      ]),
    ];
  });
  return notes;
}

/** A block holding notes: printed at the foot of a page, above a short rule. */
export function notesBlock(notes: PrintNote[], attrs: Record<string, string> = {}): ElementNode {
  return element(
    'aside',
    { class: NOTES_CLASS, 'data-type': 'footnotes', ...attrs },
    notes.map((note) => note.body),
  );
}

/**
 * Each footnote inside a passage of another language than the division's (a section marked `lang="pt"`): that
 * language. The note is printed at the page's foot, out of the passage, and is hyphenated and voiced by it still.
 */
function passageLanguages(division: ElementNode): Map<ElementNode, string> {
  const languages = new Map<ElementNode, string>();
  walkElements(division.children, (el, ancestors) => {
    if (el.attrs.get('data-type') !== 'footnote') return;
    const marked = [...ancestors].reverse().find((a) => a.attrs.get('lang') ?? a.attrs.get('xml:lang'));
    const lang = marked && (marked.attrs.get('lang') ?? marked.attrs.get('xml:lang'))!;
    if (lang) languages.set(el, lang);
  });
  return languages;
}
