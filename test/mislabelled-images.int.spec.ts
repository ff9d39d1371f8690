import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheck } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'mislabelled-images');
const RENAME =
  'images/release.png: a JPEG image named .png: it is shipped as JPEG, as its bytes say; ' +
  'rename it images/release.jpg (and the references to it) so every tool reads it as what it is';

describe('An image whose name says another type than its bytes (a JPEG saved as release.png)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/releases', 'octavo-mislabelled-images-');

  it('EPUB: is shipped as what it is, under a name of that type, and epubcheck finds no error', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([RENAME]);
    const zip = await readZip(outFile);
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    expect(opf).toMatch(/href="assets\/images\/release\.png\.jpg" media-type="image\/jpeg"/);
    expect(opf).toMatch(/href="assets\/images\/cycle\.png" media-type="image\/png"/);
    const chapter = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(chapter).toContain('src="assets/images/release.png.jpg"');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  }, 60_000);

  it('HTML: the page shows the image under its typed name', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([RENAME]);
    const zip = await readZip(outFile);
    expect(zip.has('assets/images/release.png.jpg')).toBe(true);
    expect(zip.get('ch01.html')!.toString('utf8')).toContain('src="assets/images/release.png.jpg"');
  });
});
