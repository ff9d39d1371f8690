import { DomNode, ElementNode, element, textContent, walkElements } from '../dom/html-dom';

const cellsOf = (row: ElementNode): ElementNode[] =>
  row.children.filter(
    (child): child is ElementNode => child.type === 'element' && (child.name === 'td' || child.name === 'th'),
  );

const rowsOf = (table: ElementNode): ElementNode[] => {
  const rows: ElementNode[] = [];
  walkElements(table.children, (el) => {
    if (el.name === 'tr') rows.push(el);
  });
  return rows;
};

const firstLink = (cell: ElementNode | undefined): ElementNode | undefined => {
  let link: ElementNode | undefined;
  if (cell)
    walkElements(cell.children, (el) => {
      if (!link && el.name === 'a' && el.attrs.has('href')) link = el;
    });
  return link;
};

/**
 * GitBook writes its tables as HTML whose header cells mark the columns it does not show (`<th data-hidden>`): a
 * cards view's (`<table data-view="cards">`) link target and cover, a table's hidden fields. A book shows what
 * GitBook shows: those columns go, and a card's target (`data-card-target`) links the card's first cell, as a
 * click on the card opens it. A header row left with no words (cards have none) goes too.
 */
export function showGitBookTableColumns(nodes: DomNode[]): void {
  walkElements(nodes, (table) => {
    if (table.name !== 'table') return;
    const rows = rowsOf(table);
    const header = rows[0];
    if (!header) return;
    const headings = cellsOf(header);
    const hidden = new Set(headings.flatMap((cell, at) => (cell.attrs.has('data-hidden') ? [at] : [])));
    if (hidden.size === 0 || hidden.size === headings.length) return;
    const target = headings.findIndex((cell) => cell.attrs.has('data-card-target'));
    const firstShown = headings.findIndex((_, at) => !hidden.has(at));
    for (const row of rows) {
      const cells = cellsOf(row);
      const link = target === -1 || row === header ? undefined : firstLink(cells[target]);
      const card = cells[firstShown];
      if (link && card && !firstLink(card) && textContent(card).trim() !== '')
        card.children = [element('a', { href: link.attrs.get('href')! }, card.children)];
      row.children = row.children.filter(
        (child) => !(child.type === 'element' && hidden.has(cells.indexOf(child))),
      );
    }
    if (textContent(cellsOf(header)).trim() === '') {
      walkElements([table], (el) => {
        el.children = el.children.filter((child) => child !== header);
      });
      table.children = table.children.filter(
        (child) => !(child.type === 'element' && child.name === 'thead' && rowsOf(child).length === 0),
      );
    }
  });
}
