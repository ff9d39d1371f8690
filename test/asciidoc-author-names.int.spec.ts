import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-author-names');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/counting-birds', 'octavo-asciidoc-author-names-');
const BYLINE = ':authors: Bird Survey Team, https://example.org/survey, Ann Smith, mailto:bob@example.org';

/**
 * A byline that names where to reach its authors (`:authors: Jakarta Servlet Team, https://…`, as the Jakarta
 * Servlet specification writes it) made that web address one of the book's creators in the EPUB. The names are
 * the book's authors; an address beside a name is not one, nor a part of it.
 */
describe('An AsciiDoc byline with web and mail addresses among the names', () => {
  it('EPUB: the creators are the names alone', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const opf = (await readZip(outFile)).get('OEBPS/content.opf')!.toString();
    expect([...opf.matchAll(/<dc:creator[^>]*>([^<]*)<\/dc:creator>/g)].map((m) => m[1])).toEqual([
      'Bird Survey Team',
      'Ann Smith',
    ]);
  });

  it('HTML: the title page prints the byline as written', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const page = (await readZip(outFile)).get('titlepage.html')!.toString();
    const byline = /<p class="author">([\s\S]*?)<\/p>/.exec(page)![1]!;
    expect(plainText(byline)).toBe(BYLINE.slice(':authors: '.length));
  });
});
