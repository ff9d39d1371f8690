import { renderBookPdf } from './support/pdf-book';

/**
 * O'Reilly's Atlas books keep a phrase on one line with the keep-together role (`[.keep-together]#…#` in
 * AsciiDoc, `<span class="keep-together">` in HTMLBook), as their print formatter set it. Octavo printed the
 * span like any other text, so the phrase broke across lines (and was hyphenated) where the author said not to.
 */
const PHRASES = Array.from(
  { length: 36 },
  (_, i) => `${'filler '.repeat(i % 7)}the [.keep-together]#Torvane Quillstrap# set`,
);

describe('a keep-together phrase in the PDF', () => {
  it('stays on one line wherever it falls', async () => {
    const pdf = await renderBookPdf(
      { 'ch01.adoc': ['== Gauges', '', PHRASES.join(' and '), ''].join('\n') },
      { title: 'Gauges', files: ['ch01.adoc'] },
    );
    expect(pdf.warnings).toEqual([]);
    const text = pdf.pages.join('\n');
    const together = text.match(/Torvane Quillstrap/g) ?? [];
    expect(together).toHaveLength(36);
  }, 120_000);
});
