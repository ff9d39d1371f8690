import { parseHtml, serializeHtml } from '../dom/html-dom';
import { tidyFigures } from './tidy-figures';

describe('tidyFigures', () => {
  const tidy = (html: string) => {
    const nodes = parseHtml(html);
    tidyFigures(nodes);
    return serializeHtml(nodes);
  };

  it.each([
    [
      'drops line breaks standing in a figure',
      '<figure><img src="a.png" alt=""><figcaption>A</figcaption><br><br></figure>',
      '<figure><img src="a.png" alt=""><figcaption>A</figcaption></figure>',
    ],
    [
      'moves a caption from the middle to the end',
      '<figure><img src="a.png" alt=""><figcaption>A</figcaption><p>More</p></figure>',
      '<figure><img src="a.png" alt=""><p>More</p><figcaption>A</figcaption></figure>',
    ],
    [
      'leaves a caption that comes first, and breaks inside the caption',
      '<figure>\n<figcaption>A<br>B</figcaption>\n<img src="a.png" alt="">\n</figure>',
      '<figure>\n<figcaption>A<br>B</figcaption>\n<img src="a.png" alt="">\n</figure>',
    ],
    ['leaves breaks outside figures', '<p>a<br>b</p>', '<p>a<br>b</p>'],
    [
      "makes a div holding a picture and a caption a figure (mdlearn's centred image)",
      '<div style="text-align:center"><img src="x.png"/><figcaption>cap</figcaption></div>',
      '<figure style="text-align:center"><img src="x.png"><figcaption>cap</figcaption></figure>',
    ],
    [
      'makes a caption outside a figure, with no picture to caption, a caption div',
      '<div><p>Words</p><figcaption>cap</figcaption></div><figcaption>alone</figcaption>',
      '<div><p>Words</p><div class="caption">cap</div></div><div class="caption">alone</div>',
    ],
    [
      "makes a figure's second caption a caption div",
      '<figure><figcaption>A</figcaption><img src="a.png" alt=""><figcaption>B</figcaption></figure>',
      '<figure><figcaption>A</figcaption><img src="a.png" alt=""><div class="caption">B</div></figure>',
    ],
  ])('%s', (_what, input, output) => {
    expect(tidy(input)).toBe(output);
  });
});
