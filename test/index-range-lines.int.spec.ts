import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'index-range-lines');

describe('An AsciiDoc index range end on a line of its own after its paragraph', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/deploying', 'octavo-index-range-lines-');

  it('is warned about at its own line, with what to do, when no range opens with its id', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'chapter_01.asciidoc:10: index range end (startref="ix_stage11") has no start with id="ix_stage11"; ' +
        'ignored (give the mark that opens the range id="ix_stage11", or remove this end)',
    ]);
    const zip = await readZip(outFile);
    expect(plain(zip.get('ix.html')!.toString('utf8'))).toMatch(/deployment by hand, Shipping It/);
  });
});
