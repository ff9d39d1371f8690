import { parseHtml, serializeHtml } from '../dom/html-dom';
import { numberCodeLines } from './code-line-numbers';

const n = (line: number) => `<span class="octavo-line-number" data-line="${line}" aria-hidden="true"></span>`;

function numbered(html: string): string {
  const nodes = parseHtml(html);
  numberCodeLines(nodes);
  return serializeHtml(nodes);
}

describe('numbered listings', () => {
  it('sets a number before each line, blank lines counted, none after the last newline', () => {
    expect(numbered('<pre data-line-numbering="numbered"><code>brew()\n\n  pour()\n</code></pre>')).toBe(
      `<pre data-line-numbering="numbered"><code>${n(1)}brew()\n${n(2)}\n${n(3)}  pour()\n</code></pre>`,
    );
  });

  it('numbers a line before the token it opens with, and inside a token of several lines', () => {
    expect(
      numbered(
        '<pre data-line-numbering="numbered"><code><span class="hljs-comment"># steep\n# pour</span>\nx = 1 <b class="conum">1</b></code></pre>',
      ),
    ).toBe(
      `<pre data-line-numbering="numbered"><code>${n(1)}<span class="hljs-comment"># steep\n${n(2)}# pour</span>\n` +
        `${n(3)}x = 1 <b class="conum">1</b></code></pre>`,
    );
  });

  it('reads the mark from the listing’s <code> too (markdown-it sets a fence’s attributes there), moved to the <pre>', () => {
    expect(numbered('<pre><code data-line-numbering="numbered">a\nb</code></pre>')).toBe(
      `<pre data-line-numbering="numbered"><code>${n(1)}a\n${n(2)}b</code></pre>`,
    );
  });

  it('writes each number as text when asked (Calibre’s Kindle formats drop generated content)', () => {
    const nodes = parseHtml('<pre data-line-numbering="numbered">a\nb</pre>');
    numberCodeLines(nodes, true);
    expect(serializeHtml(nodes)).toBe(
      '<pre data-line-numbering="numbered">' +
        '<span class="octavo-line-number octavo-line-number-text" data-line="1" aria-hidden="true">1</span>a\n' +
        '<span class="octavo-line-number octavo-line-number-text" data-line="2" aria-hidden="true">2</span>b</pre>',
    );
  });

  it('leaves listings not marked numbered as they were', () => {
    const plain = '<pre><code>brew()\npour()</code></pre><pre data-line-numbering="unnumbered">a\nb</pre>';
    expect(numbered(plain)).toBe(plain);
  });
});
