import { formatWarning } from '../renderers/warnings';
import { pageWith, removeRenderedBooks, renderBookPdf, RenderedPdf } from './support/pdf-book';

const WORDS = 'workers schedule tasks across the cluster while the scheduler keeps their results'.split(' ');
const prose = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => WORDS[(i * 3 + seed * 5) % WORDS.length]).join(' ');
const note = (marker: string, words: number) =>
  `<span data-type="footnote">${marker} ${prose(words, 1)}.</span>`;

/**
 * Scaling Python with Dask's Table 12-1: a table that starts its page (a break before it) with three notes, the
 * page holding the table and its first note but not all three. Each pass ended the page before the table, leaving it
 * empty, so the passes gave up on the chapter: the table's notes and the nine notes after it in the chapter were all
 * printed in the text, after their paragraphs. The table's notes now go right after it, together, in order; every
 * later note at the foot of its reference's page. Real Chromium.
 */
describe('notes of a table that starts its page, too many to share it', () => {
  let pdf: RenderedPdf;
  beforeAll(async () => {
    const table =
      '<table style="break-before: page"><tr><th>Method</th><th>Use</th></tr>' +
      `<tr><td>T1q${note('N1q', 12)}</td><td>${prose(8, 2)}</td></tr>` +
      `<tr><td>T2q${note('N2q', 12)}</td><td>${prose(8, 3)}</td></tr>` +
      `<tr><td>T3q${note('N3q', 160)}</td><td><div style="height: 520px"></div></td></tr></table>`;
    const after = Array.from(
      { length: 6 },
      (_, i) => `<p>${prose(90, i)} P${i + 1}q${note(`M${i + 1}q`, 10)} ${prose(120, i + 1)}.</p>`,
    ).join('');
    pdf = await renderBookPdf(
      {
        'ch1.html': `<section data-type="chapter" id="c1"><h1>Deployments</h1><p>${prose(40, 0)}.</p>${table}${after}</section>`,
      },
      { title: 'Table Notes', files: ['ch1.html'] },
    );
  }, 240_000);
  afterAll(removeRenderedBooks);

  it('prints the table’s notes after it, in order; names only them', () => {
    const notes = pdf.warnings.map(formatWarning).filter((w) => /footnote/.test(w));
    expect(notes).toHaveLength(3);
    for (const [i, said] of notes.entries())
      expect(said).toMatch(new RegExp(`^ch1\\.html(:\\d+)?: footnote ${i + 1} is referenced inside a table`));
    const page = pageWith(pdf.pages, 'N1q');
    expect(pdf.pages[page]).toMatch(/N1q[^]*N2q[^]*N3q/);
  });

  it('places every later note of the chapter at the foot of its reference’s page', () => {
    for (let i = 1; i <= 6; i++) expect(pageWith(pdf.pages, `M${i}q`)).toBe(pageWith(pdf.pages, `P${i}q`));
  });
});
