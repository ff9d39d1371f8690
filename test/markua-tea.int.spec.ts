import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markua-tea');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/tea', 'octavo-markua-tea-');

/** A Leanpub manuscript written in Markua's attribute syntax, as Leanpub reads it. */
describe('A Markua manuscript', () => {
  it("HTML: index entries written after a word ({i: …}) print nothing and make the book's index", async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const leaves = site.get('ch01.html')!.toString();
    expect(leaves.replace(/<a data-type="indexterm"[^>]*><\/a>/g, '')).toContain(
      'Shaded leaves make <em>Gyokuro</em>, sun-grown ones <em>Sencha</em>.\nBoth keep best cold.',
    );
    expect(leaves).not.toContain('{i:');
    const indexPage = [...site.keys()].find((name) => /^ix\d*\.html$|index-\w*\.html$/.test(name));
    expect(indexPage).toBeDefined();
    const index = plain(site.get(indexPage!)!.toString());
    expect(index).toMatch(/Gyokuro.*Sencha.*storage.*of green tea/s);
  });
});
