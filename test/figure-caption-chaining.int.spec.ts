import { renderBookPdf, removeRenderedBooks } from './support/pdf-book';
import { stripedPng } from './support/png';

/**
 * A figure's caption under its image was kept with what follows it (`break-after: avoid` on the caption passes to
 * the figure it ends), so "intro: figure, intro: figure" became one block no page could hold. A book audit found
 * Chromium breaking it in the first introduction: one line alone on a page, the rest of the page empty.
 */
const FILLER = 'The pump starts on the second signal, and the gauge climbs until the relief valve opens.';
const DIAGRAM = stripedPng(600, 420, [
  [160, 40, 40],
  [220, 220, 220],
  [40, 40, 160],
]);

function chapter(n: number): string {
  const filler = Array.from({ length: 1 + 2 * n }, () => `<p>${FILLER.repeat(2)}</p>`).join('\n');
  const figure = (part: string) =>
    `<figure><img src="diagram.png" alt="Pump ${n} ${part}"/><figcaption>Pump ${n}, ${part}</figcaption></figure>`;
  return `<section data-type="chapter">
<h1>Pump ${n}</h1>
${filler}
<p>First${n} of the introduction: the diagram below shows how the parts of pump number ${n} fit together, from lastone${n}:</p>
${figure('assembled')}
<p>Here is the same pump ${n} taken apart into its parts:</p>
${figure('taken apart')}
<p>After the pump ${n} the chapter goes on.</p>
</section>`;
}

const pageOf = (pages: string[], pattern: RegExp): number => pages.findIndex((text) => pattern.test(text));

describe('a figure and the introduction of the next one, in the PDF', () => {
  afterAll(removeRenderedBooks);

  it('may stand on different pages, so no introduction is broken to keep them together', async () => {
    const chapters = [0, 1, 2, 3];
    const pdf = await renderBookPdf(
      { ...Object.fromEntries(chapters.map((n) => [`ch0${n}.html`, chapter(n)])), 'diagram.png': DIAGRAM },
      { title: 'Pumps', files: chapters.map((n) => `ch0${n}.html`) },
    );
    expect(pdf.warnings).toEqual([]);
    for (const n of chapters) {
      const figure = pageOf(pdf.pages, new RegExp(`Pump ${n}, assembled`));
      expect(figure).toBeGreaterThanOrEqual(0);
      expect({
        chapter: n,
        start: pageOf(pdf.pages, new RegExp(`First${n} of`)),
        end: pageOf(pdf.pages, new RegExp(`lastone${n}:`)),
      }).toEqual({ chapter: n, start: figure, end: figure });
    }
  }, 240_000);
});
