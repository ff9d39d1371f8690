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

/**
 * The role on a block (`[role="keep-together"]` over a listing) keeps it on one page, as O'Reilly's print
 * formatter did: Octavo split a listing longer than a few lines across pages, role or not.
 */
const FILLER = 'The gauge reads the pressure of the line it is fitted to, and the needle settles in time.';
function chapter(n: number, role: string): string {
  const listing = Array.from(
    { length: 22 },
    (_, i) => `K${n}L${String(i + 1).padStart(2, '0')} = read(${i})`,
  );
  return [
    `== Gauge ${n}`,
    '',
    ...Array.from({ length: 4 + n }, () => `${FILLER.repeat(3)}\n`),
    ...(role ? [role] : []),
    '----',
    ...listing,
    '----',
    '',
  ].join('\n');
}

function pagesOfListing(pages: string[], n: number): number[] {
  return [...new Set(pages.flatMap((text, page) => (new RegExp(`K${n}L\\d\\d`).test(text) ? [page] : [])))];
}

describe('a keep-together block in the PDF', () => {
  it('stays on one page; the same listing without the role may split', async () => {
    const chapters = [0, 1, 2, 3, 4, 5];
    const files = (role: string) =>
      Object.fromEntries(chapters.map((n) => [`ch0${n}.adoc`, chapter(n, role)]));
    const config = { title: 'Gauges', files: chapters.map((n) => `ch0${n}.adoc`) };
    const kept = await renderBookPdf(files('[role="keep-together"]'), config);
    expect(kept.warnings).toEqual([]);
    expect(chapters.map((n) => pagesOfListing(kept.pages, n).length)).toEqual(chapters.map(() => 1));
    const free = await renderBookPdf(files(''), config);
    expect(chapters.some((n) => pagesOfListing(free.pages, n).length > 1)).toBe(true);
  }, 240_000);
});
