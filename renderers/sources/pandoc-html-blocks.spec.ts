import { markdownToHtml as render } from './markdown';

/** The HTML without the source lines Octavo marks on it. */
const markdownToHtml = (...args: Parameters<typeof render>) =>
  render(...args)
    .replace(/ data-octavo-[\w-]+="[^"]*"/g, '')
    .replace(/<\?octavo-line \d+\?>/g, '');
/** The HTML of a page of pandoc's Markdown. */
const pandoc = (text: string) =>
  markdownToHtml(text, undefined, undefined, undefined, false, undefined, undefined, { pandoc: true });

// As Category Theory for Programmers' part_one/ch06.md: a table of types, each named in a code span.
const TYPES_TABLE = [
  '<table border="1">',
  '<tr>',
  '  <th>Numbers</th>',
  '  <th>Types</th>',
  '</tr>',
  '<tr>',
  '  <td>0</td>',
  '  <td>`Void`</td>',
  '</tr>',
  '</table>',
  '',
].join('\n');

// As its part_one/ch08.md: two images side by side, each in a div of a cell, the second cell's end after a blank line.
const IMAGES_TABLE = [
  '<table width="100%">',
  '',
  '<tr>',
  '',
  '<td>',
  '<div style="width: 160px">',
  '![first](images/first.jpg)',
  '</div>',
  '</td>',
  '',
  '<td>',
  '<div style="width: 160px">',
  '![second](images/second.jpg)',
  '</div>',
  '',
  '</td>',
  '',
  '</tr>',
  '',
  '</table>',
  '',
].join('\n');

describe("Markdown inside HTML blocks in pandoc's Markdown", () => {
  it('reads the text between block-level tags as Markdown, a cell’s text as its own, as pandoc does', () => {
    const html = pandoc(TYPES_TABLE);
    expect(html).toContain('<td><code>Void</code></td>');
    expect(html).toContain('<th>Numbers</th>');
    expect(html).not.toContain('<p>');
  });

  it('reads an image alone between tags as a paragraph of its own, which becomes a figure', () => {
    const html = pandoc(IMAGES_TABLE);
    expect(html).toContain(
      '<div style="width: 160px">\n<p><img src="images/first.jpg" alt="first"></p>\n</div>',
    );
    expect(html).toContain('<p><img src="images/second.jpg" alt="second"></p>');
    expect(html).not.toContain('![');
  });

  it('makes a paragraph of text a blank line follows, or a div’s last on the line above its end', () => {
    expect(pandoc('<td>\ntext *x*\n\n</td>\n')).toMatch(/<td>\n<p>text <em>x<\/em><\/p>\n<\/td>/);
    expect(pandoc('<div>\ntext *x*\n</div>\n')).toMatch(/<div>\n<p>text <em>x<\/em><\/p>\n<\/div>/);
    expect(pandoc('<div>text *x*\nmore</div>\n')).toMatch(/<div>text <em>x<\/em>\nmore<\/div>/);
  });

  it('takes off the indent of an element’s first line from its content, as pandoc does, but in a div', () => {
    const table = pandoc('<table>\n  <tr>\n    <td>a *b*</td>\n  </tr>\n</table>\n');
    expect(table).toContain('<td>a <em>b</em></td>');
    expect(table).not.toContain('<pre>');
    expect(pandoc('<div>\n\n    code *here*\n\n</div>\n')).toContain('<pre><code>code *here*\n</code></pre>');
  });

  it('reads a listing, a list and a heading in a cell, and finds no end tag inside code', () => {
    const html = pandoc('<td>\n```\n</td>\n```\n- a\n- b\n\n## Head\n</td>\n');
    expect(html).toContain('<pre><code>&lt;/td&gt;\n</code></pre>');
    expect(html).toMatch(/<ul>\n<li>a<\/li>\n<li>b<\/li>\n<\/ul>/);
    expect(html).toMatch(/<h2[^>]*>Head<\/h2>\n<\/td>/);
    expect(pandoc('<td>`</td>`</td>\n')).toContain('<td><code>&lt;/td&gt;</code></td>');
  });

  it('reads a line opening with a tag of text as a paragraph, and leaves a listing’s or an SVG’s HTML as written', () => {
    expect(pandoc('<a id="sec"></a>\nSome *text*\n')).toContain(
      '<p><a id="sec"></a>\nSome <em>text</em></p>',
    );
    expect(pandoc('<div>\n<pre>\n*pre*\n</pre>\n</div>\n')).toContain('<pre>\n*pre*\n</pre>');
    expect(pandoc('<svg>\n<text>*s*</text>\n</svg>\n')).toContain('<text>*s*</text>');
  });

  it('leaves an HTML block as written in CommonMark', () => {
    expect(markdownToHtml(TYPES_TABLE)).toContain('<td>`Void`</td>');
    expect(markdownToHtml(IMAGES_TABLE)).toContain('![first](images/first.jpg)');
  });
});
