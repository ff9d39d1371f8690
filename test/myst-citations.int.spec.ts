import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { loadPlatformConfig } from '../renderers/config/load-platform-config';
import { directorySource } from '../renderers/test-support/directory-source';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { formatWarning } from '../renderers/warnings';
import { fixtureSuite, plainText, renderFixture } from './support/render-fixture';

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

describe('MyST citations in a book whose _config.yml sets bibtex_reference_style', () => {
  const config = (style: string) =>
    [
      'title: Ponds',
      'sphinx:',
      '  config:',
      `    bibtex_reference_style: ${style}`,
      '  bibtex_bibfiles: x',
      '',
    ].join('\n');
  const files = (style: string) => ({
    'platform.json': JSON.stringify({ title: 'Ponds', files: ['frogs.md', 'references.md'] }),
    '_config.yml': config(style).replace('  bibtex_bibfiles: x\n', '    bibtex_bibfiles: [pond.bib]\n'),
    'pond.bib': [
      '@article{marsh2019, author = {Marsh, Ada and Reed, Ben}, title = {Spawning}, year = {2019}}',
      '@book{pad2018, author = {Pad, Lily and Reed, Ben and Zed, Zoe}, title = {Tadpoles}, year = 2018}',
      '@misc{gogh2020, author = {van Gogh, Vincent}, title = {Lily Ponds}, year = {2020}}',
      '@misc{zed2017, author = {Zed, Zoe}, title = {Newts}, year = {2017}}',
    ].join('\n'),
    'frogs.md': [
      '# Frogs',
      '',
      'Eggs come in spring {cite}`marsh2019`, as {cite:t}`pad2018` found. {cite:ct}`gogh2020` painted',
      'them {cite:p}`{see}gogh2020{p. 5}`; {cite:ts}`pad2018` counted them.{cite:empty}`zed2017`',
      '',
    ].join('\n'),
    'references.md': '# References\n\n```{bibliography}\n```\n',
  });

  async function frogs(style: string, configText?: string) {
    const book = memorySource({
      ...files(style),
      ...(configText === undefined ? {} : { '_config.yml': configText }),
    });
    const loaded = await loadPlatformConfig(book);
    if (!loaded.ok) throw new Error(loaded.message);
    const dir = await mkdtemp(join(tmpdir(), 'octavo-myst-cite-style-'));
    try {
      const { outFile, warnings } = await renderFixture(
        { source: book, config: loaded.config, dir, bookName: 'ann/ponds' },
        renderHtml,
        'book.zip',
      );
      const zip = await readZip(outFile);
      return {
        zip,
        text: plainText(zip.get('ch01.html')!.toString()),
        warnings: warnings.map(formatWarning),
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('author_year: prints authors and years, in each form the roles ask for, linked to their entries', async () => {
    const { zip, text, warnings } = await frogs('author_year');
    expect(warnings).toEqual([]);
    expect(text).toContain(
      'Eggs come in spring [ Marsh and Reed, 2019 ], as Pad et al. [ 2018 ] found. Van Gogh [ 2020 ] painted ' +
        'them [see van Gogh, 2020 , p. 5]; Pad, Reed, and Zed [ 2018 ] counted them.',
    );
    expect(zip.get('ch01.html')!.toString()).toMatch(
      /\[<a href="[^"]*#bib-marsh2019">Marsh and Reed, 2019<\/a>\]/,
    );
    // {cite:empty} prints nothing but lists its work, as every cited one.
    const references = plainText(zip.get('ch02.html')!.toString());
    expect(references).toContain('[Zed17] Zoe Zed. Newts. 2017.');
  });

  it("reads the .bib files from the top of _config.yml too, where Jupyter Book's documentation writes them", async () => {
    const { text, warnings } = await frogs(
      'label',
      'title: Ponds\nbibtex_bibfiles:\n  - pond.bib\nsphinx:\n  config:\n    bibtex_reference_style: author_year\n',
    );
    expect(warnings).toEqual([]);
    expect(text).toContain('Eggs come in spring [ Marsh and Reed, 2019 ], as Pad et al. [ 2018 ] found.');
  });

  it('label (the default): prints the labels, and the authors before them in the textual forms', async () => {
    const { text, warnings } = await frogs('label');
    expect(warnings).toEqual([]);
    expect(text).toContain(
      'Eggs come in spring [ MR19 ], as Pad et al. [ PRZ18 ] found. Van Gogh [ vGog20 ]',
    );
  });

  it('a style Octavo does not print: labels, and a warning at its line', async () => {
    const { text, warnings } = await frogs('super');
    expect(text).toContain('Eggs come in spring [ MR19 ]');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^_config\.yml:4: bibtex_reference_style: super is not a reference style Octavo prints/,
      ),
    ]);
  });
});
