import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-introduction-list');

describe("A first Markdown file titled as the book that lists the book's chapters is its introduction", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/knots', 'octavo-md-intro-list-');

  it('HTML: an unnumbered introduction page before Chapter 1, not a centred title page holding a list', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual(['ch01.html', 'ch02.html', 'index.html', 'introduction.html']);
    const introduction = zip.get('introduction.html')!.toString('utf8');
    expect(introduction).toMatch(/<section data-type="introduction"/);
    expect(plainText(introduction)).toMatch(/Knots by Example A collection of knots .* Hitches - Tie a rope/);
    expect(plainText(zip.get('ch01.html')!.toString('utf8'))).toContain('Chapter 1 Hitches');
  });

  it('EPUB: the contents list it; the title page is the generated one', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0];
    expect(plainText(toc)).toBe('Contents Knots by Example Chapter 1. Hitches Chapter 2. Bends');
    expect(zip.get('OEBPS/titlepage.xhtml')!.toString('utf8')).not.toContain('Tie a rope');
  });
});
