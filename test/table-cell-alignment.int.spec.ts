import { memorySource } from '../renderers/test-support/memory-source';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

/** A table whose columns and cells ask for their alignment as AsciiDoc writes it (`^`, `>`, `.^`, `.>`). */
const BOOK = memorySource({
  'platform.json': JSON.stringify({ title: 'Gauges', files: ['ch01.adoc'] }),
  'ch01.adoc': [
    '== Gauges',
    '',
    '[cols="<,^,>"]',
    '|===',
    '|Name |Reading |Limit',
    '',
    '|left |centred |right',
    '.3+^.^|middle .>|bottom |x',
    '|y |z',
    '|v |w',
    '|===',
  ].join('\n'),
});

interface CellLook {
  text: string;
  textAlign: string;
  verticalAlign: string;
}

/** Each table cell's text and how its first paragraph (or the cell itself) is aligned. */
function cellLooks(): Record<string, CellLook> {
  const looks = Array.from(document.querySelectorAll('td, th')).map((cell) => {
    const text = cell.querySelector('p') ?? cell;
    return {
      text: cell.textContent!.trim(),
      textAlign: getComputedStyle(text).textAlign,
      verticalAlign: getComputedStyle(cell).verticalAlign,
    };
  });
  return Object.fromEntries(looks.map((look) => [look.text, look]));
}

describe('table cells keep the alignment their column or cell asks for', () => {
  const book = fixtureSuite(BOOK, 'ann/gauges', 'octavo-cell-alignment-');

  const expectAligned = (cells: Record<string, CellLook>) => {
    expect(cells.left).toMatchObject({ textAlign: 'left', verticalAlign: 'top' });
    expect(cells.centred).toMatchObject({ textAlign: 'center' });
    expect(cells.right).toMatchObject({ textAlign: 'right' });
    expect(cells.middle).toMatchObject({ textAlign: 'center', verticalAlign: 'middle' });
    expect(cells.bottom).toMatchObject({ textAlign: 'center', verticalAlign: 'bottom' });
    expect(cells.Reading).toMatchObject({ textAlign: 'center' });
  };

  it('EPUB (the paged formats’ stylesheet)', async () => {
    const { looks, warnings } = await pageLooks(book, 'epub', cellLooks);
    expect(warnings).toEqual([]);
    expectAligned(looks);
  }, 60_000);

  it('HTML site', async () => {
    const { looks, warnings } = await pageLooks(book, 'html', cellLooks);
    expect(warnings).toEqual([]);
    expectAligned(looks);
  }, 60_000);
});
