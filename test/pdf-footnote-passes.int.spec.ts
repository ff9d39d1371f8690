import { PART_SIZES } from '../renderers/pdf/print-parts';
import {
  pageLines as lines,
  pageWith,
  removeRenderedBooks,
  renderBookPdf,
  RenderedPdf,
  renderWithLanes,
} from './support/pdf-book';

/**
 * Footnotes on page after page (issue 17: a pass measured one page with notes per division and printed the
 * whole book each time, so a chapter with notes on nine pages or more printed its last notes after their
 * paragraphs). A pass now measures the pages that follow a cut (the pages without references too, where
 * Chromium's own break is foreseeable), the next print checks them, and passes after the first print only the
 * divisions still placing notes. Real Chromium.
 */
const WORDS =
  'blocks carry signed transactions from wallets to miners who order them by fee and publish the chain'.split(
    ' ',
  );

function prose(count: number, seed: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(i * 5 + seed * 7 + (i % 3)) % WORDS.length]).join(
    ' ',
  );
}

/** Chapter `c`: `paragraphs` paragraphs, a note in every `every`-th (none when 0). */
function chapter(c: number, paragraphs: number, every: number): string {
  const body = Array.from({ length: paragraphs }, (_, p) => {
    const note =
      every && p % every === 1
        ? ` R${c}x${p}q<span data-type="footnote">N${c}x${p}q ${prose(14, p)}.</span>`
        : '';
    return `<p>${prose(85, c * 100 + p)}.${note} ${prose(25, p)}.</p>`;
  }).join('');
  return `<section data-type="chapter" id="c${c}"><h1>Chapter ${c}</h1>${body}</section>`;
}

const FILES = {
  // Notes on almost every page, page after page.
  'ch1.html': chapter(1, 36, 2),
  // Notes every few pages.
  'ch2.html': chapter(2, 30, 6),
  'ch3.html': chapter(3, 12, 0),
};
const CONFIG = { title: 'Notes on Every Page', files: ['ch1.html', 'ch2.html', 'ch3.html'] };

const REFS = Object.values(FILES).flatMap((html) => [...html.matchAll(/ (R\d+x\d+q)</g)].map((m) => m[1]!));

/** The book rendered, and the names of the prints its layout passes made. */
function render(lanes: string): Promise<RenderedPdf & { prints: string[] }> {
  return renderWithLanes(FILES, CONFIG, lanes, (phase) =>
    /(layout pass \d+: print|footnote layout print)( \(\d+ of \d+ blocks\))?$/.test(phase),
  );
}

/** Each reference `R…q` and its note `N…q` print on the same page. */
function expectEveryNoteOnItsPage(pdf: RenderedPdf, refs: string[] = REFS): void {
  const misplaced = refs
    .map((ref) => [ref, pageWith(pdf.pages, ref), pageWith(pdf.pages, ref.replace(/^R/, 'N'))])
    .filter(([, refPage, notePage]) => refPage === -1 || refPage !== notePage);
  expect(misplaced).toEqual([]);
}

afterAll(removeRenderedBooks);

describe('footnotes on page after page, printed as one document', () => {
  let pdf: RenderedPdf & { prints: string[] };
  beforeAll(async () => {
    pdf = await render('0');
  }, 240_000);

  it('puts every note at the foot of the page of its reference, without a warning', () => {
    expect(REFS.length).toBeGreaterThan(20);
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
    expectEveryNoteOnItsPage(pdf);
  });

  it('measures the notes of page after page in one pass, checked by the next: the book is printed whole twice', () => {
    const whole = pdf.prints.filter((name) => /print$/.test(name));
    const some = pdf.prints.filter((name) => /blocks\)$/.test(name));
    expect(whole).toHaveLength(2);
    // Chapter 1's notes on about ten pages in a row and chapter 2's every few pages are predicted in the first
    // pass; a prediction the second print proved wrong would cost a pass printing that chapter alone.
    expect(pdf.prints.length).toBeLessThanOrEqual(3);
    for (const name of some) expect(name).toMatch(/\((1|2) of \d+ blocks\)$/);
  });
});

describe('footnotes on page after page, printed in parts', () => {
  const sizes = { ...PART_SIZES };
  let pdf: RenderedPdf & { prints: string[] };
  beforeAll(async () => {
    Object.assign(PART_SIZES, { minPart: 20_000, attachedRun: 4_000 });
    pdf = await render('2');
  }, 240_000);
  afterAll(() => Object.assign(PART_SIZES, sizes));

  it('puts every note at the foot of the page of its reference, as the book printed whole does', () => {
    expect(pdf.prints.some((name) => /footnote layout print/.test(name))).toBe(true);
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
    expectEveryNoteOnItsPage(pdf);
  });
});

/**
 * A page that ends inside a listing as Asciidoctor writes it (div.listingblock > div.content > pre): the page's
 * end was measured in the outer div, without the listing's bottom padding and frame that its first part keeps
 * for its "continued" label, so the notes no longer fitted and went to a page of their own, the text after
 * them to the next (the Clojure Cookbook, pages 175-177).
 */
describe('footnotes on pages that end inside a listing', () => {
  const code = (n: number) =>
    Array.from({ length: 26 }, (_, i) => `(defn step-${n}-${i} [x] (+ x ${i})) ; ${prose(3, n + i)}`).join(
      '\n',
    );
  const recipe = (n: number) =>
    `${prose(40 + ((n * 37) % 90), n)} R${n}x0q footnote:[N${n}x0q ${prose(12, n)}.] ${prose(20, n)}.\n\n` +
    `[source,clojure]\n----\n${code(n)}\n----\n`;
  const files = {
    'ch1.adoc': `== Listings\n\n${Array.from({ length: 24 }, (_, n) => recipe(n)).join('\n')}`,
  };
  const refs = Array.from({ length: 24 }, (_, n) => `R${n}x0q`);
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(files, { title: 'Listings', files: ['ch1.adoc'] });
  }, 240_000);

  it('puts every note at the foot of the page of its reference, never on a page of its own', () => {
    expectEveryNoteOnItsPage(pdf, refs);
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
  });
});

/**
 * Notes referenced inside sidebars and quotes (Open Government's chapter 2): a sidebar with a title was never
 * cut inside, so its page was ended before it, the notes left behind on a page of their own, the sidebar after.
 */
describe('footnotes inside sidebars and quotes', () => {
  const unit = (n: number) =>
    `${prose(30 + ((n * 53) % 120), n)}.\n\n.Sidebar ${n}\n****\n${prose(60, n + 1)}.\n\n` +
    `${prose(50, n + 2)} R${n}x0q footnote:[N${n}x0q ${prose(10, n)}.] ${prose(40, n + 3)}.\n\n` +
    `[quote]\n____\n${prose(45, n + 4)} R${n}x1q footnote:[N${n}x1q ${prose(8, n)}.] ${prose(30, n)}.\n____\n****\n`;
  const files = { 'ch1.adoc': `== Boxes\n\n${Array.from({ length: 12 }, (_, n) => unit(n)).join('\n')}` };
  const refs = Array.from({ length: 12 }, (_, n) => [`R${n}x0q`, `R${n}x1q`]).flat();
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(files, { title: 'Boxes', files: ['ch1.adoc'] });
  }, 240_000);

  it('puts each note at the foot of the page of its reference, never on a page before it', () => {
    expectEveryNoteOnItsPage(pdf, refs);
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
  });
});

/**
 * Notes in numbered lists and sections that start low on a page (Open Government's closing list and "About the
 * Author"): a cut at a list item's start kept the item's white space, so its number printed alone at the page's
 * foot and the notes went to a page of their own; a cut before a section's text left its heading at the foot.
 */
describe('footnotes in numbered lists and under headings', () => {
  const section = (n: number) =>
    `=== Section ${n}\n\nS${n}begins ${prose(25 + ((n * 41) % 70), n)} R${n}x0q footnote:[N${n}x0q ${prose(9, n)}.]\n\n` +
    Array.from(
      { length: 4 },
      (_, i) =>
        `. L${n}x${i} ${prose(28 + ((n + i) % 4) * 9, n + i)} R${n}x${i + 1}q footnote:[N${n}x${i + 1}q ${prose(6, i)}.]`,
    ).join('\n') +
    '\n';
  const files = { 'ch1.adoc': `== Lists\n\n${Array.from({ length: 14 }, (_, n) => section(n)).join('\n')}` };
  const refs = Array.from({ length: 14 }, (_, n) =>
    Array.from({ length: 5 }, (_, i) => `R${n}x${i}q`),
  ).flat();
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(files, { title: 'Lists', files: ['ch1.adoc'] });
  }, 240_000);

  it('puts each note at the foot of the page of its reference, and keeps each heading with its text', () => {
    expectEveryNoteOnItsPage(pdf, refs);
    expect(
      Array.from({ length: 14 }, (_, n) => pageWith(pdf.pages, `Section ${n}\n`)).filter(
        (page) => page === -1,
      ),
    ).toEqual([]);
    const parted = Array.from({ length: 14 }, (_, n) => [
      n,
      pageWith(pdf.pages, `Section ${n}\n`),
      pageWith(pdf.pages, `S${n}begins`),
    ]).filter(([, heading, text]) => heading !== text);
    expect(parted).toEqual([]);
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
  });
});

/**
 * References on the first line of a page (the Clojure Cookbook's chapter 8: a page ended early for its notes,
 * and the next one started with a paragraph whose first line has a reference). The superscript rises above its
 * line, so on a page's first line its top was above the page, and Chromium wrote its place at the foot of the
 * page before: the passes took its note as misplaced, measured its page as that one, and ended it before the
 * block above, once more each pass: 29 pages with only their running head and folio, and the chapter's other
 * notes printed after their paragraphs. Here every paragraph starts with a reference, so pages that end
 * between paragraphs start with one.
 */
describe('footnotes referenced on the first line of a page', () => {
  const paragraph = (n: number) =>
    `<p>R${n}q<span data-type="footnote">N${n}q ${prose(12 + ((n * 7) % 30), n)}.</span> ` +
    `${prose(40 + ((n * 37) % 110), n + 1)}.</p>`;
  const files = {
    'ch1.html': `<section data-type="chapter" id="c1"><h1>First Lines</h1>${Array.from({ length: 40 }, (_, n) => paragraph(n)).join('')}</section>`,
  };
  const refs = Array.from({ length: 40 }, (_, n) => `R${n}q`);
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(files, { title: 'First Lines', files: ['ch1.html'] });
  }, 240_000);

  it('puts each note at the foot of the page its reference starts, leaving no page empty, without a warning', () => {
    // Pages that start with a reference (the line under the running head).
    const starting = pdf.pages.filter((page) => /^R\d+q/.test(lines(page)[1] ?? ''));
    expect(starting.length).toBeGreaterThan(3);
    expectEveryNoteOnItsPage(pdf, refs);
    // No page of the chapter holds only its running head and folio.
    const opening = pageWith(pdf.pages, 'CHAPTER 1');
    expect(opening).toBeGreaterThan(-1);
    const empty = pdf.pages
      .map((page, i) => [i + 1, lines(page).length])
      .filter(([page, count]) => page > opening && count <= 2);
    expect(empty).toEqual([]);
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
  });
});

/**
 * Notes on the page before a page break the book forces (`<div class="page-break">`, `break-before: page`, AsciiDoc's
 * `<<<` before a section). The measure took the page as running on to its foot: it ended the page inside or after
 * the block the break stands before, so the notes printed on the next page, after that block's first part, and
 * pages after a cut counted references past the break as theirs.
 */
describe('footnotes on the page before a forced page break', () => {
  const paragraph = (n: number) => {
    const breaks = ['', '', '<div class="page-break"></div>', '', '', ' style="break-before: page"'];
    const before = n % 6 === 2 ? breaks[2] : '';
    const style = n % 6 === 5 ? breaks[5] : '';
    return (
      `${before}<p${style}>P${n}s ${prose(40 + ((n * 37) % 60), n)} R${n}q<span data-type="footnote">N${n}q ` +
      `${prose(12, n)}.</span> ${prose(30, n + 1)}.</p>`
    );
  };
  const section = (n: number) =>
    `<<<\n\n=== Section ${n}\n\n` +
    Array.from(
      { length: 2 + (n % 3) },
      (_, i) =>
        `${prose(45 + ((n * 13 + i * 29) % 70), n + i)} R${n}y${i}q footnote:[N${n}y${i}q ${prose(10, i)}.] ` +
        `${prose(25, n)}.\n`,
    ).join('\n');
  const files = {
    'ch1.html': `<section data-type="chapter" id="c1"><h1>Forced</h1>${Array.from({ length: 24 }, (_, n) => paragraph(n)).join('')}</section>`,
    'ch2.adoc': `== Sections\n\n${prose(60, 1)}.\n\n${Array.from({ length: 6 }, (_, n) => section(n)).join('\n')}`,
  };
  const refs = [
    ...Array.from({ length: 24 }, (_, n) => `R${n}q`),
    ...Array.from({ length: 6 }, (_, n) =>
      Array.from({ length: 2 + (n % 3) }, (_, i) => `R${n}y${i}q`),
    ).flat(),
  ];
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(files, { title: 'Forced', files: ['ch1.html', 'ch2.adoc'] });
  }, 240_000);

  it('puts each note at the foot of its reference’s page, starts a page at each break, leaves none empty', () => {
    expectEveryNoteOnItsPage(pdf, refs);
    // Each forced break starts a page: under its running head, the paragraph or section it stands before.
    const forced = [
      ...Array.from({ length: 24 }, (_, n) => n)
        .filter((n) => n % 6 === 2 || n % 6 === 5)
        .map((n) => `P${n}s`),
      ...Array.from({ length: 6 }, (_, n) => `Section ${n}`),
    ];
    const notOpening = forced.filter((marker) => {
      // After the title page and the contents.
      const page = pdf.pages.slice(2).find((text) => text.includes(marker));
      return !page || !lines(page)[1]?.startsWith(marker);
    });
    expect(notOpening).toEqual([]);
    const empty = pdf.pages
      .map((page, i) => [i + 1, lines(page).length])
      .filter(([page, count]) => page > 2 && count <= 2);
    expect(empty).toEqual([]);
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
  });
});

/**
 * Pages without references that break inside a quotation, a list, an example holding a long listing, or a
 * paragraph holding display formulas (SICP's chapters): the measure foresaw Chromium's break only in a paragraph
 * of text, so each such page ended the pass's predictions there, a pass a page with notes (SICP's first chapter
 * took 32 passes and printed its last notes after their paragraphs). It now follows the break into the blocks a
 * quotation, list or example holds, and into a listing's lines (its frame repeated on each part), and takes a
 * formula as one line.
 */
describe('footnotes between pages that break inside quotations, lists, listings and formulas', () => {
  const formula = (n: number) =>
    `<math display="block"><mfrac><mrow><mi>a</mi><mo>+</mo><mn>${n}</mn></mrow><mi>b</mi></mfrac></math>`;
  const fillers = [
    (n: number) => `<blockquote>${[0, 1, 2].map((i) => `<p>${prose(90, n + i)}.</p>`).join('')}</blockquote>`,
    (n: number) =>
      `<ul>${Array.from({ length: 9 }, (_, i) => `<li>${prose(38, n + i)}.</li>`).join('')}</ul>`,
    (n: number) =>
      `<div class="example"><pre>${Array.from({ length: 44 }, (_, i) => `(define (step-${n}-${i} x) (+ x ${i}))`).join('\n')}</pre></div>`,
    (n: number) =>
      `<p>${prose(70, n)} ${formula(n)} ${prose(70, n + 1)} ${formula(n + 1)} ${prose(70, n + 2)}.</p>`,
  ];
  const unit = (n: number) =>
    `<p>${prose(40 + ((n * 29) % 50), n)} R9x${n}q<span data-type="footnote">N9x${n}q ${prose(12, n)}.</span> ` +
    `${prose(20, n)}.</p>${fillers[n % 4]!(n)}${fillers[(n + 1) % 4]!(n + 1)}`;
  const files = {
    'ch1.html': `<section data-type="chapter" id="c9"><h1>Boxes</h1>${Array.from({ length: 12 }, (_, n) => unit(n)).join('')}</section>`,
  };
  const refs = Array.from({ length: 12 }, (_, n) => `R9x${n}q`);
  let pdf: RenderedPdf & { prints: string[] };
  beforeAll(async () => {
    pdf = await renderWithLanes(files, { title: 'Boxes', files: ['ch1.html'] }, '0', (phase) =>
      /(layout pass \d+: print|footnote layout print)( \(\d+ of \d+ blocks\))?$/.test(phase),
    );
  }, 240_000);

  it('puts every note at the foot of the page of its reference, its pages foreseen in a few passes', () => {
    expect(pdf.pages.length).toBeGreaterThan(20);
    expectEveryNoteOnItsPage(pdf, refs);
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
    expect(pdf.prints.length).toBeLessThanOrEqual(4);
  });
});

/**
 * Notes on pages that end in a cookbook's "See Also" list, after cross-references that read "Recipe 1.4, “Topic 3”
 * on page 5", and in paragraphs introducing a listing (the Clojure Cookbook's chapter 8). The measure counted the
 * page numbers each print writes into those references, which the list it cut did not hold yet, so the page ended
 * mid-word a line lower than measured and its notes went to a page of their own; and it left a paragraph the print
 * had sent on with its listing above a cut, its note on a page of its own after it.
 */
describe('footnotes on pages that end in a list of cross-references', () => {
  const count = 24;
  const code = (n: number) =>
    Array.from({ length: 8 + (n % 5) * 3 }, (_, i) => `(defn step-${n}-${i} [x] (+ x ${i}))`).join('\n');
  const words = (n: number) => Array.from({ length: 24 }, (_, i) => `w${n}c${i}`);
  const recipe = (n: number) =>
    `[[sec_r${n}]]\n=== Topic ${n}\n\n` +
    `${prose(40 + ((n * 29) % 90), n)} R${n}x0q footnote:[N${n}x0q ${prose(12, n)}.] ${prose(20, n)}.\n\n` +
    `${prose(30 + ((n * 23) % 50), n + 1)} R${n}x1q footnote:[N${n}x1q ${prose(6, n)}.] ${prose(10, n)} as follows:\n\n` +
    `[source,clojure]\n----\n${code(n)}\n----\n\n` +
    `${prose(20 + ((n * 17) % 60), n + 2)} R${n}x2q footnote:[N${n}x2q ${prose(9, n)}.] ${prose(15, n)}.\n\n` +
    `==== See Also\n\n* <<sec_r${(n + 3) % count}>>, ${prose(8, n)}\n* <<sec_r${(n + 5) % count}>>\n` +
    `* ${words(n).join(' ')}\n`;
  const files = {
    'book.asciidoc': `:bookseries: cookbook\n\n== Recipes\n\n${Array.from({ length: count }, (_, n) => recipe(n)).join('\n')}`,
  };
  const refs = Array.from({ length: count }, (_, n) => [0, 1, 2].map((i) => `R${n}x${i}q`)).flat();
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(files, { title: 'See Also', files: ['book.asciidoc'] });
  }, 240_000);

  it('ends each page at a line, every note at the foot of its reference’s page, none on a page of its own', () => {
    expect(pageWith(pdf.pages, /Recipe 1\.4, “Topic 3” on page \d+/)).toBeGreaterThan(-1);
    expectEveryNoteOnItsPage(pdf, refs);
    const split = Array.from({ length: count }, (_, n) => words(n))
      .flat()
      .filter((word) => pageWith(pdf.pages, new RegExp(`\\b${word}\\b`)) === -1);
    expect(split).toEqual([]);
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
  });
});

/**
 * Notes in paragraphs that introduce a listing ("as follows:"), kept with it: the print sent such a paragraph on to
 * the next page with its listing, and the measure took the page's references from the print, so a cut for a note
 * above it left the paragraph on the page without its note, which a later cut printed alone on the next page (the
 * Clojure Cookbook's chapter 8, "Listing the contents of the JAR file…:").
 */
describe('footnotes in paragraphs introducing listings', () => {
  const count = 30;
  const code = (n: number) =>
    Array.from({ length: 14 + (n % 4) * 4 }, (_, i) => `(defn step-${n}-${i} [x] (+ x ${i}))`).join('\n');
  const unit = (n: number) =>
    `${prose(40 + ((n * 23) % 120), n)} R${n}x0q footnote:[N${n}x0q ${prose(12, n)}.] ${prose(20, n)}.\n\n` +
    `${prose(20 + ((n * 23) % 40), n + 1)} R${n}x1q footnote:[N${n}x1q ${prose(6, n)}.] ${prose(10, n)} as follows:\n\n` +
    `[source,clojure]\n----\n${code(n)}\n----\n`;
  const files = {
    'ch1.adoc': `== Listings\n\n${Array.from({ length: count }, (_, n) => unit(n)).join('\n')}`,
  };
  const refs = Array.from({ length: count }, (_, n) => [`R${n}x0q`, `R${n}x1q`]).flat();
  let pdf: RenderedPdf;
  beforeAll(async () => {
    pdf = await renderBookPdf(files, { title: 'Listings', files: ['ch1.adoc'] });
  }, 240_000);

  it('puts every note at the foot of the page of its reference, none on a page of its own', () => {
    expectEveryNoteOnItsPage(pdf, refs);
    expect(pdf.warnings.map((w) => w.text)).toEqual([]);
  });
});
