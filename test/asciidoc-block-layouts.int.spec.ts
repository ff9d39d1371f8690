import { renderBookPdf } from './support/pdf-book';
import { textBlock, textLines, TextLine } from './support/pdf-checks';

/**
 * AsciiDoc blocks laid out as Asciidoctor lays them out: a table spans the text's width unless it asks to fit its
 * content (its cols="1,3" are shares of that width), and a [horizontal] description list is two columns at the
 * text's left edge. Octavo centred every table at its content's width (the columns' shares meant nothing) and drew
 * a horizontal list as a ruled table in the middle of the page.
 */
const FILES = {
  'platform.json': JSON.stringify({ title: 'Kilns', files: ['kilns.adoc'] }),
  'kilns.adoc': [
    '== Kilns',
    '',
    '[cols="1,3"]',
    '|===',
    '|Kiln |Gas',
    '|===',
    '',
    '[%autowidth]',
    '|===',
    '|Cone |Six',
    '|===',
    '',
    '[horizontal]',
    'Flue:: The chimney',
    '',
  ].join('\n'),
};

describe('AsciiDoc tables and horizontal lists in the PDF', () => {
  let lines: TextLine[] = [];
  let block = { left: 0, width: 0 };

  beforeAll(async () => {
    const pdf = await renderBookPdf(FILES, { title: 'Kilns', files: ['kilns.adoc'] });
    const page = (await textLines(pdf.file)).find((p) => p.lines.some((line) => line.text === 'Kiln'))!;
    lines = page.lines;
    block = textBlock(page);
  }, 120_000);

  /** Where a cell's (or list's) text starts and ends, in points. */
  const cell = (text: string) => lines.find((line) => line.text.startsWith(text))!;

  it('spans a table over the text’s width, its columns in the shares cols gives them', () => {
    // The second of columns 1 and 3 starts a quarter of the width after the first.
    const apart = cell('Gas').xMin - cell('Kiln').xMin;
    expect(apart).toBeGreaterThan(block.width * 0.22);
    expect(apart).toBeLessThan(block.width * 0.28);
    expect(cell('Kiln').xMin).toBeLessThan(block.left + 20);
  });

  it('fits a %autowidth table to its content', () => {
    expect(cell('Six').xMax - cell('Cone').xMin).toBeLessThan(block.width * 0.2);
  });

  it('sets a horizontal list at the text’s left edge', () => {
    expect(Math.abs(cell('Flue').xMin - block.left)).toBeLessThan(20);
  });
});
