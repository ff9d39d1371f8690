import { highlightedLines, languageOf, splitMarkupLines } from './code-lines';

describe('code lines', () => {
  it('balances spans that cross a line end, so each line stands alone', () => {
    const lines = splitMarkupLines('a <span class="c">/* one\ntwo */</span> b\nc');
    expect(lines).toEqual(['a <span class="c">/* one</span>', '<span class="c">two */</span> b', 'c']);
  });

  it('keeps every line of a file, escaped, with or without a known language', () => {
    const text = '# Title\n\nSome <b>text</b> & more\n\nlast line\n';
    const markdown = highlightedLines(text, 'ch01.md');
    expect(markdown).toHaveLength(5);
    expect(markdown[0]).toContain('hljs-section');
    expect(markdown[2]).not.toContain('<b>');
    expect(markdown[2]).toContain('&amp; more');
    const plain = highlightedLines(text, 'notes.unknown');
    expect(plain).toEqual(['# Title', '', 'Some &lt;b&gt;text&lt;/b&gt; &amp; more', '', 'last line']);
  });

  it('knows the languages books are written in', () => {
    expect(languageOf('book/ch01.asciidoc')).toBe('asciidoc');
    expect(languageOf('toc.html')).toBe('xml');
    expect(languageOf('platform.json')).toBe('json');
    expect(languageOf('LICENSE')).toBeUndefined();
  });
});
