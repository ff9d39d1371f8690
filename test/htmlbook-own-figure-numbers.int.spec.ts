import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'htmlbook-own-figure-numbers');

/**
 * A book that labels its diagrams itself ("Figure 1.2") and leaves its screenshots and decorations unlabelled: the
 * book numbered every figure, so captions read "Figure 1-3. Figure 1.2" and the text's "Figure 1.3" named another
 * picture. The author's labels are kept, the unlabelled figures print no number.
 */
describe('HTMLBook figures numbered by their author, some left unlabelled', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/beds', 'octavo-own-figure-numbers-');

  it("print the author's labels, no number on the others, and cross-references read the author's label", async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const page = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    const captions = [...page.matchAll(/<figcaption>([\s\S]*?)<\/figcaption>/g)].map((m) =>
      m[1]!.replace(/<[^>]*>/g, '').trim(),
    );
    expect(captions).toEqual([
      'Figure 1.1: The frame',
      'The planner, as it looks on a phone.',
      'Figure 1.2',
      '',
      'Figure 1.3 Compost, turned weekly',
    ]);
    expect(page.replace(/<[^>]*>/g, '')).toContain('The bin in Figure 1.3 feeds the bed.');
  });
});
