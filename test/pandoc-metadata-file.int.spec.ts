import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'pandoc-metadata-file');

describe("A pandoc book's metadata.yaml, listed before its chapters, is the book's metadata", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/lantern', 'octavo-pandoc-metadata-');

  it('EPUB: title, author (not the translator), language, publisher, description and cover come from it', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const opf = zip.get([...zip.keys()].find((name) => name.endsWith('.opf'))!)!.toString('utf8');
    expect(opf).toContain('<dc:title id="title">The Lantern Keeper</dc:title>');
    expect(opf).toMatch(/<dc:creator id="creator1">Mira Okafor<\/dc:creator>/);
    expect(opf).not.toContain('Jon Bell');
    expect(opf).toContain('<dc:language>en-GB</dc:language>');
    expect(opf).toContain('<dc:publisher>Quayside Press</dc:publisher>');
    expect(opf).toContain(
      '<dc:description>A translation of The Lantern Keeper, a short novel of the sea.</dc:description>',
    );
    expect(opf).toMatch(/properties="cover-image"/);
  });

  it('HTML: the book is titled from it; the YAML file prints nothing', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const index = zip.get('index.html')!.toString('utf8');
    expect(index).toContain('The Lantern Keeper');
    expect(index).not.toContain('documentclass');
  });
});
