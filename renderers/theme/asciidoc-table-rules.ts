/**
 * An AsciiDoc table's `grid` (rules between cells: all, rows, cols, none) and `frame` (rules around it: all,
 * topbot or ends, sides, none), which Asciidoctor writes as `grid-*` and `frame-*` classes on the table. Each
 * stylesheet draws its own tables: the paged formats' with rules above and below rows only (`verticals: false`),
 * the site's with every cell ruled. These rules take away what the table asks to leave out and draw the frame at the
 * outer cells' edges (sides by the writing direction); a header row keeps the rule under it. Selectors stay plain (no :is) for older reading systems.
 */
export function asciidocTableRulesCss(rule: string, verticals: boolean): string {
  const cells = (table: string) => `${table} > * > tr > *`;
  const firstRow = (table: string) =>
    `${table} > thead > tr:first-child > *, ${table} > tbody:first-of-type > tr:first-child > *`;
  const lastRow = (table: string) =>
    `${table} > tbody:last-of-type > tr:last-child > *, ${table} > tfoot > tr:last-child > *`;
  const startCells = (table: string) => `${table} > * > tr > :first-child`;
  const endCells = (table: string) => `${table} > * > tr > :last-child`;
  const each = (tables: string[], selector: (table: string) => string) => tables.map(selector).join(', ');
  const css = [
    `${cells('table.grid-none')} { border-top: 0; border-bottom: 0;${verticals ? ' border-inline-start: 0; border-inline-end: 0;' : ''} }`,
    `${cells('table.grid-cols')} { border-top: 0; border-bottom: 0; }`,
    verticals
      ? `${cells('table.grid-rows')} { border-inline-start: 0; border-inline-end: 0; }`
      : `${cells('table.grid-cols')} + * { border-inline-start: 1px solid ${rule}; }`,
    `table.grid-none > thead > tr:last-child > *, table.grid-cols > thead > tr:last-child > * { border-bottom: 1px solid ${rule}; }`,
    `${each(['table.frame-all', 'table.frame-topbot', 'table.frame-ends'], firstRow)} { border-top: 1px solid ${rule}; }`,
    `${each(['table.frame-all', 'table.frame-topbot', 'table.frame-ends'], lastRow)} { border-bottom: 1px solid ${rule}; }`,
    `${each(['table.frame-none', 'table.frame-sides'], firstRow)} { border-top: 0; }`,
    `${each(['table.frame-none', 'table.frame-sides'], lastRow)} { border-bottom: 0; }`,
  ];
  if (verticals) {
    css.push(
      `${each(['table.frame-all', 'table.frame-sides'], startCells)} { border-inline-start: 1px solid ${rule}; }`,
      `${each(['table.frame-all', 'table.frame-sides'], endCells)} { border-inline-end: 1px solid ${rule}; }`,
      `${each(['table.frame-none', 'table.frame-topbot', 'table.frame-ends'], startCells)} { border-inline-start: 0; }`,
      `${each(['table.frame-none', 'table.frame-topbot', 'table.frame-ends'], endCells)} { border-inline-end: 0; }`,
    );
  }
  return css.join('\n');
}
