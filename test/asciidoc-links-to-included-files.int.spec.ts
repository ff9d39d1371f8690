import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheckErrors } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-links-to-included-files');

/**
 * A book of one AsciiDoc document that includes its chapters, whose chapters link each other by file
 * (`link:ch02-compost.adoc[next chapter]`, which GitHub opens as that chapter's page). Only the master document is
 * listed, so the included files counted as no page of the book: the site linked the raw `.adoc` file, and the EPUB
 * and PDF dropped every such link with a warning that the chapter "is not a page of the book". A link to a file
 * whose text begins a chapter or a section of the book now leads there; a link to any other file is as before.
 * An xref to such a file with no id (`xref:ch01-beds.adoc[…]`), which Asciidoctor links to `#`, the top of the
 * combined document, leads to that chapter too.
 */
describe('AsciiDoc links to a file the master document includes', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/allotment', 'octavo-included-links-');

  it('HTML: each link leads to the chapter or section the file begins, with the words the author wrote', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const beds = site.get('ch01.html')!.toString('utf8');
    expect(beds).toMatch(/<a [^>]*href="ch02\.html"[^>]*>next chapter<\/a>/);
    expect(beds).toMatch(/<a [^>]*href="ch02\.html#[^"]+"[^>]*>the watering notes<\/a>/);
    expect(beds).toContain('<a href="assets/planting-plan.csv">planting plan</a>');
    const compost = site.get('ch02.html')!.toString('utf8');
    expect(compost).toMatch(/<a [^>]*href="ch01\.html"[^>]*>the first chapter<\/a>/);
    expect(compost).toMatch(/<a [^>]*href="ch01\.html"[^>]*>the beds chapter<\/a>/);
    const watering = /href="ch02\.html#([^"]+)"/.exec(beds)![1]!;
    expect(compost).toMatch(new RegExp(`<section [^>]*id="${watering}"[^>]*>\\s*<h2[^>]*>Watering</h2>`));
    expect([...site.keys()].filter((name) => name.endsWith('.adoc'))).toEqual([]);
  });

  it('EPUB: the links stay, only the file no page begins is warned of, and epubcheck finds no error', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([
      'ch01-beds.adoc:6: link to planting-plan.csv kept as text: that file is not a page of the book, and an ' +
        'EPUB links only to its own pages; link to its web address instead, or list it in the book',
    ]);
    const files = await readZip(outFile);
    const beds = [...files].find(([name, data]) => name.endsWith('.xhtml') && data.includes('Raised Beds'))!;
    expect(beds[1].toString('utf8')).toMatch(/<a [^>]*href="[^"#]+\.xhtml"[^>]*>next chapter<\/a>/);
    expect((await epubcheckErrors(outFile)).errors).toEqual([]);
  });
});

/**
 * Pages each opening with their title and, on the next line, an include of a shared file (an Antora page's
 * attributes partial). Asciidoctor reads the line after a title before placing the section, so it placed each
 * chapter in the shared file, at its line 0: the chapter's own file then seemed to begin nowhere, and an xref to it
 * led to its second section, or to the raw `.adoc` file shipped as an asset. The chapter is placed at its title.
 */
describe('AsciiDoc chapters whose title is followed at once by an include', () => {
  const book = fixtureSuite(
    directorySource(join(__dirname, 'fixtures', 'books', 'asciidoc-title-above-include')),
    'ann/field-guide',
    'octavo-title-above-include-',
  );

  it('an xref to the chapter file leads to the chapter, not to its first section or the source file', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const birds = site.get('ch01.html')!.toString('utf8');
    const trees = site.get('ch02.html')!.toString('utf8');
    expect(birds).toMatch(/<a [^>]*href="ch02\.html"[^>]*>the trees chapter<\/a>/);
    expect(trees).toMatch(/<a [^>]*href="ch01\.html"[^>]*>the birds chapter<\/a>/);
    expect(birds).toContain('Seen in spring');
    expect([...site.keys()].filter((name) => name.endsWith('.adoc'))).toEqual([]);
  });
});
