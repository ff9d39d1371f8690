import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { fixtureSuite, plainText } from './support/render-fixture';

/**
 * An Atlas book that prints its index only in the PDF (mobile-web-messaging/book: `"epub": {"index": false}`) and
 * places a contents page (`<nav data-type="toc"/>`): the EPUB left the index out, but its contents page still
 * listed "Index", linked to an id no file had, and epubcheck failed the book (RSC-012).
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'index-off-in-ebooks');

describe('A format whose index option is false', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/small-brokers', 'octavo-index-off-');

  it('epub: the contents page lists no index, and epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const contentsPage = [...zip.entries()].find(
      ([name, data]) =>
        name.endsWith('.xhtml') && name !== 'OEBPS/nav.xhtml' && /class="toc"/.test(data.toString('utf8')),
    )!;
    expect(plainText(contentsPage[1].toString('utf8'))).not.toMatch(/\bIndex\b/);
    expect(plainText(contentsPage[1].toString('utf8'))).toMatch(/Installing a Broker/);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });

  it('html: no page lists an index, and every link lands', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    for (const [name, data] of zip)
      if (name.endsWith('.html')) expect(data.toString('utf8')).not.toMatch(/data-type="index"/);
  });
});
