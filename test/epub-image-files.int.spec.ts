import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * A book audit (ECMAScript 6 入门) found a thumbnail linked to its full-size picture, `[![cover](small.jpg)](large.jpg)`,
 * failing epubcheck (RSC-010: an EPUB links only to its own pages). This book has one, and a text link to a picture.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'epub-image-files');

describe('links to image files, in an EPUB', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/harbour-walks', 'octavo-epub-image-files-');

  it('a thumbnail linked to its picture is shown unlinked; a text link to a picture becomes text, with a warning', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^ch01\.md:7: link to the image images\/map-large\.png kept as text: an EPUB links only/,
      ),
    ]);
    const zip = await readZip(outFile);
    const xhtml = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(xhtml).toMatch(/<img src="assets\/images\/map-small\.png" alt="Map of the harbour walk"\/>/);
    expect(xhtml).not.toContain('map-large.png');
    expect(xhtml).toContain('keeps <a>a plan of the moorings</a> in the office');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  }, 60_000);
});
