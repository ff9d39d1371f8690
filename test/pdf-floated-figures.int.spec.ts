import { formatWarning } from '../renderers/warnings';
import { pageLines, pageWith, removeRenderedBooks, renderWithLanes } from './support/pdf-book';
import { tool } from './support/render-tools';

/** A drawing as tall as `height` for a width of 400: printed at the text's width, it is about that tall in proportion. */
const drawing = (height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="${height}" viewBox="0 0 400 ${height}">` +
  `<rect width="400" height="${height}" fill="#888"/></svg>`;

const paragraph = (chapter: number, n: number) =>
  `Paragraph ${chapter}.${n} explains a step of soldering the board, at the length a paragraph of a real ` +
  `chapter has, so that its pages fill as a book's do: the iron, the flux, the pads, the parts and the wires.`;

/** A chapter of paragraphs with a figure after the `before`-th of them, under `role` (none: a plain figure). */
const chapter = (n: number, role: string | undefined, before: number, after: number) =>
  [
    `== Chapter ${n}`,
    '',
    ...Array.from({ length: before }, (_, i) => [paragraph(n, i + 1), '']).flat(),
    ...(role ? [`[role="${role}"]`] : []),
    `.Board ${n} seen from above`,
    `image::board.svg[Board ${n}]`,
    '',
    ...Array.from({ length: after }, (_, i) => [paragraph(n, before + i + 1), '']).flat(),
  ].join('\n');

/** The lines of a page between its running head and its folio. */
const bodyLines = (page: string) => pageLines(page).slice(1, -1);

/**
 * How much of each page's text left blank at its foot (pdftotext -bbox): the room between the last line above the
 * folio and the folio, as a share of the room between the page's first line and the folio.
 */
async function blankFeet(file: string): Promise<number[]> {
  const xml = (await tool('pdftotext', ['-bbox', file, '-'])).stdout;
  return xml
    .split('<page ')
    .slice(1)
    .map((page) => {
      const lines = new Map<number, number>();
      for (const word of page.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/g))
        lines.set(Number(word[1]), Math.max(lines.get(Number(word[1])) ?? 0, Number(word[2])));
      const tops = [...lines.keys()].sort((a, b) => a - b);
      const folio = tops.at(-1) ?? 0;
      const last = lines.get(tops.at(-2) ?? folio) ?? folio;
      return tops.length < 3 ? 1 : (folio - last) / (folio - tops[0]!);
    });
}

/**
 * Practical Electronics marks its photographs `[role="float-top wide"]` or `[role="float-bottom wide"]`, which Atlas's
 * AH Formatter floats to the top or foot of a page: printed in place, a photograph that did not fit under the text
 * before it went whole to the next page and left the page before 35-50% blank. The text after it now fills that page
 * and the photograph opens the next; a figure without the role stays where its source put it.
 */
describe("PDF: Atlas's float roles let the text after a figure fill the page before it", () => {
  afterAll(removeRenderedBooks);

  // 0: the book printed as one document; 2: in parts side by side, each part's prints floating its own figures.
  it.each(['0', '2'])(
    'prints a float-top or float-bottom figure after the paragraphs that fit the page it would leave blank (lanes %s)',
    async (lanes) => {
      const BEFORE = 5;
      const AFTER = 8;
      const { file, pages, warnings } = await renderWithLanes(
        {
          'ch01.asciidoc': chapter(1, 'float-top', BEFORE, AFTER),
          'ch02.asciidoc': chapter(2, 'float-bottom wide', BEFORE, AFTER),
          'ch03.asciidoc': chapter(3, undefined, BEFORE, AFTER),
          'board.svg': drawing(300),
        },
        { title: 'Floats', files: ['ch01.asciidoc', 'ch02.asciidoc', 'ch03.asciidoc'] },
        lanes,
        () => false,
      );
      const text = pages.join('\n');
      const blank = await blankFeet(file);
      for (const n of [1, 2, 3]) {
        // Every paragraph prints once, none lost or doubled.
        for (let p = 1; p <= BEFORE + AFTER; p++)
          expect(text.split(`Paragraph ${n}.${p} `).length - 1).toBe(1);
        const figure = pageWith(pages, `Board ${n} seen from above`);
        const lastBefore = pageWith(pages, `Paragraph ${n}.${BEFORE} `);
        // The real layout: the figure did not fit under the paragraphs before it, and a full page of text came before.
        expect(figure).toBe(lastBefore + 1);
        if (n === 3) {
          // Without a role the figure stays after the paragraph its source puts it after, the page before part blank.
          expect(pageWith(pages, `Paragraph ${n}.${BEFORE + 1} `)).toBe(figure);
          expect(blank[lastBefore]).toBeGreaterThan(0.3);
          continue;
        }
        // Paragraphs after the figure filled the page before it, and the figure opens the next page, caption and all.
        expect(pageWith(pages, `Paragraph ${n}.${BEFORE + 1} `)).toBe(lastBefore);
        expect(blank[lastBefore]).toBeLessThan(0.15);
        expect(bodyLines(pages[figure]!)[0]).toMatch(
          new RegExp(`^Figure ${n}-1\\. Board ${n} seen from above$`),
        );
      }
      expect(warnings.map(formatWarning).filter((w) => w.includes('figure'))).toEqual([]);
    },
  );
});
