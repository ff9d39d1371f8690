import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { rasterHeaderOf } from '../renderers/limits/image-signature';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';
import { epubcheckErrors } from './support/render-tools';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'print-only-figures');

/**
 * Books typeset with LaTeX (or DocBook) keep their drawings as PDF or EPS, which no page shows as an image: a figure
 * with a web stand-in beside it is shown as that; the others are drawn as PNG at print resolution (poppler for PDF,
 * Ghostscript for EPS), at the size their page gives them; a file that cannot be drawn is its alt text, with a warning.
 */
describe('Figures kept as PDF or EPS for a LaTeX build', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/figures', 'octavo-print-only-figures-');

  const BROKEN_WARNING =
    "chapters/layers.md:15: image broken.pdf is in PDF format, which web browsers, e-book readers and the PDF's " +
    'pages do not show as an image, and Octavo could not draw it as one (pdftocairo: Error opening PDF file.); ' +
    'its alt text is printed instead: save the figure beside it as broken.svg or broken.png (then it is ' +
    'shown in its place) or point the image at such a file';

  it('HTML: a stand-in beside a PDF is shown; a PDF and an EPS without one are drawn as PNG at their own size', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([BROKEN_WARNING]);
    const zip = await readZip(outFile);
    const chapter = zip.get('ch01.html')!.toString('utf8');
    const images = [...chapter.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)].map((m) => m[0]);
    expect(images.map((img) => /src="([^"]+)"/.exec(img)![1])).toEqual([
      'assets/chapters/layers.svg',
      'assets/chapters/wiring.eps.png',
      'assets/chapters/stack.pdf.png',
    ]);
    // 100 × 50 points and 216 × 72 points, at 96 CSS pixels an inch; drawn at 300 pixels an inch.
    expect(images[1]).toContain('width="133"');
    expect(images[2]).toContain('width="288"');
    expect(rasterHeaderOf(zip.get('assets/chapters/stack.pdf.png')!)).toMatchObject({
      width: 900,
      height: 300,
    });
    // The figure's caption is its alt text: it stands for the image once, not under a bracketed copy of itself.
    expect(plainText(chapter)).toContain('Figure 1-2. Bench wiring.');
    expect(plainText(chapter)).not.toContain('[Bench wiring.]');
    expect(plainText(chapter)).toContain('The old diagram.');
  });

  it('EPUB: the stand-in and the drawings ship, no PDF or EPS, and it passes epubcheck', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual([BROKEN_WARNING]);
    const names = [...(await readZip(outFile)).keys()];
    expect(names.filter((name) => /(?:layers\.svg|\.eps\.png|\.pdf\.png)$/.test(name))).toHaveLength(3);
    expect(names.some((name) => /\.(pdf|eps)$/.test(name))).toBe(false);
    expect(await epubcheckErrors(outFile)).toEqual({ code: 0, errors: [] });
  });

  it('PDF: the drawings are printed as pictures', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([BROKEN_WARNING]);
    const { readFile } = await import('node:fs/promises');
    const pdf = (await readFile(outFile)).toString('latin1');
    expect(pdf.match(/\/Subtype\s*\/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
});
