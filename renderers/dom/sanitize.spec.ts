import { parseHtml, serializeHtml } from './html-dom';
import { sanitizeNodes } from './sanitize';

const clean = (html: string) => serializeHtml(sanitizeNodes(parseHtml(html)).nodes);

describe('parseHtml / serializeHtml', () => {
  it('round-trips text and attributes with correct escaping', () => {
    expect(
      serializeHtml(
        parseHtml('<p title="a &quot;q&quot; &amp; b">1 &lt; 2 &amp;&amp; x&gt;0 &copy; &#8212;</p>'),
      ),
    ).toBe('<p title="a &quot;q&quot; &amp; b">1 &lt; 2 &amp;&amp; x&gt;0 © —</p>');
  });

  it('keeps a bare "<" as text and closes implied paragraphs and list items', () => {
    expect(serializeHtml(parseHtml('<p>a < b<ul><li>one<li>two</ul>'))).toBe(
      '<p>a &lt; b</p><ul><li>one</li><li>two</li></ul>',
    );
  });

  it('treats XML self-closing syntax as empty elements and keeps SVG case', () => {
    expect(
      serializeHtml(parseHtml('<nav data-type="toc"/><svg viewBox="0 0 1 1"><linearGradient/></svg>')),
    ).toBe('<nav data-type="toc"></nav><svg viewBox="0 0 1 1"><linearGradient></linearGradient></svg>');
  });

  it('writes void elements XHTML-style on request', () => {
    expect(serializeHtml(parseHtml('<p>a<br>b<img src="x.png" alt=""></p>'), { xml: true })).toBe(
      '<p>a<br/>b<img src="x.png" alt=""/></p>',
    );
  });
});

describe('sanitizeNodes', () => {
  it.each([
    ['<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
    ['<p>hi<SCRIPT type="module">x()</SCRIPT></p>', '<p>hi</p>'],
    ['<iframe src="https://x"></iframe><object data="x.swf"></object><embed src="y">ok', 'ok'],
    ['<p onclick="x()" OnMouseOver="y()">t</p>', '<p>t</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVa\tScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>x</script>">x</a>', '<a>x</a>'],
    ['<a href="https://example.com/">x</a>', '<a href="https://example.com/">x</a>'],
    ['<p style="background: url(https://t/x.png)">x</p>', '<p>x</p>'],
    ['<p style="color: red">x</p>', '<p style="color: red">x</p>'],
    ['<style>body{}</style><link rel="stylesheet" href="http://x"><meta http-equiv="refresh">t', 't'],
    ['<svg><use href="https://evil/x.svg#a"/></svg>', '<svg><use></use></svg>'],
    // MathML keeps its elements and attributes, loses what runs or fetches.
    [
      '<math display="block"><mspace width="1em"/><mo form="prefix" lspace="0">(</mo></math>',
      '<math display="block"><mspace width="1em"></mspace><mo form="prefix" lspace="0">(</mo></math>',
    ],
    ['<math href="javascript:alert(1)"><mi onClick="x()">x</mi></math>', '<math><mi>x</mi></math>'],
    ['<math><mi xlink:href=" javascript:alert(1)">x</mi></math>', '<math><mi>x</mi></math>'],
    ['<math><mrow href="https://evil/x">x</mrow></math>', '<math><mrow>x</mrow></math>'],
    [
      '<math><mtext><SCRIPT>alert(1)</SCRIPT><Script>y()</Script></mtext></math>',
      '<math><mtext></mtext></math>',
    ],
    ['<math><mglyph src="https://evil/t.png" alt="t"/></math>', '<math><mglyph alt="t"></mglyph></math>'],
    ['<math><mi style="background:url(https://evil/b)">x</mi></math>', '<math><mi>x</mi></math>'],
    [
      '<math><annotation-xml encoding="text/html"><iframe src="https://evil"></iframe><style>x</style><p>t</p></annotation-xml></math>',
      '<math><annotation-xml encoding="text/html"><p>t</p></annotation-xml></math>',
    ],
    [
      '<math><maction actiontype="statusline" definitionURL="vbscript:x"><mi>a</mi></maction></math>',
      '<math><maction actiontype="statusline"><mi>a</mi></maction></math>',
    ],
  ])('%s → %s', (input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('counts scripts hidden in MathML, whatever their case', () => {
    const { report } = sanitizeNodes(parseHtml('<math><mtext><SCRIPT>a()</SCRIPT></mtext></math>'));
    expect(report.removedScripts).toHaveLength(1);
  });

  it('reports removed scripts and remote resources', () => {
    const { report } = sanitizeNodes(
      parseHtml(
        '<script></script>\n<script src="https://gist.github.com/a/1.js"></script><video src="https://v/x.mp4"></video>',
        {
          locate: { file: 'ch.html' },
        },
      ),
    );
    expect(report).toEqual({
      removedScripts: [
        { loc: { file: 'ch.html', line: 1 } },
        { src: 'https://gist.github.com/a/1.js', loc: { file: 'ch.html', line: 2 } },
      ],
      removedRemote: [{ element: 'video', url: 'https://v/x.mp4', loc: { file: 'ch.html', line: 2 } }],
      removedStyles: [],
      unknownElements: [],
      incompleteElements: [],
      imports: [],
      removedLinks: [],
    });
  });

  it("drops an href on an HTML element it means nothing on (RDFa's <span href>) without reporting it", () => {
    const { nodes, report } = sanitizeNodes(
      parseHtml(
        '<p><span href="http://purl.org/dc/dcmitype/Text" property="dct:title">A Book</span> by ' +
          '<a rel="license" href="http://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA</a></p>' +
          '<svg><image href="https://example.com/x.png"/></svg>',
      ),
    );
    const html = serializeHtml(nodes);
    expect(html).toContain('<span>A Book</span> by');
    expect(html).toContain('<a rel="license" href="http://creativecommons.org/licenses/by-sa/4.0/">');
    // An SVG image's href loads a picture: still removed, and said so.
    expect(report.removedRemote).toEqual([{ element: 'image', url: 'https://example.com/x.png' }]);
  });

  it('keeps where a quotation came from: a cite address is never loaded, so it is not a remote resource', () => {
    const { nodes, report } = sanitizeNodes(
      parseHtml(
        '<blockquote cite="http://lists.example.org/0182.html"><p>Said.</p></blockquote>' +
          '<q cite="//example.org/q">Short.</q><del cite="javascript:alert(1)">gone</del>',
      ),
    );
    expect(report.removedRemote).toEqual([]);
    const html = serializeHtml(nodes);
    expect(html).toContain('<blockquote cite="http://lists.example.org/0182.html">');
    expect(html).toContain('<q cite="//example.org/q">');
    expect(html).toContain('<del>gone</del>');
  });

  it('reports elements HTML does not know, outside SVG and MathML, and HTML imports', () => {
    const { nodes, report } = sanitizeNodes(
      parseHtml(
        '<p>Fold<idx>fold</idx></p>\n<link rel="import" href="code/a.ml">\n' +
          '<svg><filter><feGaussianBlur/></filter></svg><math><mrow><mi>x</mi></mrow></math><font>old</font>',
        { locate: { file: 'ch.html' } },
      ),
    );
    expect(report.unknownElements).toEqual([{ name: 'idx', loc: { file: 'ch.html', line: 1 } }]);
    expect(report.imports).toEqual([{ href: 'code/a.ml', loc: { file: 'ch.html', line: 2 } }]);
    expect(serializeHtml(nodes)).toContain('<p>Foldfold</p>');
  });
});
