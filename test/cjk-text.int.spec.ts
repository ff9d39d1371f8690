import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * A book audit found a contributor's name, 佳音, printed as empty boxes: Octavo shipped no CJK font. This book has
 * a Chinese name (in the text and among the authors), a Japanese sentence, a Korean one, a heading and bold text
 * with CJK, a code comment in Chinese, and 𠮷 (U+20BB7, in the name of a Japanese restaurant chain), which no
 * shipped font has. Each format ships the CJK slices its characters need and only those.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'cjk-text');
const source = directorySource(FIXTURE);

const PRINTED = [
  'Ann Lee, 佳音',
  'Greetings: 你好 and こんにちは',
  'translated by 佳音',
  '吾輩は猫である。名前はまだ無い。',
  '한글은 세종대왕이 만들었습니다.',
  '# 打印问候语 (print a greeting)',
  'print("你好，世界")',
  '中文粗体',
];

const isCjkFont = (name: string) =>
  /^OEBPS\/fonts\/noto-sans-(sc|kr)-\d+-(400|700)-normal\.woff2$/.test(name);

describe('CJK text (Chinese, Japanese, Korean) in every format', () => {
  const book = fixtureSuite(source, 'ann/notes-from-abroad', 'octavo-cjk-');

  it('pdf: Noto Sans SC and KR embedded as subsets, the text extracted back; only 𠮷 is warned of', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([
      expect.stringMatching(/^ch01\.adoc:17: character U\+20BB7 "𠮷" is in no font Octavo ships/u),
    ]);
    const fonts = (await tool('pdffonts', [outFile])).stdout.trim().split('\n').slice(2);
    const embeddedSubset = (family: RegExp) =>
      fonts.filter((row) => family.test(row) && /\byes\s+yes\s+yes\b/.test(row));
    expect(embeddedSubset(/^[A-Z]{6}\+NotoSansSC\S*-Regular /)).not.toEqual([]);
    expect(embeddedSubset(/^[A-Z]{6}\+NotoSansSC\S*-Bold /)).not.toEqual([]);
    expect(embeddedSubset(/^[A-Z]{6}\+NotoSansKR\S*-Regular /)).not.toEqual([]);
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    for (const line of PRINTED) expect(text).toContain(line);
  });

  it('epub: the CJK slices the text needs are in the package, declared and used by unicode-range; epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const slices = [...zip.keys()].filter(isCjkFont);
    // Eleven slices of Noto Sans SC and five of KR, in two weights: not the ~450 the packages have.
    expect(slices.length).toBeGreaterThan(4);
    expect(slices.length).toBeLessThan(40);
    expect(slices.some((name) => name.includes('noto-sans-kr'))).toBe(true);
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    const css = zip.get('OEBPS/style.css')!.toString('utf8');
    for (const slice of slices) {
      const href = slice.replace(/^OEBPS\//, '');
      expect(opf).toContain(`href="${href}" media-type="font/woff2"`);
      expect(css).toMatch(
        new RegExp(`"Octavo (CJK|Korean)";[^}]*url\\("${href}"\\)[^}]*unicode-range: U\\+`),
      );
    }
    expect(css).toMatch(
      /font-family: "Octavo Serif", "Octavo Symbols", "Octavo Math", "Octavo Japanese", "Octavo Traditional Chinese", "Octavo CJK", "Octavo Korean"/,
    );
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });

  it('html: the site ships the same slices and its font stacks fall back to them', async () => {
    const epub = [...(await readZip(join(book.dir(), 'book.epub'))).keys()].filter(isCjkFont);
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const slices = [...zip.keys()].filter((name) => isCjkFont(`OEBPS/${name}`));
    expect(slices.map((name) => `OEBPS/${name}`).sort()).toEqual(epub.sort());
    const css = zip.get('style.css')!.toString('utf8');
    expect(css).toMatch(
      /body \{[^}]*font-family: "Octavo Serif", "Octavo Symbols", "Octavo Math", "Octavo Japanese", "Octavo Traditional Chinese", "Octavo CJK", "Octavo Korean"/,
    );
    const page = zip.get('index.html')!.toString('utf8');
    expect(page).toContain('佳音');
  });
});
