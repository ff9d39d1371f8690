import { renderBookPdf, removeRenderedBooks } from './support/pdf-book';
import { stripedPng } from './support/png';

/**
 * A paragraph ending in a colon is kept on the page of the figure it introduces. A book audit found screenshots
 * nearly a page tall under two-line introductions: the introduction and the figure could not share a page, and
 * Chromium kept the promise by breaking the introduction itself, printing its first line alone on an otherwise
 * empty page and the rest over the figure on the next.
 */
const FILLER = 'The valve opens slowly, and the flow settles once the chamber has filled to the mark.';
const PANEL = stripedPng(600, 1000, [
  [40, 90, 160],
  [200, 200, 200],
  [90, 160, 40],
]);

function chapter(n: number): string {
  const filler = Array.from({ length: 2 + 3 * n }, () => `<p>${FILLER.repeat(2)}</p>`).join('\n');
  return `<section data-type="chapter">
<h1>Valve ${n}</h1>
${filler}
<p>${
    n < 3
      ? `Start${n} of the introduction: when the operator opens the side hatch of valve number ${n} and lifts the cover, the panel behind it looks like end${n}:`
      : `Start${n} of a short one, it looks like end${n}:`
  }</p>
<figure><img src="panel.png" alt="The panel of valve ${n}"/><figcaption>Panel of valve ${n}</figcaption></figure>
<p>After the panel of valve ${n} the chapter goes on.</p>
</section>`;
}

const pageOf = (pages: string[], pattern: RegExp): number => pages.findIndex((text) => pattern.test(text));

describe('an introduction over a figure nearly a page tall, in the PDF', () => {
  afterAll(removeRenderedBooks);

  it('prints whole on the figure’s page, never with a line alone on a page before it', async () => {
    const chapters = [0, 1, 2, 3];
    const pdf = await renderBookPdf(
      {
        ...Object.fromEntries(chapters.map((n) => [`ch0${n}.html`, chapter(n)])),
        'panel.png': PANEL,
      },
      { title: 'Valves', files: chapters.map((n) => `ch0${n}.html`) },
    );
    expect(pdf.warnings).toEqual([]);
    for (const n of chapters) {
      const figure = pageOf(pdf.pages, new RegExp(`Panel of valve ${n}`));
      expect(figure).toBeGreaterThanOrEqual(0);
      expect({
        chapter: n,
        start: pageOf(pdf.pages, new RegExp(`Start${n} of`)),
        end: pageOf(pdf.pages, new RegExp(`like end${n}:`)),
      }).toEqual({ chapter: n, start: figure, end: figure });
    }
  }, 240_000);
});
