import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

/**
 * A book written as plain web pages (Dive Into HTML5, diveintomark/diveintohtml5): titles broken over two lines
 * with `<br>`, and quotations that name where they came from (`<blockquote cite="http://…">`). A title's lines are
 * words of one title in the contents, the page title and the EPUB navigation, not glued together ("AFly"); a
 * citation address is never loaded, so it is kept and not reported as a remote resource removed.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'plain-web-pages');
const source = directorySource(FIXTURE);

describe('plain web pages: titles with line breaks, quotations with a cite address', () => {
  const book = fixtureSuite(source, 'ann/kites', 'octavo-plain-web-pages-');

  it('epub: the navigation names each title with its lines as words; cite addresses kept; epubcheck clean', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = nav.slice(nav.indexOf('epub:type="toc"'), nav.indexOf('</nav>'));
    expect([...toc.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual([
      'Chapter 1. Let’s Go Fly a Kite',
      'Chapter 2. Mending a Torn Sail',
    ]);
    const pages = [...zip.entries()]
      .filter(([name]) => name.endsWith('.xhtml'))
      .map(([, data]) => data.toString('utf8'))
      .join('\n');
    expect(pages).toContain('<blockquote cite="http://lists.example.org/kites/0182.html">');
    expect(pages).toContain('<q cite="https://example.org/sayings#tape">');
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });

  it('html: the page title and the contents read the title as words', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const chapter = zip.get('ch01.html')!.toString('utf8');
    expect(chapter).toMatch(/<title>Let’s Go Fly a Kite/);
    const index = zip.get('index.html')!.toString('utf8');
    expect(index).toContain('Mending a Torn Sail');
    expect(index).not.toMatch(/GoFly|Mendinga/);
  });
});
