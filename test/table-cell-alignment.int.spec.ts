import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { withChromium } from '../renderers/pdf/chromium';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
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
async function cellLooks(dir: string, page: string): Promise<Record<string, CellLook>> {
  const looks = await withChromium(dir, undefined, async (browser) => {
    const tab = await browser.newPage();
    await tab.goto(`file://${join(dir, page)}`);
    const found = await tab.evaluate(() =>
      Array.from(document.querySelectorAll('td, th')).map((cell) => {
        const text = cell.querySelector('p') ?? cell;
        return {
          text: cell.textContent!.trim(),
          textAlign: getComputedStyle(text).textAlign,
          verticalAlign: getComputedStyle(cell).verticalAlign,
        };
      }),
    );
    await tab.close();
    return found as CellLook[];
  });
  return Object.fromEntries(looks.map((look) => [look.text, look]));
}

async function unzip(file: string, dir: string): Promise<void> {
  for (const [name, data] of await readZip(file)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), data);
  }
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
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const dir = join(book.dir(), 'epub');
    await unzip(outFile, dir);
    expectAligned(await cellLooks(dir, 'OEBPS/ch01.xhtml'));
  }, 60_000);

  it('HTML site', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const dir = join(book.dir(), 'site');
    await unzip(outFile, dir);
    expectAligned(await cellLooks(dir, 'ch01.html'));
  }, 60_000);
});
