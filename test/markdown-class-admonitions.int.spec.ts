import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-class-admonitions');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/bread-at-home', 'octavo-class-admonitions-');

/**
 * Notes written as boxes of an admonition class (`<div class="note">` with a `### Note` heading, as site themes style
 * them): the box was an unmarked block and its heading an entry of the book's contents ("Note" after every section
 * that had one). Such a box is now an HTMLBook admonition of its kind, its heading the admonition's title, out of the
 * contents; a box of any other class is left as it is, and so is one whose </div> is missing (it holds the sections
 * after it), with a warning.
 */
describe('Markdown boxes of an admonition class', () => {
  it('HTML: note and tip boxes are admonitions; their headings stay out of the contents', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^ch01\.md:29: <div class="important"> holds the heading "Shaping" and the text after it: its <\/div> is missing, so it is printed as a plain box.*close it with <\/div> where it ends$/,
      ),
    ]);
    const site = await readZip(outFile);
    const page = site.get('ch01.html')!.toString();
    expect(page).toMatch(
      /<div data-type="note">\s*<h\d[^>]*>Note<\/h\d>\s*<p>A cold kitchen slows it down\.<\/p>/,
    );
    expect(page).toMatch(/<div data-type="tip">[^]*Keep a spare jar in the fridge\.\s*<\/div>/);
    expect(page).toContain('<div class="recipe-card">');
    const contents = site.get('index.html')!.toString();
    expect(contents).toContain('>Flour</a>');
    expect(contents).toContain('>Rye Loaf</a>');
    expect(contents).not.toContain('>Note</a>');
    expect(contents).toContain('>Shaping</a>');
    expect(page).toContain('Fold the dough towards you.');
  });
});
