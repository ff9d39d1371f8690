import { PART_SIZES } from '../renderers/pdf/print-parts';
import { folioOf, pageLines, removeRenderedBooks, renderWithLanes } from './support/pdf-book';

/**
 * The corpus book (an Atlas print edition, each chapter a part) printed 17 of its 22 parts twice: once with stand-in
 * numbers for its references ("see “Keys and Addresses” on page 61"), once more with the real ones, 2.6 s of its 9 s
 * PDF. A part of body is now printed once and the real numbers written into its print.
 */

const WORDS = 'ledger block chain account contract token wallet node miner gas proof state hash key'.split(
  ' ',
);
const prose = (words: number, seed: number) =>
  Array.from({ length: words }, (_, i) => WORDS[(i * 5 + seed * 3 + (i % 7)) % WORDS.length]).join(' ');

/** Which chapter's second section each chapter refers to, as Atlas writes a reference: its title in quotes. */
const CITES: Record<number, number[]> = { 1: [7, 8], 2: [1], 7: [2], 8: [1, 6] };

function book(): Record<string, string> {
  const files: Record<string, string> = {
    'preface.html': `<section data-type="preface"><h1>Preface</h1><p>${prose(120, 0)}</p></section>`,
  };
  for (let c = 1; c <= 8; c++) {
    const paragraphs = Array.from({ length: 12 }, (_, i) => {
      const references = (i === 4 ? (CITES[c] ?? []) : [])
        .map((to) => ` See <a data-type="xref" href="#ch${to}-s2">\u201cPart two of ${to}\u201d</a>.`)
        .join('');
      // Figures in the text, as a technical book has (the numbers' digits are in the font's subset).
      const figures = i === 2 ? ` It holds ${c}0 blocks of 1,234 to 56,789 bytes.` : '';
      return `<p>${prose(95 + (i % 4) * 10, c * 100 + i)}.${figures}${references}</p>`;
    });
    files[`ch${c}.html`] =
      `<section data-type="chapter" id="ch${c}"><h1>Chapter title ${c}</h1>` +
      `<section data-type="sect1" id="ch${c}-s1"><h2>Part one of ${c}</h2>${paragraphs.slice(0, 6).join('')}</section>` +
      `<section data-type="sect1" id="ch${c}-s2"><h2>Part two of ${c}</h2>${paragraphs.slice(6).join('')}</section>` +
      '</section>';
  }
  return files;
}

const config = {
  title: 'Numbers Written In',
  files: ['preface.html', ...Array.from({ length: 8 }, (_, i) => `ch${i + 1}.html`)],
  configFile: 'atlas.json' as const,
};

describe('PDF in parts: page references get their numbers without a second print of their part', () => {
  const sizes = { ...PART_SIZES };
  const parts = process.env.OCTAVO_PDF_PARTS;
  beforeAll(() => {
    // A book of about 30 pages cut as a 300-page one is: each citing chapter a part, the four between in four.
    Object.assign(PART_SIZES, { minPart: 10_000, attachedRun: 4_000 });
    process.env.OCTAVO_PDF_PARTS = '4';
  });
  afterAll(async () => {
    Object.assign(PART_SIZES, sizes);
    if (parts === undefined) delete process.env.OCTAVO_PDF_PARTS;
    else process.env.OCTAVO_PDF_PARTS = parts;
    await removeRenderedBooks();
  });

  it("writes each section's real page into the citing parts' prints, prints them once, and reads as the book printed whole", async () => {
    const inParts = await renderWithLanes(book(), config, '2', () => true);
    const { pages, prints: phases } = inParts;
    const text = pages.join('\n').replace(/\s+/g, ' ');
    for (const targets of Object.values(CITES)) {
      for (const to of targets) {
        // The page the section's heading is on (a line of its own; the contents' line has its number too).
        const heading = pages.findIndex((page) =>
          pageLines(page).some((line) => line.trim() === `Part two of ${to}`),
        );
        const folio = folioOf(pages[heading]!);
        expect(folio).toMatch(/^\d+$/);
        expect(text).toContain(`\u201cPart two of ${to}\u201d on page ${folio}.`);
      }
    }
    // The contents lists each section at the page its heading is on: arabic in the body, roman in the front matter.
    const listed = (title: string) =>
      pages
        .slice(0, 4)
        .flatMap(pageLines)
        .map((line) => new RegExp(`^\\s*${title}\\s+(\\S+)$`).exec(line)?.[1])
        .find(Boolean);
    const prefaceStart = pages.findIndex((page) => pageLines(page).some((line) => line.trim() === 'Preface'));
    expect(listed('Preface')).toBe(folioOf(pages[prefaceStart]!) || undefined);
    expect(listed('Preface')).toMatch(/^[ivxlc]+$/);
    for (let c = 1; c <= 8; c++) {
      const heading = pages.findIndex((page) =>
        pageLines(page).some((line) => line.trim() === `Part two of ${c}`),
      );
      expect(listed(`Part two of ${c}`)).toBe(folioOf(pages[heading]!));
    }
    // The contents and every citing chapter but the last had their numbers written in, and Chromium printed each of
    // them once (the last cites earlier pages only: it is printed once, after them, with its numbers:
    // citingPartPrintedOnce).
    const written = phases.flatMap(
      (phase) => /^pdf: (part \d+): page numbers written into its print$/.exec(phase)?.[1] ?? [],
    );
    expect(written).toHaveLength(4);
    expect(written).toContain('part 1');
    // Those citing only pages before the last are written while it prints, the others after it: four in all.
    const writtenInto = phases
      .map((phase) => /^pdf: page numbers written into (\d+) parts$/.exec(phase)?.[1])
      .filter((count) => count !== undefined)
      .map(Number);
    expect(writtenInto.reduce((sum, count) => sum + count, 0)).toBe(4);
    for (const part of written)
      expect(phases.filter((phase) => phase === `pdf: ${part}: tagged print`)).toHaveLength(1);
    expect(phases.some((phase) => /do not fit its print/.test(phase))).toBe(false);

    // The book printed as one document (a layout pass, then the real numbers printed) reads the same, page for page.
    const whole = await renderWithLanes(book(), config, '0', () => false);
    expect(inParts.pages).toEqual(whole.pages);
  }, 240_000);
});
