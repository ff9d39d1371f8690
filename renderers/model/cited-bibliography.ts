import { DomNode, element, ElementNode, findElements, replaceElements } from '../dom/html-dom';
import { CITATION_FORM, CITED_KEY, CITED_POST, CITED_PRE } from '../sources/myst-roles';
import { BIB_KEY, BIB_WORK, CITATION_STYLE, CITED_ONLY, CitedWork } from '../sources/myst-bibliography';
import { citationNodes, CitationStyle } from './myst-citation-forms';

/**
 * A `{bibliography}` without `:all:` lists the entries cited anywhere in the book, as sphinxcontrib-bibtex's default
 * filter does: Jupyter Books keep one references page that cites nothing itself. The reader of each file printed
 * every entry of the .bib files, marked; the entries no `{cite}` of the book names are taken out here, and a list
 * left empty goes.
 */
export function keepCitedEntries(divisions: readonly { element: ElementNode }[]): void {
  const cited = new Set<string>();
  for (const { element } of divisions) {
    for (const link of findElements([element], (el) => el.attrs.has(CITED_KEY)))
      cited.add(link.attrs.get(CITED_KEY)!);
  }
  printCitations(divisions);
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
 * Each `{cite:…}` printed as sphinxcontrib-bibtex prints it in the book's reference style (`bibtex_reference_style`,
 * labels such as `[Knu84]` unless it is `author_year`), once a reference list of the book holds its keys; a book with
 * none keeps the keys as written (each warned of as such).
 */
function printCitations(divisions: readonly { element: ElementNode }[]): void {
  const works = new Map<string, CitedWork>();
  let style: CitationStyle = 'label';
  for (const { element } of divisions) {
    for (const entry of findElements([element], (el) => el.attrs.has(BIB_WORK))) {
      const work = JSON.parse(entry.attrs.get(BIB_WORK)!) as CitedWork;
      entry.attrs.delete(BIB_WORK);
      if (!works.has(work.key)) works.set(work.key, work);
    }
    for (const list of findElements([element], (el) => el.attrs.has(CITATION_STYLE))) {
      if (list.attrs.get(CITATION_STYLE) === 'author_year') style = 'author_year';
      list.attrs.delete(CITATION_STYLE);
    }
  }
  for (const division of divisions) {
    division.element.children = replaceElements(division.element.children, (el) => {
      if (!el.attrs.has(CITATION_FORM)) return undefined;
      const links = findElements([el], (link) => link.attrs.has(CITED_KEY));
      if (works.size === 0) {
        for (const link of links) [CITED_PRE, CITED_POST].forEach((name) => link.attrs.delete(name));
        return el.children;
      }
      const byKey = new Map(links.map((link) => [link.attrs.get(CITED_KEY)!, link]));
      const references = links.map((link) => {
        const key = link.attrs.get(CITED_KEY)!;
        const [pre, post] = [link.attrs.get(CITED_PRE), link.attrs.get(CITED_POST)];
        return { key, work: works.get(key), ...(pre ? { pre } : {}), ...(post ? { post } : {}) };
      });
      return citationNodes(style, el.attrs.get(CITATION_FORM)!, references, (key, children) => {
        const written = byKey.get(key)!;
        const attrs = Object.fromEntries(
          [...written.attrs].filter(([name]) => name !== CITED_PRE && name !== CITED_POST),
        );
        return element('a', attrs, children);
      });
    });
  }
}
