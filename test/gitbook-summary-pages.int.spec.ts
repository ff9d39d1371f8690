import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'gitbook-summary-pages');

describe("A Markdown file of ## sections is placed as the book's SUMMARY.md places it", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/bees', 'octavo-summary-pages-');

  it('a page listed beside the chapter before it is a chapter of its own, titled as listed; a page nested below one continues it; a page is one chapter', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Bees\/bees-3\.md:11: the heading "Conclusion" is a # heading in a file the book's SUMMARY\.md lists as one page: it is printed as a section of "Hives\. Part 3\.", as GitBook and mdBook show the page; write it as ##/,
      ),
      expect.stringMatching(/^Bees\/bees-3\.md:16: the heading "Links" is a # heading in a file/),
      // Bees/bees-2.md, of ## headings, is one page titled as SUMMARY.md names it: GitBook's own layout, no warning.
    ]);
    const zip = await readZip(outFile);
    const chapters = [...zip.keys()]
      .filter((name) => /^ch\d+\.html$/.test(name))
      .sort()
      .map((name) => /<main[\s\S]*<\/main>/.exec(zip.get(name)!.toString('utf8'))![0]);
    expect(chapters.map((html) => plain(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(html)![0]))).toEqual([
      'Chapter 1 Hives',
      'Chapter 2 Hives. Part 1.',
      'Chapter 3 Swarms',
      'Chapter 4 Hives. Part 3.',
    ]);
    // Nested below "The first hive" in SUMMARY.md: a section of that chapter.
    expect(plain(chapters[1])).toMatch(/Placing the hive .* Tools for the first hive A smoker/);
    expect(plain(chapters[2])).toMatch(
      /Swarms How a colony swarms In late spring .* Catching a swarm Shake the cluster/,
    );
    expect(plain(chapters[1])).not.toContain('swarm');
    // One page in SUMMARY.md: its later # headings are sections of its chapter, beside its ## ones.
    expect(chapters[3]).toMatch(
      /<h2 id="jars">Jars<\/h2>[\s\S]*<h2 id="conclusion">Conclusion<\/h2>[\s\S]*<h2 id="links">Links<\/h2>/,
    );
  });
});
