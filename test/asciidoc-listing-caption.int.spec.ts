import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageTexts } from './support/pdf-book';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-listing-caption');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/asciidoc-listing-caption',
  'octavo-asciidoc-listing-caption-',
);

/**
 * Chapter 1 sets `:listing-caption: Listing`: its titled listings are numbered under that word, apart from its example
 * block, and an xref to one reads so. Chapter 2 sets nothing: its titled listing is an example, as HTMLBook has it.
 */
const CHAPTER_1 = [
  'Listing 1-1. Heat the water',
  'Example 1-1. A Tasting Note',
  'Listing 1-2. Steep the leaves',
];
const CHAPTER_2 = ['Example 2-1. Pour the tea'];
const XREF = 'Time it as Listing 1-2 shows.';

function captions(page: string): string[] {
  return [...page.matchAll(/<h\d[^>]*>(\s*<span class="label">[\s\S]*?)<\/h\d>/g)].map((m) =>
    m[1]!.replace(/<[^>]*>/g, '').trim(),
  );
}

describe("An AsciiDoc book's own listing caption (:listing-caption:)", () => {
  it('HTML: listings are labelled and numbered with the word, examples apart; xrefs read the label', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const chapter1 = site.get('ch01.html')!.toString();
    expect(captions(chapter1)).toEqual(CHAPTER_1);
    expect(captions(site.get('ch02.html')!.toString())).toEqual(CHAPTER_2);
    expect(chapter1.replace(/<[^>]*>/g, '')).toContain(XREF);
    expect(chapter1).not.toContain('data-octavo');
  });

  it('EPUB: the same labels', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const epub = await readZip(outFile);
    expect(captions(epub.get('OEBPS/ch01.xhtml')!.toString())).toEqual(CHAPTER_1);
    expect(captions(epub.get('OEBPS/ch02.xhtml')!.toString())).toEqual(CHAPTER_2);
  });

  it('PDF: the same labels', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const text = (await pageTexts(outFile)).join('\n');
    for (const caption of [...CHAPTER_1, ...CHAPTER_2, XREF]) expect(text).toContain(caption);
  });
});
