import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-included-document-xrefs');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/garden-tools', 'octavo-included-xrefs-');

/**
 * A book of one AsciiDoc file that includes its chapters and links between them as `<<ch02-rakes#ch02-rakes>>`
 * (document, then id), its title underlined (`Garden Tools` over `====`), as Pro Git's translations are: Asciidoctor
 * 2 reads such a title as compatibility mode, where the document name stays part of the id, so every link between
 * chapters was removed with a warning of a missing target.
 */
describe('AsciiDoc cross-references to an id of an included document', () => {
  it('land on the id, with their own text or the chapter’s, and nothing is warned of', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const spades = site.get('ch01.html')!.toString();
    // A plain Asciidoctor book without :sectnums: names a chapter by its title (Asciidoctor itself cannot resolve these).
    expect(spades).toContain('(see <a href="ch02.html">Rakes</a>)');
    expect(spades).toContain('<a href="ch02.html#r_cleaning">the section on cleaning</a>');
    const rakes = site.get('ch02.html')!.toString();
    expect(rakes).toContain('(back to <a href="ch01.html">Spades</a>)');
  });
});
