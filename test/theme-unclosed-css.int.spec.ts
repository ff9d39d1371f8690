import { PDFDocument } from 'pdf-lib';
import { buildBookModel } from '../renderers/model/build-book-model';
import { folioSheetHtml } from '../renderers/pdf/folio-sheet';
import { memorySource } from '../renderers/test-support/memory-source';
import { formatWarning } from '../renderers/warnings';
import { launchBrowser } from './support/browser';

/**
 * A book's PDF stylesheet missing one `}` (an Atlas theme's rule cut short while editing): the rules Octavo writes
 * after the book's (the folio sheet of a book printed in parts) were read as nested inside the open rule, the sheet
 * printed one page, and laying its folios over the book's pages failed the whole PDF.
 */
const THEME = [
  '/* tighter spacing */',
  '.tight,',
  '.tight > h2:first-child {',
  '  margin-top: 0 !important;',
  '',
  'p.center { text-align: center; }',
  "q::before { content: '{'; }",
].join('\n');

describe('a theme stylesheet that leaves a rule open', () => {
  it('is closed at its end, the author told where, and the folio sheet after it prints a page a folio', async () => {
    const source = memorySource({
      'ch01.html': '<section data-type="chapter"><h1>One</h1><p class="tight">Text.</p></section>',
      'theme/pdf/pdf.css': THEME,
    });
    const model = await buildBookModel(
      source,
      { files: ['ch01.html'], formats: {} },
      { bookName: 'x', format: 'pdf' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      'theme/pdf/pdf.css:2: the rule `.tight, .tight > h2:first-child {` is never closed: browsers read every rule ' +
        'after it as nested inside it (styling only what is within it), and Octavo closes it at the end of the ' +
        'file; add the missing "}"',
    ]);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent(folioSheetHtml(model.themeCss!, ['i', '1', '2'], 'en'));
      const sheet = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true }));
      expect(sheet.getPageCount()).toBe(3);
    } finally {
      await browser.close();
    }
  });
});
