import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { fixtureSuite } from './support/render-fixture';

/**
 * An Atlas PDF theme with O'Reilly's callout hack (mobile-web-messaging/book's theme/pdf/pdf.css): the book's
 * callout `<img>`s hidden, their numbers put back as `content: url("../../images/callouts/1.pdf")`, which
 * Chromium cannot draw. Every callout number vanished from the PDF and nothing said why.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'theme-print-only-callouts');

describe('A theme rule drawing a PDF image', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/small-frames', 'octavo-theme-print-only-');

  it('pdf: is warned about at its line, with what to do', async () => {
    const { warnings } = await book.render(renderPdf, 'book.pdf');
    expect(warnings).toEqual([
      'theme/pdf/pdf.css:7: url(../../images/callouts/1.pdf) names a print-only image (PDF), which no page can ' +
        'draw: what this rule puts in prints nothing (and an element the theme hides for it, such as a callout ' +
        "number's <img>, is missing); point it at a PNG or SVG, or remove the rule",
    ]);
  });
});
