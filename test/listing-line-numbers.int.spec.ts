import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { renderEpub, renderHtml, renderMobi, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageLines, pageTexts } from './support/pdf-book';
import { epubcheckErrors, tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * Listings whose lines the book numbers: AsciiDoc's `[source,python,linenums]` (titled and not), HTMLBook's
 * `<pre data-line-numbering="numbered">` and pandoc's ```` ``` {.python .numberLines} ````, beside a listing without numbers. The text refers to "line 4", so the
 * reader must see the numbers; the code's own text stays as written.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'listing-line-numbers');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/listing-line-numbers', 'octavo-line-numbers-');

/** Each listing of the page: the numbers its lines carry, and its text without them. */
function listings(page: string): { numbers: string[]; text: string }[] {
  return [...page.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => ({
    numbers: [...m[1]!.matchAll(/class="octavo-line-number" data-line="(\d+)"/g)].map((n) => n[1]!),
    text: m[1]!.replace(/<[^>]*>/g, ''),
  }));
}

describe('Numbered listings (AsciiDoc linenums, HTMLBook data-line-numbering)', () => {
  it('HTML: every line of a numbered listing carries its number; other listings none; the code unchanged', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const [steep, plain, untitled] = listings(site.get('ch01.html')!.toString());
    expect(steep!.numbers).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(steep!.text).toContain('def steep(leaves, minutes):\n    pot = warm_pot()\n\n    pot.add(leaves)');
    expect(plain!.numbers).toEqual([]);
    expect(untitled!.numbers).toEqual(['1', '2']);
    expect(listings(site.get('ch02.html')!.toString())[0]!.numbers).toEqual(['1', '2', '3']);
    expect(listings(site.get('ch03.html')!.toString())[0]!.numbers).toEqual(['1', '2']);
    expect(site.get('style.css')!.toString()).toMatch(
      /\.octavo-line-number:not\(\.octavo-line-number-text\)::before\s*{\s*content: attr\(data-line\)/,
    );
  });

  it('EPUB: the same numbers; epubcheck passes', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const epub = await readZip(outFile);
    expect(listings(epub.get('OEBPS/ch01.xhtml')!.toString())[0]!.numbers).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(await epubcheckErrors(outFile)).toEqual({ code: 0, errors: [] });
  });

  it('PDF: each numbered line is printed after its number, the unnumbered listing without', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const lines = (await pageTexts(outFile)).flatMap(pageLines).map((line) => line.replace(/\s+/g, ' '));
    expect(lines).toEqual(
      expect.arrayContaining(['1 def steep(leaves, minutes):', '4 pot.add(leaves)', '6 return pot.pour()']),
    );
    expect(lines).toEqual(
      expect.arrayContaining(['1 fill', '2 boil', '1 warm cups', '3 serve', '2 tin.seal()']),
    );
    expect(lines).toEqual(expect.arrayContaining(['kettle.boil()']));
  });
  it('MOBI: the numbers are in the text, as Calibre reads the file back (it drops generated content)', async () => {
    const { outFile } = await book.render(renderMobi, 'book.mobi');
    const text = join(book.dir(), 'mobi.txt');
    expect((await tool('ebook-convert', [outFile, text])).code).toBe(0);
    const words = (await readFile(text, 'utf8')).replace(/\s+/g, ' ');
    expect(words).toMatch(/1 ?def steep\(leaves, minutes\): 2 pot = warm_pot\(\) 3 4 pot\.add\(leaves\)/);
    expect(words).toContain('kettle.boil() kettle.pour()');
  });
});
