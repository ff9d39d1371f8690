import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'folder-readme-links');
const MISSING =
  'reading.md:5: link extras/ names a folder, and no file of the book is the page at that address (its .md, or the ' +
  "folder's index.md or README.md); link removed, its text kept: correct the path, or, for a page published " +
  'outside the book, write its full address (https://…)';

describe('A link to a folder (`setup/`) in a GitBook or mdBook book leads to the folder’s README page', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/tool', 'octavo-folder-readme-');

  it('HTML: each folder link lands on its README chapter; a folder with no page is still reported', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([MISSING]);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const html = (name: string) => zip.get(name)!.toString('utf8');
    expect(html('ch01.html')).toMatch(/<a href="ch02\.html">setting up<\/a>/);
    expect(html('ch01.html')).toMatch(/<a href="ch04\.html">using it<\/a>/);
    expect(html('ch03.html')).toMatch(/<a href="ch04\.html">usage<\/a>/);
  });

  it('EPUB: the same links lead to the book’s own pages', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([MISSING]);
    const chapter = (await readZip(outFile)).get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(chapter).toMatch(/<a href="ch02\.xhtml">setting up<\/a>/);
  });
});
