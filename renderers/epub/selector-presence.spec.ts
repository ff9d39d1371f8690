import { parseHtml } from '../dom/html-dom';
import { SelectorPresence } from './selector-presence';

describe('SelectorPresence', () => {
  const presence = new SelectorPresence();
  presence.add(
    parseHtml(
      '<section data-type="chapter" id="ch1"><pre data-code-language="console"><code class="hljs language-bash">' +
        '<span class="hljs-built_in">git</span></code></pre><p>Text <a href="#x">link</a></p></section>',
    ),
  );

  it.each([
    'pre[data-code-language="console"]',
    'pre code .hljs-built_in',
    'section#ch1 > p a:hover',
    'body',
    '.nothing, p::first-line',
    '*',
  ])('keeps %s, which can select something in the book', (selector) => {
    expect(presence.mayMatch(selector)).toBe(true);
  });

  it.each([
    // Pro Git 2's theme: Pygments classes Octavo's highlighting never writes.
    'pre code.k',
    'pre code.c1, pre code.cm',
    'table.gridtable td',
    'div#sidebar',
    'pre[data-lang]',
  ])('drops %s, which selects nothing in the book', (selector) => {
    expect(presence.mayMatch(selector)).toBe(false);
  });

  it('tells whether an element one selector may pick sits inside (or is) one another may pick', () => {
    expect(presence.mayContain('section[data-type]', 'a')).toBe(true);
    expect(presence.mayContain('pre', '.hljs-built_in')).toBe(true);
    expect(presence.mayContain('code.hljs', 'code')).toBe(true);
    expect(presence.mayContain('pre, td.banner', 'a:hover')).toBe(false);
    expect(presence.mayContain('p', 'body')).toBe(false);
  });
});
