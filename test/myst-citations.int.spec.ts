import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'myst-citations');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/pond', 'octavo-myst-citations-');

/**
 * sphinxcontrib-bibtex's `{cite}` roles and `{bibliography}` directives over a `.bib` file, as Jupyter Book books
 * cite their sources. Octavo printed each citation's keys as bare words under a "role Octavo does not know"
 * warning, and left every reference list out ("a directive Octavo does not run").
 */
describe('MyST {cite} and {bibliography}', () => {
  it('HTML: prints the .bib entries as a reference list, and each citation links to its entry', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      // A path one folder too high: the warning names the file meant and the path to write.
      'notes/tadpoles.md:5: {bibliography} names a file that points outside the repository; its references are ' +
        "not printed: the book's file of that name is refs/pond.bib; write its path from this file, ../refs/pond.bib",
      'frogs.md:5: {cite} key "newt1999" is in no reference list of the book (no {bibliography} prints a .bib entry ' +
        'of that key); link removed, the key kept: correct the key, or add its entry to the .bib file a ' +
        '{bibliography} of the book names',
    ]);
    const files = await readZip(outFile);
    const frogs = files.get('ch01.html')!.toString();
    expect(frogs).toMatch(/spring \[<a href="#bib-marsh2019">MR19<\/a>\]/);
    expect(frogs).toMatch(/\[<a href="#bib-reed2020">Ree20<\/a>, <a href="#bib-lily2018">Pad18<\/a>\]/);
    // Without :all:, a chapter's list holds the entries it cites, sorted by the authors' family names.
    const chapterList = plainText(frogs.slice(frogs.indexOf('<dl')));
    expect(chapterList).toContain(
      '[MR19] Ada Marsh and Ben Reed. Spawning in Cold Water. Pond Journal, 12(3):4–9, 2019. [Pad18] ' +
        'Lily Pad. Tadpoles &amp; Their Ponds. Reed Press, 2018. [Ree20] Ben Reed. Hatching times. 2020. ' +
        'https://example.org/hatching',
    );
    expect(chapterList).not.toContain('Newts');
    expect(plainText(frogs)).toContain('Newts return each year [ newt1999 ]');
    expect([...files.values()].some((data) => data.toString().includes('data-octavo-cited-key'))).toBe(false);
    const references = [...files.entries()].find(
      ([name, data]) => name !== 'ch01.html' && name.endsWith('.html') && data.toString().includes('<dl'),
    );
    expect(references).toBeDefined();
    expect(plainText(references![1].toString())).toContain('[Zed17] Zoe Zed. Newts. 2017.');
  });
});
