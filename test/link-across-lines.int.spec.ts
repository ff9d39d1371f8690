import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'link-across-lines');

describe('A link whose address the author wrapped onto two lines', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/patterns', 'octavo-link-lines-');

  it('is joined, and its warning stays one line of the build log, showing where the line broke', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'chapter.md:3: link https://example.org/wiki\\n/Chain_of_handlers has characters a web address cannot hold ' +
        '(is markup run into it?); written as https://example.org/wiki/Chain_of_handlers',
    ]);
    const zip = await readZip(outFile);
    expect(zip.get('ch01.html')!.toString('utf8')).toContain(
      'href="https://example.org/wiki/Chain_of_handlers"',
    );
  });
});
