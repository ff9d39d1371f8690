import { removeRenderedBooks, renderBookPdf } from './support/pdf-book';

/**
 * A table too long to stay whole may split across pages, and its header row is printed again at the head of each
 * part. Where the table began near a page's foot, Chromium printed its caption and header row there alone, with
 * every row under the next page's copy of the header: a reference book of API tables showed such a stranded head.
 */
const ROWS = 12;

function chapter(n: number, lines: number): string {
  return [
    `== Valve ${n}`,
    '',
    ...Array.from({ length: lines }, (_, i) => `Reading ${i + 1} of the valve is noted.\n`),
    `.Settings of valve ${n}`,
    '[options="header"]',
    '|===',
    '|Setting|Call|Effect',
    ...Array.from(
      { length: ROWS },
      (_, i) =>
        `|V${n}R${String(i + 1).padStart(2, '0')}|\`valve.turn(${i})\`|Turns the valve by one notch and waits for the pressure to settle again.`,
    ),
    '|===',
    '',
  ].join('\n');
}

afterAll(removeRenderedBooks);

describe('a table that splits across pages', () => {
  it('prints its caption and header row on the page of its first row', async () => {
    const chapters = Array.from({ length: 14 }, (_, i) => i);
    const pdf = await renderBookPdf(
      Object.fromEntries(chapters.map((n) => [`ch${n}.adoc`, chapter(n, 10 + n)])),
      { title: 'Valves', files: chapters.map((n) => `ch${n}.adoc`) },
    );
    expect(pdf.warnings).toEqual([]);
    const stranded = chapters.filter((n) =>
      pdf.pages.some(
        (text) => new RegExp(`Settings of valve ${n}\\b`).test(text) && !text.includes(`V${n}R01`),
      ),
    );
    expect(stranded).toEqual([]);
    // Each table did split: its last row is on a later page than its first.
    const splits = chapters.filter(
      (n) =>
        pdf.pages.findIndex((text) => text.includes(`V${n}R01`)) <
        pdf.pages.findIndex((text) => text.includes(`V${n}R${ROWS}`)),
    );
    expect(splits.length).toBeGreaterThan(0);
  }, 240_000);
});
