import { bookAsset } from '../test-support/book-asset';
import { firstElement, parseHtml, serializeHtml } from '../dom/html-dom';
import { pngHeader } from '../test-support/image-headers';
import { percentWidthCss, sizeImages, svgSize } from './image-dimensions';

const asset = bookAsset;

describe('sizeImages', () => {
  const assets = new Map([
    ['a.png', asset('a.png', 'image/png', pngHeader(800, 600))],
    [
      'b.svg',
      asset('b.svg', 'image/svg+xml', Buffer.from('<?xml version="1.0"?><svg viewBox="0 0 200 50"></svg>')),
    ],
  ]);
  const sized = (html: string) => {
    const root = firstElement(parseHtml(`<div>${html}</div>`))!;
    sizeImages(root, assets);
    return serializeHtml(root.children);
  };

  it('writes the width and height the file declares', () => {
    expect(sized('<img src="a.png" alt="">')).toBe('<img src="a.png" alt="" width="800" height="600">');
    expect(sized('<img src="b.svg" alt="">')).toBe('<img src="b.svg" alt="" width="200" height="50">');
  });

  it("keeps the author's size and completes its other side in proportion", () => {
    expect(sized('<img src="a.png" width="400">')).toBe('<img src="a.png" width="400" height="300">');
    expect(sized('<img src="a.png" height="60px">')).toBe('<img src="a.png" height="60px" width="80">');
    expect(sized('<img src="a.png" width="10" height="10">')).toBe(
      '<img src="a.png" width="10" height="10">',
    );
    expect(sized('<img src="a.png" width="auto">')).toBe('<img src="a.png" width="auto">');
  });

  it('moves a percentage width into a class and gives the image its proportions', () => {
    const percents = new Set<string>();
    const root = firstElement(
      parseHtml('<div><img src="a.png" width="50%" class="x"><img src="a.png" width="12.5%"></div>'),
    )!;
    sizeImages(root, assets, percents);
    expect(serializeHtml(root.children)).toBe(
      '<img src="a.png" width="800" class="x width-50pct" height="600">' +
        '<img src="a.png" width="800" class="width-12_5pct" height="600">',
    );
    expect(percentWidthCss(percents)).toBe(
      'img.width-12_5pct { width: 12.5%; }\nimg.width-50pct { width: 50%; }',
    );
  });

  it('leaves images it has no file for alone', () => {
    expect(sized('<img src="elsewhere.png">')).toBe('<img src="elsewhere.png">');
  });
});

describe('svgSize', () => {
  it('reads absolute width and height, else completes them from the viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30">')).toEqual({
      width: 120,
      height: 30,
    });
    expect(svgSize("<svg width='72pt' height='36pt'>")).toEqual({ width: 96, height: 48 });
    expect(svgSize('<svg width="300" viewBox="0,0,100,50">')).toEqual({ width: 300, height: 150 });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0 0 40 10">')).toEqual({
      width: 40,
      height: 10,
    });
    expect(svgSize('<svg width="2em" height="1em">')).toBeNull();
    expect(svgSize('not an svg')).toBeNull();
  });
});
