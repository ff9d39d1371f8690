import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { textLines } from './support/pdf-checks';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markua-image-align');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/kites', 'octavo-markua-image-align-');

/**
 * A Markua manuscript that places its images with `{align: left}`, `{align: right}` and `{align: middle}` on the
 * line above them, as Leanpub's Markua reads it. Octavo printed every image in the middle and warned that the
 * attribute was not applied; over a paragraph of text, where Markua gives it no meaning, it still warns.
 */
const WARNING =
  'manuscript/Kites.md:18: the attribute align: left over a paragraph is not one Octavo applies there (it reads id, ' +
  'class, lang and line-numbers on a listing, title on a listing or a table, and align: left, right or ' +
  'center, width: a percentage or alt on an image); the block prints without it, and Leanpub still reads it';

describe('A Markua image placed with {align: …}', () => {
  it('HTML: each figure carries its side, and keeps the id written beside it', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([WARNING]);
    const site = await readZip(outFile);
    const chapter = site.get('ch01.html')!.toString();
    expect(chapter).toMatch(/<figure class="align-left"[^>]*><img[^>]*alt="A diamond kite/);
    expect(chapter).toMatch(
      /<figure (?=[^>]*id="box-kite")(?=[^>]*class="align-right")[^>]*><img[^>]*alt="A box kite/,
    );
    expect(chapter).toMatch(/<figure class="align-center"[^>]*><img[^>]*alt="Two kites/);
    expect(chapter).toMatch(/<p>Fly kites far from power lines\.<\/p>/);
    const css = [...site.entries()]
      .filter(([name]) => name.endsWith('.css'))
      .map(([, data]) => data.toString())
      .join('\n');
    expect(css).toContain('figure.align-right');
  });

  it('EPUB: the same figures, and a style sheet that places them', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([WARNING]);
    const epub = await readZip(outFile);
    const chapter = [...epub.entries()].find(([name]) => /ch01\.xhtml$/.test(name))![1].toString();
    expect(chapter).toMatch(/<figure class="align-left"[^>]*>/);
    expect(epub.get('OEBPS/style.css')!.toString()).toContain('figure.align-left');
  });

  it("PDF: a left figure's caption starts at the text's left edge, a right one's ends at its right edge", async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const pages = await textLines(outFile);
    const find = (start: string) => {
      const page = pages.find((p) => p.lines.some((line) => line.text.startsWith(start)))!;
      return { page, line: page.lines.find((line) => line.text.startsWith(start))! };
    };
    const body = find('The diamond kite');
    const left = find('Figure 1-1');
    const right = find('Figure 1-2');
    const middle = find('Figure 1-3');
    expect(Math.abs(left.line.xMin - body.line.xMin)).toBeLessThan(2);
    expect(Math.abs(right.line.xMax - body.line.xMax)).toBeLessThan(2);
    const centre = (body.line.xMin + body.line.xMax) / 2;
    expect(middle.page).toBe(body.page);
    expect(Math.abs((middle.line.xMin + middle.line.xMax) / 2 - centre)).toBeLessThan(2);
  }, 60_000);
});
