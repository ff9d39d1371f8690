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
      const wider = near ? [] : headingsWithWordsOf(target, headings.values());
      warnings.push(
        warning(
          'index-term',
          term.source,
          `index entry "${term.primary}" says ${label} "${target}", but the index has no entry "${target}": ` +
            (near
              ? `write ${rewritten(term, label, target, near)} (the entry it has)`
              : wider.length
                ? `write ${wider.map((heading) => rewritten(term, label, target, heading)).join(' or ')} (the ${wider.length === 1 ? 'entry' : 'entries'} it has with those words), or mark "${target}" as a term where it is discussed`
                : `write the target as the index prints its heading, or mark "${target}" as a term where it is discussed`),
          target,
        ),
      );
    }
  }
}

/** At most this many headings are offered as what a target meant: more is a list to search, not a hint. */
const MOST_HEADINGS_OFFERED = 3;

/**
 * The headings that hold every word of the target in the same order, words between allowed ("SEC format" for the
 * index's "SEC serialization format", Programming Bitcoin's chapter 4): the target shortened as the author
 * remembered it. None when more than a few do, or when the target is one word (every heading using it would do).
 */
function headingsWithWordsOf(target: string, headings: Iterable<string>): string[] {
  const wanted = words(target);
  if (wanted.length < 2) return [];
  const found: string[] = [];
  for (const heading of headings) {
    const have = words(heading);
    let at = 0;
    for (const word of have) if (word === wanted[at]) at++;
    if (at === wanted.length && have[0] === wanted[0]) found.push(heading);
  }
  return found.length <= MOST_HEADINGS_OFFERED ? found.sort() : [];
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function references(term: IndexTerm): [string, string][] {
  return [
    ...seeTargets(term).map((target): [string, string] => ['see', target]),
    ...(term.seeAlso ?? []).map((also): [string, string] => ['seealso', also]),
  ];
}

/** The entries a "see" names: `see="Dask DataFrames; pandas DataFrames"` (Scaling Python with Dask) names two. */
const seeTargets = (term: IndexTerm): string[] => (term.see ?? '').split(/\s*;\s*/).filter(Boolean);

/**
 * The attribute to write with `target` replaced by `heading`, keeping the other entries it names: Test-Driven
 * Development with Python's `see="form data validation; model-level validation"` is rewritten whole, or the advice
 * would drop the entry it rightly names.
 */
function rewritten(term: IndexTerm, label: string, target: string, heading: string): string {
  const all = label === 'see' ? seeTargets(term) : (term.seeAlso ?? []);
  return `${label}="${all.map((named) => (named === target ? heading : named)).join('; ')}"`;
}

/** A heading as written (lower case) and without its glosses in parentheses. */
type HeadingForms = readonly [written: string, unglossed: string];

/**
 * Where the reader finds the target: a heading that is the target, begins with it or is it with a gloss in
 * parentheses ("Ethereum Classic (ETC)", "denial of service (DoS) attacks" for "denial of service attacks"), the
 * headings beginning with X for "X entries", X for "under X", and none to find for a generic reference ("specific
 * attacks").
 */
function names(target: string, forms: readonly HeadingForms[]): boolean {
  // "see under Gollum" (Building Tools with GitHub) sends the reader to Gollum's subentries, as Chicago allows.
  const lowered = target.toLowerCase().replace(/^under\s+/, '');
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
