import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-front-matter-notice-first');
const source = directorySource(FIXTURE);

describe('A Markdown page whose front matter title: heads it after a notice written above its heading', () => {
  const book = fixtureSuite(source, 'ann/field-guide', 'octavo-md-notice-first-');

  it('is titled once by that heading, so the book keeps its ## chapters and ### section pages', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html')).sort();
    expect(pages).toEqual(['ch01.html', 'index.html']);
    const chapter = zip.get('ch01.html')!.toString('utf8');
    expect(chapter.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(chapter.match(/<h2[^>]*>[^<]*<\/h2>/g)).toEqual([
      '<h2 id="alpha">Alpha</h2>',
      '<h2 id="beta">Beta</h2>',
      '<h2 id="gamma">Gamma</h2>',
    ]);
    expect(plain(chapter)).toMatch(/older release\. Beta Beta comes second/);
  });
});
