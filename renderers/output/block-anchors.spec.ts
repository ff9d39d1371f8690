import { parseHtml, ElementNode } from '../dom/html-dom';
import { blockAnchors } from './block-anchors';

const root = (html: string) => parseHtml(html)[0] as ElementNode;
const names = (html: string) =>
  [...blockAnchors(root(html), 'ch01')].map(([el, name]) => `${el.name} ${name}`);

describe('block anchors: the names PDF and EPUB share for blocks without an id', () => {
  it('names every block without an id, never one with an id or without text', () => {
    const named = names(
      '<section id="ch01"><h1 id="t">Title</h1><p>One</p><ul><li>Two</li></ul><p>One</p><p> </p></section>',
    );
    expect(named).toHaveLength(3);
    expect(named[0]).toMatch(/^p ch01--[0-9a-f]{12}-1$/);
    expect(named[1]).toMatch(/^li ch01--/);
    // The same text twice: the same hash, counted.
    expect(named[2]).toBe(named[0].replace(/-1$/, '-2'));
  });

  it('gives a block the same name when another format has an extra block before it', () => {
    const plain = names('<section><p>Alpha</p><p>Beta</p></section>');
    const extra = names('<section><p>Alpha</p><div><p>Math drawn as an image</p></div><p>Beta</p></section>');
    expect(extra).toEqual(expect.arrayContaining(plain));
  });
});
