import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'leanpub-manuscript');

describe("a Leanpub manuscript's asides (A>, W>, T>, I> … before each line)", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/leanpub-book', 'octavo-leanpub-');

  it('HTML: each is a sidebar or an admonition holding its own headings, code and paragraphs', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).not.toMatch(/[AWTI]&gt; /);
    expect(chapter).toMatch(
      /<aside data-type="sidebar"[^>]*>\s*<h2[^>]*>Testing Soil at Home<\/h2>\s*<p>Fill a jar with soil and water, then shake it:<\/p>\s*<pre><code>sand {3}settles first\n\nclay {3}settles last\n<\/code><\/pre>\s*<p>The layers show the mix\.<\/p>\s*<\/aside>/,
    );
    expect(chapter).toMatch(/<div data-type="warning"[^>]*><h2[^>]*>Warning<\/h2>\s*<p>Never dig wet clay/);
    expect(chapter).toMatch(
      /<div data-type="tip"[^>]*><h2[^>]*>Tip<\/h2>\s*<p>Compost once a year\.<\/p>\s*<\/div>/,
    );
    expect(chapter).toMatch(/<div data-type="note"[^>]*><h2[^>]*>Note<\/h2>\s*<p>Most vegetables like a pH/);
    // "A>" inside a sentence is text.
    expect(plain(chapter)).toContain('Keep the A&gt;B ratio in mind.');
    // `linenos=on` numbers its listing: nothing is left unread.
    expect(warnings).toEqual([]);
  });

  it("EPUB: an aside's title heads no section of the contents", async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const nav = plain(zip.get([...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!)!.toString('utf8'));
    expect(nav).toContain('Soil');
    expect(nav).not.toContain('Testing Soil at Home');
  });
});

describe('attribute lists on a line of their own over a block ({title="…"}, {:lang="sh"}, {#id}, {pagebreak})', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/leanpub-book', 'octavo-leanpub-attributes-');

  it("HTML: title a table or a listing, set a listing's language and a heading's id, and print as nothing", async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).not.toMatch(/\{(title|:lang|#compost|pagebreak|linenos)/);
    expect(chapter).toMatch(
      /<table>\s*<caption><span class="label">Table 1-1\. <\/span>Soil <em>types<\/em><\/caption>\s*<thead>/,
    );
    expect(chapter).toMatch(
      /<p>Read the pH with a kit:<\/p>\s*<pre data-code-language="sh"><code class="language-sh/,
    );
    expect(chapter).toMatch(
      /<div data-type="example">\s*<h\d[^>]*><span class="label">Example 1-1\. <\/span>log\.py<\/h\d>\s*<pre data-line-numbering="numbered">/,
    );
    expect(chapter).toMatch(/<h2 id="compost-heap">Compost<\/h2>\s*<p class="octavo-break-before">The heap/);
    // Every attribute is applied: {title="log.py", linenos=on} titles its listing and numbers its lines.
    expect(warnings).toEqual([]);
    expect(chapter).toContain('class="octavo-line-number" data-line="1"');
  });
});
