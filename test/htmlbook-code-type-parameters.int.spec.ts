import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheckErrors } from './support/render-tools';

/** What a reader sees of a page's markup: syntax highlighting splits a listing's line into spans. */
const withoutTags = (page: string) => page.replace(/<[^>]*>/g, '');

const FIXTURE = join(__dirname, 'fixtures', 'books', 'htmlbook-code-type-parameters');

/**
 * Java, C++ and TypeScript listings written into HTML with their types unescaped (`List<Seedling>`): a browser
 * reads each as an unknown tag and drops it, so the listing no longer says what the code says. Octavo prints them as
 * written and tells the author where, and how to escape them; markup in a listing stays markup.
 */
describe('Types written unescaped in HTML code listings', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/greenhouse', 'octavo-code-types-');

  it('HTML: printed as written, one warning per type with its first line, markup in code kept', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'ch01.html:4: <Seedling> in code is written unescaped (3 times in this file, the first here): a browser ' +
        'reads it as a tag and drops it; it is printed as written, and to show it in every HTML tool write it as ' +
        '&lt;Seedling&gt;',
      'ch01.html:9: <String, Integer> in code is written unescaped (2 times in this file, the first here): a ' +
        'browser reads it as a tag and drops it; it is printed as written, and to show it in every HTML tool ' +
        'write it as &lt;String, Integer&gt;',
      'ch01.html:10: <List<Tile> in code is written unescaped: a browser reads it as a tag and drops it; it is ' +
        'printed as written, and to show it in every HTML tool write it as &lt;List&lt;Tile&gt;',
      'ch01.html:14: <callout> is not an HTML or HTMLBook element: its tag is left out and what it holds ' +
        "printed as text; if a tool of the book turns it into HTML, list that tool's output instead, else write " +
        'it as HTMLBook',
    ]);
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(page).toContain('<code>List&lt;Seedling&gt;</code>');
    expect(page).toMatch(/<strong>water\(tray\.get\(i\)\);<\/strong>/);
    const text = withoutTags(page);
    expect(text).toContain('List&lt;Seedling&gt; tray = new ArrayList&lt;Seedling&gt;();');
    expect(text).toContain('Map&lt;String, Integer&gt; waterings = new HashMap&lt;String, Integer&gt;();');
    expect(text).toContain('List&lt;List&lt;Tile&gt;&gt; bench;');
  });

  it('EPUB: the same listing, and epubcheck finds no error', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const files = await readZip(outFile);
    const chapter = [...files].find(
      ([name, bytes]) => name.endsWith('.xhtml') && bytes.includes('Seed Trays'),
    );
    expect(withoutTags(chapter![1].toString('utf8'))).toContain(
      'List&lt;Seedling&gt; tray = new ArrayList&lt;Seedling&gt;();',
    );
    expect((await epubcheckErrors(outFile)).errors).toEqual([]);
  });
});
