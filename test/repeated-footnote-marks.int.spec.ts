import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { fixtureSuite } from './support/render-fixture';
import { tool } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'repeated-footnote-marks');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/repeated-footnote-marks',
  'octavo-repeated-footnote-marks-',
);

interface WordBox {
  text: string;
  xMin: number;
  xMax: number;
  height: number;
}

/** Every word of every page with its box, in points (pdftotext -bbox), in reading order. */
async function wordBoxes(file: string): Promise<WordBox[]> {
  const xml = (await tool('pdftotext', ['-bbox', file, '-'])).stdout;
  return [
    ...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({
    text: m[5]!,
    xMin: Number(m[1]),
    xMax: Number(m[3]),
    height: Number(m[4]) - Number(m[2]),
  }));
}

describe('A footnote referenced again (AsciiDoc footnote:name[]), in print', () => {
  it('PDF: every mark of the note is printed the same size as the first', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const words = await wordBoxes(outFile);
    // A mark is the note's number set right after the word "ravens" it is written on (raised, so read before it).
    const marks = words
      .filter((word) => /^ravens$/i.test(word.text))
      .map((raven) => words.find((word) => word.text === '1' && Math.abs(word.xMin - raven.xMax) < 1));
    expect(marks).toHaveLength(3);
    for (const mark of marks.slice(1)) expect(mark!.height).toBeCloseTo(marks[0]!.height, 0);
  });
});
