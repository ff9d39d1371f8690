import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'traditional-chinese-text');
const book = fixtureSuite(directorySource(FIXTURE), 'lin/garden', 'octavo-traditional-chinese-text-');

/**
 * A book in Traditional Chinese (`:lang: zh-Hant`, as Taiwan's and Hong Kong's translations declare it). Octavo drew
 * it with Noto Sans SC, the Simplified Chinese font: mainland glyph forms, full stops and commas in the corner of
 * the square instead of its centre, and the traditional ideographs that font lacks (燬, 鉚) with a font of the server.
 */
describe('a book in Traditional Chinese', () => {
  it('pdf: its text is drawn with Noto Sans TC, none with the Simplified Chinese font, every character a glyph', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const fonts = (await tool('pdffonts', [outFile])).stdout;
    expect(fonts).toMatch(/^[A-Z]{6}\+NotoSansTC\S*-Regular /m);
    expect(fonts).not.toMatch(/NotoSansSC/);
    const text = (await tool('pdftotext', [outFile, '-'])).stdout;
    expect(text).toContain('舊的“竹籬”已燬');
  });

  it('epub: Noto Sans TC ships and is declared for CJK; epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const names = [...zip.keys()];
    expect(names.some((name) => /^OEBPS\/fonts\/noto-sans-tc-\d+-400-normal\.woff2$/.test(name))).toBe(true);
    expect(names.filter((name) => name.includes('noto-sans-sc'))).toEqual([]);
    const css = zip.get('OEBPS/style.css')!.toString('utf8');
    expect(css).toMatch(
      /"Octavo Traditional Chinese";[^}]*url\("fonts\/noto-sans-tc-\d+-400-normal\.woff2"\)/,
    );
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
