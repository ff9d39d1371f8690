import { parseHtml, serializeHtml } from '../dom/html-dom';
import { markPageBreaks, pageBreakInstructions } from './page-breaks';

function marked(html: string, latex = false): string {
  const nodes = parseHtml(pageBreakInstructions(html));
  markPageBreaks(nodes, { latex });
  return serializeHtml(nodes);
}

describe('markPageBreaks', () => {
  it('turns each way of writing a page break into a break before the next block', () => {
    expect(marked('<p>A</p><div class="page-break"></div><p>B</p>')).toBe(
      '<p>A</p><p class="octavo-break-before">B</p>',
    );
    expect(marked('<p>A</p><div style="page-break-after: always;"></div><p class="x">B</p>')).toBe(
      '<p>A</p><p class="x octavo-break-before">B</p>',
    );
    expect(marked('<p>A</p><hr class="page-break"><p>B</p>')).toBe(
      '<p>A</p><p class="octavo-break-before">B</p>',
    );
    expect(marked('<p>A</p><br style="break-before:page"><p>B</p>')).toBe(
      '<p>A</p><p class="octavo-break-before">B</p>',
    );
  });

  it('puts a break before a section on its heading, and one at the end of a block before what follows it', () => {
    expect(
      marked('<p>A</p><div class="page-break"></div><section data-type="sect1"><h2>S</h2></section>'),
    ).toBe('<p>A</p><section data-type="sect1"><h2 class="octavo-break-before">S</h2></section>');
    expect(marked('<div class="sidebar"><p>A</p><div class="page-break"></div></div><p>B</p>')).toBe(
      '<div class="sidebar"><p>A</p></div><p class="octavo-break-before">B</p>',
    );
  });

  it('drops a break with nothing after it, or inside a line; leaves content and ids alone', () => {
    expect(marked('<p>A</p><div class="page-break"></div>')).toBe('<p>A</p>');
    expect(marked('<div>A <div class="page-break"></div> B</div>')).toBe('<div>A  B</div>');
    expect(marked('<div style="page-break-after: always">A</div><p>B</p>')).toBe(
      '<div style="page-break-after: always">A</div><p>B</p>',
    );
    expect(marked('<div id="x" class="page-break"></div><p>B</p>')).toBe(
      '<div id="x" class="page-break"></div><p>B</p>',
    );
    expect(marked('<div style="page-break-inside: avoid"></div><p>B</p>')).toBe(
      '<div style="page-break-inside: avoid"></div><p>B</p>',
    );
    expect(marked('<pre>&lt;?hard-pagebreak?&gt;</pre>')).toBe('<pre>&lt;?hard-pagebreak?&gt;</pre>');
  });

  it("reads LaTeX's page breaks alone in a Markdown paragraph, as pandoc's PDF does", () => {
    expect(marked('<p>A</p><p>\\newpage</p><p>B</p>', true)).toBe(
      '<p>A</p><p class="octavo-break-before">B</p>',
    );
    expect(marked('<p>A</p><p>\\pagebreak</p><p>B</p>', false)).toBe('<p>A</p><p>\\pagebreak</p><p>B</p>');
  });

  it("breaks printed pages alone before a block with Atlas's pagebreak-before role, and after one with pagebreak-after", () => {
    expect(marked('<p>A</p><p class="pagebreak-before">B</p>')).toBe(
      '<p>A</p><p class="pagebreak-before octavo-print-break-before">B</p>',
    );
    expect(
      marked('<p>A</p><section data-type="sect2" class="pagebreak-before"><h3>S</h3><p>B</p></section>'),
    ).toBe(
      '<p>A</p><section data-type="sect2" class="pagebreak-before"><h3 class="octavo-print-break-before">S</h3><p>B</p></section>',
    );
    expect(marked('<div class="sidebar pagebreak-after"><p>A</p></div>text<p>B</p>')).toBe(
      '<div class="sidebar pagebreak-after"><p>A</p></div>text<p>B</p>',
    );
    expect(marked('<div class="sidebar pagebreak-after"><p>A</p></div><p>B</p>')).toBe(
      '<div class="sidebar pagebreak-after"><p>A</p></div><p class="octavo-print-break-before">B</p>',
    );
    expect(marked('<p class="pagebreak-after">A</p>')).toBe('<p class="pagebreak-after">A</p>');
  });

  it("breaks printed pages alone after Atlas's <?hard-pagebreak?>, placed against its PDF's pages", () => {
    // As the Clojure Cookbook writes it, between a listing and its callouts (an AsciiDoc passthrough block).
    expect(
      marked(
        '<div class="listingblock"><pre>(format "%03d" 7)</pre></div><?hard-pagebreak?><ol class="colist"><li>Pad</li></ol>',
      ),
    ).toBe(
      '<div class="listingblock"><pre>(format "%03d" 7)</pre></div><ol class="colist octavo-print-break-before"><li>Pad</li></ol>',
    );
    expect(marked('<p>A</p><?hard-pagebreak?><section data-type="sect1"><h2>1.2 Recipe</h2></section>')).toBe(
      '<p>A</p><section data-type="sect1"><h2 class="octavo-print-break-before">1.2 Recipe</h2></section>',
    );
    // A marker for every format after it still breaks every format.
    expect(marked('<p>A</p><?hard-pagebreak?><div class="page-break"></div><p>B</p>')).toBe(
      '<p>A</p><p class="octavo-break-before">B</p>',
    );
  });

  it('keeps one break where a marker and a role ask for one: the marker, which every paged format honours', () => {
    expect(marked('<p>A</p><div class="page-break"></div><p class="pagebreak-before">B</p>')).toBe(
      '<p>A</p><p class="pagebreak-before octavo-break-before">B</p>',
    );
    expect(marked('<p class="pagebreak-after">A</p><div class="page-break"></div><p>B</p>')).toBe(
      '<p class="pagebreak-after">A</p><p class="octavo-break-before">B</p>',
    );
  });
});
