import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'atlas-part-files');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/finding-things', 'octavo-atlas-part-files-');

/**
 * An Atlas book listing one file for each of its parts, as Elasticsearch: The Definitive Guide does: each file
 * opens with `ifndef::finding_build[= placeholder1]`, a document title that only makes its `= The Basics` a part
 * (Atlas converted each listed file on its own and printed no document title; the book's own master sets the
 * attribute). Octavo printed each as a title page "placeholder1" before its part. A warning block closed under a
 * paragraph's last line of about its length ("wait." over "====") was also reported as left open.
 */
describe('An Atlas book of part files with placeholder document titles', () => {
  it('HTML: the parts follow the preface, with no placeholder title page and no warning', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const pages = [...site.keys()].filter((name) => name.endsWith('.html'));
    for (const page of pages) expect(plainText(site.get(page)!.toString())).not.toMatch(/placeholder\d/);
    const contents = plainText(
      /<nav data-type="toc"[\s\S]*?<\/nav>/.exec(site.get('index.html')!.toString())![0],
    );
    expect(contents).toBe(
      'Contents Preface Part I: The Basics 1. Shelves Part II: Searching in Depth 2. Catalogues',
    );
  });

  it('EPUB: no placeholder title page; the navigation lists the parts', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const epub = await readZip(outFile);
    for (const [name, data] of epub) {
      if (name.endsWith('.xhtml')) expect(plainText(data.toString())).not.toMatch(/placeholder\d/);
    }
    const nav = plainText(epub.get('OEBPS/nav.xhtml')!.toString());
    expect(nav).toMatch(/Preface .*Part I\. The Basics .*Chapter 1\. Shelves .*Part II\. Searching in Depth/);
  });
});
