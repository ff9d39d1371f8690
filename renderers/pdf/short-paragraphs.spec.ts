import { ElementNode, parseHtml } from '../dom/html-dom';
import { KEEP_WHOLE_CLASS } from './print-style';
import { markShortParagraphs } from './short-paragraphs';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

function marked(html: string, pageWidthEm = 37.5): string[] {
  const root = parseHtml(`<section>${html}</section>`)[0] as ElementNode;
  markShortParagraphs(root, pageWidthEm);
  const out: string[] = [];
  const visit = (el: ElementNode) => {
    if (el.name === 'p') out.push(`${el.attrs.get('id')}:${el.attrs.get('class') ?? ''}`);
    for (const child of el.children) if (child.type === 'element') visit(child);
  };
  visit(root);
  return out;
}

describe('markShortParagraphs', () => {
  it('keeps whole a paragraph of at most three lines’ worth of characters on the page’s width, not a longer one', () => {
    // 37.5 em: at most 75 characters a line, 225 in three lines.
    expect(
      marked(`<p id="a">${words(20)}</p><p id="b" class="lead">${words(30)}</p><p id="c">${words(40)}</p>`),
    ).toEqual([`a:${KEEP_WHOLE_CLASS}`, `b:lead ${KEEP_WHOLE_CLASS}`, 'c:']);
    // Soft hyphens and break opportunities the print adds are not counted.
    expect(marked(`<p id="h">${words(30).replace(/word/g, 'wo\u00adrd\u200b')}</p>`)).toEqual([
      `h:${KEEP_WHOLE_CLASS}`,
    ]);
    // A narrower page holds fewer characters a line.
    expect(marked(`<p id="b">${words(30)}</p>`, 20)).toEqual(['b:']);
  });

  it('leaves a paragraph holding a footnote reference, and an empty one, to the footnote passes and the page', () => {
    expect(
      marked(
        `<p id="n">Short<sup class="footnote-ref"><a href="#n1">1</a></sup>.</p><p id="e"> </p>` +
          `<ul><li><p id="i">In a list.</p></li></ul>`,
      ),
    ).toEqual(['n:', 'e:', `i:${KEEP_WHOLE_CLASS}`]);
  });
});
