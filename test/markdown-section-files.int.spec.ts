import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { parseHtml, textContent } from '../renderers/dom/html-dom';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-section-files');

/** A page's text, spaces collapsed. */
const plain = (html: string) => textContent(parseHtml(html)).replace(/\s+/g, ' ').trim();

describe('Markdown files of ## sections after a # chapter (mdBook’s nested pages) continue that chapter', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/bread', 'octavo-md-section-files-');

  it('HTML: two chapters, the section files inside the first, every link landing on its section', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    // Only the missing image: a section file is no chapter to be warned about.
    expect(warnings).toEqual([
      'src/ch01-02-water.md:5: image jug.png not found (looked for src/jug.png and jug.png); left out, the figure' +
        "'s caption standing for it: add the image there, or correct the path",
    ]);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const chapters = [...zip.keys()].filter((name) => /^ch\d+\.html$/.test(name)).sort();
    expect(chapters).toEqual(['ch01.html', 'ch02.html']);
    const first = zip.get('ch01.html')!.toString('utf8');
    expect(plain(first)).toMatch(
      /Chapter 1 Getting Started This chapter gathers .* Choosing Flour Strong flour .* Whole Wheat It drinks .* Measuring Water Weigh it/,
    );
    expect(first).toMatch(/<h2[^>]*id="choosing-flour"/);
    expect(first).toMatch(/<h3[^>]*id="whole-wheat"/);
    // A link to the file of a section lands on its title; one to an id in it, on that id.
    expect(first).toMatch(/href="(?:ch01\.html)?#choosing-flour"[^>]*>the flour section</);
    expect(plain(zip.get('ch02.html')!.toString('utf8'))).toContain('Chapter 2 Kneading');
    expect(zip.get('ch02.html')!.toString('utf8')).toContain('href="ch01.html#whole-wheat"');
  });

  it('EPUB: the navigation nests the section files under their chapter', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0];
    expect(toc).toMatch(
      /Getting Started<\/a>\s*<ol>\s*<li><a [^>]*>Choosing Flour<\/a><\/li>\s*<li><a [^>]*>Measuring Water<\/a><\/li>\s*<\/ol>/,
    );
    const entries = [...toc.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((found) => found[1]);
    expect(entries).toEqual([
      'Introduction',
      'Chapter 1. Getting Started',
      'Choosing Flour',
      'Measuring Water',
      'Chapter 2. Kneading',
    ]);
  });
});
