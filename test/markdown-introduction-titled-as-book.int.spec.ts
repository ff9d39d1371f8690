import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-introduction-titled-as-book');

describe('A first Markdown file titled as the book but with sections of its own is its introduction', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/grimoire', 'octavo-md-intro-titled-');

  it('HTML: an unnumbered introduction page before Chapter 1, not a title page of prose', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual(['ch01.html', 'ch02.html', 'index.html', 'introduction.html']);
    const introduction = plainText(zip.get('introduction.html')!.toString('utf8'));
    expect(introduction).toMatch(/The Grimoire .*Arcane Arts for the Careful The Grimoire explains/);
    expect(introduction).not.toContain('Chapter');
    expect(plainText(zip.get('ch01.html')!.toString('utf8'))).toContain('Chapter 1 First Spells');
  });

  it('EPUB: the contents list it with its section; the title page is the generated one', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0];
    expect(plainText(toc)).toBe(
      'Contents The Grimoire Arcane Arts for the Careful Chapter 1. First Spells Chapter 2. Counter-Spells',
    );
    expect(zip.get('OEBPS/titlepage.xhtml')!.toString('utf8')).not.toContain('apprentice');
    expect(zip.get('OEBPS/introduction.xhtml')!.toString('utf8')).toContain('the apprentice’s handbook');
  });
});
