import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { loadPlatformConfig } from '../renderers/config/load-platform-config';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { formatWarning } from '../renderers/warnings';
import { FixtureRenderer, renderFixture } from './support/render-fixture';

const FIXTURES = join(__dirname, 'fixtures', 'books', 'asciidoc-dialects');

/** The `<code>` spans of a page, in order. */
const codeSpans = (html: string) => [...html.matchAll(/<code[^>]*>([^<]*)<\/code>/g)].map((m) => m[1]);
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('AsciiDoc read in the syntax its text is written in, whatever the configuration file', () => {
  let dir: string;

  const render = async (book: 'legacy' | 'modern' | 'curved', renderer: FixtureRenderer, file: string) => {
    const source = directorySource(join(FIXTURES, book));
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const { outFile, warnings } = await renderFixture(
      { source, config: loaded.config, dir, bookName: `ann/${book}` },
      renderer,
      file,
    );
    return { outFile, warnings: warnings.map(formatWarning) };
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'octavo-dialects-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('a platform.json book written in legacy AsciiDoc prints its +text+ as code, and says why', async () => {
    const { outFile, warnings } = await render('legacy', renderHtml, 'legacy.zip');
    expect(warnings).toEqual([
      'recipes/ch01.asciidoc:6: the book writes constant width as +text+ (+clojure.string/capitalize+; 3 times, ' +
        "`text` 1 times), the legacy AsciiDoc of AsciiDoc Python and O'Reilly's Atlas: it is read in Asciidoctor's " +
        'compat-mode, where +text+ is code (Asciidoctor otherwise prints it as plain text); to read it as ' +
        'Asciidoctor reads it today, put :compat-mode!: in the document header',
    ]);
    const zip = await readZip(outFile);
    const page = zip.get('index.html')!.toString('utf8');
    expect(codeSpans(page)).toEqual([
      'clojure.string/capitalize',
      'clojure.string/lower-case',
      'clojure.string/upper-case',
      'lein repl',
    ]);
    expect(plain(page)).not.toMatch(/\+clojure/);
  });

  it('the EPUB reads it the same way', async () => {
    const { outFile } = await render('legacy', renderEpub, 'legacy.epub');
    const zip = await readZip(outFile);
    const chapter = [...zip.entries()]
      .filter(([name]) => name.endsWith('.xhtml'))
      .map(([, data]) => data.toString('utf8'))
      .find((page) => page.includes('Capitalizing a String'))!;
    expect(codeSpans(chapter)).toContain('clojure.string/capitalize');
  });

  it("an atlas.json book written in today's AsciiDoc keeps its ++_++ escapes and 'quotes' as text", async () => {
    const { outFile, warnings } = await render('modern', renderHtml, 'modern.zip');
    expect(warnings).toEqual([
      'book/ch01.adoc:3: the book writes the AsciiDoc of Asciidoctor today (memory++_++limit; 3 times, +text+ 0 times): ' +
        "it is read so, not in the compat-mode of Atlas's legacy syntax, where ++text++ is code, 'text' " +
        'emphasis, "`text`" code between straight quotes and `{attribute}` printed as written; to read it the Atlas ' +
        'way, put :compat-mode: in the ' +
        'document header',
    ]);
    const zip = await readZip(outFile);
    const page = zip.get('index.html')!.toString('utf8');
    expect(plain(page)).toContain('PHP-Optionen memory_limit und max_execution_time auf sehr hohe Werte');
    expect(plain(page)).toContain("Die Option 'Cache' steht im Menü 'System'.");
    expect(codeSpans(page)).toEqual([]);
    expect(page).not.toMatch(/<em>Cache<\/em>/);
  });

  it('an atlas.json book that writes "`curved quotes`" prints them curved, not as code between straight quotes', async () => {
    const { outFile, warnings } = await render('curved', renderHtml, 'curved.zip');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^book\/ch01\.asc:3: the book writes the AsciiDoc of Asciidoctor today \("`killer feature,`"; 3 times/,
      ),
    ]);
    const page = (await readZip(outFile)).get('index.html')!.toString('utf8');
    expect(plain(page)).toContain('Git’s “killer feature,” and');
    expect(plain(page)).toContain('A branch is a “pointer” to a commit; the “child” commits');
    expect(codeSpans(page)).toEqual(['main']);
  });
});
