import { parseHtml, serializeHtml } from '../dom/html-dom';
import { highlightCodeBlocks } from './highlight-code';

describe('highlightCodeBlocks', () => {
  const highlight = (html: string) => {
    const nodes = parseHtml(html);
    highlightCodeBlocks(nodes);
    return serializeHtml(nodes);
  };

  it('highlights a listing of plain text in its declared language', () => {
    expect(highlight('<pre><code class="language-python">def f(): pass</code></pre>')).toContain(
      '<span class="hljs-keyword">def</span>',
    );
  });

  it('highlights a listing with callouts, each callout kept at the end of its line', () => {
    const out = highlight(
      '<pre><code class="language-python" data-lang="python">def f(x):  <b class="conum">1</b>\n' +
        '    return "a"  <b class="conum">2</b><b class="conum">3</b>\n</code></pre>',
    );
    expect(out).toContain('<span class="hljs-keyword">def</span>');
    expect(out).toContain('<span class="hljs-string">"a"</span>');
    // Each callout is where it was: after its line's code, before the line break.
    expect(out).toMatch(/\):\s+<b class="conum">1<\/b>\n/);
    expect(out).toMatch(/<\/span>\s+<b class="conum">2<\/b><b class="conum">3<\/b>\n<\/code>/);
  });

  it('puts a mark that falls inside a highlighted token inside that token, the text around it whole', () => {
    const out = highlight(
      '<pre data-code-language="python"># a comment<a data-type="indexterm" data-primary="x"></a> here</pre>',
    );
    expect(out).toBe(
      '<pre data-code-language="python" class="hljs"><span class="hljs-comment"># a comment' +
        '<a data-type="indexterm" data-primary="x"></a> here</span></pre>',
    );
  });

  it('leaves a listing with other markup in it (bold user input) plain', () => {
    const html = '<pre><code class="language-shell">$ <strong>ls</strong></code></pre>';
    expect(highlight(html)).toBe(html);
  });

  it('highlights a listing seen before as the first time, in a tree of its own, its callouts where they were', () => {
    const listing = (mark: string) =>
      `<pre><code class="language-python">x = "pot"  <b class="conum">${mark}</b>\ny = 2\n</code></pre>`;
    const first = parseHtml(listing('1'));
    const second = parseHtml(listing('1'));
    const other = parseHtml(listing('7'));
    highlightCodeBlocks(first);
    highlightCodeBlocks(second);
    highlightCodeBlocks(other);
    expect(serializeHtml(second)).toBe(serializeHtml(first));
    expect(serializeHtml(other)).toContain('<b class="conum">7</b>');
    // Changing one listing's highlighted tree leaves the other's alone.
    const code = (nodes: typeof first) => (nodes[0] as { children: { children: unknown[] }[] }).children[0];
    code(first).children.length = 0;
    expect(serializeHtml(second)).toContain('<span class="hljs-string">"pot"</span>');
  });
});
