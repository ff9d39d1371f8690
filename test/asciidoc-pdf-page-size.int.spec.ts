import { formatWarning } from '../renderers/warnings';
import { removeRenderedBooks, renderBookPdf } from './support/pdf-book';
import { tool } from './support/render-tools';

/**
 * An AsciiDoc book built with asciidoctor-pdf says its page size in its master document (the Cryptocurrency Law
 * Casebook: `:pdf-page-size: letter`, with a theme file, margins and a title page background beside it). Octavo
 * printed it on its own 7in × 9.1875in page and said nothing of any of them. The page size is the book's own:
 * `trim_size` in the configuration still comes first. Real Chromium, the size read back with pdfinfo.
 */
const book = (settings: string) =>
  [
    '= Casebook',
    'Thomas Plunkett',
    ':doctype: book',
    settings,
    ':pdf-theme: pdf-theme.yml',
    '',
    '== Exchanges',
    '',
    'An exchange holds its customers’ coins.',
    '',
    '== Stablecoins',
    '',
    'A stablecoin is pegged to a currency.',
    '',
  ].join('\n');

async function pageSizeOf(file: string): Promise<string> {
  const info = (await tool('pdfinfo', [file])).stdout;
  return /Page size:\s+([\d.]+ x [\d.]+) pts/.exec(info)![1]!;
}

afterAll(removeRenderedBooks);

describe('the page size an AsciiDoc book asks asciidoctor-pdf for', () => {
  it('prints the book on it, and names the settings Octavo does not follow', async () => {
    const pdf = await renderBookPdf(
      { 'book.asciidoc': book(':pdf-page-size: letter\n:pdf-page-margin: [1in, 1in]') },
      { files: ['book.asciidoc'] },
    );
    expect(await pageSizeOf(pdf.file)).toBe('612 x 792');
    expect(pdf.warnings.map(formatWarning)).toContainEqual(
      expect.stringMatching(
        /^book\.asciidoc:5: 2 asciidoctor-pdf settings Octavo's PDF does not follow: :pdf-page-margin: \[1in, 1in\], :pdf-theme: pdf-theme\.yml \(line 6\)\. /,
      ),
    );
  }, 120_000);

  it('turns it for a landscape layout, and gives way to the configuration’s trim_size', async () => {
    const landscape = await renderBookPdf(
      { 'book.asciidoc': book(':pdf-page-size: [6in, 9in]\n:pdf-page-layout: landscape') },
      { files: ['book.asciidoc'] },
    );
    expect(await pageSizeOf(landscape.file)).toBe('648 x 432');
    const configured = await renderBookPdf(
      { 'book.asciidoc': book(':pdf-page-size: letter') },
      { files: ['book.asciidoc'], formats: { pdf: { trim_size: '6in x 9in' } } },
    );
    expect(await pageSizeOf(configured.file)).toBe('432 x 648');
  }, 120_000);

  it('prints on the default page, saying so, when it cannot read the size', async () => {
    const pdf = await renderBookPdf(
      { 'book.asciidoc': book(':pdf-page-size: roll') },
      { files: ['book.asciidoc'] },
    );
    expect(await pageSizeOf(pdf.file)).toBe('504 x 661.5');
    expect(pdf.warnings.map(formatWarning)).toContain(
      'book.asciidoc: :pdf-page-size: roll is not a page size Octavo reads (a name such as A4 or Letter, or ' +
        '[width, height] such as [6in, 9in]); 7in x 9.1875in is used: correct it, or set formats.pdf.trim_size ' +
        '(write it like "7in x 9.1875in" or "A4")',
    );
  }, 120_000);
});
