import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'print-only-figures');

describe('Figures kept as PDF or EPS for a LaTeX build', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/figures', 'octavo-print-only-figures-');

  const EPS_WARNING =
    "chapters/layers.md:9: image wiring.eps is in EPS format, which web browsers, e-book readers and the PDF's pages do " +
    'not show as an image; its alt text is printed instead: save the figure beside it as wiring.svg or wiring.png ' +
    '(then it is shown in its place) or point the image at such a file';

  it('HTML: a PDF figure is shown as the SVG of the same name beside it; an EPS with none is its alt text, with a warning', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([EPS_WARNING]);
    const zip = await readZip(outFile);
    const chapter = zip.get('ch01.html')!.toString('utf8');
    const images = [...chapter.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(images).toEqual(['assets/chapters/layers.svg']);
    expect(zip.has('assets/chapters/layers.svg')).toBe(true);
    // The figure's caption is its alt text: it stands for the image once, not under a bracketed copy of itself.
    expect(plainText(chapter)).toContain('Figure 1-2. Bench wiring.');
    expect(plainText(chapter)).not.toContain('[Bench wiring.]');
  });

  it('EPUB: the SVG stand-in ships and nothing is left out silently', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([EPS_WARNING]);
    const zip = await readZip(outFile);
    const names = [...zip.keys()];
    expect(names.some((name) => name.endsWith('layers.svg'))).toBe(true);
    expect(names.some((name) => /\.(pdf|eps)$/.test(name))).toBe(false);
  });
});
