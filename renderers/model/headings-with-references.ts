import { ElementNode, hasClass, walkElements } from '../dom/html-dom';
import type { SectionEntry, XrefTarget } from './book-model';
import { numberedTitle, SectionNumber } from './section-numbers';
import { titleText } from './title-text';
import { titleMarkup } from './title-markup';

/**
 * A heading whose title holds a cross-reference (`=== <<chapter_fields>>: Fields`, an appendix of answers titled
 * by the chapters they answer): the reference's text is generated only when links are resolved, after the titles
 * were taken for the contents, the outline and the navigation. These are read again once the text is there.
 */
export interface HeadingWithReference {
  heading: ElementNode;
  /** The division's own title heading: `retitle` is given its title and target. */
  isDivisionTitle: boolean;
  /** A section's contents entry, and its number when sections are numbered. */
  section?: { entry: SectionEntry; number: SectionNumber | undefined };
  /** The id a cross-reference to this heading uses. */
  targetId: string;
}

/** Whether a heading holds a cross-reference whose text is not written yet (HTMLBook's, or an empty link). */
export function holdsReference(heading: ElementNode): boolean {
  let found = false;
  walkElements(heading.children, (el) => {
    if (found || el.name !== 'a' || !el.attrs.has('href')) return;
    found = el.attrs.get('data-type') === 'xref' || titleText(el) === '';
  });
  return found;
}

/**
 * Takes each heading's title again now its references read as they print: the section's contents entry, and what a
 * cross-reference to it reads, those resolved already written again (`xrefsTo`, by the id they cite). Returns the new
 * title of a division's own title heading, by the heading's target id.
 */
export function retitleHeadings(
  headings: readonly HeadingWithReference[],
  targets: Map<string, XrefTarget>,
  xrefsTo: ReadonlyMap<string, readonly (() => void)[]> = new Map(),
): Map<string, string> {
  const divisionTitles = new Map<string, string>();
  for (const { heading, isDivisionTitle, section, targetId } of headings) {
    // The number a numbered section's heading shows (section-numbers.ts) is not part of its title.
    const titleNodes = heading.children.filter(
      (c) => !(c.type === 'element' && hasClass(c, 'section-number')),
    );
    const title = titleText(titleNodes);
    if (title === '') continue;
    if (section) section.entry.title = numberedTitle(title, section.number);
    if (isDivisionTitle) divisionTitles.set(targetId, title);
    const target = targets.get(targetId);
    if (!target) continue;
    if (target.fullTitle) target.fullTitle = { ...target.fullTitle, title };
    else {
      target.text = title;
      target.markup = titleMarkup(titleNodes, title);
    }
    for (const writeAgain of xrefsTo.get(targetId) ?? []) writeAgain();
  }
  return divisionTitles;
}
