import { join } from 'node:path';
import { renderEpub, renderHtml, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageTexts } from './support/pdf-book';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-own-captions');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/asciidoc-own-captions',
  'octavo-asciidoc-own-captions-',
);

/**
 * Blocks captioned by their author print that caption, verbatim, and are not counted: `[caption=]` leaves the table
 * "Volunteers" unlabelled, so the next table is Table 1-2; `[caption="Plate I. "]` and `[caption="Recipe A: "]` are
 * printed as written, and a cross-reference to the listing reads "Recipe A". A table's written caption
 * (`[caption="Schedule 2  "]`) is its label once, not again before its title, nor in a `full` style reference.
 */
const CAPTIONS = [
  'Table 1-1. Birds seen this week',
  'Volunteers',
  'Plate I. A heron at dusk',
  'Recipe A: Counting by hand',
  'Schedule 2 Counting rota',
  'Table 1-2. Birds seen last week',
];
const XREF = 'The totals are in Recipe A. Who counts is in Schedule 2.';
const FULL_XREF = 'In full, who counts is in Schedule 2, \u201cCounting rota\u201d.';

/** Every caption of a page (tables', figures', titled blocks'), as text. */
function captions(page: string): string[] {
  return [...page.matchAll(/<(caption|figcaption|h[2-6])\b[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((m) =>
      m[2]!
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((caption) => caption !== 'Field Notes' && !caption.startsWith('Chapter'));
}

describe('AsciiDoc blocks captioned by their author ([caption=…])', () => {
  it('HTML: the written captions, no label where the caption is empty, numbering without them', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const page = /<main[\s\S]*<\/main>/.exec((await readZip(outFile)).get('ch01.html')!.toString())![0];
    expect(captions(page)).toEqual(CAPTIONS);
    expect(page.replace(/<[^>]*>/g, '')).toContain(XREF);
    expect(page.replace(/<[^>]*>/g, '')).toContain(FULL_XREF);
    expect(page).not.toContain('data-octavo');
  });

  it('EPUB: the same captions', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    expect(captions((await readZip(outFile)).get('OEBPS/ch01.xhtml')!.toString())).toEqual(CAPTIONS);
  });

  it('PDF: the same captions', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const text = (await pageTexts(outFile)).join('\n').replace(/\s+/g, ' ');
    for (const caption of [...CAPTIONS, XREF, FULL_XREF]) expect(text).toContain(caption);
    expect(text).not.toMatch(/Table 1-\d\. Volunteers/);
    expect(text).not.toContain('Schedule 2 Schedule 2');
  });
});
