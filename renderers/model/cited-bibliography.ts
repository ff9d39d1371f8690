import { DomNode, ElementNode, findElements } from '../dom/html-dom';
import { CITED_KEY } from '../sources/myst-roles';
import { BIB_KEY, CITED_ONLY } from '../sources/myst-bibliography';

/**
 * A `{bibliography}` without `:all:` lists the entries cited anywhere in the book, as sphinxcontrib-bibtex's default
 * filter does: Jupyter Books keep one references page that cites nothing itself. The reader of each file printed
 * every entry of the .bib files, marked; the entries no `{cite}` of the book names are taken out here, and a list
 * left empty goes.
 */
export function keepCitedEntries(books: DomNode[][]): void {
  const cited = new Set<string>();
  for (const nodes of books) {
    for (const link of findElements(nodes, (el) => el.attrs.has(CITED_KEY)))
      cited.add(link.attrs.get(CITED_KEY)!);
  }
  for (const nodes of books) {
    for (const list of findElements(nodes, (el) => el.name === 'dl' && el.attrs.has(CITED_ONLY))) {
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
      if (!list.children.some((child) => child.type === 'element')) emptied.add(list);
    }
  }
  for (const nodes of books) removeEmptied(nodes);
}

const emptied = new WeakSet<ElementNode>();

function removeEmptied(nodes: DomNode[]): void {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    if (node.type !== 'element') continue;
    if (emptied.has(node)) nodes.splice(i, 1);
    else removeEmptied(node.children);
  }
}
