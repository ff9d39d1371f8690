import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-page-contents');
const source = directorySource(FIXTURE);

describe("A Markdown page's own list of links to its headings is left out: the book's contents list them", () => {
  const book = fixtureSuite(source, 'ann/types', 'octavo-md-page-contents-');

  it('HTML: no "Table of Contents" chapter, Chapter 1 is the first real chapter; the author is told where', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'basics.md:1: the page\'s own contents ("Table of Contents", a list of links to its headings) is left out: ' +
        "the book's contents list those headings; remove it from the file",
      "release.md:1: the page's own contents (a list of links to its headings) is left out: the book's contents " +
        'list those headings; remove it from the file',
    ]);
    const zip = await readZip(outFile);
    const text = [...zip.keys()]
      .filter((name) => /^ch\d+\.html$/.test(name))
      .sort()
      .map((name) => plain(zip.get(name)!.toString('utf8')))
      .join(' ');
    expect(text).not.toMatch(/Table of Contents/);
    // "Introduction" first in the book is its unnumbered introduction, as without the list before it.
    expect(text).toContain('Chapter 1 Boolean The simplest type');
    expect(text).toContain('Chapter 3 Optional Chaining Stop when');
    // A list of links inside the text is the author's, and stays.
    expect(text).toContain('See the flags is a list the text keeps.');
  });

  it('EPUB: the navigation starts with the first real chapter', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const navName = [...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!;
    const nav = plain(zip.get(navName)!.toString('utf8'));
    expect(nav).toContain(
      'Introduction Chapter 1. Boolean Chapter 2. A note about ‘let’ Chapter 3. Optional Chaining',
    );
    expect(nav).not.toContain('Table of Contents');
  });
});
