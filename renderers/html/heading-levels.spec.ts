import { firstElement, parseHtml, serializeHtml } from '../dom/html-dom';
import { levelHeadings } from './heading-levels';

const leveled = (html: string) => {
  const root = firstElement(parseHtml(html))!;
  levelHeadings(root);
  return serializeHtml([root]);
};

describe('levelHeadings', () => {
  it("raises an HTMLBook example's <h5> to one level below its section's title, keeping its look", () => {
    expect(
      leveled(
        '<section data-type="chapter"><h1>C</h1><section data-type="sect1"><h2>S</h2>' +
          '<div data-type="example"><h5>Example 1-1</h5><pre>x</pre></div></section>' +
          '<aside data-type="sidebar"><h5>Aside</h5></aside></section>',
      ),
    ).toBe(
      '<section data-type="chapter"><h1>C</h1><section data-type="sect1"><h2>S</h2>' +
        '<div data-type="example"><h3 class="block-title">Example 1-1</h3><pre>x</pre></div></section>' +
        '<aside data-type="sidebar"><h2 class="block-title">Aside</h2></aside></section>',
    );
  });

  it("marks a block's title already at its level as a block title too (an example's <h5> under an <h4>)", () => {
    expect(
      leveled(
        '<section data-type="chapter"><h1>C</h1><section data-type="sect1"><h2>S</h2><section data-type="sect2">' +
          '<h3>T</h3><section data-type="sect3"><h4>U</h4><div data-type="example"><h5 class="block-title">' +
          'Example 1-1</h5><pre>x</pre></div><div data-type="example"><h5>Example 1-2</h5></div></section></section>' +
          '</section></section>',
      ),
    ).toContain(
      '<h5 class="block-title">Example 1-1</h5><pre>x</pre></div><div data-type="example"><h5 class="block-title">' +
        'Example 1-2</h5></div>',
    );
  });

  it('raises a section title that skips a level, and leaves levels in order alone', () => {
    expect(
      leveled(
        '<section data-type="chapter"><h1>C</h1><section data-type="sect1"><h2>A</h2>' +
          '<section data-type="sect3"><h4>Deep</h4><p>t</p><h5 class="x">Note</h5></section></section>' +
          '<h2>Flat</h2><h3>Flat child</h3></section>',
      ),
    ).toBe(
      '<section data-type="chapter"><h1>C</h1><section data-type="sect1"><h2>A</h2>' +
        '<section data-type="sect3"><h3>Deep</h3><p>t</p><h4 class="x">Note</h4></section></section>' +
        '<h2>Flat</h2><h3>Flat child</h3></section>',
    );
  });

  it('lets flat Markdown headings nest one level at a time, and a block title go below the one before it', () => {
    expect(
      leveled(
        '<section data-type="chapter"><h1>C</h1><h2>A</h2><h3>A.1</h3><h2>B</h2><h4>Skips</h4>' +
          '<div data-type="example"><h5>Example</h5></div><div data-type="example"><h5>Again</h5></div></section>',
      ),
    ).toBe(
      '<section data-type="chapter"><h1>C</h1><h2>A</h2><h3>A.1</h3><h2>B</h2><h3>Skips</h3>' +
        '<div data-type="example"><h4 class="block-title">Example</h4></div>' +
        '<div data-type="example"><h4 class="block-title">Again</h4></div></section>',
    );
  });

  it("puts a note's <h1> below its section's title, so the section after it does not skip a level", () => {
    expect(
      leveled(
        '<section data-type="chapter"><h1>C</h1><section data-type="sect1"><h2>A</h2>' +
          '<div data-type="note"><h1>Note</h1></div><section data-type="sect2"><h3>B</h3></section></section></section>',
      ),
    ).toBe(
      '<section data-type="chapter"><h1>C</h1><section data-type="sect1"><h2>A</h2>' +
        '<div data-type="note"><h3 class="block-title">Note</h3></div><section data-type="sect2"><h3>B</h3></section></section></section>',
    );
  });

  it('finds a title inside a <header>', () => {
    expect(
      leveled('<section data-type="chapter"><header><h1>C</h1><h3>Sub</h3></header><h4>Then</h4></section>'),
    ).toBe('<section data-type="chapter"><header><h1>C</h1><h2>Sub</h2></header><h3>Then</h3></section>');
  });

  it('makes flat headings written alike siblings, however deep they were written (learn.jquery.com)', () => {
    expect(
      leveled(
        '<section data-type="chapter"><h1>C</h1><h3>External</h3><p>a</p><h3>Inline</h3><h4>Detail</h4>' +
          '<h3>Attributes</h3><h5>Deep</h5><h4>Less deep</h4></section>',
      ),
    ).toBe(
      '<section data-type="chapter"><h1>C</h1><h2>External</h2><p>a</p><h2>Inline</h2><h3>Detail</h3>' +
        '<h2>Attributes</h2><h3>Deep</h3><h3>Less deep</h3></section>',
    );
    // Written deeper first, then shallower: both are the chapter's own sections.
    expect(leveled('<section data-type="chapter"><h1>C</h1><h4>Four</h4><h3>Three</h3></section>')).toBe(
      '<section data-type="chapter"><h1>C</h1><h2>Four</h2><h2>Three</h2></section>',
    );
  });
});
