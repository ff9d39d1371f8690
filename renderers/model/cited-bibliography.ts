import { DomNode, ElementNode, findElements, replaceElements, text } from '../dom/html-dom';
import { CITED_KEY } from '../sources/myst-roles';
import { BIB_KEY, BIB_LABEL, CITED_ONLY } from '../sources/myst-bibliography';

/**
 * A `{bibliography}` without `:all:` lists the entries cited anywhere in the book, as sphinxcontrib-bibtex's default
 * filter does: Jupyter Books keep one references page that cites nothing itself. The reader of each file printed
 * every entry of the .bib files, marked; the entries no `{cite}` of the book names are taken out here, and a list
 * left empty goes.
 */
export function keepCitedEntries(divisions: readonly { element: ElementNode }[]): void {
  labelCitations(divisions);
  const cited = new Set<string>();
  for (const { element } of divisions) {
    for (const link of findElements([element], (el) => el.attrs.has(CITED_KEY)))
      cited.add(link.attrs.get(CITED_KEY)!);
  }
  for (const division of divisions) {
    division.element.children = replaceElements(division.element.children, (el) =>
      el.name === 'dl' && el.attrs.has(CITED_ONLY) ? citedEntries(el, cited) : undefined,
    );
  }
}

/** The list with only its cited entries (each `<dt>` with the `<dd>`s after it), or nothing when none is cited. */
function citedEntries(list: ElementNode, cited: ReadonlySet<string>): DomNode[] {
  list.attrs.delete(CITED_ONLY);
  let keep = true;
  list.children = list.children.filter((child) => {
    if (child.type !== 'element') return keep;
    if (child.name === 'dt') {
      keep = cited.has(child.attrs.get(BIB_KEY) ?? '');
      child.attrs.delete(BIB_KEY);
    }
    return keep;
  });
  return list.children.some((child) => child.type === 'element') ? [list] : [];
}

/**
 * Each `{cite}` prints its entry's label (`[Knu84]`), as sphinxcontrib-bibtex's default style does, once a reference
 * list of the book labels that key; a key in none keeps its name (and is warned of as such).
 */
function labelCitations(divisions: readonly { element: ElementNode }[]): void {
  const labels = new Map<string, string>();
  for (const { element } of divisions) {
    for (const entry of findElements([element], (el) => el.attrs.has(BIB_LABEL))) {
      const [key, label] = entry.attrs.get(BIB_LABEL)!.split(' ');
      entry.attrs.delete(BIB_LABEL);
      if (key && label && !labels.has(key)) labels.set(key, label);
    }
  }
  if (labels.size === 0) return;
  for (const { element } of divisions) {
    for (const link of findElements([element], (el) => el.attrs.has(CITED_KEY))) {
      const label = labels.get(link.attrs.get(CITED_KEY)!);
      if (label) link.children = [text(label)];
    }
  }
}
