import { renderBookPdf, removeRenderedBooks } from './support/pdf-book';
import { textLines } from './support/pdf-checks';

/**
 * A superscript or subscript is one unit: `a^–1^` never breaks between its minus and its one (Programming Bitcoin's
 * HTML ended a line with "a–" and began the next with "1"). Chromium may break after an en dash.
 */
describe('superscripts at the end of a line', () => {
  afterAll(() => removeRenderedBooks());

  it('are never broken inside', async () => {
    const terms = Array.from({ length: 160 }, (_, i) => `a${'b'.repeat(i % 5)}^–1^`).join(' ');
    const pdf = await renderBookPdf(
      { 'ch01.adoc': `== Inverses\n\n${terms}\n\nH~2–4~ and H~2–4~ end.\n` },
      { title: 'Inverses', files: ['ch01.adoc'] },
    );
    const lines = (await textLines(pdf.file)).flatMap((page) => page.lines.map((line) => line.text.trim()));
    // The paragraph fills many lines (pdftotext sets a superscript apart from its base: "ab –1").
    expect(lines.filter((line) => line.includes('ab –1')).length).toBeGreaterThan(5);
    expect(lines.filter((line) => line.endsWith('–'))).toEqual([]);
  }, 120_000);
});
