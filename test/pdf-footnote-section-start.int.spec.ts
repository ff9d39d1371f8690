import {
  folioOf,
  pageLines,
  pageWith,
  removeRenderedBooks,
  renderBookPdf,
  RenderedPdf,
} from './support/pdf-book';

/**
 * A page whose notes end it right before a section's heading (Scaling Python with Ray, page 5: the last list of
 * "Running your code with Ray", note 8, then "Where does it fit in the ecosystem?" at the top of page 6). The notes
 * were put inside the next section, above its heading, so the section began on the page before its heading, and
 * the section's id, which the contents and the outline link to, gave that page: the contents listed 5 for a
 * section printed on 6, eight entries of Ray's 110. Real Chromium.
 */
const WORDS = 'the scheduler places remote tasks on workers that hold their data in shared memory'.split(' ');

function prose(count: number, seed: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(i * 5 + seed * 7 + (i % 3)) % WORDS.length]).join(
    ' ',
  );
}

const CHAPTERS = 18;

/**
 * Chapter `c`: a paragraph with a note, text a line longer in each chapter, then a section: across the sweep the
 * section's heading comes down the page until the page ends before it, its notes printed at the page's foot.
 */
function chapter(c: number): string {
  return (
    `<section data-type="chapter" id="c${c}"><h1>Cluster ${c}</h1>` +
    `<p>R${c}q<span data-type="footnote">N${c}q ${prose(24, c)}.</span> ${prose(60, 1)}.</p>` +
    `<p>${prose(150 + c * 7, 2)}.</p>` +
    `<section data-type="sect1" id="s${c}"><h2>Harbour ${c} Survey</h2><p>${prose(40, 3)}.</p></section>` +
    `</section>`
  );
}

const chapters = Array.from({ length: CHAPTERS }, (_, c) => c);
const FILES = Object.fromEntries(chapters.map((c) => [`ch${c}.html`, chapter(c)]));
const CONFIG = { title: 'Sections After Notes', files: Object.keys(FILES), formats: { pdf: { toc: true } } };

afterAll(removeRenderedBooks);

describe('a page its notes end right before a section', () => {
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(FILES, CONFIG);
  }, 240_000);

  /** The page (0-based) where the section's heading is printed, after the contents. */
  const headingPage = (c: number) =>
    pdf.pages.findIndex((page, i) => i > contentsPage() && pageLines(page).includes(`Harbour ${c} Survey`));
  const contentsPage = () => pageWith(pdf.pages, /Harbour 0 Survey/);

  it('covers sections whose heading starts the page after notes', () => {
    const afterNotes = chapters.filter((c) => {
      const heading = headingPage(c);
      const lines = pageLines(pdf.pages[heading]!);
      // The heading is the page's first line under the running head, and its page before ends with the note.
      return lines[1] === `Harbour ${c} Survey` && pdf.pages[heading - 1]!.includes(`N${c}q`);
    });
    expect(afterNotes.length).toBeGreaterThanOrEqual(1);
  });

  it('lists every section in the contents with the page its heading is printed on', () => {
    const contents = pdf.pages.slice(contentsPage(), contentsPage() + 3).join('\n');
    const listed = chapters.map((c) => {
      const entry = new RegExp(`Harbour ${c} Survey[ .]*?(\\d+)\\s*$`, 'm').exec(contents);
      return `${c}: ${entry?.[1] ?? 'not listed'}`;
    });
    expect(listed).toEqual(chapters.map((c) => `${c}: ${folioOf(pdf.pages[headingPage(c)]!)}`));
  });
});
