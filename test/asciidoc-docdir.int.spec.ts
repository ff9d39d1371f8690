import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-docdir');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/asciidoc-docdir', 'octavo-asciidoc-docdir-');
const INCLUDED_CODE = 'void fire() { ramp(1240); }';
const textOf = (html: string): string => html.replace(/<[^>]+>/g, '');

/**
 * The listed document lives in a folder (docs/manual) and reaches the book's code and images through `{docdir}`, the
 * document's folder in Asciidoctor's command line and its Maven and Gradle plugins. Secure mode blanked it, so
 * `{docdir}/../../kiln` climbed out of the repository and every such include was skipped.
 */
describe('AsciiDoc {docdir} in a listed file inside a folder', () => {
  it('HTML: the code included through {docdir} is printed and the image is shipped, with no warning', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const chapter = site.get('ch01.html')!.toString();
    expect(textOf(chapter)).toContain(INCLUDED_CODE);
    expect(site.has('assets/docs/manual/images/shelf.png')).toBe(true);
    expect(chapter).toContain('<img src="assets/docs/manual/images/shelf.png"');
  });

  it('EPUB: the included code is in the chapter', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const epub = await readZip(outFile);
    const chapter = [...epub.entries()].find(([name]) => /ch01\.x?html$/.test(name));
    expect(textOf(chapter![1].toString())).toContain(INCLUDED_CODE);
  });
});
