import { parseHtml, serializeHtml } from '../dom/html-dom';
import { repairContentModel } from './content-model';

const repaired = (html: string) => serializeHtml(repairContentModel(parseHtml(html)));

describe('repairContentModel', () => {
  it('makes a link inside a link its text (Asciidoctor autolinks the URL a link macro shows)', () => {
    expect(
      repaired(
        '<p>See<span data-type="footnote"><a href="http://x.org/a">' +
          '<a href="http://x.org/a" class="bare">http://x.org/a</a></a>.</span></p>',
      ),
    ).toBe('<p>See<span data-type="footnote"><a href="http://x.org/a">http://x.org/a</a>.</span></p>');
    expect(repaired('<a href="#a">one <a id="two" href="#b"><em>two</em></a></a>')).toBe(
      '<a href="#a">one <span id="two"><em>two</em></span></a>',
    );
  });

  it('makes a span that holds paragraphs or tables a div (raw HTML in Markdown)', () => {
    expect(repaired('<span id="ferris"><p>Ferris</p><table><tr><td>1</td></tr></table></span>')).toBe(
      '<div id="ferris"><p>Ferris</p><table><tr><td>1</td></tr></table></div>',
    );
    expect(repaired('<p><span class="x">inline <em>only</em></span></p>')).toBe(
      '<p><span class="x">inline <em>only</em></span></p>',
    );
  });

  it('moves a table footer written before the body after it', () => {
    expect(
      repaired(
        '<table><thead><tr><th>h</th></tr></thead><tfoot><tr><td>f</td></tr></tfoot><tbody><tr><td>b</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>b</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
    );
    const inOrder = '<table><tbody><tr><td>b</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>';
    expect(repaired(inOrder)).toBe(inOrder);
  });

  it('gives a description list whose last term has no description an empty one', () => {
    expect(repaired('<dl><dt>Name</dt><dd><p>x</p></dd><dt>Shape</dt>\n</dl>')).toBe(
      '<dl><dt>Name</dt><dd><p>x</p></dd><dt>Shape</dt>\n<dd></dd></dl>',
    );
    const described = '<dl><dt>One</dt><dt>Two</dt><dd>both</dd></dl>';
    expect(repaired(described)).toBe(described);
  });
});
