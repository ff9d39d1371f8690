import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * A book audit (ECMAScript 6 入门, `"lang": "zh"`) found its generated words in English: "Chapter 2" over every
 * Chinese chapter, "Contents" over its contents. Chinese, Japanese and Korean write the number inside the word
 * (第2章, 제2장) and put no full stop after it. This book is in Chinese.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'cjk-labels');

describe('a Chinese book labels its chapters and contents in Chinese', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/garden-notes', 'octavo-cjk-labels-');

  it('epub: 第1章 over the chapter, in the contents and the navigation, under 目录', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const file = (name: string) => zip.get(`OEBPS/${name}`)!.toString('utf8');
    expect(file('ch01.xhtml')).toContain('<h1><span class="division-label">第1章</span> 土壤</h1>');
    expect(file('ch02.xhtml')).toContain('<span class="division-label">第2章</span> 浇水');
    const nav = file('nav.xhtml');
    expect(nav).toContain('<h1>目录</h1>');
    expect(nav).toContain('>第1章 土壤</a>');
    expect(nav).not.toMatch(/Chapter|Contents/);
    expect(file('toc.xhtml')).toContain('<h1>目录</h1>');
  });

  it('pdf: the contents and the bookmarks read 第2章 浇水', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    expect(text).toContain('目录');
    // The printed label has the narrow spaces Chinese text takes between a Han character and a digit (CLREQ's
    // autospacing), which pdftotext reads as spaces; the bookmark is the label's own text.
    expect(text).toMatch(/第 ?2 ?章 浇水/);
    expect(text).not.toMatch(/Chapter|Contents/);
    const outline = (await tool('qpdf', ['--json', '--json-key=outlines', outFile])).stdout;
    expect(outline).toContain('"title": "第2章 浇水"');
  });
});

describe('a Chinese book without a contents file gets its generated contents titled in Chinese', () => {
  const FIXTURE_GENERATED = join(__dirname, 'fixtures', 'books', 'cjk-labels-generated-contents');
  const book = fixtureSuite(directorySource(FIXTURE_GENERATED), 'ann/garden-notes', 'octavo-cjk-contents-');

  it('pdf: 目录 over the contents the PDF adds', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    expect(text).toContain('目录');
    expect(text).not.toMatch(/Chapter|Contents/);
  });

  it('html: 目录 over the contents of the landing page', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const index = (await readZip(outFile)).get('index.html')!.toString('utf8');
    expect(index).toContain('<nav data-type="toc" id="toc" aria-label="目录"><h2>目录</h2>');
  });
});
