import { firstElement, parseHtml, serializeHtml } from '../dom/html-dom';
import { moveIndexAnchorsIntoBlocks } from './index-anchors-between-blocks';

const moved = (html: string) => {
  const root = firstElement(parseHtml(html))!;
  moveIndexAnchorsIntoBlocks(root);
  return serializeHtml([root]);
};
const ix = (id: string) => `<a data-type="indexterm" data-primary="${id}" id="${id}"></a>`;

describe('moveIndexAnchorsIntoBlocks', () => {
  it('moves anchors standing between blocks to the start of the block after them', () => {
    expect(moved(`<section><h1>Soil</h1>\n${ix('a')} ${ix('b')}\n<p>Loam holds water.</p></section>`)).toBe(
      `<section><h1>Soil</h1>\n\n<p>${ix('a')}${ix('b')}Loam holds water.</p></section>`,
    );
  });

  it('goes into a list’s first item, a figure’s caption, a table’s first cell', () => {
    expect(moved(`<div><p>x</p>${ix('a')}<ul><li>Rake</li></ul></div>`)).toBe(
      `<div><p>x</p><ul><li>${ix('a')}Rake</li></ul></div>`,
    );
    expect(
      moved(`<div>${ix('a')}<figure><img src="a.png"><figcaption>Beds</figcaption></figure></div>`),
    ).toBe(`<div><figure><img src="a.png"><figcaption>${ix('a')}Beds</figcaption></figure></div>`);
    expect(moved(`<div>${ix('a')}<table><tbody><tr><td>Pea</td></tr></tbody></table></div>`)).toBe(
      `<div><table><tbody><tr><td>${ix('a')}Pea</td></tr></tbody></table></div>`,
    );
  });

  it('goes to the end of the block before when none follows, and leaves anchors in running text', () => {
    expect(moved(`<section><p>Mulch.</p>\n${ix('a')}\n</section>`)).toBe(
      `<section><p>Mulch.${ix('a')}</p>\n\n</section>`,
    );
    const inText = `<div><p>Weeds.</p>Hoe ${ix('a')}them.</div>`;
    expect(moved(inText)).toBe(inText);
  });
});
