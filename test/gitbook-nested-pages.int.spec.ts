import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'gitbook-nested-pages');

describe('In a book that writes its nested pages as sections, a # page is nested as SUMMARY.md nests it', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/pottery', 'octavo-nested-pages-');

  it('HTML: the pages nested below a chapter are its sections, each a level below the page above it', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const chapters = [...zip.keys()]
      .filter((name) => /^ch\d+\.html$/.test(name))
      .sort()
      .map((name) => /<main[\s\S]*<\/main>/.exec(zip.get(name)!.toString('utf8'))![0]);
    expect(chapters.map((html) => plain(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(html)![0]))).toEqual([
      'Chapter 1 Clay',
      'Chapter 2 The kiln',
    ]);
    const clay = chapters[0]!;
    expect(clay).toMatch(
      /<h2[^>]*>Wedging<\/h2>[\s\S]*<h3[^>]*>Ram’?'?s head<\/h3>[\s\S]*<h3[^>]*>Spiral wedging<\/h3>[\s\S]*<h2[^>]*>Storing clay<\/h2>[\s\S]*<h3[^>]*>Damp box<\/h3>/,
    );
    // "Before a firing" names a group, not a page: the pages in it are the chapter's sections, not a level lower.
    expect(chapters[1]).toMatch(/<h2[^>]*>Loading the kiln<\/h2>[\s\S]*<h2[^>]*>Witness cones<\/h2>/);
    // A link to a nested page's file lands on its title, now a section of its chapter.
    expect(chapters[1]).toMatch(/<a href="ch01\.html#storing-clay"[^>]*>Storing clay<\/a>/);
    expect(plain(chapters[1]!)).toMatch(
      /The kiln turns dried clay .* Loading the kiln Leave .* Witness cones Set three/,
    );
  });

  it('EPUB: the navigation lists two chapters, the nested pages under them', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const navName = [...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!;
    const nav = plain(zip.get(navName)!.toString('utf8'));
    expect(nav).toContain(
      'Chapter 1. Clay Wedging Storing clay Chapter 2. The kiln Loading the kiln Witness cones Glossary',
    );
  });
});
