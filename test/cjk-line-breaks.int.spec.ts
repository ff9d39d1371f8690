import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageTexts } from './support/pdf-book';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'cjk-line-breaks');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/cjk-line-breaks', 'octavo-cjk-line-breaks-');

/**
 * A Chinese chapter written one sentence a line, as progit2-zh is: the line breaks between Chinese characters are
 * no spaces in the printed text, before bold text too (Chromium and reading systems show each as one), beside Latin words they are,
 * and a listing keeps its lines.
 */
const PARAGRAPH =
  '本章为 Git 入门。我们从版本控制工具的背景知识开始，然后讲解如何在你的系统上运行 Git。<strong>最后</strong>是';

describe('Chinese text broken into source lines', () => {
  it('HTML: the sentences run on without spaces; the listing keeps its lines', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(page).toContain(PARAGRAPH);
    expect(page).toMatch(/第一行。<\/span>\n<span[^>]*># <\/span><span[^>]*>第二行。/);
  });

  it('EPUB: the same text', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const chapter = [...(await readZip(outFile))].find(([name]) => /ch01\.xhtml$/.test(name))![1];
    expect(chapter.toString('utf8')).toContain(PARAGRAPH);
  });

  it('PDF: no space after the full stops', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const text = (await pageTexts(outFile)).join('\n').replace(/\n/g, '');
    expect(text).toContain('本章为 Git 入门。我们从版本控制工具的背景知识开始，');
    expect(text).not.toMatch(/。 我们/);
  });
});
