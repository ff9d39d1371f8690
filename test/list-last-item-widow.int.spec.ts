import { renderBookPdf, removeRenderedBooks } from './support/pdf-book';

/**
 * Chromium keeps two lines of a paragraph together across a page break (`widows`), but nothing keeps a list's items
 * together: a book audit found a chapter's closing summary list whose last one-line item was printed alone on the
 * chapter's last page. A list's last item now takes the one before it along.
 */
const OFFSETS = Array.from({ length: 30 }, (_, i) => 6 + i);

function chapter(n: number): string {
  const lines = Array.from({ length: n }, (_, i) => `Reading ${i + 1} of the tank log`).join('<br/>');
  const items = Array.from({ length: 10 }, (_, i) => `<li>Tank${n} step${i + 1} is checked</li>`).join('\n');
  return `<section data-type="chapter">
<h1>Tank ${n}</h1>
<p>${lines}</p>
<ol>
${items}
</ol>
</section>`;
}

const pageOf = (pages: string[], pattern: RegExp): number => pages.findIndex((text) => pattern.test(text));

describe("a list's last item, in the PDF", () => {
  afterAll(removeRenderedBooks);

  it('never stands alone at the top of a page', async () => {
    const files = OFFSETS.map((n) => `ch${n}.html`);
    const pdf = await renderBookPdf(Object.fromEntries(OFFSETS.map((n) => [`ch${n}.html`, chapter(n)])), {
      title: 'Tanks',
      files,
    });
    expect(pdf.warnings).toEqual([]);
    const alone = OFFSETS.filter((n) => {
      const last = pageOf(pdf.pages, new RegExp(`Tank${n} step10 `));
      expect(last).toBeGreaterThanOrEqual(0);
      return pageOf(pdf.pages, new RegExp(`Tank${n} step9 `)) !== last;
    });
    expect(alone).toEqual([]);
  }, 240_000);
});
