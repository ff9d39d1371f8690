import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'caret-within-line');

/**
 * A build tool's `^name` directive is a line of its own. A link's text that starts with a caret
 * (`link:…[^instructions]`, as hazelcast's manual writes it) or a caret after emphasis on the same line is text
 * within a line: the book is printed as Asciidoctor prints it, and nothing is said about directives.
 */
describe('A caret that starts a text within a line (a link text, after emphasis)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/caret-within-line', 'octavo-caret-within-line-');

  it('HTML: is printed as written, with no warning of a directive', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const text = plainText(zip.get('ch01.html')!.toString('utf8'));
    expect(text).toContain('follow the vendor’s ^instructions to create a monitor. Then ^check the pool.');
  });
});
