import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-imagesdir-beside-document');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/asciidoc-imagesdir-beside-document',
  'octavo-asciidoc-imagesdir-beside-document-',
);

/**
 * A chapter in a folder sets `:imagesdir: images` itself and its images are in that folder's `images`: where
 * Asciidoctor finds them (a relative imagesdir starts at the document's folder). They were found only by the
 * build-tool fallback, with a warning telling the author to set the `:imagesdir: images` the chapter already has.
 */
describe('AsciiDoc imagesdir relative to the listed document', () => {
  it('HTML: the image is found where Asciidoctor finds it, with no warning', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    expect(site.get('ch01.html')!.toString()).toContain('<img src="assets/chapters/images/shelf.png"');
  });
});
