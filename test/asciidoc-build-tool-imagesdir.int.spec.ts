import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-build-tool-imagesdir');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/asciidoc-build-tool-imagesdir',
  'octavo-asciidoc-build-tool-imagesdir-',
);

/**
 * Neither document sets `imagesdir`: the book's build tool did (Gradle's and Maven's `imagesdir: images`, Antora's
 * module `images` folder). The images are found there and each is reported with the header line that makes the
 * document say so itself.
 */
const WARNINGS = [
  "docs/book.adoc:5: image kiln.png is not where the document's imagesdir leads (looked for kiln.png and " +
    'docs/kiln.png); used docs/images/kiln.png, in the images folder a build tool (Gradle, Maven, Antora) names as ' +
    'imagesdir: set :imagesdir: images in the header of docs/book.adoc so Asciidoctor finds it too',
  "modules/ROOT/pages/glazing.adoc:5: image glaze.png is not where the document's imagesdir leads (looked for " +
    'glaze.png and modules/ROOT/pages/glaze.png); used modules/ROOT/images/glaze.png, in the images folder a build ' +
    'tool (Gradle, Maven, Antora) names as imagesdir: set :imagesdir: ../images in the header of ' +
    'modules/ROOT/pages/glazing.adoc so Asciidoctor finds it too',
];

describe('AsciiDoc images in the images folder a build tool names as imagesdir', () => {
  it('HTML: both images are shipped and shown, each with a warning saying how the document can name its folder', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual(WARNINGS);
    const site = await readZip(outFile);
    expect(site.has('assets/docs/images/kiln.png')).toBe(true);
    expect(site.has('assets/modules/ROOT/images/glaze.png')).toBe(true);
    expect(site.get('ch01.html')!.toString()).toContain('<img src="assets/docs/images/kiln.png"');
    expect(site.get('ch02.html')!.toString()).toContain('<img src="assets/modules/ROOT/images/glaze.png"');
  });

  it('EPUB: both images are in the book', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual(WARNINGS);
    const epub = await readZip(outFile);
    expect([...epub.keys()].filter((name) => name.endsWith('.png')).sort()).toEqual([
      'OEBPS/assets/docs/images/kiln.png',
      'OEBPS/assets/modules/ROOT/images/glaze.png',
    ]);
  });
});
