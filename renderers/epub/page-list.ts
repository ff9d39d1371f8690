import { ElementNode, element } from '../dom/html-dom';
import { BookModel } from '../model/book-model';
import { setEpubType } from './epub-roles';

/**
 * The print edition's pages, for the EPUB's page-list and page-break markers (EPUB Accessibility:
 * "page navigation" when the book also exists on paper). Made by the PDF renderer, which knows on which
 * page each element landed; the EPUB never invents pages.
 */
export interface PrintPages {
  /**
   * Anchor id (any id in the book model: a division, a section, a figure, an index anchor…) → the label
   * of the printed page the element starts on ("12", or "xii" in the front matter). The first element,
   * in reading order, on each page is where that page's marker goes; the denser the map, the more
   * pages get a marker (a page on which no mapped element starts gets none).
   */
  pages: ReadonlyMap<string, string | number>;
  /** The print edition (`dc:source`), e.g. `urn:isbn:9781492000013`; the book's ISBN when absent. */
  source?: string;
}

/** One page-list entry: the page's label and the marker's id (in the content document `file`). */
export interface PageTarget {
  label: string;
  id: string;
  file: string;
}

/** Elements whose children can only be certain elements: a marker goes into the child instead. */
const NO_TEXT_CHILDREN = new Set([
  'ol',
  'ul',
  'dl',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'colgroup',
  'select',
  'optgroup',
  'datalist',
  'menu',
  'hgroup',
  'picture',
  'ruby',
  'audio',
  'video',
]);
const VOID = new Set(['img', 'br', 'hr', 'wbr', 'col', 'input', 'source', 'track', 'area', 'embed']);

/**
 * Places the page-break markers for one content document: before the first element of each page not
 * marked yet (`placed` carries the labels across documents, in reading order). Returns the page-list
 * entries for this document, in reading order.
 */
export function insertPageBreaks(
  root: ElementNode,
  file: string,
  printPages: PrintPages,
  placed: Set<string>,
  takenIds: Set<string>,
  /** Names of the blocks without an id (output/block-anchors.ts), which the PDF gave ids. */
  anchors?: ReadonlyMap<ElementNode, string>,
): PageTarget[] {
  const targets: PageTarget[] = [];
  const insertions: { parents: ElementNode[]; anchor: ElementNode; marker: ElementNode }[] = [];
  const visit = (el: ElementNode, parents: ElementNode[]) => {
    const id = el.attrs.get('id') ?? anchors?.get(el);
    const page = id === undefined ? undefined : printPages.pages.get(id);
    if (page !== undefined) {
      const label = String(page).trim();
      if (label && !placed.has(label)) {
        placed.add(label);
        const markerId = uniqueId(`page-${label}`, takenIds);
        const marker = element('span', { id: markerId, 'aria-label': label });
        setEpubType(marker, 'pagebreak');
        insertions.push({ parents, anchor: el, marker });
        targets.push({ label, id: markerId, file });
      }
    }
    if (el.name === 'math' || el.name === 'svg') return;
    for (const child of el.children) if (child.type === 'element') visit(child, [...parents, el]);
  };
  visit(root, []);
  for (const { parents, anchor, marker } of insertions) placeMarker(root, parents, anchor, marker);
  return targets;
}

/**
 * Before the element when its parent can hold a `<span>`; else at the start of the element (a list
 * item, a table cell, the first cell of a row); else before the nearest ancestor that can have one
 * before it.
 */
function placeMarker(
  root: ElementNode,
  parents: ElementNode[],
  anchor: ElementNode,
  marker: ElementNode,
): void {
  const parent = parents.at(-1);
  if (!parent) {
    root.children.unshift(marker);
    return;
  }
  if (!NO_TEXT_CHILDREN.has(parent.name)) {
    parent.children.splice(parent.children.indexOf(anchor), 0, marker);
    return;
  }
  let host: ElementNode | undefined = anchor;
  while (host && NO_TEXT_CHILDREN.has(host.name)) {
    host = host.children.find((c): c is ElementNode => c.type === 'element');
  }
  if (host && !VOID.has(host.name)) {
    host.children.unshift(marker);
    return;
  }
  for (let i = parents.length - 1; i >= 1; i--) {
    if (!NO_TEXT_CHILDREN.has(parents[i - 1].name)) {
      const container = parents[i - 1];
      container.children.splice(container.children.indexOf(parents[i]), 0, marker);
      return;
    }
  }
  root.children.unshift(marker);
}

/** An id no element of the book uses yet; it is then taken. */
function uniqueId(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(/[^A-Za-z0-9_.-]/g, '_');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The nav document's `page-list` (hidden: reading systems offer it as "go to page"). */
export function pageListNav(
  targets: PageTarget[],
  escape: (value: string) => string,
  /** Its heading, in the book's language. */
  heading: string,
): string {
  if (targets.length === 0) return '';
  const items = targets
    .map((t) => `<li><a href="${escape(`${t.file}#${t.id}`)}">${escape(t.label)}</a></li>`)
    .join('');
  return `<nav epub:type="page-list" role="doc-pagelist" id="page-list" hidden=""><h2>${escape(heading)}</h2><ol>${items}</ol></nav>`;
}

/** The print edition the page numbers are from: as given, else the book's ISBN, else its title. */
export function printSourceOf(
  printPages: PrintPages | undefined,
  model: Pick<BookModel, 'isbn' | 'title'>,
): string {
  if (printPages?.source?.trim()) return printPages.source.trim();
  if (model.isbn) return `urn:isbn:${model.isbn}`;
  return `${model.title} (print edition)`;
}
