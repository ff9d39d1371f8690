import { ElementNode, element, replaceElements, walkElements } from '../dom/html-dom';
import { footnoteRefTarget } from './footnote-refs';

const isNote = (el: ElementNode): boolean => el.attrs.get('data-type') === 'footnote';

/**
 * A link to a footnote written by hand (`<sup><a href="#note">a</a></sup>`, Scaling Python with Dask marks the
 * libraries of one list with its note so) is a second reference to that note, as HTMLBook's footnoteref is: each
 * format prints the note's number there, linked to the note. Left a link, it pointed at an id the note no longer
 * has once each format numbers its notes (a dangling link on the web, an epubcheck error in the EPUB).
 * Then a reference that comes before its note in its division takes the note's place and the note's place
 * becomes the reference: notes are numbered where they are first referenced, and a reference needs its number.
 * Links must already point inside the book (`#id`, see resolve-references.ts).
 */
export function referencesToNotes(divisions: readonly { element: ElementNode }[]): void {
  const noteIds = new Set<string>();
  for (const division of divisions) {
    walkElements([division.element], (el) => {
      const id = el.attrs.get('id');
      if (id && isNote(el)) noteIds.add(id);
    });
  }
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
