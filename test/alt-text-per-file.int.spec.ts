import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'alt-text-per-file');
const book = fixtureSuite(directorySource(FIXTURE), 'ann/alt-text-per-file', 'octavo-alt-text-per-file-');

const altWarnings = (warnings: string[]) => warnings.filter((w) => / ha(?:s|ve) no alt text/.test(w));

/**
 * Images without alt text are warned about once per source file, not once per image: a book with hundreds of them
 * would otherwise bury every other warning. The one warning names the first image's line, the count and the other
 * lines (ten of them, then how many more), with the fix in the file's own syntax; a file with one such image keeps
 * the single warning.
 */
describe('images without alt text, grouped per source file', () => {
  it('HTML: one warning per file, at its first image, counting the rest and naming their lines', async () => {
    const { warnings } = await book.render(renderHtml, 'site.zip');
    expect(altWarnings(warnings)).toEqual([
      'gauges.md:5: 13 images have no alt text: the first, img/gauge.png, here, the others at lines 7, 9, 11, 13, ' +
        '15, 17, 19, 21, 23, 25 and 2 more; describe what each shows for readers who cannot see it ' +
        '(![Description](img/gauge.png)), or, if it is only decoration, write it as HTML with an empty one ' +
        '(<img src="img/gauge.png" alt="">)',
      'kiln.adoc:5: 2 images have no alt text: the first, img/gauge.png, here, the other at line 9; describe what ' +
        'each shows for readers who cannot see it (image::file.png[Description]), or, if it is only decoration, ' +
        'mark it so with an empty one (image::file.png[""])',
      'glaze.html:3: image img/gauge.png has no alt text: describe what it shows for readers who cannot see it ' +
        '(alt="Description"), or, if it is only decoration, mark it so with an empty one (alt="")',
    ]);
  });

  it('EPUB: the accessibility summary still counts every image without alt text', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(altWarnings(warnings)).toHaveLength(3);
    const opf = (await readZip(outFile)).get('OEBPS/content.opf')!.toString();
    expect(opf).not.toContain('dcterms:conformsTo');
    expect(opf).toContain('16 images have no text alternative');
  });
});
