import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'htmlbook-title-page-marks');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/lantern-keeper', 'octavo-htmlbook-title-page-');

/**
 * A title page written with HTMLBook's own marks, `<p data-type="author">` and `<p data-type="subtitle">`, as
 * the HTMLBook repository's Alice's Adventures in Wonderland is: the EPUB named no author (no dc:creator), since
 * only `class="author"` (Atlas's titlepage.html) was read.
 */
describe('An HTMLBook title page marked with data-type author and subtitle', () => {
  it('EPUB: the author is the book’s creator, the subtitle its subtitle', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const opf = (await readZip(outFile)).get('OEBPS/content.opf')!.toString();
    expect([...opf.matchAll(/<dc:creator[^>]*>([^<]*)<\/dc:creator>/g)].map((m) => m[1])).toEqual([
      'Mara Wick',
    ]);
    expect(opf).toMatch(/<dc:title[^>]*>The Lantern Keeper<\/dc:title>/);
    expect(opf).toContain('A Harbour Story');
  });
});
