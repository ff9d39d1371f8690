import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'japanese-text');
const book = fixtureSuite(directorySource(FIXTURE), 'hanako/garden', 'octavo-japanese-text-');

/**
 * A book written in Japanese that declares no language, as Pro Git's Japanese translation does. Octavo drew its
 * kana and kanji with Noto Sans SC, the Chinese font: 直 骨 画 in their Chinese forms, which a Japanese reader reads
 * as misprints, and 捗 (進捗, "progress") not at all, for the Chinese font has no such character. It was also built as
 * an English book: "Contents", "Chapter 1", and `lang="en"` on every page.
 */
describe('a book in Japanese', () => {
  it('pdf: its text is drawn with Noto Sans JP, none with the Chinese font, and every character has a glyph', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const fonts = (await tool('pdffonts', [outFile])).stdout;
    expect(fonts).toMatch(/^[A-Z]{6}\+NotoSansJP\S*-Regular /m);
    expect(fonts).toMatch(/^[A-Z]{6}\+NotoSansJP\S*-Bold /m);
    expect(fonts).not.toMatch(/NotoSansSC/);
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    expect(text).toContain('庭仕事の進捗は');
    expect(text).toContain('# 道具の一覧を表示する');
  });

  it('epub: Noto Sans JP ships and is declared first for CJK; epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const names = [...zip.keys()];
    expect(names.some((name) => /^OEBPS\/fonts\/noto-sans-jp-\d+-400-normal\.woff2$/.test(name))).toBe(true);
    expect(names.filter((name) => name.includes('noto-sans-sc'))).toEqual([]);
    // Its language undeclared, it is Japanese: reading systems choose fonts and line breaking by it.
    expect(zip.get('OEBPS/content.opf')!.toString('utf8')).toContain('<dc:language>ja</dc:language>');
    expect(zip.get('OEBPS/ch01.xhtml')!.toString('utf8')).toMatch(/<html [^>]*lang="ja"/);
    expect(zip.get('OEBPS/nav.xhtml')!.toString('utf8')).toContain('目次');
    expect(zip.get('OEBPS/ch01.xhtml')!.toString('utf8')).toContain('第1章');
    const css = zip.get('OEBPS/style.css')!.toString('utf8');
    expect(css).toMatch(/"Octavo Japanese";[^}]*url\("fonts\/noto-sans-jp-\d+-400-normal\.woff2"\)/);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});

const QUOTING = join(__dirname, 'fixtures', 'books', 'english-quoting-japanese');
const quoting = fixtureSuite(
  directorySource(QUOTING),
  'hanako/gazetteer',
  'octavo-english-quoting-japanese-',
);

/**
 * An English book that declares no language, quoting a Japanese name in its text and listing data in many scripts
 * (katakana among them) in a code block. Its kana outnumbered its ideographs, so it was built as a Japanese book:
 * 第1章 for "Chapter 1", 注記 for "Note", 目次 for "Contents", `lang="ja"` on every page.
 */
describe('an English book quoting Japanese', () => {
  it('epub: is English, its labels English; epubcheck passes', async () => {
    const { outFile, warnings } = await quoting.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(zip.get('OEBPS/content.opf')!.toString('utf8')).toContain('<dc:language>en</dc:language>');
    const chapter = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(chapter).toMatch(/<html [^>]*lang="en"/);
    expect(chapter).toContain('Chapter 1');
    expect(chapter).toMatch(/>Note</);
    expect(chapter).not.toMatch(/第1章|注記/);
    // The Japanese it quotes is still Japanese: written as it was.
    expect(chapter).toContain('鉄道博物館');
    expect(zip.get('OEBPS/nav.xhtml')!.toString('utf8')).not.toContain('目次');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
