import { join } from 'node:path';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { folioOf, pageTexts, pageWith } from './support/pdf-book';
import { fixtureSuite } from './support/render-fixture';

/**
 * Index marks as Atlas's visual editor saved them (mobile-web-messaging/book): `<a contenteditable="false"
 * data-type="indexterm" …>&nbsp;</a>`, a space inside so the editor could hold the mark. HTMLBook never prints a
 * mark's content (the theme hides the anchor), and a hidden anchor has no place on a page: every entry of the
 * book's index printed without a page number, with one warning per mark that blamed the theme.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'atlas-editor-index-marks');

describe('Index marks holding a space (Atlas’s visual editor)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/small-queues', 'octavo-index-marks-content-');

  it('pdf: each entry cites the page its mark is printed on', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([]);
    const pages = await pageTexts(outFile);
    const folio = folioOf(pages[pageWith(pages, 'A queue holds messages')]!);
    const index = pages[pageWith(pages, /^Index\n/)]!;
    expect(folio).toBe('1');
    for (const entry of ['holding messages', 'point-to-point', 'topics'])
      expect(index).toMatch(new RegExp(`(?:^|\\s)${entry}, ${folio}(?:\\s|$)`));
  });

  it('epub: the marks are empty anchors, the space not carried into the text', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const chapter = [...zip.entries()].find(([name]) => /ch01|queues/.test(name) && name.endsWith('.xhtml'))!;
    const marks = [
      ...chapter[1].toString('utf8').matchAll(/<a [^>]*data-type="indexterm"[^>]*>([^<]*)<\/a>/g),
    ];
    expect(marks.map((m) => m[1])).toEqual(['', '', '']);
  });
});
