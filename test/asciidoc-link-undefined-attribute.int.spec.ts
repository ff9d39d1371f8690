import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-link-undefined-attribute');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/asciidoc-link-undefined-attribute',
  'octavo-asciidoc-link-undefined-attribute-',
);

/**
 * A link whose target starts with an attribute the book's build tool set (`link:{docBaseUrl}/javadoc/…`, as
 * hazelcast's manual writes its API links) is not a path to correct: the author is told which attribute to
 * define. A defined attribute leads where it says; a plain missing path is still a path to correct.
 */
describe('AsciiDoc: a link whose target holds an attribute defined nowhere', () => {
  it('HTML: the warning names the attribute to define, the text is kept, a defined one links', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings.filter((w) => w.includes('link '))).toEqual([
      'maps.adoc:3: link {docBaseUrl}/javadoc/GridMap.html holds {docBaseUrl}, an attribute defined nowhere in ' +
        'the book (its build tool may set it), so it leads nowhere; link removed, its text kept: define it in the ' +
        'document header (:docBaseUrl: https://…)',
      'maps.adoc:6: link notes/absent.html points to notes/absent.html, which does not exist; link removed, its ' +
        'text kept: correct the path, or, for a page published outside the book, write its full address (https://…)',
    ]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(plainText(page)).toContain('See the GridMap API for every method');
    expect(page).toContain('<a href="https://example.com/api/GridMap.html"');
    expect(page).not.toContain('docBaseUrl');
  });
});
