import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { imagesOf } from './support/pdf-book';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markua-tea');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/tea', 'octavo-markua-tea-');

/** A Leanpub manuscript written in Markua's attribute syntax, as Leanpub reads it. */
describe('A Markua manuscript', () => {
  it("HTML: index entries written after a word ({i: …}) print nothing and make the book's index", async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const site = await readZip(outFile);
    const leaves = site.get('ch01.html')!.toString();
    expect(leaves.replace(/<a data-type="indexterm"[^>]*><\/a>/g, '')).toContain(
      'Shaded leaves make <em>Gyokuro</em>, sun-grown ones <em>Sencha</em>.<br>\nBoth keep best cold.',
    );
    expect(leaves).not.toContain('{i:');
    const indexPage = [...site.keys()].find((name) => /^ix\d*\.html$|index-\w*\.html$/.test(name));
    expect(indexPage).toBeDefined();
    const index = plain(site.get(indexPage!)!.toString());
    expect(index).toMatch(/Gyokuro.*Sencha.*storage.*of green tea/s);
  });

  it('HTML: an image under {width: 40%} is set at that share of the column', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const site = await readZip(outFile);
    const leaves = site.get('ch01.html')!.toString();
    const [sized, unsized] = [...leaves.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(sized).toMatch(/class="width-40pct"/);
    expect(unsized).not.toMatch(/width-\d+pct/);
    const css = [...site.entries()]
      .filter(([name]) => name.endsWith('.css') || name.endsWith('.html'))
      .map(([, data]) => data.toString())
      .join('\n');
    expect(css).toContain('img.width-40pct { width: 40%; }');
  });

  it('PDF: the image under {width: 40%} is drawn at 40% of the width the same image takes unsized', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const [sized, unsized] = await imagesOf(outFile);
    const drawnWidth = (image: { width: number; xPpi: number }) => image.width / image.xPpi;
    expect(drawnWidth(sized!) / drawnWidth(unsized!)).toBeCloseTo(0.4, 1);
  }, 60_000);

  it('EPUB: the image under {width: 40%} keeps its share of the column', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([]);
    const epub = await readZip(outFile);
    const chapter = [...epub.entries()].find(([name]) => /ch01\.xhtml$/.test(name))![1].toString();
    const [sized, unsized] = [...chapter.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(sized).toMatch(/class="width-40pct"/);
    expect(unsized).not.toMatch(/width-\d+pct/);
    expect(epub.get('OEBPS/style.css')!.toString()).toContain('img.width-40pct { width: 40%; }');
  });

  it('HTML: images written inline, or on consecutive lines, are figures captioned by their alt text', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const water = (await readZip(outFile)).get('ch02.html')!.toString();
    expect(water).toMatch(
      /<li>Fill the kettle\.\s*<figure[^>]*>\s*<img [^>]*>\s*<figcaption>.*A filled kettle<\/figcaption>/s,
    );
    const captions = [...water.matchAll(/<figcaption>(.*?)<\/figcaption>/gs)].map(([, caption]) =>
      plain(caption),
    );
    expect(captions).toEqual([
      'Figure 2-1. A filled kettle',
      'Figure 2-2. Pour from high',
      'Figure 2-3. Wait a minute',
    ]);
  });
});
