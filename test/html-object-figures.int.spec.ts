import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { FixtureRenderer, fixtureSuite } from './support/render-fixture';

/**
 * HTML pages as Texinfo writes them (SICP's HTML, sarabander/sicp): each figure an SVG embedded with `<object
 * data="fig/….svg" type="image/svg+xml">SVG</object>` (or `<embed src>`), its caption a paragraph that opens with
 * the author's own label (`<figcaption><p><strong>Figure 1.1:</strong> …`). The figures are the book's pictures, not
 * frames to drop; the caption reads the book's label once. Its navigation links up to a page the book does not list
 * (`<a href="index.xhtml" rel="prev">`): the EPUB keeps it as text, and text carries no `rel`.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'html-object-figures');
const source = directorySource(FIXTURE);

describe('HTML pages whose figures are SVGs embedded with <object> and <embed>', () => {
  const book = fixtureSuite(source, 'ann/drawing-loops', 'octavo-html-object-figures-');

  const render = async (renderer: FixtureRenderer, file: string, expected: string[] = []) => {
    const { outFile, warnings } = await book.render(renderer, file);
    expect(warnings).toEqual(expected);
    return readZip(outFile).then((zip) => ({ zip, outFile }));
  };

  const figures = (page: string) =>
    [...page.matchAll(/<figure[^>]*>([\s\S]*?)<\/figure>/g)].map((m) => ({
      images: [...m[1]!.matchAll(/<img [^>]*src="([^"]+)"/g)].map((img) => img[1]!),
      caption: m[1]!
        .split('<figcaption')[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/^[^>]*>/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    }));

  it('html: each figure shows its SVG, kept in the site, captioned once with the book’s label', async () => {
    const { zip } = await render(renderHtml, 'book.zip');
    expect(checkLinks(zip)).toEqual([]);
    const page = zip.get('ch01.html')!.toString('utf8');
    const found = figures(page);
    expect(found.map((f) => f.caption)).toEqual([
      'Figure 1-1. A loop drawn once.',
      'Figure 1-2. The next step.',
    ]);
    for (const figure of found) {
      expect(figure.images).toHaveLength(1);
      expect(zip.has(figure.images[0]!)).toBe(true);
    }
    expect(page).toContain('style="width: 20ex; height: 10ex;"');
    expect(page).not.toMatch(/alt="SVG"/);
  });

  it('epub: the SVGs are in the package; the link up to an unlisted page is text; epubcheck passes', async () => {
    const { zip, outFile } = await render(renderEpub, 'book.epub', [
      'html/loops.xhtml:8: link to html/index.xhtml kept as text: that file is not a page of the book, and an ' +
        'EPUB links only to its own pages; link to its web address instead, or list it in the book',
    ]);
    const svgs = [...zip.keys()].filter((name) => name.endsWith('.svg'));
    expect(svgs).toHaveLength(2);
    const chapter = [...zip.entries()].find(([name]) => /ch01|chapter/.test(name) && name.endsWith('.xhtml'));
    expect(chapter).toBeDefined();
    expect((chapter![1].toString('utf8').match(/<img /g) ?? []).length).toBe(2);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });
});
