import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

/**
 * Chapters kept as GitHub pages whose "Contents | Previous | Next" line closes the text above the sections that end
 * every chapter ("## Further Readings", "## Licenses"), as changkun/modern-cpp-tutorial's do: the line was printed
 * in every chapter, and the EPUB warned twice a chapter that its links to toc.md and LICENSE were kept as text.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'page-navigation-before-sections');
const NOTES = [
  'book/01-basics.md:5: the line of links to other pages ("Table of Content | Next Chapter: Hitches") is web page ' +
    'navigation: it is left out, as the book has its own contents and page order',
  'book/02-hitches.md:5: the line of links to other pages ("Table of Content | Previous Chapter") is web page ' +
    'navigation: it is left out, as the book has its own contents and page order',
];

describe('The page navigation line above the closing sections of a chapter is left out of the book', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/knots', 'octavo-page-navigation-before-sections-');

  it('HTML: the chapter text runs straight into its closing sections; links of the text stay', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual(NOTES);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const main = (name: string) => plain(/<main[\s\S]*?<\/main>/.exec(zip.get(name)!.toString('utf8'))![0]);
    expect(main('ch01.html')).toContain(
      'See hitches for more. Further Readings The Ashley Book of Knots Licenses',
    );
    expect(main('ch02.html')).toContain('A hitch ties a rope to an object. Licenses');
  });

  it('EPUB: no chapter holds the line, nor a warning about its link to the contents page', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual(NOTES);
    const zip = await readZip(outFile);
    expect(plain(zip.get('OEBPS/ch01.xhtml')!.toString('utf8'))).not.toContain('Table of Content');
  });
});
