import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheckErrors } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'site-htmlbook-pages');

/**
 * HTMLBook written for the book's own website: front and back matter wrapped in `<section data-type="page">`,
 * chapters linked by the site's routes (`/steam#section-steam`), diagrams labelled by the author ("Figure 2.1: "
 * then an equation) beside unlabelled pictures. The pages printed as an untitled preface and the end of the last
 * chapter, every route link was removed, and every figure was renumbered away from the text's "Figure 1.1".
 */
describe('HTMLBook written for a website: page sections, route links, labels followed by markup', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/kettles', 'octavo-site-htmlbook-');

  it('HTML: the pages are titled divisions, route links land on their ids, captions keep the author’s labels', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const files = await readZip(outFile);
    const page = (name: string) => files.get(name)!.toString('utf8');
    expect(page('acknowledgments.html')).toContain('Acknowledgments</h1>');
    expect(page('app01.html')).toContain('Tea Blends</h1>');
    expect(page('ch01.html')).toMatch(/<a href="ch02\.html(?:#section-steam)?">Chapter 2<\/a>/);
    expect(page('ch02.html')).toContain('<a href="ch01.html#whistles">whistles</a>');
    const captions = [...page('ch02.html').matchAll(/<figcaption>([\s\S]*?)<\/figcaption>/g)].map((m) =>
      m[1]!.replace(/<annotation[\s\S]*?<\/annotation>/g, '').replace(/<[^>]*>/g, ''),
    );
    expect(captions[0]).toMatch(/^Figure 2\.1: .* read on a gauge$/);
    expect(page('ch01.html')).toContain('<span class="label">Figure 1.1: </span>The spout of a kettle');
  });

  it('EPUB: the same, and epubcheck finds no error', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    expect((await epubcheckErrors(outFile)).errors).toEqual([]);
  });
});
