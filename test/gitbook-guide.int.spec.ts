import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const codeText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')
    .trimEnd();

const FIXTURE = join(__dirname, 'fixtures', 'books', 'gitbook-guide');

describe('a GitBook book (Markdown read on GitBook and GitHub)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/gitbook-guide', 'octavo-gitbook-');

  it('a link to a heading written in other case (#Watering-Can) finds it, as GitBook and GitHub find it', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(chapter).toMatch(/<a href="app01\.html#watering-can"[^>]*>Appendix A<\/a>/);
    expect(warnings.filter((w) => w.includes('cross-reference'))).toEqual([]);
  });

  it("include-codeblock's [include](file) and [import:part](file) lines show the file's code", async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const chapter = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    const listings = [
      ...chapter.matchAll(/<pre data-code-language="(\w+)"><code[^>]*>([\s\S]*?)<\/code><\/pre>/g),
    ].map(([, language, code]) => [language, codeText(code!)]);
    expect(listings).toEqual([
      [
        'js',
        "// The can's model.\n//! [fill]\nconst fill = (can) => ({ ...can, litres: 10 });\n//! [fill]\nconst empty = (can) => ({ ...can, litres: 0 });",
      ],
      ['typescript', 'const fill = (can) => ({ ...can, litres: 10 });'],
      ['js', '//! [fill]'],
      // Shown as syntax in a listing, it stays.
      ['markdown', '[include](./code/can.js)'],
    ]);
    expect(warnings.filter((w) => w.startsWith('ch01.md'))).toEqual([
      'ch01.md:21: [include](./code/hose.js) names code/hose.js, which does not exist; correct the path; the line ' +
        'is printed as written',
      'ch01.md:21: link ./code/hose.js points to code/hose.js, which does not exist; link removed, its text kept: ' +
        'correct the path, or, for a page published outside the book, write its full address (https://…)',
    ]);
  });

  it("{% hint %} is an admonition, {% exercise %} a sidebar of its text and code, the plugin's test lines gone", async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const appendix = (await readZip(outFile)).get('app01.html')!.toString('utf8');
    expect(appendix).toMatch(
      /<div data-type="warning"><h3[^>]*>Warning<\/h3>\s*<p>Empty the can before <strong>winter<\/strong>\.<\/p>\s*<\/div>/,
    );
    expect(appendix).toMatch(
      /<aside data-type="sidebar" class="exercise">\s*<p>Fill the can with one call\.<\/p>\s*<pre data-code-language="js"><code[^>]*>[\s\S]*?full[\s\S]*?<\/code><\/pre>\s*<\/aside>/,
    );
    expect(appendix).not.toMatch(
      /\{% (hint|endhint|exercise|initial|solution|validation|context|endexercise)/,
    );
    // A tag Octavo does not know is still printed and named, at its line.
    expect(warnings).toContainEqual(
      expect.stringMatching(/^appendix_a\.md:26: \{% raw %\} is template markup/),
    );
  });

  it("EPUB: a link to a repository file that is no page of the book is named by the author's path", async () => {
    const { warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toContain(
      'ch01.md:27: link to RULES.md kept as text: that file is not a page of the book, and an EPUB links only to its ' +
        'own pages; link to its web address instead, or list it in the book',
    );
  });
});
