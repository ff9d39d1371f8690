import { ElementNode, hasClass, walkElements } from '../dom/html-dom';
import type { SectionEntry, XrefTarget } from './book-model';
import { numberedTitle, SectionNumber } from './section-numbers';
import { titleText } from './title-text';
import { titleMarkup } from './title-markup';

/**
 * A heading whose title holds a cross-reference (`=== <<chapter_fields>>: Fields`, an appendix of answers titled
 * by the chapters they answer): the reference's text is generated only when links are resolved, after the titles
 * were taken for the contents, the outline and the navigation. These are read again once the text is there.
 * A block's caption is read again the same way (Architecture Patterns with Python's figure ".The model at the end
 * of <<part1>>": an xref to the figure read "The model at the end of").
 */
export interface HeadingWithReference {
  /** The heading, or the caption or block title of a block. */
  heading: ElementNode;
  /** A numbered block's label ("Figure 2-1"), which its caption starts with: an xref reads it, quoting what follows. */
  label?: string;
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
  for (const { heading, label, isDivisionTitle, section, targetId } of headings) {
    // The number a numbered section's heading shows (section-numbers.ts) is not part of its title.
    const titleNodes = heading.children.filter(
      (c) => !(c.type === 'element' && hasClass(c, 'section-number')),
    );
    const captioned = titleText(titleNodes);
    const title = label === undefined ? captioned : titleAfterLabel(captioned, label);
    if (title === '') continue;
    if (section) section.entry.title = numberedTitle(title, section.number);
    if (isDivisionTitle) divisionTitles.set(targetId, title);
    const target = targets.get(targetId);
    if (!target) continue;
    if (label !== undefined) target.fullTitle = { emphasis: false, ...target.fullTitle, title };
    else if (target.fullTitle) target.fullTitle = { ...target.fullTitle, title };
    else {
      target.text = title;
      target.markup = titleMarkup(titleNodes, title);
    }
    for (const writeAgain of xrefsTo.get(targetId) ?? []) writeAgain();
  }
  return divisionTitles;
}

/**
 * The caption reads "Figure 2-1. Title" by now (number-captions.ts), or the author's own "Recipe A: Title" or
 * "Table 10-1  Title": the title is what follows the label and its separator.
 */
export function titleAfterLabel(captioned: string, label: string): string {
  return captioned.startsWith(label) ? captioned.slice(label.length).replace(/^[.:]?\s*/, '') : captioned;
}
