import { firstElement, parseHtml } from '../../dom/html-dom';
import { footnotesToEpubNotes } from '../../epub/epub-footnotes';
import { numberCodeLines } from '../../model/code-line-numbers';
import { divisionMobiml, MobimlPart } from './mobiml';

const mobiml = (html: string, imageOf: (src: string) => string | undefined = () => undefined): MobimlPart =>
  divisionMobiml(firstElement(parseHtml(html))!, imageOf);
const markup = (html: string) => mobiml(`<section data-type="chapter" id="c">${html}</section>`).markup;
/** A paragraph as the book's style spaces and justifies it. */
const P = '<p height="9pt" width="0pt" align="justify">';
const at = (part: MobimlPart, offset: number, length: number) =>
  Buffer.from(part.markup, 'utf8').toString('utf8', offset, offset + length);

describe('divisionMobiml', () => {
  it('starts the division on a new page, its headings as they are, its paragraphs spaced and justified', () => {
    expect(
      markup(
        '<h1>One</h1><p>Text <em>it</em> <strong>bo</strong> <code>x</code> H<sub>2</sub>O e<sup>2</sup></p>',
      ),
    ).toBe(
      `<mbp:pagebreak/><h1>One</h1>${P}Text <i>it</i> <b>bo</b> <code>x</code> H<sub>2</sub>O e<sup>2</sup></p>`,
    );
  });

  it('sets a chapter’s label small on a line of its own above its title', () => {
    expect(markup('<h1><span class="division-label">Chapter 2</span> Pigeons</h1>')).toBe(
      '<mbp:pagebreak/><h1><font size="2"><b>Chapter 2</b></font><br/> Pigeons</h1>',
    );
  });

  it('writes lists and tables with their cells, a caption before its table', () => {
    expect(markup('<ol start="3"><li>a</li></ol><ul><li>b</li></ul><dl><dt>t</dt><dd>d</dd></dl>')).toBe(
      '<mbp:pagebreak/><ol start="3"><li>a</li></ol><ul><li>b</li></ul><dl><dt>t</dt><dd>d</dd></dl>',
    );
    expect(
      markup(
        '<table><caption><span class="label">Table 1-1. </span>Formats</caption><thead><tr><th>A</th></tr></thead>' +
          '<tbody><tr><td colspan="2">x</td></tr></tbody></table>',
      ),
    ).toBe(
      '<mbp:pagebreak/><p height="9pt" width="0pt"><b>Table 1-1. </b>Formats</p><table border="1"><tr><th>A</th></tr><tr><td colspan="2">x</td></tr></table>',
    );
  });

  it('keeps a listing’s line breaks and indentation, in monospace, with its callouts', () => {
    expect(
      markup(
        '<pre data-code-language="python"><code><span class="hljs-keyword">def</span> f():\n<span class="code-indent">    </span>return 1  <b class="conum">1</b>\n</code></pre>',
      ),
    ).toBe(
      '<mbp:pagebreak/><blockquote><code>def\u00a0f():<br/>\u00a0\u00a0\u00a0\u00a0return\u00a01\u00a0\u00a0<b>(1)</b></code></blockquote>',
    );
  });

  it('sets a numbered listing’s numbers apart from its lines', () => {
    const root = firstElement(
      parseHtml('<section id="c"><pre data-line-numbering="numbered"><code>a\nb\n</code></pre></section>'),
    )!;
    numberCodeLines([root], true);
    expect(divisionMobiml(root, () => undefined).markup).toBe(
      '<mbp:pagebreak/><blockquote><code>\u00a0\u00a01\u00a0a<br/>\u00a0\u00a02\u00a0b</code></blockquote>',
    );
  });

  it('writes notes, warnings and sidebars as indented blocks, their title in bold', () => {
    expect(
      markup('<div data-type="warning"><h6>Warning</h6><p>Hot.</p></div><blockquote><p>Q</p></blockquote>'),
    ).toBe(
      `<mbp:pagebreak/><blockquote><p height="1em" width="0pt"><font size="2"><b>Warning</b></font></p>${P}Hot.</p></blockquote>` +
        `<blockquote>${P}Q</p></blockquote>`,
    );
    expect(markup('<aside data-type="sidebar"><h5>Aside</h5><p>S</p></aside>')).toBe(
      `<mbp:pagebreak/><blockquote><p><b>Aside</b></p>${P}S</p></blockquote>`,
    );
  });

  it('names each image by its content for its record number, and leaves out one the MOBI cannot hold', () => {
    const part = mobiml(
      '<section id="c"><figure><img src="assets/a.png" alt="A"><figcaption><span class="label">Figure 1. </span>A</figcaption></figure><img src="assets/b.tiff" alt="B"></section>',
      (src) => (src === 'assets/a.png' ? 'digest-a' : undefined),
    );
    expect(part.markup).toBe(
      '<mbp:pagebreak/><div><img recindex="00000" alt="A"/><p height="9pt" width="0pt"><b>Figure 1. </b>A</p></div>[B]',
    );
    expect(part.images).toHaveLength(1);
    expect(at(part, part.images[0]![0], 5)).toBe('00000');
    expect(part.images[0]![1]).toBe('digest-a');
    expect(part.dropped).toEqual(['assets/b.tiff']);
  });

  it('links by filepos, ten digits to be written later, and records where each id starts in bytes', () => {
    const part = mobiml(
      '<section id="c"><h1 id="top">Ünïcode</h1><p>See <a href="#s%C3%A9c">there</a> and <a href="https://example.org/?a=1&amp;b=2">the web</a> and <a href="assets/x.zip">a file</a>.</p><h2 id="séc">S</h2></section>',
    );
    expect(part.markup).toContain('<a filepos=0000000000>there</a>');
    expect(part.markup).toContain('<a href="https://example.org/?a=1&amp;b=2">the web</a> and a file.');
    expect(part.links.map(([, id]) => id)).toEqual(['séc']);
    expect(at(part, part.links[0]![0], 10)).toBe('0000000000');
    const anchors = new Map(part.anchors);
    expect(at(part, anchors.get('c')!, 18)).toBe('<h1>Ünïcode</h1>');
    expect(at(part, anchors.get('top')!, 4)).toBe('<h1>');
    expect(at(part, anchors.get('séc')!, 4)).toBe('<h2>');
  });

  it('writes footnotes at the end of the division, the number and the note linking to each other', () => {
    const root = firstElement(
      parseHtml('<section id="c"><p>Claim.<span data-type="footnote">Source.</span></p></section>'),
    )!;
    footnotesToEpubNotes(root, 'c');
    const part = divisionMobiml(root, () => undefined);
    expect(part.markup).toBe(
      `<mbp:pagebreak/>${P}Claim.<sup><a filepos=0000000000>1</a></sup></p><hr/>${P}<a filepos=0000000000>1.</a> Source.</p>`,
    );
    expect(part.links.map(([, id]) => id)).toEqual(['c-fn1', 'c-fnref1']);
    expect(part.anchors.map(([id]) => id)).toEqual(['c', 'c-fnref1', 'c-fn1']);
  });
});
