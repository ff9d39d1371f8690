import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'undeclared-korean-text');
const book = fixtureSuite(directorySource(FIXTURE), 'kim/garden', 'octavo-undeclared-korean-text-');

/**
 * A book written in Korean that declares no language, as Pro Git's Korean translation and many others kept on
 * GitHub and built with asciidoctor do. Octavo built it as an English book: "Chapter 1", "Contents", "Table 1-1"
 * inside Korean sentences, `lang="en"` on every page (which reading systems choose fonts and line breaking by).
 */
describe('a book in Korean that declares no language', () => {
  it('pdf: its labels and contents are Korean, its Hangul drawn with Noto Sans KR', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    expect((await tool('pdffonts', [outFile])).stdout).toMatch(/NotoSansKR/);
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    expect(text).toContain('차례');
    expect(text).toContain('제1장');
    expect(text).toMatch(/표\s*1-1/);
    expect(text).not.toMatch(/Chapter 1|Contents|Table 1-1/);
  });

  it('epub: its language is ko, its labels Korean; epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(zip.get('OEBPS/content.opf')!.toString('utf8')).toContain('<dc:language>ko</dc:language>');
    const chapter = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(chapter).toMatch(/<html [^>]*lang="ko"/);
    expect(chapter).toContain('제1장');
    expect(chapter).toMatch(/>표 ?1-1<\/a>/);
    expect(zip.get('OEBPS/nav.xhtml')!.toString('utf8')).toContain('차례');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
