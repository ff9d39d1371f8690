import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'extensionless-page-links');
const MISSING =
  'notes/2/01_dicts.md:9: link ../03_setup points to notes/03_setup, which does not exist; link removed, its text ' +
  'kept: correct the path, or, for a page published outside the book, write its full address (https://…)';

/** A page of the repository left out of the book (`04_extras.md`), linked as its site links it. */
const unlisted = (href: string) =>
  `notes/2/01_dicts.md:11: link ${href} is the page notes/04_extras.md, which is not one of the book's files; link ` +
  "removed, its text kept: add the file to the book's files, or write the page's published address (https://…)";
const WARNINGS = [MISSING, unlisted('../04_extras.html'), unlisted('../04_extras')];

describe('Links to a page of the book without its extension (`02_lists`, as GitHub Pages serves it) lead to that page', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/python', 'octavo-extensionless-links-');

  it('HTML: each link lands on its chapter or section; a page of no book file is still reported, one the book leaves out named', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual(WARNINGS);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const html = (name: string) => zip.get(name)!.toString('utf8');
    expect(html('ch01.html')).toMatch(/<a href="ch02\.html">lists<\/a>/);
    expect(html('ch01.html')).toMatch(/<a href="ch03\.html#keys">dictionary keys<\/a>/);
    expect(html('ch02.html')).toMatch(/<a href="ch01\.html">introduction<\/a>/);
    expect(html('ch03.html')).toMatch(/<a href="ch02\.html">lists<\/a>/);
  });

  it('EPUB: the same links lead to the book’s own pages', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual(WARNINGS);
    const zip = await readZip(outFile);
    const chapter = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(chapter).toMatch(/<a href="ch02\.xhtml">lists<\/a>/);
    expect(chapter).toMatch(/<a href="ch03\.xhtml#keys">dictionary keys<\/a>/);
  });
});
