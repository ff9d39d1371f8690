import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { parseHtml, textContent } from '../renderers/dom/html-dom';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * A book of plain HTML pages, one per section, as Texinfo splits it (SICP's HTML, sarabander/sicp): a chapter's page
 * is titled `<h2>`, each of its sections has a page of its own titled `<h3>`. The section pages continue their
 * chapter, as pandoc reads the pages run together: two chapters, not four.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'html-section-pages');

/** A page's text, spaces collapsed. */
const plain = (html: string) => textContent(parseHtml(html)).replace(/\s+/g, ' ').trim();

describe('plain HTML pages of <h3> sections after an <h2> chapter page continue that chapter', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/small-programs', 'octavo-html-section-pages-');

  it('HTML: a preface and two chapters, the section pages inside the first, links landing', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const chapters = [...zip.keys()].filter((name) => /^ch\d+\.html$/.test(name)).sort();
    expect(chapters).toEqual(['ch01.html', 'ch02.html']);
    const first = zip.get('ch01.html')!.toString('utf8');
    expect(plain(first)).toMatch(
      /Procedures We begin .* 1\.1 Expressions Type an expression .* 1\.1\.1 Naming A name .* 1\.2 Processes A procedure/,
    );
    expect(first).toMatch(/<h2[^>]*>(?:<[^>]+>)*1\.1/);
    expect(first).toMatch(/<h3[^>]*>(?:<[^>]+>)*1\.1\.1/);
    const second = zip.get('ch02.html')!.toString('utf8');
    expect(second).toMatch(/href="ch01\.html#Naming"/);
    expect(second).toMatch(/href="ch01\.html#g_t1_002e2"/);
  });

  it('EPUB: the navigation nests the section pages under their chapter; epubcheck passes', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0];
    expect(toc).toMatch(
      /Procedures<\/a>\s*<ol>\s*<li><a [^>]*>1\.1 Expressions<\/a>[\s\S]*?<li><a [^>]*>1\.2 Processes<\/a><\/li>\s*<\/ol>/,
    );
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
