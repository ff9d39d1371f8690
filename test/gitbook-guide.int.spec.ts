import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'gitbook-guide');

describe('a GitBook book (Markdown read on GitBook and GitHub)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/gitbook-guide', 'octavo-gitbook-');

  it('a link to a heading written in other case (#Watering-Can) finds it, as GitBook and GitHub find it', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).toMatch(/<a href="app01\.html#watering-can"[^>]*>Appendix A<\/a>/);
    expect(warnings).toEqual([]);
  });
});
