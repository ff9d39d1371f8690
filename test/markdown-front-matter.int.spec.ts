import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-front-matter');
const source = directorySource(FIXTURE);

describe("Markdown pages with YAML front matter (a site's pages made a book) are titled by their title:", () => {
  const book = fixtureSuite(source, 'ann/site-book', 'octavo-md-front-matter-');

  it('HTML: each page is a chapter titled by its front matter, which is never printed as text', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const page = (name: string) => plain(zip.get(name)!.toString('utf8'));
    const contents = page('index.html');
    expect(contents).toContain(
      'Contents 1. First Steps Loading the library 2. Events Binding handlers ' +
        '3. Selectors: *Finding* Elements Attribute selectors',
    );
    for (const name of [...zip.keys()].filter((n) => n.endsWith('.html'))) {
      expect(page(name)).not.toMatch(/level: beginner|layout: page|attribution|tags: \[/);
    }
    // The page that titles itself in its text is titled once; a page's own # headings are sections under its title.
    expect(
      zip
        .get('ch02.html')!
        .toString('utf8')
        .match(/<h1[^>]*>[^<]*(<span[^>]*>[^<]*<\/span>)? ?Events<\/h1>/g),
    ).toHaveLength(1);
    const selectors = zip.get('ch03.html')!.toString('utf8');
    expect(selectors).toMatch(/<h1[^>]*>.*Selectors: \*Finding\* Elements<\/h1>/);
    expect(selectors).toMatch(/<h2[^>]*>Attribute selectors<\/h2>/);
    expect(warnings).toEqual([
      'pages/broken.md:4: the front matter (between the --- lines at the top) is not valid YAML: unexpected end ' +
        'of the stream within a flow collection; it is left out, its title: unread; correct the YAML there',
      expect.stringMatching(/^pages\/broken\.md:5: text with no title after the chapter "Selectors/),
    ]);
  });

  it('EPUB: the navigation lists the pages by their titles', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const navName = [...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!;
    const nav = plain(zip.get(navName)!.toString('utf8'));
    expect(nav).toContain('Chapter 1. First Steps');
    expect(nav).toContain('Chapter 2. Events');
    expect(nav).toContain('Chapter 3. Selectors: *Finding* Elements');
  });
});

describe("a pandoc book's metadata block (its title: the book's own) in its first file", () => {
  const book = fixtureSuite(
    directorySource(join(__dirname, 'fixtures', 'books', 'markdown-pandoc-metadata')),
    'ann/pandoc-book',
    'octavo-md-pandoc-metadata-',
  );

  it("titles no chapter with the book's title: the file's own # heading stays its chapter's title", async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const contents = plain(zip.get('index.html')!.toString('utf8'));
    expect(contents).toContain('Contents 1. The First Chapter A Section of the First 2. The Second Chapter');
    expect(contents).not.toMatch(/\d\. A Pandoc Book/);
    expect(zip.get('ch01.html')!.toString('utf8')).toMatch(/<h2[^>]*>A Section of the First<\/h2>/);
    for (const name of [...zip.keys()].filter((n) => n.endsWith('.html')))
      expect(plain(zip.get(name)!.toString('utf8'))).not.toMatch(/Ann Author|rights:|All rights reserved/);
    expect(warnings).toEqual([]);
  });
});
