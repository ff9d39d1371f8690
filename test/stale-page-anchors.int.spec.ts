import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'stale-page-anchors');
const WARNINGS = [
  'index-page.md:3: link layout.md#lib-slash-tls: layout.md is in the book but no element has the id ' +
    '"lib-slash-tls"; the link leads to the start of layout.md: correct the id, or give the element it points at ' +
    'that id',
  'index-page.md:5: cross-reference to "#no-such-place" has no target in the book; link removed: correct the id, ' +
    'or give the element it points at that id',
];

describe('A link to a page of the book with an anchor the page does not have (`layout.md#lib-slash-tls`)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/layout', 'octavo-stale-anchors-');

  it('HTML: leads to that page, its text kept, with a warning; an anchor alone that names nothing is removed', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual(WARNINGS);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const page = zip.get('ch01.html')!.toString('utf8');
    expect(page).toMatch(/<a href="ch02\.html">lib\/tls<\/a>/);
    expect(page).toMatch(/<a href="ch02\.html#lib-tls">the folders<\/a>/);
    expect(page).not.toMatch(/<a [^>]*>missing<\/a>/);
  });

  it('EPUB: the same link leads to the page', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual(WARNINGS);
    const page = (await readZip(outFile)).get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(page).toMatch(/<a href="ch02\.xhtml">lib\/tls<\/a>/);
  });
});
