import { element, findElements, hasClass, parseHtml } from '../dom/html-dom';
import { KEEP_WHOLE_BOX_LINES, markSplittableBlocks } from './listing-parts';
import { BREAKABLE_BOX_CLASS, KEEP_WHOLE_CLASS } from './print-style';

const sentence = 'A reverse proxy forwards each request to the service that answers it. ';

function marked(html: string): string[] {
  const root = element('section', {}, parseHtml(html));
  markSplittableBlocks(root);
  return findElements([root], (el) => hasClass(el, BREAKABLE_BOX_CLASS)).map(
    (el) => el.attrs.get('id') ?? el.name,
  );
}

describe('markSplittableBlocks: notes and sidebars', () => {
  it('lets a note, warning or sidebar taller than a few lines split across pages', () => {
    const long = `<p>${sentence.repeat(6)}</p>`.repeat(4);
    expect(
      marked(
        `<div data-type="note" id="note">${long}</div>` +
          `<div data-type="warning" id="warning">${long}</div>` +
          `<aside data-type="sidebar" id="sidebar">${long}</aside>` +
          `<div class="admonitionblock tip" id="asciidoctor">${long}</div>`,
      ),
    ).toEqual(['note', 'warning', 'sidebar', 'asciidoctor']);
  });

  it('keeps a short one whole', () => {
    expect(marked(`<div data-type="tip" id="tip"><p>${sentence.repeat(3)}</p></div>`)).toEqual([]);
  });

  it('counts a listing’s lines and a picture’s height, a box’s worth when it has none; a box that opens with its picture stays whole', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`).join('\n');
    expect(
      marked(
        `<div data-type="note" id="short"><p>Run:</p><pre>${lines(4)}</pre></div>` +
          `<div data-type="note" id="listing"><p>Run:</p><pre>${lines(KEEP_WHOLE_BOX_LINES)}</pre></div>` +
          `<div data-type="note" id="picture"><p>Click:</p><img src="button.png" alt="The button"></div>` +
          `<div data-type="note" id="icon"><p>Click:</p><img src="b.png" alt="B" width="40" height="40"></div>` +
          `<div data-type="note" id="screen"><p>See:</p><img src="s.png" alt="S" width="900" height="900"></div>`,
      ),
    ).toEqual(['listing']);
  });

  it('keeps whole a box whose picture follows only a few lines; one with more before it, or taller than a page, may split', () => {
    const screen = '<img src="s.png" alt="S" width="900" height="900">';
    expect(
      marked(
        `<aside data-type="sidebar" id="digression"><h5>Amusing Digression</h5><p>More details go here.</p>` +
          `<figure><img src="cat.jpg" alt="Cat"><figcaption>Cat likes being in sidebar</figcaption></figure></aside>` +
          `<div data-type="note" id="screen"><p>See:</p>${screen}</div>` +
          `<div data-type="note" id="long-before"><p>${sentence.repeat(8)}</p>${screen}</div>` +
          `<div data-type="note" id="text-after"><p>See:</p><figure>${screen}</figure><p>${sentence.repeat(20)}</p></div>`,
      ),
    ).toEqual(['long-before', 'text-after']);
  });

  it('leaves other blocks as the theme keeps them', () => {
    expect(marked(`<div data-type="example" id="example"><p>${sentence.repeat(40)}</p></div>`)).toEqual([]);
  });
});

describe('markSplittableBlocks: diagrams drawn in text', () => {
  const art = Array.from({ length: 14 }, (_, i) => (i % 2 ? '|  box  |' : '+-------+')).join('\n');
  const whole = (html: string) => {
    const root = element('section', {}, parseHtml(html));
    markSplittableBlocks(root);
    return findElements([root], (el) => el.name === 'pre').map((el) => hasClass(el, KEEP_WHOLE_CLASS));
  };

  it('keeps a long listing in a text-diagram language whole, as a picture; code of that length may split', () => {
    expect(
      whole(
        `<pre><code class="language-bob">${art}</code></pre>` +
          `<pre data-code-language="ditaa">${art}</pre>` +
          `<pre><code class="language-rust">${art}</code></pre>`,
      ),
    ).toEqual([true, true, false]);
  });
});
