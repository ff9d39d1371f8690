import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-repeated-titles');

describe('Markdown chapters that share a title (each file opens with the same # heading)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/filters', 'octavo-md-repeated-titles-');

  it('get ids of their own without a warning: the author wrote no id, the heading slugs were made up', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const first = zip.get('ch01.html')!.toString('utf8');
    const second = zip.get('ch02.html')!.toString('utf8');
    expect(first).toMatch(/<section data-type="chapter" id="world-of-filters"/);
    expect(second).toMatch(/<section data-type="chapter" id="world-of-filters-2"/);
    // A link to the heading from its own file follows it to its new id.
    expect(second).toContain('<a href="#world-of-filters-2">the top of this page</a>');
    expect(second).toContain('<a href="ch01.html#blur">Blur</a>');
  });
});
