import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-html-asides');

describe('An <aside> written in a Markdown page is a sidebar, set apart as the book sets its sidebars apart', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/knots', 'octavo-html-asides-');

  it('HTML: each aside is a sidebar, its class and text kept, the paragraphs around it not', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const page = zip.get('ch01.html')!.toString('utf8');
    const asides = [...page.matchAll(/<aside([^>]*)>([\s\S]*?)<\/aside>/g)];
    expect(asides.map((found) => found[1]!.trim())).toEqual([
      'data-type="sidebar"',
      'class="exercise" data-type="sidebar"',
    ]);
    expect(asides[0]![2]).toContain('Practise the bowline with your eyes closed');
    expect(asides[1]![2]).toContain('Tie a reef knot');
    expect(page).toMatch(/<p>Pass the end up through the small loop\.<\/p>/);
    expect(zip.get('style.css')!.toString('utf8')).toContain('aside[data-type="sidebar"]');
  });

  it('EPUB: the same sidebars', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const page = (await readZip(outFile)).get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(page.match(/<aside[^>]*data-type="sidebar"/g)).toHaveLength(2);
  });
});
