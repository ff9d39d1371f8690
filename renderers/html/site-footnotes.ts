import { ElementNode, element, hasClass, text, walkElements } from '../dom/html-dom';
import { BookLabels } from '../model/labels';

/**
 * The site's endnotes, after footnotesToEndnotes (shared with PDF and EPUB, whose output stays as it
 * is): the list becomes a "Notes" section (in the book's language) with DPUB-ARIA roles, and each note's way back reads as words
 * in the book's own font instead of a `↩` glyph none of the shipped fonts has. The site script opens a
 * note in a popover from its reference; without it the reference still jumps to the note.
 */
export function siteFootnotes(division: ElementNode, labels: Pick<BookLabels, 'backToText' | 'notes'>): void {
  walkElements([division], (el) => {
    if (el.name === 'a' && hasClass(el, 'footnote-ref')) {
      el.attrs.set('role', 'doc-noteref');
    } else if (el.name === 'a' && hasClass(el, 'footnote-back')) {
      el.attrs.delete('aria-label');
      el.attrs.set('role', 'doc-backlink');
      el.children = [text(labels.backToText)];
    }
  });
  const notes = division.children.find(
    (child): child is ElementNode => child.type === 'element' && child.attrs.get('data-type') === 'footnotes',
  );
  if (!notes) return;
  const headingId = `${division.attrs.get('id') ?? 'notes'}-notes`;
  notes.name = 'section';
  notes.attrs.set('role', 'doc-endnotes');
  notes.attrs.set('aria-labelledby', headingId);
  notes.children.unshift(element('h2', { id: headingId, class: 'footnotes-title' }, [text(labels.notes)]));
}
