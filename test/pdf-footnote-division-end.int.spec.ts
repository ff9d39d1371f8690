import { pageWith, removeRenderedBooks, renderBookPdf, RenderedPdf } from './support/pdf-book';

/**
 * A chapter that ends with a note box (or a paragraph) holding a footnote reference, the box's text ending just
 * above where the note would have to start at the page's foot: the box's lines fit, but its bottom padding and
 * margin, and the chapter's end, left no room for the note after it. The measure put the note after the chapter's
 * end anyway, with no room: it printed alone at the top of the next page, away from its reference, and the
 * author was warned about a layout Octavo chose. Real Chromium.
 */
const WORDS = 'modules merge option definitions from every file that imports them into one system'.split(' ');

function prose(count: number, seed: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(i * 5 + seed * 7 + (i % 3)) % WORDS.length]).join(
    ' ',
  );
}

const BOXES = 16;
const PARAGRAPHS = 16;

/**
 * Chapter `c`: a paragraph, a spacer a few pixels taller in each chapter, then the chapter's last block, a note
 * box (or a paragraph) with a reference on its first line, so that its end sweeps down past the page's foot.
 */
function chapter(c: number): string {
  const box = c < BOXES;
  const step = box ? c : c - BOXES;
  const note = `<span data-type="footnote">N${c}q ${prose(12, c)}.</span>`;
  const last = box
    ? `<div data-type="note"><p>R${c}q${note} ${prose(48, c + 2)} E${c}q.</p></div>`
    : `<p>R${c}q${note} ${prose(48, c + 2)} E${c}q.</p>`;
  return (
    `<section data-type="chapter" id="c${c}"><h1>End ${c}</h1>` +
    `<p>${prose(90, 0)}.</p><div style="height: ${(box ? 215 : 270) + step * 3}px"></div>${last}</section>`
  );
}

const chapters = Array.from({ length: BOXES + PARAGRAPHS }, (_, c) => c);
const FILES = Object.fromEntries(chapters.map((c) => [`ch${c}.html`, chapter(c)]));
const CONFIG = { title: 'Notes at the End', files: Object.keys(FILES) };

afterAll(removeRenderedBooks);

describe('a note referenced in the last block of a chapter, near the page’s foot', () => {
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(FILES, CONFIG);
  }, 240_000);

  it('prints the note at the foot of its reference’s page, without a warning', () => {
    expect(chapters.filter((c) => pageWith(pdf.pages, `R${c}q`) !== pageWith(pdf.pages, `N${c}q`))).toEqual(
      [],
    );
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
  });

  it('sweeps each kind of block across the page’s foot', () => {
    const parted = chapters.filter((c) => pageWith(pdf.pages, `E${c}q`) > pageWith(pdf.pages, `R${c}q`));
    expect(parted.some((c) => c < BOXES)).toBe(true);
    expect(parted.some((c) => c >= BOXES)).toBe(true);
  });
});
