import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { fixtureSuite } from './support/render-fixture';
import { textBlock, textLines } from './support/pdf-checks';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'floated-wide-image');

describe('An image floated beside the text, sized for a wide web page, leaves the text room on a book page', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/frames', 'octavo-floated-image-');

  it('PDF: the lines beside a 400-pixel image floated right are at least two fifths of the text block wide', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const pages = await textLines(outFile);
    const page = pages.find((p) => p.lines.some((line) => line.text.startsWith('Every message')))!;
    const block = textBlock(page);
    const start = page.lines.findIndex((line) => line.text.startsWith('Every message'));
    // The first lines of the paragraph sit beside the picture (100 points high at most).
    const beside = page.lines.slice(start, start + 3);
    expect(beside).toHaveLength(3);
    for (const line of beside) expect(line.xMax - line.xMin).toBeGreaterThan(block.width * 0.4);
  });

  it("EPUB: the rules that narrow it are CSS epubcheck reads (no attribute selector's case flag)", async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  }, 60_000);
});
