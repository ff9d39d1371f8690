import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-build-tool-cover');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/asciidoc-build-tool-cover',
  'octavo-asciidoc-build-tool-cover-',
);

/**
 * The document sets no `imagesdir`: its build tool did (Gradle's and Maven's `imagesdir: images`), and its
 * `:front-cover-image:` is in that folder. The cover is found there, as the book's other images are, and the author
 * is told which header line makes the document say so itself.
 */
describe("AsciiDoc's front cover in the images folder a build tool names as imagesdir", () => {
  it('EPUB: the cover is in the book, with a warning saying how the document can name its folder', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([
      "docs/book.adoc:3: cover image cover.png is not where the document's imagesdir leads (looked for " +
        'docs/cover.png); used docs/images/cover.png, in the images folder a build tool (Gradle, Maven, Antora) ' +
        'names as imagesdir: set :imagesdir: images in the header of docs/book.adoc so Asciidoctor finds it too',
    ]);
    const epub = await readZip(outFile);
    expect(epub.has('OEBPS/assets/docs/images/cover.png')).toBe(true);
    const opf = epub.get('OEBPS/content.opf')!.toString();
    expect(opf).toMatch(/href="assets\/docs\/images\/cover\.png"[^>]*properties="cover-image"/);
  });
});
