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
  ])('%s', (_what, input, output) => {
    expect(tidy(input)).toBe(output);
  });
});
