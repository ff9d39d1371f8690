import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'myst-toc-sections');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/knots', 'octavo-myst-toc-sections-');

/**
 * A Jupyter Book whose `_toc.yml` lists pages in a chapter's `sections:`, each page titled with `#` as Jupyter Book
 * pages are. Sphinx nests them below that chapter, and Jupyter Book's PDF prints them as its sections; Octavo printed
 * each as a chapter of its own.
 */
describe("A Jupyter Book page in a chapter's sections: in _toc.yml", () => {
  it('HTML: is a section of that chapter, its own sections a level below', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const contents = plainText(
      /<nav data-type="toc"[\s\S]*?<\/nav>/.exec(site.get('index.html')!.toString())![0],
    );
    expect(contents).toBe(
      'Contents About this book 1. Knots The bowline Tying it The clove hitch 2. Caring for rope',
    );
    const chapter = site.get('ch02.html')!.toString();
    expect(chapter).toMatch(/<h2[^>]*>The bowline<\/h2>[\s\S]*<h3[^>]*>Tying it<\/h3>/);
  });

  it('EPUB: the navigation lists the pages under their chapter', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const nav = plainText((await readZip(outFile)).get('OEBPS/nav.xhtml')!.toString());
    expect(nav).toContain('Chapter 1. Knots The bowline The clove hitch Chapter 2. Caring for rope');
  });
});
