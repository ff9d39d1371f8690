import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'image-pixel-density');

describe('An image named for a denser screen (gauge@2x.png), or recording a print resolution, is shown at its pixels over its density', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/gauges', 'octavo-pixel-density-');

  const widths = (page: string) => [...page.matchAll(/<img[^>]*\swidth="(\d+)"/g)].map((m) => m[1]);

  it('HTML: the @2x image is 120 wide (its 240 pixels over 2), the plain one 240, the sized one as written, the one saved at 192 dpi 120 (1.25 inches)', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(widths(page)).toEqual(['120', '240', '200', '120']);
    expect(page).toMatch(/<img[^>]*print-gauge.png"[^>]*width="120" height="40"/);
    expect(page).toMatch(/<img[^>]*gauge%402x.png"[^>]*width="120" height="40"/);
  });

  it('EPUB: the @2x image is 120 wide, the sized one as written, the 192 dpi one 120 (the plain one keeps its own size)', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const chapter = [...zip.keys()].find((name) => /ch01\.xhtml$|chapter.*\.xhtml$/.test(name))!;
    expect(widths(zip.get(chapter)!.toString('utf8'))).toEqual(['120', '200', '120']);
  });
});
