import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'links-to-notes');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/notes', 'octavo-links-to-notes-');

/** Each `#fragment` link of a page whose id the page lacks. */
const danglingLinks = (page: string) => {
  const ids = new Set([...page.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id));
  return [...page.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id).filter((id) => !ids.has(id));
};

/** The superscript numbers of a page's note references, in reading order. */
const referenceNumbers = (page: string) =>
  [...page.matchAll(/<sup\b[^>]*>\s*<a\b[^>]*class="footnote-ref"[^>]*>(\d+)<\/a>\s*<\/sup>/g)].map(
    ([, n]) => n,
  );

/**
 * A hand-written link to a footnote (Scaling Python with Dask's `<sup><a href="#libraries_table_foonote">a</a></sup>`
 * on each library of a list) pointed at an id the note lost when the formats numbered the notes: dangling links on
 * the site, fourteen RSC-012 errors from epubcheck. Each is now a second reference to the note: its number, linked.
 */
describe('Links to a footnote, written by hand', () => {
  it('HTML: each prints the note’s number and reaches it, before the note, after it and from another chapter', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const ch01 = site.get('ch01.html')!.toString();
    const ch02 = site.get('ch02.html')!.toString();
    expect(danglingLinks(ch01)).toEqual([]);
    expect(danglingLinks(ch02)).toEqual([]);
    // The note is numbered where it is first referenced (pandas), its own place reads its number again.
    expect(referenceNumbers(ch01)).toEqual(['1', '1', '1', '2']);
    expect(plainText(ch01)).toContain('pandas : 1 tables in memory');
    expect(plainText(ch01)).toContain('dask : 1 tables across machines');
    expect(plainText(ch01)).toMatch(/Notes Covered in this book\..*Only one machine is needed to start\./);
    expect(referenceNumbers(ch02)).toEqual(['1']);
    expect(plainText(ch02)).toContain('Covered in this book.');
  });

  it('EPUB: every link lands on an id of its document', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const epub = await readZip(outFile);
    for (const name of ['OEBPS/ch01.xhtml', 'OEBPS/ch02.xhtml']) {
      expect(danglingLinks(epub.get(name)!.toString())).toEqual([]);
    }
    expect(referenceNumbers(epub.get('OEBPS/ch01.xhtml')!.toString())).toEqual(['1', '1', '1', '2']);
  });
});
