import { DomNode, ElementNode, element, replaceElements, text } from '../dom/html-dom';
import { footnoteRefTarget, NoteNumbers } from '../model/footnote-refs';
import { BookLabels } from '../model/labels';

/**
 * HTMLBook footnotes (`<span data-type="footnote">`) sit inline in the text; on a web page they
 * become numbered references with the notes listed at the end of the division.
 */
export function footnotesToEndnotes(
  division: ElementNode,
  idPrefix: string,
  labels: Pick<BookLabels, 'backToText'>,
  /** Writes a note's number in the book's digits (its list of notes is numbered by the style sheet). */
  digits: (number: number) => string = String,
): void {
  const notes: ElementNode[] = [];
  const numbers = new NoteNumbers(digits);
  division.children = replaceElements(division.children, (el) => {
    const again = footnoteRefTarget(el);
    if (again !== undefined) return numbers.reference(again);
    if (el.attrs.get('data-type') !== 'footnote') return undefined;
    const n = notes.length + 1;
    const noteId = `${idPrefix}-fn${n}`;
    const refId = `${idPrefix}-fnref${n}`;
    numbers.noted(el, n, noteId);
    const back = element(
      'a',
      { href: `#${refId}`, class: 'footnote-back', 'aria-label': labels.backToText },
      [text('↩')],
    );
    notes.push(element('li', { id: noteId }, [...el.children, text(' '), back]));
    return [
      element('sup', {}, [
        element('a', { href: `#${noteId}`, id: refId, class: 'footnote-ref' }, [text(digits(n))]),
      ]),
    ];
  });
  if (notes.length === 0) return;
  const list: DomNode[] = [element('ol', {}, notes)];
  division.children.push(element('aside', { 'data-type': 'footnotes', class: 'footnotes' }, list));
}
