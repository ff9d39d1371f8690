import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { wordBoxes } from './support/pdf-checks';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'repeated-footnote-marks');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/repeated-footnote-marks',
  'octavo-repeated-footnote-marks-',
);

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
    for (const mark of marks.slice(1))
      expect(mark!.yMax - mark!.yMin).toBeCloseTo(marks[0]!.yMax - marks[0]!.yMin, 0);
  });
});
