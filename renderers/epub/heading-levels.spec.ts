import { ElementNode, firstElement, parseHtml, serializeHtml } from '../dom/html-dom';
import { BLOCK_HEADING_CLASS, headingSkips, levelHeadings } from './heading-levels';

const levelled = (html: string) => {
  const root = firstElement(parseHtml(html)) as ElementNode;
  levelHeadings(root);
  return serializeHtml([root]);
};

describe('levelHeadings', () => {
  it('makes section headings written alike siblings, however deep they were written (learn.jquery.com)', () => {
    const out = levelled(
      '<section data-type="chapter"><h1>C</h1><h3>External</h3><p>a</p><h3>Inline</h3><h4>Detail</h4>' +
        '<h3>Attributes</h3><h5>Deep</h5><h4>Less deep</h4></section>',
    );
    expect(out).toBe(
      '<section data-type="chapter"><h1>C</h1><h2>External</h2><p>a</p><h2>Inline</h2><h3>Detail</h3>' +
        '<h2>Attributes</h2><h3>Deep</h3><h3>Less deep</h3></section>',
    );
    expect(headingSkips(parseHtml(out))).toEqual([]);
  });

  it('puts an example, sidebar or note title one level below the section it stands in, keeping its look', () => {
    const out = levelled(
      '<section data-type="chapter"><h1>C</h1>' +
        '<section data-type="sect1"><h2>S</h2>' +
        '<div data-type="example"><h5>Example 1-1. Code</h5><pre>x</pre></div>' +
        '<aside data-type="sidebar"><h5>Aside</h5><div data-type="note"><h6>Note</h6></div></aside>' +
        '<section data-type="sect2"><h3>T</h3><div data-type="warning"><h6 class="w">Careful</h6></div></section>' +
        '</section></section>',
    );
    expect(out).toContain(`<h3 class="${BLOCK_HEADING_CLASS}">Example 1-1. Code</h3>`);
    expect(out).toContain(`<h3 class="${BLOCK_HEADING_CLASS}">Aside</h3>`);
    expect(out).toContain(`<h3 class="${BLOCK_HEADING_CLASS}">Note</h3>`);
    expect(out).toContain(`<h4 class="w ${BLOCK_HEADING_CLASS}">Careful</h4>`);
    expect(out).toContain('<h2>S</h2>');
    expect(out).toContain('<h3>T</h3>');
    expect(headingSkips(parseHtml(out))).toEqual([]);
  });

  it('puts a block title written as <h1> under its section too', () => {
    expect(
      levelled(
        '<section><h1>C</h1><section><h2>S</h2><div data-type="note"><h1>Pro tip</h1></div><section><h3>T</h3></section></section></section>',
      ),
    ).toBe(
      `<section><h1>C</h1><section><h2>S</h2><div data-type="note"><h3 class="${BLOCK_HEADING_CLASS}">Pro tip</h3></div><section><h3>T</h3></section></section></section>`,
    );
  });

  it('leaves a block title that is already in order as it is', () => {
    const html =
      '<section><h1>C</h1><section><h2>S</h2><section><h3>T</h3><section><h4>U</h4>' +
      '<div data-type="example"><h5>E</h5></div></section></section></section></section>';
    expect(levelled(html)).toBe(html);
  });

  it('pulls up a section title written too deep (Markdown # then ###), and what follows it', () => {
    const out = levelled(
      '<section data-type="chapter"><h1>C</h1><h3>Deep</h3><h4>Deeper</h4><h2>Back</h2></section>',
    );
    expect(out).toBe(
      '<section data-type="chapter"><h1>C</h1><h2>Deep</h2><h3>Deeper</h3><h2>Back</h2></section>',
    );
  });

  it('looks through header and plain div wrappers, and not into math', () => {
    const out = levelled(
      '<section data-type="chapter"><header><h1>C</h1></header><div class="wrap"><h4>W</h4></div>' +
        '<math><mtext>h5</mtext></math></section>',
    );
    expect(out).toContain('<header><h1>C</h1></header><div class="wrap"><h2>W</h2></div>');
  });
});

describe('headingSkips', () => {
  it('names each place the outline skips a level going down, and accepts going up', () => {
    expect(headingSkips(parseHtml('<h1>a</h1><h2>b</h2><h4>c</h4><h2>d</h2><h1>e</h1><h3>f</h3>'))).toEqual([
      'h2 → h4',
      'h1 → h3',
    ]);
    expect(headingSkips(parseHtml('<h2>first</h2>'))).toEqual(['start → h2']);
    expect(headingSkips(parseHtml('<p>no headings</p>'))).toEqual([]);
  });
});
