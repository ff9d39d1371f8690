import { removeRenderedBooks, renderBookPdf } from './support/pdf-book';

/**
 * A formula in running text is laid out as one box, and Chromium broke a line on either side of it: a line of
 * the PDF began with the comma written against the formula before it (`…from |0⟩` / `,|1⟩ to |+⟩`), where TeX,
 * whose notation the author wrote, breaks only at a space.
 */
const SENTENCES = Array.from(
  { length: 40 },
  (_, i) =>
    `${'The probe is read '.repeat(1 + (i % 5))}${'again '.repeat(i % 7)}from latexmath:[\\vert 0\\rangle],` +
    `latexmath:[\\vert 1\\rangle] to latexmath:[\\vert +\\rangle], and the latexmath:[n]-th reading (latexmath:[k]).`,
);

afterAll(removeRenderedBooks);

describe('inline math in the PDF', () => {
  it('never begins a line with the punctuation written against a formula', async () => {
    const pdf = await renderBookPdf(
      { 'ch01.adoc': ['== Probes', '', ...SENTENCES.map((s) => `${s}\n`)].join('\n') },
      { title: 'Probes', files: ['ch01.adoc'] },
    );
    expect(pdf.warnings).toEqual([]);
    const lines = pdf.pages.flatMap((page) => page.split('\n').map((line) => line.trim()));
    expect(lines.filter((line) => line.includes('⟩')).length).toBeGreaterThan(20);
    expect(lines.filter((line) => /^[,.)-]/.test(line))).toEqual([]);
  }, 120_000);
});
