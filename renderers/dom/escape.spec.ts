import { escapeAttribute, escapeText } from './escape';

describe('escapeText and escapeAttribute', () => {
  it.each([
    ['', '', ''],
    ['plain words', 'plain words', 'plain words'],
    ['a < b && c > d', 'a &lt; b &amp;&amp; c &gt; d', 'a &lt; b &amp;&amp; c &gt; d'],
    ['say "hi" & <go>', 'say "hi" &amp; &lt;go&gt;', 'say &quot;hi&quot; &amp; &lt;go&gt;'],
    ['&amp; stays visible as text', '&amp;amp; stays visible as text', '&amp;amp; stays visible as text'],
    ["it's ünïcode – ok", "it's ünïcode – ok", "it's ünïcode – ok"],
  ])('escapes %j', (input, text, attribute) => {
    expect(escapeText(input)).toBe(text);
    expect(escapeAttribute(input)).toBe(attribute);
  });

  it('gives the same answer called again and again (the shared patterns keep no state between calls)', () => {
    for (let i = 0; i < 3; i++) {
      expect(escapeText('x<y')).toBe('x&lt;y');
      expect(escapeText('no specials')).toBe('no specials');
      expect(escapeAttribute('"q"')).toBe('&quot;q&quot;');
    }
  });
});
