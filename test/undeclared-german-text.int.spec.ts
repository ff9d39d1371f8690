import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'undeclared-german-text');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/fahrrad', 'octavo-undeclared-german-text-');

/**
 * An Atlas book written in German whose atlas.json names no language, its chapters in folders of their own, as
 * many community books kept on GitHub are. Octavo built it as English: "Chapter 1", "Contents", "Table 1-1" among
 * German sentences, `lang="en"` on every page (screen readers voiced German by English rules), English hyphenation
 * patterns on German words, and a warning on every chapter that it "reads as German, not English".
 */
describe('a book in German that declares no language', () => {
  it('epub: its language is de, its labels German, no chapter warned of as another language; epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(zip.get('OEBPS/content.opf')!.toString('utf8')).toContain('<dc:language>de</dc:language>');
    const chapter = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(chapter).toMatch(/<html [^>]*lang="de"/);
    expect(chapter).toContain('Kapitel 1');
    expect(chapter).toMatch(/>Tabelle 1-1<\/a>/);
    expect(chapter).not.toMatch(/Chapter 1|Table 1-1/);
    expect(zip.get('OEBPS/nav.xhtml')!.toString('utf8')).toContain('Inhalt');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });

  it('html: every page is lang="de", its contents titled Inhalt', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const index = zip.get('index.html')!.toString('utf8');
    expect(index).toMatch(/<html lang="de"/);
    expect(index).toContain('Inhalt');
    expect(zip.get('ch02.html')!.toString('utf8')).toMatch(/<html lang="de"/);
  });

  it('pdf: its contents and chapter labels are German', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    expect(text).toContain('Inhalt');
    expect(text).toContain('Kapitel 1');
    expect(text).toMatch(/Tabelle 1-1/);
    expect(text).not.toMatch(/Chapter 1|Contents|Table 1-1/);
  });
});
