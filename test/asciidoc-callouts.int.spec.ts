import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { decodeEntities } from '../renderers/dom/html-dom';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { FixtureRenderer, fixtureSuite } from './support/render-fixture';

/**
 * AsciiDoc listings annotated with callouts (`#<1>`, `// <1>`, `<!--1-->`), as O'Reilly books write them
 * (Architecture Patterns with Python, cosmicpython/book, has 267 in 76 listings). Atlas printed each callout as a
 * numbered mark without the comment characters that hide it from the language, and highlighted the listing like
 * any other; its explanation below is numbered with the same mark.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'callouts');
const source = directorySource(FIXTURE);

/** The text of the listing that holds `needle`, tags dropped. */
function listingText(page: string, needle: string): string {
  const listing = [...page.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].find((m) => m[1]!.includes(needle));
  return listing ? decodeEntities(listing[1]!.replace(/<[^>]*>/g, '')) : '';
}

describe('AsciiDoc callouts: marks without comment characters, in highlighted listings', () => {
  const book = fixtureSuite(source, 'ann/callouts', 'octavo-callouts-');

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await book.render(renderer, file);
    expect(warnings).toEqual([]);
    return { zip: await readZip(outFile), outFile };
  };

  it('html: each callout is its number alone, the comment characters before it gone', async () => {
    const { zip } = await render(renderHtml, 'book.zip');
    const page = zip.get('ch01.html')!.toString('utf8');
    expect(listingText(page, 'dataclass').split('\n')).toEqual([
      '@dataclass(frozen=True)  1 2',
      'class Line:',
      '    sku: str  3',
    ]);
    expect(listingText(page, 'total')).toBe('const total = lines.length; 1');
    expect(listingText(page, 'order')).toBe('<order id="1"/> 1');
    expect(page).toMatch(/<b class="conum"[^>]*>/);
    expect(page).not.toMatch(/(?:#|\/\/|&lt;!--)\s*<b class="conum"/);
    expect(page).not.toMatch(/<b class="conum"[^>]*>[^<]*<\/b>\s*--&gt;/);
  });

  it('html: a listing with callouts is highlighted like any other', async () => {
    const { zip } = await render(renderHtml, 'book.zip');
    const page = zip.get('ch01.html')!.toString('utf8');
    const python = [...page.matchAll(/<pre[^>]*>[\s\S]*?<\/pre>/g)].map((m) => m[0]);
    expect(python[0]).toContain('<span class="hljs-keyword">class</span>');
    expect(python[0]).toMatch(/<b class="conum" id="CO1-3">3<\/b>/);
    expect(python[1]).toContain('<span class="hljs-keyword">const</span>');
    expect(python[2]).toContain('<span class="hljs-tag">');
  });

  it('html and epub: the explanations are numbered with the callouts’ circled marks', async () => {
    const { zip } = await render(renderHtml, 'book.zip');
    const css = zip.get('style.css')!.toString('utf8');
    expect(css).toMatch(/\.colist ol > li::before\s*{[^}]*content: counter\(colist\)/);
    expect(css).toMatch(/\.conum\b[^{]*{[^}]*border-radius/);
  });

  it('epub: the same marks; epubcheck passes', async () => {
    const { zip, outFile } = await render(renderEpub, 'book.epub');
    const chapter = [...zip.entries()].find(
      ([name, bytes]) => name.endsWith('.xhtml') && bytes.toString('utf8').includes('dataclass'),
    )![1];
    const page = chapter.toString('utf8');
    expect(listingText(page, 'dataclass')).toContain('@dataclass(frozen=True)  1 2');
    expect(page).toMatch(/\.conum\b|class="conum"/);
    const styles = [...zip.entries()]
      .filter(([name]) => name.endsWith('.css'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join('\n');
    expect(styles).toMatch(/\.colist ol > li::before\s*{[^}]*content: counter\(colist\)/);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
