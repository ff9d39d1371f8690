import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { FixtureRenderer, fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-sections-file');
const source = directorySource(FIXTURE);

describe('A Markdown file of ## sections before a book of # chapters is one division, not a chapter each', () => {
  const book = fixtureSuite(source, 'ann/backbone', 'octavo-md-sections-');

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await book.render(renderer, file);
    return { outFile, warnings: warnings };
  };

  it('HTML: the prelude is one unnumbered page with its sections; Chapter 1 is the first # heading', async () => {
    const { outFile, warnings } = await render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      "chapters/00-prelude.md:1: the book's chapters are # headings and this file has none: it is printed as one " +
        'division, unnumbered front matter titled "Prelude", its other headings sections of it (as pandoc reads ' +
        "the book's files run together); to make each of its headings a chapter, write them as # headings",
    ]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual(['ch01.html', 'ch02.html', 'index.html', 'preface.html']);
    const prelude = plain(zip.get('preface.html')!.toString('utf8'));
    expect(prelude).toMatch(/Prelude Not so long ago.* Target Audience This book .* Credits I am indebted/);
    expect(prelude).not.toContain('Chapter');
    expect(plain(zip.get('ch01.html')!.toString('utf8'))).toContain('Chapter 1 Backbone Basics');
    expect(plain(zip.get('ch02.html')!.toString('utf8'))).toContain('Chapter 2 Views');
  });

  it('EPUB: the navigation nests the sections under the prelude', async () => {
    const { outFile } = await render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const navName = [...zip.keys()].find((name) => name.endsWith('nav.xhtml'))!;
    const nav = plain(zip.get(navName)!.toString('utf8'));
    expect(nav).toContain(
      'Prelude Target Audience Credits Chapter 1. Backbone Basics Models Chapter 2. Views',
    );
  });
});
