import { type ElementNode, isHeading, walkElements } from '../dom/html-dom';
import { firstHeading } from './divisions';

/** What the search needs of a division: its id, the listed file it was read from, and its element (ids assigned). */
export interface DivisionWithIds {
  id: string;
  sourceFile: string;
  element: ElementNode;
}

/**
 * Where the text of each file a listed document includes begins, by id, when it begins with a title: the chapter
 * or section that file is. A book listed as one AsciiDoc document links its chapters by file (`link:ch03.adoc[…]`,
 * which GitHub opens as that chapter's page); those files are no listed file, yet their text is a page of the book,
 * and the link belongs there. A file whose text begins with anything else (a listing's code, a paragraph shared by
 * two chapters) is no page: a link to it stays a link to the file. Files in `known` keep the target they have.
 */
export function includedFileTargets(
  divisions: readonly DivisionWithIds[],
  known: ReadonlyMap<string, string>,
): Map<string, string> {
  const targets = new Map<string, string>();
  const met = new Set<string>(known.keys());
  for (const division of divisions) {
    met.add(division.sourceFile);
    const visit = (el: ElementNode, parent: ElementNode | undefined) => {
      const file = el.loc?.file;
      if (file === undefined || met.has(file)) return;
      met.add(file);
      const id = titledBy(el, parent, division);
      if (id !== undefined) targets.set(file, id);
    };
    visit(division.element, undefined);
    walkElements(division.element.children, (el, ancestors) =>
      visit(el, ancestors[ancestors.length - 1] ?? division.element),
    );
  }
  return targets;
}

/** The id of the division or section `el` is, or is the title of; none when `el` is neither. */
function titledBy(
  el: ElementNode,
  parent: ElementNode | undefined,
  division: DivisionWithIds,
): string | undefined {
  const titled = isHeading(el) ? parent : el;
  if (titled === undefined || (titled !== division.element && titled.name !== 'section')) return undefined;
  const title = firstHeading(titled);
  // A section's heading carries no place of its own when the section's does: it is written where the section is.
  const titleFile = title?.loc?.file ?? el.loc?.file;
  if (title === undefined || (isHeading(el) ? title !== el : titleFile !== el.loc?.file)) return undefined;
  return titled === division.element ? division.id : titled.attrs.get('id');
}
