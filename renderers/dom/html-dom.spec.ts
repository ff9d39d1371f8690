import { ElementNode, parseHtml, serializeHtml, textContent, walkElements } from './html-dom';

const roundTrip = (html: string) => serializeHtml(parseHtml(html));

describe('parseHtml', () => {
  it.each([
    [
      'quoted, unquoted, spaced and bare attributes, entities decoded',
      `<p  class = "x"  id=y data-z='q' checked>&amp;&lt;&#x41;&copy;</p>`,
      '<p class="x" id="y" data-z="q" checked="">&amp;&lt;A©</p>',
    ],
    [
      'a no-break space separates attributes, as /\\s/ does',
      '<p\u00a0class="nb">x</p>',
      '<p class="nb">x</p>',
    ],
    [
      'void and self-closing elements',
      '<a href=foo>bar</a><br/><img src="x" / >',
      '<a href="foo">bar</a><br><img src="x">',
    ],
    ['"< p" is text, not a tag', '< p>not a tag</p>', '&lt; p&gt;not a tag'],
    [
      'a stray "=" or quote before a name is skipped',
      '<p =x "y" class="z">q</p>',
      '<p x="" y="" class="z">q</p>',
    ],
    ['implied ends close list items', '<ul><li>1<li>2</ul>', '<ul><li>1</li><li>2</li></ul>'],
    [
      'a new row ends the cell and the row before it',
      '<table><tr><td>a<tr><td>b</table>',
      '<table><tr><td>a</td></tr><tr><td>b</td></tr></table>',
    ],
    [
      'a new table section ends the one before it, its row and its cell',
      '<table><thead><tr><th>h<tbody><tr><td>a<tfoot><tr><td>f</table>',
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>a</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
    ],
    [
      'a row in a table inside a cell stays in that inner table',
      '<table><tr><td><table><tr><td>x<tr><td>y</table><td>b</table>',
      '<table><tr><td><table><tr><td>x</td></tr><tr><td>y</td></tr></table></td><td>b</td></tr></table>',
    ],
    ['"</ div" is text', '</ div>after', '&lt;/ div&gt;after'],
  ])('%s', (_what, html, expected) => {
    expect(roundTrip(html)).toBe(expected);
  });

  it('reads a tag name up to 100 characters and the rest as an attribute', () => {
    const name = 'a'.repeat(120);
    const [el] = parseHtml(`<${name} b=1>t`) as ElementNode[];
    expect(el.name).toBe('a'.repeat(100));
    expect([...el.attrs.keys()]).toEqual(['a'.repeat(20), 'b']);
  });

  it('reads an end tag within 200 characters of its "</"', () => {
    expect(roundTrip(`<div>x</div${' '.repeat(250)}>y`)).toBe(`<div>x</div>${' '.repeat(55)}&gt;y`);
    expect(roundTrip(`<div>x</div${' '.repeat(100)}>y`)).toBe('<div>x</div>y');
  });
});

describe('walkElements', () => {
  it('visits in document order with the ancestors, outermost first', () => {
    const seen: string[] = [];
    walkElements(parseHtml('<section><p><em>a</em></p><p>b</p></section>'), (el, ancestors) =>
      seen.push(`${ancestors.map((a) => a.name).join('>')}|${el.name}`),
    );
    expect(seen).toEqual(['|section', 'section|p', 'section>p|em', 'section|p']);
  });
});

describe('a line break straight after <pre>', () => {
  it('is dropped as browsers parse HTML, so the XHTML of a hand-written listing does not open with an empty line', () => {
    const [pre] = parseHtml(
      '<pre data-type="programlisting">\nThis is code\n  indented\n</pre>',
    ) as ElementNode[];
    expect(textContent(pre!)).toBe('This is code\n  indented\n');
    expect(serializeHtml([pre!], { xml: true })).toBe(
      '<pre data-type="programlisting">This is code\n  indented\n</pre>',
    );
    expect(textContent(parseHtml('<pre>\r\nx</pre>'))).toBe('x');
  });

  it('drops one only: a listing opening with a blank line keeps it through HTML written and parsed again', () => {
    const nodes = parseHtml('<pre>\n\nafter a blank line</pre>');
    expect(textContent(nodes)).toBe('\nafter a blank line');
    const again = parseHtml(serializeHtml(nodes));
    expect(textContent(again)).toBe('\nafter a blank line');
    expect(serializeHtml(nodes, { xml: true })).toBe('<pre>\nafter a blank line</pre>');
  });

  it('is kept anywhere else', () => {
    expect(textContent(parseHtml('<p>\nx</p><div><pre>a\n</pre></div>'))).toBe('\nxa\n');
  });
});
