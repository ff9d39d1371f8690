import { DomNode, ElementNode, element, replaceElements, text } from '../dom/html-dom';
import { setEpubType } from './epub-roles';
import { footnoteRefTarget, NoteNumbers } from '../model/footnote-refs';

/** Elements that cannot sit inside a `<p>`: a note holding one is written as blocks. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'blockquote',
  'div',
  'dl',
  'figure',
  'ol',
  'p',
  'pre',
  'table',
  'ul',
  'section',
  'aside',
  'hr',
  'math',
]);

/**
 * HTMLBook footnotes (`<span data-type="footnote">`) as EPUB 3 footnotes: the reference becomes
 * `<a epub:type="noteref" role="doc-noteref">` and the note an `<aside epub:type="footnote"
 * role="doc-footnote">` at the end of the division, numbered per division. Reading systems that
 * understand them show the note in a pop-up and keep the asides out of the flow; the others show them
 * at the end of the chapter, each starting with its number, which links back to the reference (text,
 * no arrow glyph).
 */
export function footnotesToEpubNotes(
  division: ElementNode,
  idPrefix: string,
  /** Writes a note's number in the book's digits (see typography/native-digits.ts). */
  digits: (number: number) => string = String,
): void {
  const notes: ElementNode[] = [];
  const numbers = new NoteNumbers(digits);
  division.children = replaceElements(division.children, (el) => {
    const again = footnoteRefTarget(el);
    if (again !== undefined) {
      const [sup] = numbers.reference(again);
      if (sup) setEpubType(sup.children[0] as ElementNode, 'noteref');
      return sup ? [sup] : [];
    }
    if (el.attrs.get('data-type') !== 'footnote') return undefined;
    const n = notes.length + 1;
    const noteId = `${idPrefix}-fn${n}`;
    const refId = `${idPrefix}-fnref${n}`;
    numbers.noted(el, n, noteId);
    const back = element('a', { href: `#${refId}`, class: 'footnote-number', role: 'doc-backlink' }, [
      text(`${digits(n)}.`),
    ]);
    const aside = element(
      'aside',
      { id: noteId, class: n === 1 ? 'footnote first-footnote' : 'footnote' },
      noteBody(back, el.children),
    );
    setEpubType(aside, 'footnote');
    notes.push(aside);
    const ref = element('a', { href: `#${noteId}`, id: refId, class: 'footnote-ref' }, [text(digits(n))]);
    setEpubType(ref, 'noteref');
    return [element('sup', {}, [ref])];
  });
  division.children.push(...notes);
}

/** The note's content after its number: one paragraph for a phrase, the blocks as they are otherwise. */
function noteBody(number: ElementNode, content: DomNode[]): DomNode[] {
  const blocks = content.some((node) => node.type === 'element' && BLOCK_ELEMENTS.has(node.name));
  if (!blocks) return [element('p', {}, [number, text(' '), ...content])];
  const first = content.find((node) => node.type === 'element' || node.value.trim() !== '');
  if (first?.type === 'element' && first.name === 'p') {
    first.children.unshift(number, text(' '));
    return content;
  }
  return [element('p', {}, [number]), ...content];
}
