import { parseHtml } from '../dom/html-dom';
import { ElementNode } from '../dom/html-dom';
import { cleanForXhtml, serializeXhtml, xhtmlDocument } from './xhtml';

const clean = (html: string) => {
  const nodes = parseHtml(html) as ElementNode[];
  cleanForXhtml(nodes);
  return serializeXhtml(nodes);
};

describe('cleanForXhtml', () => {
  it('drops attributes HTML5 or XML reject and keeps the rest', () => {
    expect(
      clean('<table border="1" summary="s" class="t"><tr><td align="left" data-x="1">a</td></tr></table>'),
    ).toBe('<table class="t"><tr><td data-x="1">a</td></tr></table>');
    expect(clean('<p xmlns:foo="x" foo:bar="y" epub:type="z" 1a="c">t</p>')).toBe('<p epub:type="z">t</p>');
  });

  it('replaces elements HTML5 dropped and drops line breaks where lists and tables allow none', () => {
    expect(
      clean(
        '<table><tr><th><center>FT1</center></th></tr><br></table><ul><li>a</li><br><li><font color="red">b</font> <tt>c</tt></li></ul>',
      ),
    ).toBe(
      '<table><tr><th><div class="octavo-center">FT1</div></th></tr></table><ul><li>a</li><li><span>b</span> <code>c</code></li></ul>',
    );
  });

  it('makes a <center> inside a heading or paragraph a span, which phrasing content allows', () => {
    expect(
      clean(
        '<h1><span class="label">Chapter 1</span> <center>My Book</center></h1><p><em><center>x</center></em></p>',
      ),
    ).toBe(
      '<h1><span class="label">Chapter 1</span> <span class="octavo-center">My Book</span></h1><p><em><span class="octavo-center">x</span></em></p>',
    );
    expect(clean('<div><a href="#x"><center>y</center></a></div>')).toBe(
      '<div><a href="#x"><div class="octavo-center">y</div></a></div>',
    );
  });

  it('keeps numeric image sizes only', () => {
    expect(clean('<img src="a.png" width="20" height="50%"><div width="3">x</div>')).toBe(
      '<img src="a.png" width="20"/><div>x</div>',
    );
  });

  it('keeps MathML attributes and declares the MathML namespace on the outermost <math>', () => {
    expect(
      clean(
        '<p><math display="block" xmlns:m="x" xlink:href="#a"><mtable align="center" frame="solid">' +
          '<mtr><mtd><mspace width="1em" height="2ex"/><math xmlns="y"><mi>x</mi></math></mtd></mtr></mtable></math></p>',
      ),
    ).toBe(
      '<p><math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><mtable align="center" frame="solid">' +
        '<mtr><mtd><mspace width="1em" height="2ex"></mspace><math><mi>x</mi></math></mtd></mtr></mtable></math></p>',
    );
  });

  it('removes characters XML 1.0 cannot hold from text and attributes', () => {
    expect(clean('<p title="a\u0001b">x\u0000y\u000bz\uffff</p>')).toBe('<p title="ab">xyz</p>');
  });
});

describe('xhtmlDocument', () => {
  it('writes a well-formed XHTML page with language, title, stylesheets and body type', () => {
    const page = xhtmlDocument({
      lang: 'de',
      direction: 'ltr',
      title: 'A & B',
      body: '<p/>',
      stylesheets: ['style.css'],
      bodyType: 'bodymatter',
    });
    expect(page).toContain('xml:lang="de" lang="de"');
    expect(page).toContain('<title>A &amp; B</title>');
    expect(page).toContain('<link rel="stylesheet" type="text/css" href="style.css"/>');
    expect(page).toContain('<body epub:type="bodymatter">');
  });
});
