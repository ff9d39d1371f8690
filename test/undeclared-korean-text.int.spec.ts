import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck, tool } from './support/render-tools';
import { pageLooks } from './support/page-looks';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'undeclared-korean-text');
const book = fixtureSuite(directorySource(FIXTURE), 'kim/garden', 'octavo-undeclared-korean-text-');

/** Sets the long paragraph at many widths and lists each line that starts inside a word. */
function lineStarts(): { lines: number; insideWords: string[] } {
  const insideWords: string[] = [];
  let lines = 0;
  const paragraph = Array.from(document.querySelectorAll('p')).find((p) =>
    (p.textContent ?? '').startsWith('장마철에는'),
  )!;
  const text = paragraph.firstChild!;
  const value = text.textContent!;
  for (let width = 160; width <= 420; width += 13) {
    paragraph.style.width = `${width}px`;
    let top: number | undefined;
    for (let i = 0; i < value.length; i++) {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      const y = Math.round(range.getBoundingClientRect().top);
      if (top !== undefined && y > top + 4) {
        lines++;
        if (!/\s/.test(value[i - 1]!))
          insideWords.push(`${width}px: ${value.slice(i - 3, i)}|${value.slice(i, i + 3)}`);
      }
      top = y;
    }
  }
  return { lines, insideWords };
}

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
    // A plain Asciidoctor book without :sectnums: has unnumbered chapters, as Asciidoctor prints them.
    expect(text).not.toMatch(/Chapter 1|Contents|Table 1/);
    expect(text).toMatch(/표\s*1\./);
  });

  it('pdf: Korean prose breaks its lines between words, as Korean is written, never inside one (시스|템)', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const source = await readFile(join(FIXTURE, 'book.adoc'), 'utf8');
    const paragraph = source.split('\n').find((line) => line.startsWith('장마철에는'))!;
    const words = new Set(paragraph.split(' '));
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    const letters = paragraph.replace(/\s/g, '').length;
    const printed: string[] = [];
    for (const line of text.slice(text.indexOf('장마철에는')).split('\n')) {
      if (printed.join('').replace(/\s/g, '').length >= letters) break;
      printed.push(line);
    }
    expect(printed.length).toBeGreaterThan(2);
    for (const line of printed)
      for (const word of line.trim().split(/\s+/))
        expect({ line, word, whole: words.has(word) }).toEqual({ line, word, whole: true });
  });

  it.each(['epub', 'html'] as const)(
    '%s: Korean prose breaks its lines only after a space, at every width',
    async (format) => {
      const { looks } = await pageLooks(book, format, lineStarts);
      expect(looks.lines).toBeGreaterThan(50);
      expect(looks.insideWords).toEqual([]);
    },
  );

  it('epub: its language is ko, its labels Korean; epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(zip.get('OEBPS/content.opf')!.toString('utf8')).toContain('<dc:language>ko</dc:language>');
    const chapter = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(chapter).toMatch(/<html [^>]*lang="ko"/);
    expect(chapter).toContain('>표 1. </span>');
    expect(zip.get('OEBPS/nav.xhtml')!.toString('utf8')).toContain('차례');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
