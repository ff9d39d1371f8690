import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * A book audit (ECMAScript 6 入门) found every running head of a Chinese chapter printed as "Chapter 2 ·
 * ECMAScript 6 □□": the page's margin boxes named only the Latin sans family, so the title's CJK characters had no
 * font. This book's one chapter has a Chinese title and English text after it, so the pages after its opening
 * page hold CJK characters only in their running head.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'cjk-running-head');

describe('a CJK chapter title in the PDF running head', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/field-notes', 'octavo-cjk-head-');

  it('is drawn with the shipped CJK font on the pages after the chapter opens', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const pages = Number(/Pages:\s+(\d+)/.exec((await tool('pdfinfo', [outFile])).stdout)![1]);
    expect(pages).toBeGreaterThan(2);
    const last = String(pages);
    const text = (await tool('pdftotext', ['-f', last, '-l', last, outFile, '-'])).stdout;
    expect(text).toContain('Chapter 1 · 河流笔记: River Notes');
    const fonts = (await tool('pdffonts', ['-f', last, '-l', last, outFile])).stdout;
    expect(fonts).toMatch(/\+NotoSansSC\S*-Regular /);
  });
});
