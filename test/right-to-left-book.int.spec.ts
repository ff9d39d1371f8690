import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

/**
 * A book in Persian (heroku/12factor's `fa` locale shape): its pages were set left to right, so every line's full
 * stop stood at its left end, bullets on the wrong side, and an EPUB reader turned its pages the wrong way. The
 * pages now say `dir="rtl"`, the EPUB's spine progresses right to left, and code stays left to right.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'right-to-left-book');

describe('A book in a right-to-left language reads right to left', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/chai', 'octavo-right-to-left-');

  it('HTML: every page is right to left, its listings left to right', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(zip.get(page)!.toString('utf8')).toContain('<html lang="fa" dir="rtl">');
    expect(zip.get('ch01.html')!.toString('utf8')).toMatch(/<pre dir="ltr"[^>]*><code[^>]*>boil --minutes 4/);
  });

  it('EPUB: pages right to left, and the spine turns them that way', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const pages = [...zip.keys()].filter((name) => name.endsWith('.xhtml'));
    for (const page of pages)
      expect(zip.get(page)!.toString('utf8')).toMatch(/<html [^>]*lang="fa" dir="rtl">/);
    expect(zip.get('OEBPS/ch01.xhtml')!.toString('utf8')).toMatch(/<pre dir="ltr"/);
    expect(zip.get('OEBPS/content.opf')!.toString('utf8')).toContain(
      '<spine toc="ncx" page-progression-direction="rtl">',
    );
  });
});
