import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'mdbook-prefix-chapters');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/rope-work', 'octavo-mdbook-prefix-chapters-');

/**
 * mdBook numbers only the chapters its SUMMARY.md lists in its lists: a page linked above them (a prefix chapter,
 * rust-cli/book's "Getting started") or below them (a suffix chapter) is unnumbered. Octavo printed the prefix page
 * as "Chapter 1" and the book's first listed chapter as "Chapter 2".
 */
describe('An mdBook book with prefix and suffix chapters', () => {
  it('HTML: the contents number only the listed chapters, from 1', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const contents = plainText(
      /<nav data-type="toc"[\s\S]*?<\/nav>/.exec(site.get('index.html')!.toString())![0],
    );
    expect(contents).toBe('Contents Before you start 1. Ropes 2. Knots Thanks');
    const opening = plainText(site.get('ch01.html')!.toString());
    expect(opening).toContain('Before you start');
    expect(opening).not.toMatch(/Chapter 1\b/);
  });

  it('EPUB: the navigation says the same', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const nav = plainText((await readZip(outFile)).get('OEBPS/nav.xhtml')!.toString());
    expect(nav).toMatch(/Before you start .*Chapter 1\. Ropes .*Chapter 2\. Knots .*Thanks/);
    expect(nav).not.toMatch(/Chapter \d+\. (?:Before you start|Thanks)/);
  });
});
