import { ElementNode, parseHtml, serializeHtml } from '../dom/html-dom';
import { LONG_RUN_CLASS, markSqueezedTables, SQUEEZED_TABLE_CLASS } from './table-fit';

/** The page area of the default 7in trim at 10pt, in em. */
const PAGE_EM = 39.6;

function squeezed(html: string): boolean[] {
  const root = parseHtml(`<section>${html}</section>`)[0] as ElementNode;
  markSqueezedTables(root, PAGE_EM);
  const tables: boolean[] = [];
  const visit = (el: ElementNode) => {
    if (el.name === 'table')
      tables.push((el.attrs.get('class') ?? '').split(' ').includes(SQUEEZED_TABLE_CLASS));
    for (const child of el.children) if (child.type === 'element') visit(child);
  };
  visit(root);
  return tables;
}

const row = (cells: string[], tag = 'td') => `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;

describe('markSqueezedTables', () => {
  it('leaves a table whose longest words fit side by side, however long its prose', () => {
    expect(
      squeezed(
        `<table>${row(['Keyword', 'Value', 'Description'], 'th')}${row([
          'OP_1NEGATE',
          '0x4f',
          'Pushes the value negative one onto the stack, described at length in a long paragraph of text.',
        ])}</table>`,
      ),
    ).toEqual([false]);
  });

  it('marks one whose columns cannot fit even at their longest words, and keeps its own classes', () => {
    const words = [
      'averyveryverylongword',
      'anotherverylongword',
      'yetanotherlongword',
      'incomprehensibility',
    ];
    const root = parseHtml(
      `<section><table class="wide">${row([...words, ...words])}</table></section>`,
    )[0] as ElementNode;
    markSqueezedTables(root, PAGE_EM);
    const table = root.children.find((c): c is ElementNode => c.type === 'element')!;
    expect(table.attrs.get('class')).toBe(`wide ${SQUEEZED_TABLE_CLASS}`);
  });

  it('counts a run only up to its break opportunities (spaces, <wbr>), and spanned columns once', () => {
    const cells = (word: string) => Array.from({ length: 6 }, () => word).join('</td><td>');
    expect(squeezed(`<table><tr><td>${cells('abcdefghij<wbr>klmnopqrst')}</td></tr></table>`)).toEqual([
      false,
    ]);
    expect(squeezed(`<table><tr><td>${cells('abcdefghijklmnopqrst')}</td></tr></table>`)).toEqual([true]);
    expect(squeezed(`<table><tr><td colspan="8">${'x'.repeat(60)}</td></tr></table>`)).toEqual([false]);
  });

  it('lets only the runs longer than their column’s share break anywhere, so short words keep their hyphenation points', () => {
    // Six columns of the page's 39.6 em: a share of 6.6 em holds runs of 10 characters at the widest characters.
    const root = parseHtml(
      `<section><table>${row([
        'Deploy\u00adment method',
        'Dy\u00adnam\u00adic',
        'high-performance computing/Slurm environments',
        '<code>averyvery</code>longword',
        'localhost',
        'somewhatlongish',
      ])}</table></section>`,
    )[0] as ElementNode;
    markSqueezedTables(root, PAGE_EM);
    const html = serializeHtml([root]);
    expect(html).toContain(`<table class="${SQUEEZED_TABLE_CLASS}">`);
    expect(html).toContain('<td>Deploy\u00adment method</td><td>Dy\u00adnam\u00adic</td>');
    expect(html).toContain(
      `<td><span class="${LONG_RUN_CLASS}">high-performance</span> <span class="${LONG_RUN_CLASS}">computing/Slurm</span> <span class="${LONG_RUN_CLASS}">environments</span></td>`,
    );
    // A run across elements: the cell breaks anywhere.
    expect(html).toContain(`<td class="${LONG_RUN_CLASS}"><code>`);
    expect(html).toContain(
      `<td>localhost</td><td><span class="${LONG_RUN_CLASS}">somewhatlongish</span></td>`,
    );
  });
});
