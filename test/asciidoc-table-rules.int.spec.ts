import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

/**
 * An AsciiDoc table's grid (rules between its cells) and frame (rules around it), as Asciidoctor draws them: a
 * layout table with grid=none (a signature beside its drawing) has no rules between its rows, one with frame=none
 * none around it. Octavo drew every table with the same rules whatever it asked for.
 */
const table = (attributes: string, name: string) => [
  ...(attributes ? [`[${attributes}]`] : []),
  '|===',
  `|${name} one |${name} two`,
  `|${name} three |${name} four`,
  '|===',
  '',
];

const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Looms', files: ['ch01.adoc'] }),
  'ch01.adoc': [
    '== Looms',
    '',
    ...table('', 'Plain'),
    ...table('grid="none"', 'Gridless'),
    ...table('frame="none"', 'Frameless'),
    ...table('grid="none",frame="none"', 'Bare'),
    ...table('grid="cols"', 'Columned'),
  ].join('\n'),
});

interface TableRules {
  name: string;
  /** Widths in pixels of the rule between the rows, above the first and below the last, between the columns. */
  between: number;
  above: number;
  below: number;
  columns: number;
}

function tableRules(): TableRules[] {
  const width = (el: Element, side: string) =>
    parseFloat(getComputedStyle(el).getPropertyValue(`border-${side}-width`)) || 0;
  return Array.from(document.querySelectorAll('table.tableblock')).map((t) => {
    const rows = Array.from(t.querySelectorAll('tr'));
    const [first, second] = [rows[0].children, rows[rows.length - 1].children];
    return {
      name: first[0].textContent!.trim().split(' ')[0],
      between: Math.max(width(first[0], 'bottom'), width(second[0], 'top')),
      above: Math.max(width(first[0], 'top'), width(t, 'top')),
      below: Math.max(width(second[0], 'bottom'), width(t, 'bottom')),
      columns: Math.max(width(first[0], 'right'), width(first[1], 'left')),
    };
  });
}

const drawn = (rules: TableRules[]) =>
  Object.fromEntries(
    rules.map((r) => [
      r.name,
      [r.between > 0, r.above > 0, r.below > 0, r.columns > 0].map((on) => (on ? 'ruled' : '-')).join(' '),
    ]),
  );

describe('an AsciiDoc table draws the grid and frame it asks for', () => {
  const book = fixtureSuite(BOOK, 'ann/looms', 'octavo-table-rules-');

  it('EPUB and PDF (rules above and below rows, none between columns unless grid=cols)', async () => {
    const { looks, warnings } = await pageLooks(book, 'epub', tableRules);
    expect(warnings).toEqual([]);
    // between rows · above · below · between columns
    expect(drawn(looks)).toEqual({
      Plain: 'ruled ruled ruled -',
      Gridless: '- ruled ruled -',
      Frameless: 'ruled - - -',
      Bare: '- - - -',
      Columned: '- ruled ruled ruled',
    });
  }, 60_000);

  it('HTML site (every cell ruled unless the table says otherwise)', async () => {
    const { looks, warnings } = await pageLooks(book, 'html', tableRules);
    expect(warnings).toEqual([]);
    expect(drawn(looks)).toEqual({
      Plain: 'ruled ruled ruled ruled',
      Gridless: '- ruled ruled -',
      Frameless: 'ruled - - ruled',
      Bare: '- - - -',
      Columned: '- ruled ruled ruled',
    });
  }, 60_000);
});
