import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'undeclared-chinese-text');
const book = fixtureSuite(directorySource(FIXTURE), 'lin/garden', 'octavo-undeclared-chinese-text-');

/**
 * A book written in Traditional Chinese that declares no language, as many translations kept on GitHub and built
 * with asciidoctor do. Octavo built it as an English book: "Chapter 1", "Contents", "see Table 1-1" hyphenated
 * inside Chinese sentences, `lang="en"` on every page, and its text drawn with Noto Sans SC, the Simplified
 * Chinese font (mainland glyph forms, full stops in the corner of the square).
 */
describe('a book in Traditional Chinese that declares no language', () => {
  it('pdf: is drawn with Noto Sans TC, none with the Simplified Chinese font, its labels in Chinese', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const fonts = (await tool('pdffonts', [outFile])).stdout;
    expect(fonts).toMatch(/^[A-Z]{6}\+NotoSansTC\S*-Regular /m);
    expect(fonts).not.toMatch(/NotoSansSC/);
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    expect(text).toContain('目錄');
    // A plain Asciidoctor book without :sectnums: has unnumbered chapters, as Asciidoctor prints them.
    expect(text).not.toMatch(/Chapter 1|Contents|Table 1/);
    expect(text).toMatch(/表\s*1\./);
  });

  it('epub: its language is zh-Hant, its labels Chinese, Noto Sans TC ships; epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(zip.get('OEBPS/content.opf')!.toString('utf8')).toContain('<dc:language>zh-Hant</dc:language>');
    const chapter = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(chapter).toMatch(/<html [^>]*lang="zh-Hant"/);
    expect(chapter).toContain('>表 1. </span>');
    expect(zip.get('OEBPS/nav.xhtml')!.toString('utf8')).toContain('目錄');
    const names = [...zip.keys()];
    expect(names.some((name) => /^OEBPS\/fonts\/noto-sans-tc-\d+-400-normal\.woff2$/.test(name))).toBe(true);
    expect(names.filter((name) => name.includes('noto-sans-sc'))).toEqual([]);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
