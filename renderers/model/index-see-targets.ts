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
  // Each heading as written and without its glosses in parentheses, worked out once for every reference.
  const forms = [...headings.keys()].map((heading): HeadingForms => [
    heading,
    heading.replace(/\s*\([^)]*\)/g, ''),
  ]);
  const reported = new Set<string>();
  for (const term of terms) {
    for (const [label, target] of references(term)) {
      if (reported.has(target) || names(target, forms)) continue;
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

/** A heading as written (lower case) and without its glosses in parentheses. */
type HeadingForms = readonly [written: string, unglossed: string];

/**
 * Where the reader finds the target: a heading that is the target, begins with it or is it with a gloss in
 * parentheses ("Ethereum Classic (ETC)", "denial of service (DoS) attacks" for "denial of service attacks"), the
 * headings beginning with X for "X entries", and none to find for a generic reference ("specific attacks").
 */
function names(target: string, forms: readonly HeadingForms[]): boolean {
  const lowered = target.toLowerCase();
  if (/^(specific|individual|other|names of)\b/.test(lowered)) return true;
  const group = /^(.+?)\s+entries$/.exec(lowered)?.[1];
  const wanted = [lowered, lowered.split(',')[0]!.trim()];
  for (const [heading, unglossed] of forms) {
    if (group && heading.startsWith(group)) return true;
    for (const form of [heading, unglossed]) {
      if (wanted.some((w) => form === w || (form.startsWith(w) && /^[\s(,]/.test(form.slice(w.length)))))
        return true;
    }
  }
  return false;
}
