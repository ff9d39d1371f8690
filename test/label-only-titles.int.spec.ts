import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'label-only-titles');

describe('A chapter titled by its label alone ("# Chapter 1", its name the heading below) is titled by that name', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/baking', 'octavo-label-only-titles-');

  it('HTML: the label above the name, the name no section of its own, links to the name lead to the chapter', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const html = (name: string) => zip.get(name)!.toString('utf8');
    const opening = (name: string) => plain(/<h1[^>]*>.*?<\/h1>/s.exec(html(name))![0]);
    expect(['ch01.html', 'ch02.html', 'app01.html'].map(opening)).toEqual([
      'Chapter 1 Rising Dough',
      'Chapter 2 Shaping Loaves',
      'Appendix A Oven Temperatures',
    ]);
    expect(html('ch01.html')).not.toMatch(/<h2[^>]*>Rising Dough/);
    expect(plain(html('ch01.html'))).toContain(
      'Rising Dough Dough rises when yeast feeds on flour. 1.1 Yeast',
    );
    expect(html('preface.html')).toMatch(/<a href="ch01\.html(?:#[^"]*)?">the chapter on dough<\/a>/);
    expect(plain(html('index.html'))).toContain(
      'Contents Preface 1. Rising Dough 1.1 Yeast 2. Shaping Loaves Appendix A: Oven',
    );
  });

  it('EPUB: the navigation lists each chapter by its name, once', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = /<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0];
    expect([...toc.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((found) => found[1])).toEqual([
      'Preface',
      'Chapter 1. Rising Dough',
      '1.1 Yeast',
      'Chapter 2. Shaping Loaves',
      'Appendix A. Oven Temperatures',
    ]);
  });
});
