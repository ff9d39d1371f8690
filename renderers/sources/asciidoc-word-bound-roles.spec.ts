import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

describe('a role written against a word before a single pair of marks', () => {
  // A reference table of an Atlas book (compat-mode: +text+ is code), its code terms kept from breaking.
  const book = (chapter: string) => ({
    'book.asciidoc': ['= Book', ':compat-mode:', '', 'include::ch02.asciidoc[]'].join('\n'),
    'ch02.asciidoc': chapter,
  });
  const table = [
    '== Results',
    '',
    '.Commonly used methods',
    '[options="header"]',
    '|=======',
    '|Method name|Description',
    '|+get_counts+|Returns a dictionary of counts.',
    '|+get_[.keep-together]#statevector#+|Returns a list of complex amplitudes.',
    '|+inst.[.keep-together]#definition#+|Returns the definition.',
    '|=======',
    '',
    'The +backend_[.keep-together]#version#+ attribute holds the version.',
    '',
    '----',
    'result.get_[.keep-together]#statevector#()',
    '----',
  ].join('\n');

  it('is warned of once a file, at its first span printed with its brackets, with the doubled marks to write', async () => {
    const { html, warnings } = await convert(book(table));
    expect(html).toContain('<code>get_[.keep-together]<mark>statevector</mark></code>');
    expect(html).toContain('<code>inst.<span class="keep-together">definition</span></code>');
    expect(warnings).toEqual([
      'ch02.asciidoc:8: get_[.keep-together]#statevector# is printed with [.keep-together] as text and statevector ' +
        'highlighted, and so is 1 more span in this file (line 12): Asciidoctor reads the attributes before a ' +
        'single pair of # marks only where their [ begins a word, and the _ before it keeps it from beginning one; ' +
        'double the marks, get_[.keep-together]##statevector##, which are read inside a word too',
    ]);
  });

  it('prints the span as meant once its marks are doubled', async () => {
    const { html, warnings } = await convert(
      book(table.replaceAll(/\[\.keep-together\]#(\w+)#/g, '[.keep-together]##$1##')),
    );
    expect(html).toContain('<code>get_<span class="keep-together">statevector</span></code>');
    expect(html).toContain('<code>backend_<span class="keep-together">version</span></code>');
    expect(warnings).toEqual([]);
  });

  it('names the bold or italics the marks make of a role against an attribute reference', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': ['= Book', ':product: Ferrybook', '', 'Install {product}[.big]*Pro* today.'].join('\n'),
    });
    expect(html).toContain('Ferrybook[.big]<strong>Pro</strong>');
    expect(warnings).toEqual([
      'ch.adoc:4: {product}[.big]*Pro* is printed with [.big] as text and Pro in bold: Asciidoctor reads the ' +
        'attributes before a single pair of * marks only where their [ begins a word, and the } before it keeps ' +
        'it from beginning one; double the marks, {product}[.big]**Pro**, which are read inside a word too',
    ]);
  });

  it("is read so in a code span of today's Asciidoctor, whose backticks compat-mode makes literal", async () => {
    const chapter = ['== Results', '', 'Call `get_[.keep-together]#statevector#()` once.'].join('\n');
    const today = await convert({ 'ch.adoc': chapter });
    expect(today.html).toContain('<code>get_[.keep-together]<mark>statevector</mark>()</code>');
    expect(today.warnings).toEqual([
      expect.stringMatching(
        /^ch\.adoc:3: get_\[\.keep-together\]#statevector# is printed with \[\.keep-together\] as text/,
      ),
    ]);
    const compat = await convert(book(chapter));
    expect(compat.html).toContain('<code>get_[.keep-together]#statevector#()</code>');
    expect(compat.warnings).toEqual([]);
  });

  it('says nothing of listings, literal code, links, spans that begin a word, doubled marks or brackets of code', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Ferries',
        '',
        'The [.keep-together]#timetable# and the time__[.keep-together]##table##__ are read.',
        '',
        'See https://example.org/a[.b]#c# and link:https://example.org/x[.y]#z# for more.',
        '',
        'Write `+get_[.keep-together]#statevector#+` to show it as written.',
        '',
        'An array: a[i]*b[j]* here.',
        '',
        '----',
        'get_[.keep-together]#statevector#',
        '----',
        '',
        '....',
        'get_[.keep-together]#statevector#',
        '....',
        '',
        '// get_[.keep-together]#statevector#',
      ].join('\n'),
    });
    expect(html).toContain('<span class="keep-together">timetable</span>');
    expect(html).toContain('get_[.keep-together]#statevector#');
    expect(warnings).toEqual([]);
  });
});
