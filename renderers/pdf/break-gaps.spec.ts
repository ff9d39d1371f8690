import { ElementNode, parseHtml, serializeHtml } from '../dom/html-dom';
import type { BookModel } from '../model/book-model';
import { formatWarning } from '../warnings';
import { breakGapWarnings, markBreakGaps, movedFigures, PrintedAt } from './break-gaps';

const BREAK = 'class="octavo-print-break-before"';

function marked(html: string): string {
  const root = parseHtml(html)[0] as ElementNode;
  markBreakGaps(root, 'ch01');
  return serializeHtml([root]);
}

describe('page breaks placed for another layout: the marks in the print', () => {
  it('marks the end of the text before each production break and the start of the block after it', () => {
    const html = marked(
      `<section data-type="chapter" id="ch01"><h1>Soil</h1>` +
        `<p>Loam holds water.<a data-type="indexterm" id="ix-loam"></a></p>` +
        `<p ${BREAK}>Clay starts a page.</p>` +
        `<div data-type="note"><p>Sand drains.</p></div>` +
        `<table ${BREAK}><tbody><tr><td>pH</td></tr></tbody></table>` +
        `<figure><img src="a.png" alt="A bed"></figure>` +
        `<div ${BREAK}><p>Peat.</p></div></section>`,
    );
    // After an index anchor, not inside it; into the note's last paragraph, the table's first cell; after an image.
    expect(html).toContain(
      '<p>Loam holds water.<a data-type="indexterm" id="ix-loam"></a><span id="octavo-break-end-0-ch01"></span></p>',
    );
    expect(html).toContain(`<p ${BREAK}><span id="octavo-break-at-0-ch01"></span>Clay starts a page.</p>`);
    expect(html).toContain('<p>Sand drains.<span id="octavo-break-end-1-ch01"></span></p>');
    // The figure of a picture is marked too, with the table's last cell as the text before it.
    expect(html).toContain(
      '<td><span id="octavo-break-at-1-ch01"></span>pH<span id="octavo-figure-end-0-ch01"></span></td>',
    );
    expect(html).toContain('<figure><span id="octavo-figure-at-0-ch01"></span><img src="a.png"');
    expect(html).toContain(
      '<img src="a.png" alt="A bed"><span id="octavo-break-end-2-ch01"></span></figure>',
    );
    expect(html).toContain(`<div ${BREAK}><span id="octavo-break-at-2-ch01"></span><p>Peat.</p></div>`);
  });

  it('marks a figure from the text before the headings above it, which go to the next page with it', () => {
    const html = marked(
      `<section data-type="chapter" id="ch01"><h1>Soil</h1><p>Loam holds water.</p>` +
        `<section data-type="sect1"><h2>Beds</h2><h3>Raised</h3><figure><img src="a.png" alt="A bed"></figure></section>` +
        `<h2>Paths</h2><figure><img src="b.png" alt="A path"></figure></section>`,
    );
    expect(html).toContain('<p>Loam holds water.<span id="octavo-figure-end-0h-ch01"></span></p>');
    expect(html).toContain('<h2>Beds</h2><h3>Raised</h3><figure><span id="octavo-figure-at-0-ch01"></span>');
    expect(html).toContain(
      '<img src="a.png" alt="A bed"><span id="octavo-figure-end-1h-ch01"></span></figure>',
    );
    // A division's title opens its page and stays: the figure's page is measured from it.
    const opening = marked(
      `<section data-type="chapter" id="ch01"><h1>Soil</h1><h2>Beds</h2><figure><img src="a.png" alt="A bed"></figure></section>`,
    );
    expect(opening).toContain('<h1>Soil<span id="octavo-figure-end-0h-ch01"></span></h1><h2>Beds</h2>');
  });

  // Practical Electronics' photographs: [role="float-top wide"] and [role="float-bottom wide"] over AsciiDoc images.
  it("marks a figure with one of Atlas's float roles to float, and not a plain one or one headings go with", () => {
    const html = marked(
      `<section data-type="chapter" id="ch01"><h1>Parts</h1><p>Resistors.</p>` +
        `<figure class="imageblock float-top wide"><img src="a.png" alt="A board"></figure><p>Capacitors.</p>` +
        `<figure class="float-bottom"><img src="b.png" alt="A wire"></figure><p>Diodes.</p>` +
        `<figure class="imageblock"><img src="c.png" alt="A diode"></figure><p>Transistors.</p>` +
        `<h2>Tools</h2><figure class="float-top"><img src="d.png" alt="An iron"></figure></section>`,
    );
    expect(html).toContain('<figure class="imageblock float-top wide octavo-float">');
    expect(html).toContain('<figure class="float-bottom octavo-float">');
    expect(html).toContain('<figure class="imageblock">');
    expect(html).toContain('<figure class="float-top">');
  });

  it("leaves a break with nothing before it in the division, and the author's own breaks, unmarked", () => {
    const html = marked(
      `<section data-type="chapter" id="ch01"><h1 ${BREAK}>Soil</h1>` +
        `<p>Loam.</p><p class="octavo-break-before">Clay, after a &lt;&lt;&lt;.</p></section>`,
    );
    expect(html).not.toContain('octavo-break-end');
    expect(html).not.toContain('octavo-break-at');
  });
});

/** A chapter with three production breaks and two figures, and the warnings of the places given for their marks. */
const model = {
  divisions: [
    {
      id: 'ch01',
      sourceFile: 'ch01.adoc',
      breakSources: [{ file: 'ch01.adoc', line: 7 }, { file: 'ch01.adoc', line: 12 }, undefined],
      figureSources: [
        { file: 'ch01.adoc', line: 30 },
        { file: 'ch01.adoc', line: 41 },
      ],
    },
    { id: 'ch02', sourceFile: 'layers.qmd', figureSources: [{ file: 'layers.qmd', line: 12 }] },
    { id: 'ch03', sourceFile: 'ch03.html', figureSources: [{ file: 'ch03.html', line: 9 }] },
    {
      id: 'ch04',
      sourceFile: 'manuscript/traversal.md',
      figureSources: [{ file: 'manuscript/traversal.md', line: 169 }],
    },
  ],
} as unknown as BookModel;
const AREA = 600;

const warned = (places: Record<string, { page: number; folio?: string; top: number }>) => {
  const printedAt: PrintedAt = (id) => places[id];
  return breakGapWarnings(model, Object.keys(places), printedAt, AREA).map(formatWarning);
};

describe('page breaks placed for another layout: the warnings', () => {
  it('names the line of a break that moved its block after a page left more than half blank', () => {
    expect(
      warned({
        'octavo-break-end-0-ch01': { page: 12, folio: '9', top: 100 },
        'octavo-break-at-0-ch01': { page: 13, folio: '10', top: 0 },
      }),
    ).toEqual([
      "ch01.adoc:7: the page break before this block leaves page 9 (the PDF's page 12) 80% blank: it was placed for " +
        "another page layout (other fonts or trim); remove it (Atlas's pagebreak-before role on the block, " +
        'pagebreak-after on the block before, or <?hard-pagebreak?> before it), or move it, if this PDF is the one ' +
        'to print',
    ]);
  });

  it('says it once a file, at its first such break, naming the others by page and line', () => {
    expect(
      warned({
        'octavo-break-end-1-ch01': { page: 40, folio: '37', top: 200 },
        'octavo-break-at-1-ch01': { page: 41, folio: '38', top: 0 },
        'octavo-break-end-0-ch01': { page: 12, folio: '9', top: 100 },
        'octavo-break-at-0-ch01': { page: 13, folio: '10', top: 0 },
      }),
    ).toEqual([
      "ch01.adoc:7: 2 page breaks before blocks of this file leave the page before them mostly blank: page 9 (the PDF's " +
        'page 12) 80% blank here, page 37 64% at line 12; they were placed for another page layout (other fonts or ' +
        "trim); remove them (Atlas's pagebreak-before role on the block, pagebreak-after on the block before, or " +
        '<?hard-pagebreak?> before it), or move them, if this PDF is the one to print',
    ]);
  });

  it('says nothing of a page mostly filled, a block on the same page, or a break that landed further on', () => {
    expect(
      warned({
        // 70% of the page printed before the break.
        'octavo-break-end-0-ch01': { page: 12, top: 402 },
        'octavo-break-at-0-ch01': { page: 13, top: 0 },
        // The block did not move (the break fell where a page ended anyway, or Chromium kept it on).
        'octavo-break-end-1-ch01': { page: 20, top: 50 },
        'octavo-break-at-1-ch01': { page: 20, top: 80 },
        // A blank page between them is another matter (a chapter's recto), not this break's.
        'octavo-break-end-2-ch01': { page: 30, top: 50 },
        'octavo-break-at-2-ch01': { page: 32, top: 0 },
      }),
    ).toEqual([]);
  });

  it("falls back to the division's file when the break's line is not known, and to the PDF page without a folio", () => {
    expect(
      warned({
        'octavo-break-end-2-ch01': { page: 3, top: 0 },
        'octavo-break-at-2-ch01': { page: 4, top: 0 },
      }),
    ).toEqual([
      expect.stringMatching(
        /^ch01\.adoc: the page break before this block leaves the PDF's page 3 97% blank/,
      ),
    ]);
  });
});

describe('figures that went to the page after the text before them', () => {
  it('lists them with the room the text left, not those on its page, those that came later or those headings went with', () => {
    const at: Record<string, { page: number; top: number }> = {
      'octavo-figure-end-0-ch01': { page: 3, top: 300 },
      'octavo-figure-at-0-ch01': { page: 4, top: 0 },
      'octavo-figure-end-1-ch01': { page: 4, top: 500 },
      'octavo-figure-at-1-ch01': { page: 4, top: 520 },
      'octavo-figure-end-2-ch01': { page: 5, top: 100 },
      'octavo-figure-at-2-ch01': { page: 7, top: 0 },
      'octavo-figure-end-3h-ch01': { page: 8, top: 100 },
      'octavo-figure-at-3-ch01': { page: 9, top: 0 },
    };
    expect(movedFigures(Object.keys(at), (id) => at[id])).toEqual([
      {
        divisionId: 'ch01',
        k: 0,
        atId: 'octavo-figure-at-0-ch01',
        endId: 'octavo-figure-end-0-ch01',
        endPage: 3,
        endBottom: 318,
      },
    ]);
  });
});

describe('figures that did not fit under the text before them', () => {
  it("names the figure's line and the page it left mostly blank, and not one whose page was full or that shares it", () => {
    expect(
      warned({
        'octavo-figure-end-0-ch01': { page: 20, folio: '17', top: 200 },
        'octavo-figure-at-0-ch01': { page: 21, folio: '18', top: 0 },
        // Went to the next page from a nearly full one.
        'octavo-figure-end-1-ch01': { page: 30, folio: '27', top: 500 },
        'octavo-figure-at-1-ch01': { page: 31, folio: '28', top: 0 },
      }),
    ).toEqual([
      "ch01.adoc:30: this figure did not fit under the text before it and went to the next page, leaving page 17 (the PDF's " +
        'page 20) 64% blank: make it smaller (AsciiDoc: pdfwidth or scaledwidth on the image), or move it where a page ' +
        'has room',
    ]);
    expect(
      warned({
        'octavo-figure-end-0-ch01': { page: 20, top: 100 },
        'octavo-figure-at-0-ch01': { page: 20, top: 130 },
      }),
    ).toEqual([]);
  });

  it("says how the figure's own source format makes an image smaller", () => {
    expect(
      warned({
        'octavo-figure-end-0-ch02': { page: 20, top: 100 },
        'octavo-figure-at-0-ch02': { page: 21, top: 0 },
        'octavo-figure-end-0-ch03': { page: 30, top: 100 },
        'octavo-figure-at-0-ch03': { page: 31, top: 0 },
        'octavo-figure-end-0-ch04': { page: 40, top: 100 },
        'octavo-figure-at-0-ch04': { page: 41, top: 0 },
      }),
    ).toEqual([
      expect.stringMatching(
        /^layers\.qmd:12: .*\(Markdown: \{width=60%\} after the image, as pandoc and Quarto read it\)/,
      ),
      expect.stringMatching(/^ch03\.html:9: .*\(HTML: a width on the image, style="width: 60%"\)/),
      // A Leanpub manuscript's own syntax (cpp-coding-interview's 003_traversal_001_theory.md:169).
      expect.stringMatching(
        /^manuscript\/traversal\.md:169: .*\(Leanpub: \{width: "60%"\} on the line above the image\)/,
      ),
    ]);
  });

  it('says the heading above a figure went to the next page with it', () => {
    expect(
      warned({
        'octavo-figure-end-0h-ch01': { page: 7, folio: '3', top: 120 },
        'octavo-figure-at-0-ch01': { page: 8, folio: '4', top: 40 },
      }),
    ).toEqual([
      expect.stringMatching(
        /^ch01\.adoc:30: this figure did not fit under the text before it and went to the next page with the heading above it, leaving page 3 \(the PDF's page 7\) 77% blank: make it smaller/,
      ),
    ]);
    expect(
      warned({
        'octavo-figure-end-0h-ch01': { page: 20, folio: '17', top: 200 },
        'octavo-figure-at-0-ch01': { page: 21, folio: '18', top: 0 },
        'octavo-figure-end-1-ch01': { page: 30, folio: '27', top: 100 },
        'octavo-figure-at-1-ch01': { page: 31, folio: '28', top: 0 },
      }),
    ).toEqual([
      expect.stringMatching(
        /^ch01\.adoc:30: 2 figures of this file did not fit under the text before them and went to the next page \(1 with the heading above it\), leaving/,
      ),
    ]);
  });

  it('says it once a file, naming the other figures by page and line, apart from the breaks', () => {
    expect(
      warned({
        'octavo-figure-end-0-ch01': { page: 20, folio: '17', top: 200 },
        'octavo-figure-at-0-ch01': { page: 21, folio: '18', top: 0 },
        'octavo-figure-end-1-ch01': { page: 30, folio: '27', top: 100 },
        'octavo-figure-at-1-ch01': { page: 31, folio: '28', top: 0 },
      }),
    ).toEqual([
      'ch01.adoc:30: 2 figures of this file did not fit under the text before them and went to the next page, leaving ' +
        "the page before them mostly blank: page 17 (the PDF's page 20) 64% blank here, page 27 80% at line 41; make " +
        'them smaller (AsciiDoc: pdfwidth or scaledwidth on the image), or move them where a page has room',
    ]);
  });
});

// Mastering Bitcoin: 33 of O'Reilly's pagebreak-before roles over twelve chapters were not made, and their fourteen
// warnings told the author to remove roles the book's Atlas build still needs.
describe('production page breaks the print did not make', () => {
  const book = {
    divisions: [
      {
        id: 'ch02',
        sourceFile: 'ch02_overview.adoc',
        breakSources: [{ file: 'ch02_overview.adoc', line: 463 }],
      },
      {
        id: 'ch04',
        sourceFile: 'ch04_keys.adoc',
        breakSources: [
          { file: 'ch04_keys.adoc', line: 124 },
          { file: 'ch04_keys.adoc', line: 246 },
          { file: 'ch04_keys.adoc', line: 557 },
        ],
      },
      { id: 'appc', sourceFile: 'appc_bips.adoc', breakSources: [{ file: 'appc_bips.adoc', line: 36 }] },
    ],
  } as unknown as BookModel;
  const dropped = (ids: string[]) =>
    breakGapWarnings(book, ids, () => undefined, AREA).map((w) => [formatWarning(w), w.count]);

  it('are one warning for the book, at the first, naming the others by file, that says the roles may stay', () => {
    // In the order the print lists its ids, not the book's.
    const ids = ['appc', 'ch04', 'ch04', 'ch02', 'ch04'].map(
      (division, i) => `octavo-dropped-end-${[0, 2, 0, 0, 1][i]}-${division}`,
    );
    expect(dropped(ids)).toEqual([
      [
        "ch02_overview.adoc:463: 5 page breaks asked before blocks (Atlas's pagebreak-before roles on them, " +
          'pagebreak-after on the blocks before, or <?hard-pagebreak?>) were not made: the first here, the others ' +
          'at ch04_keys.adoc:124 ' +
          "(3 there) and appc_bips.adoc:36; placed for the pages of another layout (Atlas's PDF, made by AH " +
          'Formatter with other fonts and trim), each would have left the page before it more than half blank ' +
          "here, so the blocks follow the text before them; nothing to change: they can stay for the book's " +
          "Atlas build, and each print leaves out the breaks Octavo's pages do not need",
        5,
      ],
    ]);
    expect(dropped(ids)[0]![0]).not.toMatch(/remove/);
  });

  it('say it of one break alone', () => {
    expect(dropped(['octavo-dropped-end-0-appc'])).toEqual([
      [
        "appc_bips.adoc:36: the page break asked before this block (Atlas's pagebreak-before role on it, " +
          'pagebreak-after on the block before, or <?hard-pagebreak?>) was not made: placed for the pages of ' +
          "another layout (Atlas's PDF, " +
          'made by AH Formatter with other fonts and trim), it would have left the page before it more than half ' +
          "blank here, so the block follows the text before it; nothing to change: it can stay for the book's " +
          "Atlas build, and each print leaves out the breaks Octavo's pages do not need",
        undefined,
      ],
    ]);
  });
});
