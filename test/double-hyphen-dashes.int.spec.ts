import { renderBookPdf } from './support/pdf-book';

/**
 * A dash typed as two hyphens (`--`) in HTMLBook, which prints its text as written: Chromium broke the line between
 * them, printing "become -" at a line's end and "- software" at the next one's start (DanGitOreilly/lean-series,
 * chapter 1). The pair now stays on one line, as the single dash it stands for would.
 */
const words = ['loom', 'shuttle', 'heddle', 'warp', 'weft', 'treadle', 'bobbin', 'reed', 'selvage', 'beater'];
const paragraph = (n: number) =>
  `<p>${Array.from({ length: 60 }, (_, i) => `${words[(i * 7 + n) % words.length]} --`).join(' ')} end.</p>`;
const FILES = {
  'atlas.json': JSON.stringify({ title: 'Looms', files: ['weaving.html'] }),
  'weaving.html': `<section data-type="chapter"><h1>Weaving</h1>${Array.from({ length: 12 }, (_, n) => paragraph(n)).join('\n')}</section>`,
};

describe('a dash typed as two hyphens in the PDF', () => {
  it('never splits across lines', async () => {
    const pdf = await renderBookPdf(FILES, { title: 'Looms', files: ['weaving.html'] });
    expect(pdf.warnings).toEqual([]);
    const lines = pdf.pages.flatMap((page) => page.split('\n')).map((line) => line.trim());
    const split = lines.filter((line, i) => /(?:^|\s)-$/.test(line) && /^-(?!-)/.test(lines[i + 1] ?? ''));
    expect(lines.filter((line) => line.includes('--')).length).toBeGreaterThan(20);
    expect(split).toEqual([]);
  }, 180_000);
});
