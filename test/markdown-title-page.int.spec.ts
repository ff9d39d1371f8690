import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-title-page');

describe('A Markdown book whose first file is titled as the book (mdBook’s title-page.md)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/bread', 'octavo-md-title-page-');

  it('HTML: that file is the title page; the foreword is front matter; Chapter 1 is the first chapter', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const chapters = [...zip.keys()].filter((name) => /^ch\d+\.html$/.test(name)).sort();
    expect(chapters).toEqual(['ch01.html', 'ch02.html']);
    expect(zip.get('ch01.html')!.toString('utf8')).toMatch(/Chapter 1[\s\S]*Getting Started/);
    expect(zip.get('ch02.html')!.toString('utf8')).toMatch(/Chapter 2[\s\S]*Kneading/);
    const all = [...zip.values()].map((page) => page.toString('utf8')).join('\n');
    expect(all).not.toMatch(/Chapter \d+(?:<[^>]*>|\s)*Baking Bread/);
    expect(all).not.toMatch(/Chapter \d+(?:<[^>]*>|\s)*Foreword/);
    expect(all).toContain('This edition assumes a wood-fired oven.');
  });

  it('EPUB: the book’s own title page, no generated one; the contents number the chapters only', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0];
    const entries = [...toc.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((found) => found[1]);
    expect(entries).toEqual(['Foreword', 'Chapter 1. Getting Started', 'Chapter 2. Kneading']);
    // The landmark names the book's own page (a generated one is named "Title Page"), which holds its text.
    expect(nav).toContain('<a epub:type="titlepage" href="titlepage.xhtml">Baking Bread</a>');
    expect(zip.get('OEBPS/titlepage.xhtml')!.toString('utf8')).toContain(
      'This edition assumes a wood-fired oven.',
    );
  });
});
