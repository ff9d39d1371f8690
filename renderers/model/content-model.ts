import { DomNode, ElementNode, element, P_CLOSERS, replaceElements, walkElements } from '../dom/html-dom';

/**
 * What real sources write that HTML (and so the EPUB's XHTML, which epubcheck checks) does not allow, made
 * valid without losing a word: a link inside a link (Asciidoctor's `link:URL[URL]` autolinks its own text)
 * becomes its text; a `<span>` holding paragraphs or tables (raw HTML in Markdown: the Rust book's
 * `<span id="ferris">`) becomes a `<div>`; a `<tfoot>` written before the table's body moves after it; a
 * description list whose last term has no description (AsciiDoc's `Term::` with a block under it that is not
 * attached, as Asciidoctor writes it too) gets an empty one, as HTML requires a `<dd>` after every `<dt>` group.
 */
export function repairContentModel(nodes: DomNode[]): DomNode[] {
  const repaired = unnestLinks(nodes, false);
  walkElements(repaired, (el) => {
    if (el.name === 'span' && el.children.some((c) => c.type === 'element' && P_CLOSERS.has(c.name)))
      el.name = 'div';
    if (el.name === 'table') moveFootAfterBody(el);
    if (el.name === 'dl') describeLastTerm(el);
  });
  return repaired;
}

function unnestLinks(nodes: DomNode[], inLink: boolean): DomNode[] {
  return replaceElements(nodes, (el) => {
    if (el.name !== 'a') return undefined;
    el.children = unnestLinks(el.children, true);
    if (!inLink) return [el];
    // The inner link's text stays; an id it carries still marks the place.
    const id = el.attrs.get('id');
    return id ? [element('span', { id }, el.children)] : el.children;
  });
}

function moveFootAfterBody(table: ElementNode): void {
  const foot = table.children.findIndex((c) => c.type === 'element' && c.name === 'tfoot');
  if (foot === -1) return;
  const lastRows = table.children.findLastIndex(
    (c) => c.type === 'element' && (c.name === 'tbody' || c.name === 'tr'),
  );
  if (lastRows < foot) return;
  const [tfoot] = table.children.splice(foot, 1);
  table.children.splice(lastRows, 0, tfoot);
}

function describeLastTerm(list: ElementNode): void {
  const last = list.children.findLast((c) => c.type === 'element');
  if (last?.type === 'element' && last.name === 'dt') list.children.push(element('dd'));
}
