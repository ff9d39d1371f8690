import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { textLines } from './support/pdf-checks';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'summary-part-warnings');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/folding', 'octavo-summary-part-warnings-');

/**
 * An mdBook book whose SUMMARY.md titles a part with a character no shipped font has. The part's page is made from
 * that title, but the warning named the part's first chapter (src/cranes.md:1), where the author finds no such
 * character: it names SUMMARY.md and the title's line.
 */
describe('A warning about a part made from a SUMMARY.md title', () => {
  it('PDF: names SUMMARY.md and the line of the part title', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([
      expect.stringMatching(/^src\/SUMMARY\.md:5: character U\+13143 "𓅃" is in no font/),
    ]);
    const text = (await textLines(outFile)).map((page) => page.lines.map((line) => line.text).join(' '));
    expect(text.some((page) => /Animals/.test(page) && !/Cranes/.test(page))).toBe(true);
  }, 60_000);
});
