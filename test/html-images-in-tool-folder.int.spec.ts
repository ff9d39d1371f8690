import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheckErrors } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'html-images-in-tool-folder');

/**
 * An HTML book whose pages write image paths as its own build tool serves them (The Magic Book copies the folder
 * its config names beside the pages): `sowing/tray.png` from `chapters/01-sowing/index.html`, the file being at
 * `web/pictures/sowing/tray.png`. The image is printed from the folder that holds it, and the author is told the
 * path that leads there; an image nowhere in the repository is still left out.
 */
describe('HTML images kept in a folder the book’s own build tool copies from', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/sowing', 'octavo-images-elsewhere-');

  it('HTML: the images found are shown, each warning says the path to write', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'chapters/01-sowing/index.html:4: image sowing/tray.png not found (looked for ' +
        'chapters/01-sowing/sowing/tray.png and sowing/tray.png); used print/pictures/sowing/tray.png (also at ' +
        "web/pictures/sowing/tray.png), where the book's own build tool probably copies its images from; write " +
        'the path as ../../print/pictures/sowing/tray.png, from this file to the image, so every tool finds it',
      'chapters/01-sowing/index.html:8: image cover.png not found (looked for chapters/01-sowing/cover.png and ' +
        "cover.png); used web/pictures/cover.png, where the book's own build tool probably copies its images " +
        'from; write the path as ../../web/pictures/cover.png, from this file to the image, so every tool finds it',
      'chapters/01-sowing/index.html:10: image sowing/trowel.png not found (looked for ' +
        'chapters/01-sowing/sowing/trowel.png and sowing/trowel.png): folder chapters/01-sowing/sowing/ does not exist at this commit; its alt text is printed in brackets in its place ' +
        '("[A trowel]"): add the image there, or correct the path',
    ]);
    const files = await readZip(outFile);
    const html = files.get('ch01.html')!.toString('utf8');
    const sources = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toHaveLength(2);
    for (const src of sources) expect(files.has(src.replace(/^(?:\.\.\/)+/, ''))).toBe(true);
    expect(html).toContain('<span class="image-unavailable">[A trowel]</span>');
  });

  it('EPUB: the images are in the book, and epubcheck finds no error', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const names = [...(await readZip(outFile)).keys()];
    expect(names.filter((name) => name.endsWith('.png'))).toHaveLength(2);
    expect((await epubcheckErrors(outFile)).errors).toEqual([]);
  });
});
