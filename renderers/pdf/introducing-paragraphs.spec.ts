import { ElementNode, parseHtml, serializeHtml } from '../dom/html-dom';
import { keepIntroductionsWithBlocks } from './introducing-paragraphs';

function marked(html: string): string {
  const root = parseHtml(`<section>${html}</section>`)[0] as ElementNode;
  keepIntroductionsWithBlocks(root);
  return serializeHtml([root]);
}

const WORDS = 'the kiln is loaded from the back shelf to the front one and the door is sealed';

describe('keepIntroductionsWithBlocks', () => {
  it('keeps a paragraph ending in a colon with the block after it', () => {
    expect(marked('<p>Load it like this:</p><pre>shelf 1</pre>')).toBe(
      '<section><p class="octavo-keep-with-next">Load it like this:</p><pre>shelf 1</pre></section>',
    );
  });

  it('leaves a paragraph that ends otherwise, or ends its parent, alone', () => {
    expect(marked('<p>Load it.</p><pre>shelf 1</pre><p>Then:</p>')).toBe(
      '<section><p>Load it.</p><pre>shelf 1</pre><p>Then:</p></section>',
    );
  });

  it('tells a figure it introduces how many lines the introduction takes, three at most', () => {
    expect(marked('<p>The kiln:</p><figure><img src="k.png"></figure>')).toContain(
      '<figure class="octavo-introduced-1">',
    );
    expect(marked(`<p>Then ${WORDS}:</p><figure><img src="k.png"></figure>`)).toContain(
      '<figure class="octavo-introduced-2">',
    );
    expect(marked(`<p>${WORDS.repeat(6)}:</p><figure><img src="k.png"></figure>`)).toContain(
      '<figure class="octavo-introduced-3">',
    );
  });

  it('tells Asciidoctor’s image block and a paragraph of one image too, not a listing', () => {
    expect(
      marked('<div class="paragraph"><p>The kiln:</p></div><div class="imageblock"><img src="k.png"></div>'),
    ).toContain('<div class="imageblock octavo-introduced-1">');
    expect(marked('<p>The kiln:</p><p><img src="k.png"></p>')).toContain('<p class="octavo-introduced-1">');
    expect(marked('<p>The kiln:</p><p>Shelf <img src="k.png"></p>')).not.toContain('octavo-introduced');
    expect(marked('<p>The kiln:</p><pre>shelf 1</pre>')).not.toContain('octavo-introduced');
  });
});
