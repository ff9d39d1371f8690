import { join } from 'node:path';
import { renderEpub } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'epub-unlisted-file-links');
const source = directorySource(FIXTURE);

const keptAsText = (where: string, path: string) =>
  `${where}: link to ${path} kept as text: that file is not a page of the book, and an EPUB links only to its own ` +
  'pages; link to its web address instead, or list it in the book';

describe('EPUB: each link to a repository file that is no page of the book is named at its line', () => {
  const book = fixtureSuite(source, 'ann/declarations', 'octavo-epub-unlisted-');

  it('names the file and line of every such link, with the path as the repository spells it', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([
      keptAsText('guide/first steps.md:3', 'guide/templates/module class.d.ts.md'),
      keptAsText('guide/first steps.md:5', 'guide/templates/module function.d.ts.md'),
      keptAsText('guide/first steps.md:7', 'guide/templates/module class.d.ts.md'),
      // Joined to the chapter before it, a section file's link is still named in its own file.
      keptAsText('guide/more steps.md:3', 'guide/templates/module class.d.ts.md'),
    ]);
    const zip = await readZip(outFile);
    const chapter = zip.get([...zip.keys()].find((name) => name.endsWith('ch01.xhtml'))!)!.toString('utf8');
    expect(chapter).not.toMatch(/href="[^"]*templates/);
    expect(plain(chapter)).toMatch(/starts from the class template ?\./);
    // A WebP image is shipped as PNG, which every EPUB reader shows.
    expect(chapter).toContain('<img src="assets/guide/dot.png" alt="A red dot"');
  });
});
