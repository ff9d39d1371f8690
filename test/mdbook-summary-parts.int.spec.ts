import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'mdbook-summary-parts');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/shelving', 'octavo-mdbook-summary-parts-');

/**
 * An mdBook book whose SUMMARY.md groups its chapters under part titles (`# Part 1: Guide`, `# Old pages`), the
 * first part opening with a page titled as the part, as rust-lang/async-book does. Octavo dropped the part titles
 * and printed that page as a chapter with its number hidden, so the numbering skipped from 0 to 2.
 */
describe('An mdBook book with part titles in its SUMMARY.md', () => {
  it('HTML: the contents list each part before its chapters, numbered without a gap', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const contents = plainText(
      /<nav data-type="toc"[\s\S]*?<\/nav>/.exec(site.get('index.html')!.toString())![0],
    );
    // The author labels the first part ("Part 1: …"): the one they left unlabelled gets no number of the book's.
    expect(contents).toBe(
      'Contents Introduction Part 1: A guide to shelving Core ideas 1. Shelves 2. Boards Old pages 3. Ledges',
    );
    const partPage = site.get('part01.html')!.toString();
    expect(partPage).toContain('data-type="part"');
    expect(plainText(partPage)).toContain('This part walks through building one shelf.');
  });

  it('EPUB: the navigation nests each chapter under its part', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const nav = (await readZip(outFile)).get('OEBPS/nav.xhtml')!.toString();
    expect(plainText(nav)).toMatch(
      /Part 1: A guide to shelving .*Chapter 1\. Shelves .*[^.] Old pages .*Chapter 3\. Ledges/,
    );
    expect(nav).toMatch(/Old pages<\/a>\s*<ol>\s*<li>\s*<a[^>]*>Chapter 3\. Ledges/);
  });
});
