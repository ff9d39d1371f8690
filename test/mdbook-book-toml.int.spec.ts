import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageTexts } from './support/pdf-book';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'mdbook-book-toml');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/splicing', 'octavo-mdbook-book-toml-');

/**
 * An mdBook book names its title and authors in book.toml's [book] table, not in its pages: Octavo left the authors
 * off the title page and out of the EPUB's metadata (rust-cli/book, rust-embedded/book).
 */
describe("An mdBook book's book.toml", () => {
  it('EPUB: the title and each author are in the metadata', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const opf = (await readZip(outFile)).get('OEBPS/content.opf')!.toString();
    expect(opf).toMatch(/<dc:title[^>]*>Splicing Rope<\/dc:title>/);
    expect([...opf.matchAll(/<dc:creator[^>]*>([^<]*)<\/dc:creator>/g)].map((m) => m[1])).toEqual([
      'Ann Smith',
      'Bo Lee',
    ]);
  });

  it('PDF: the title page names the authors under the title', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const [titlePage] = await pageTexts(outFile);
    expect(titlePage!.replace(/\s+/g, ' ')).toMatch(/Splicing Rope Ann Smith, Bo Lee/);
  });
});
