import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'link-without-scheme-slashes');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/channels', 'octavo-scheme-slashes-');

/**
 * Each warning says how to write the address in the file's own syntax (a Markdown link here, not an HTML href).
 *
 * A link written `http:golang.org/doc/…` (the `//` left out, as the Rust book's Japanese translation has one):
 * browsers open it, so its author never saw it fail, but the EPUB kept it as written and epubcheck objected
 * (RSC-023, "Couldn't parse host of URL"). It is now written as browsers read it, with a warning.
 */
describe('a web link without the // after its scheme', () => {
  it('EPUB: the link is written with its slashes, warned of at its line, and epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([
      'ch01.md:3: link http:golang.org/doc/effective_go.html has no // after http: (browsers forgive it, EPUB ' +
        'readers do not); written as http://golang.org/doc/effective_go.html: write ' +
        '[its text](http://golang.org/doc/effective_go.html)',
      'ch01.md:6: link www.teaguild.org is a web address written without its scheme (read as a file of the book, ' +
        'there is none): linked to https://www.teaguild.org; write [its text](https://www.teaguild.org)',
    ]);
    const zip = await readZip(outFile);
    const chapter = zip.get('OEBPS/ch01.xhtml')!.toString();
    expect(chapter).toContain('<a href="http://golang.org/doc/effective_go.html">Go documentation</a>');
    expect(chapter).toContain('<a href="https://go.dev/blog/codelab-share">same advice</a>');
    expect(chapter).toContain('<a href="https://www.teaguild.org">tea guild</a>');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
