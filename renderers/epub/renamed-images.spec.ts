import { parseHtml, serializeHtml } from '../dom/html-dom';
import { renamedHref, relinkRenamedFiles } from './renamed-images';

describe('renamedHref: the name an image shipped as another type takes', () => {
  it.each([
    ['images/harbour.png', [], 'images/harbour.jpg'],
    ['images/HARBOUR.PNG', [], 'images/HARBOUR.jpg'],
    ['images/harbour.png', ['images/harbour.jpg'], 'images/harbour-2.jpg'],
    ['images/harbour.png', ['images/harbour.jpg', 'images/harbour-2.jpg'], 'images/harbour-3.jpg'],
    ['images/a%20b.png', [], 'images/a%20b.jpg'],
    ['v1.2/shot.webp', [], 'v1.2/shot.png', 'image/png'],
    ['images/shot.webp', ['images/shot.png'], 'images/shot-2.png', 'image/png'],
    ['images/clip.avif', [], 'images/clip.gif', 'image/gif'],
  ])('%s beside %j is %s', (href, others, expected, mediaType = 'image/jpeg') => {
    const taken = new Set<string>([href, ...others]);
    expect(renamedHref(href, mediaType, taken)).toBe(expected);
    expect(taken.has(expected)).toBe(true);
  });
});

describe('relinkRenamedFiles', () => {
  it('points images, SVG images and links (a fragment kept) at the new name, and nothing else', () => {
    const nodes = parseHtml(
      '<p><img src="images/a.png" alt="A"><a href="images/a.png#part">a</a><a href="images/b.png">b</a>' +
        '<svg><image xlink:href="images/a.png"/></svg><span title="images/a.png">t</span></p>',
    );
    relinkRenamedFiles(nodes, new Map([['images/a.png', 'images/a.jpg']]));
    const html = serializeHtml(nodes);
    expect(html).toContain('<img src="images/a.jpg" alt="A">');
    expect(html).toContain('<a href="images/a.jpg#part">');
    expect(html).toContain('<a href="images/b.png">');
    expect(html).toContain('xlink:href="images/a.jpg"');
    expect(html).toContain('title="images/a.png"');
  });
});
