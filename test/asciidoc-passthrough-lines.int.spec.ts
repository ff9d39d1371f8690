import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-passthrough-lines');

const UNKNOWN =
  ": its tag is left out and what it holds printed as text; if a tool of the book turns it into HTML, list that tool's " +
  'output instead, else write it as HTMLBook';

describe('HTML in an AsciiDoc passthrough (a ++++ block, a [pass] paragraph), in the listed file and an included one', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/lighthouse', 'octavo-adoc-passthrough-lines-');

  it('names the line each element is written on, not the first line of its block', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      `book.adoc:13: <lampref> is not an HTML or HTMLBook element${UNKNOWN}`,
      `book.adoc:18: <measure> is not an HTML or HTMLBook element${UNKNOWN}`,
      `logbook.adoc:8: <keeper> is not an HTML or HTMLBook element${UNKNOWN}`,
    ]);
    const zip = await readZip(outFile);
    const text = [...zip.entries()]
      .filter(([name]) => name.endsWith('.html'))
      .map(([, bytes]) => plainText(bytes.toString('utf8')))
      .join(' ');
    expect(text).toContain('Manual: https://example.org/lamp');
    expect(text).toContain('Wick length: two fingers');
    expect(text).toContain('First Mara');
  });
});
