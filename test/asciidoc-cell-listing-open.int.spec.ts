import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-cell-listing-open');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/asciidoc-cell-listing-open',
  'octavo-asciidoc-cell-listing-open-',
);

/**
 * A listing in a table's AsciiDoc cell misses its closing ----. Asciidoctor reads a table up to its own |===,
 * whatever is open inside, so the listing ends with its cell and the table is closed: the warning names the
 * listing's own line, not the table as left open over the rest of the book.
 */
describe('AsciiDoc: a listing left open in a table cell', () => {
  it('HTML: the warning names the listing, the table and the chapter after it are printed', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings.filter((w) => w.includes('block'))).toEqual([
      'upgrading.adoc:11: unterminated listing block: no line ends it before what holds it does (a table cell, an ' +
        'example or sidebar block, the file), so everything up to there is printed as part of this listing block; ' +
        'end it with a line the same as the one that opens it',
    ]);
    expect(warnings.join('\n')).not.toContain('is not closed in this file');
    const site = await readZip(outFile);
    const pages = [...site.entries()].map(([, bytes]) => plainText(bytes.toString('utf8'))).join('\n');
    expect(pages).toContain('The old setter is gone.');
    expect(pages).toContain('Load the shelves from the back.');
  });
});
