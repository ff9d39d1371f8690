import { parseHtml, serializeHtml } from '../dom/html-dom';
import { untypedAsidesAsSidebars } from './untyped-asides';

function converted(html: string): string {
  return serializeHtml(untypedAsidesAsSidebars(parseHtml(html)));
}

describe('untypedAsidesAsSidebars', () => {
  it('makes an aside without a type a sidebar, its classes and content kept', () => {
    expect(converted('<aside class="tip"><p>Mind the gap.</p></aside>')).toBe(
      '<aside class="tip" data-type="sidebar"><p>Mind the gap.</p></aside>',
    );
  });

  it('finds asides inside other blocks', () => {
    expect(converted('<div><aside><p>x</p></aside></div>')).toContain('<aside data-type="sidebar">');
  });

  it('leaves typed, footnote and endnote asides alone', () => {
    for (const html of [
      '<aside data-type="warning"><p>x</p></aside>',
      '<aside role="doc-endnotes"><p>x</p></aside>',
      '<aside epub:type="footnote"><p>x</p></aside>',
      '<aside class="footnotes"><p>x</p></aside>',
    ])
      expect(converted(html)).toBe(html);
  });
});
