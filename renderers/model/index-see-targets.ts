import { closestName } from '../edit-distance';
import { BookWarning, warning } from '../warnings';
import { IndexTerm } from './book-model';

/**
 * Warns about each "see" or "see also" that names no entry of the index: the reader who turns to it finds
 * nothing there. A target may name a subentry as "heading, subheading", so its part before the first comma
 * counts as well (a heading such as "Smith, John" matches whole).
 */
export function warnSeeTargetsWithoutEntry(terms: readonly IndexTerm[], warnings: BookWarning[]): void {
  const headings = new Map<string, string>();
  for (const term of terms) headings.set(term.primary.toLowerCase(), term.primary);
  const reported = new Set<string>();
  for (const term of terms) {
    for (const [label, target] of references(term)) {
      if (reported.has(target) || names(target, headings)) continue;
      reported.add(target);
      const near = closestName(target, headings.values());
      warnings.push(
        warning(
          'index-term',
          term.source,
          `index entry "${term.primary}" says ${label} "${target}", but the index has no entry "${target}": ` +
            (near
              ? `write ${label}="${near}" (the entry it has)`
              : `write the target as the index prints its heading, or mark "${target}" as a term where it is discussed`),
          target,
        ),
      );
    }
  }
}

function references(term: IndexTerm): [string, string][] {
  return [
    ...(term.see ? [['see', term.see] as [string, string]] : []),
    ...(term.seeAlso ?? []).map((also): [string, string] => ['seealso', also]),
  ];
}

function names(target: string, headings: Map<string, string>): boolean {
  const lowered = target.toLowerCase();
  const heading = lowered.split(',')[0]!.trim();
  return headings.has(lowered) || headings.has(heading);
}
