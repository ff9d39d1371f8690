import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { textLines } from './support/pdf-checks';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'myst-toc-parts');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/bees', 'octavo-myst-toc-parts-');

/**
 * A Jupyter Book whose `_toc.yml` groups its chapters into parts, each a `caption:` over its `chapters:` (paths from
 * the book's folder, written with and without their extension). Jupyter Book's HTML and PDF title each part by its
 * caption; Octavo read no `_toc.yml` and printed the chapters at one level, the captions lost. Only the second part
 * says `numbered: true`: its chapters are numbered, the first part's not, as Jupyter Book's HTML numbers them.
 */
describe('A Jupyter Book whose _toc.yml has parts', () => {
  it('HTML: the contents list each caption as a part before its chapters', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const contents = plainText(
      /<nav data-type="toc"[\s\S]*?<\/nav>/.exec(site.get('index.html')!.toString())![0],
    );
    expect(contents).toBe(
      'Contents Welcome Part I: Getting started Hives Bees Part II: Through the year 1. Spring 2. Winter',
    );
    const part = site.get('part01.html')!.toString();
    expect(part).toContain('data-type="part"');
    expect(plainText(part)).toContain('Getting started');
  });

  it('EPUB: the navigation nests each chapter under its part', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const nav = (await readZip(outFile)).get('OEBPS/nav.xhtml')!.toString();
    // Only the part that says `numbered: true` is numbered, as Jupyter Book numbers each part's toctree.
    expect(nav).toMatch(/Through the year<\/a>\s*<ol>\s*<li>\s*<a[^>]*>Chapter 1\. Spring/);
  });

  it('PDF: each part opens on a page of its own, titled by its caption', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const pages = (await textLines(outFile)).map((page) => page.lines.map((line) => line.text).join(' '));
    const partPage = pages.findIndex((page) => /Through the year/.test(page) && !/Contents/.test(page));
    expect(partPage).toBeGreaterThan(0);
    expect(pages[partPage]).not.toMatch(/Spring/);
    expect(pages.slice(partPage + 1).join(' ')).toMatch(/Spring/);
  }, 60_000);
});
