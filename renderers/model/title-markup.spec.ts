import { parseHtml, serializeHtml } from '../dom/html-dom';
import { titleMarkup } from './title-markup';

const markupOf = (html: string, written: string) => {
  const markup = titleMarkup(parseHtml(html), written);
  return markup && serializeHtml(markup);
};

describe('titleMarkup', () => {
  it('keeps code and emphasis, unwraps links, leaves out notes, index marks and ids', () => {
    expect(
      markupOf(
        ' The <code id="x" data-octavo-line="3">sum</code> <a href="#y">of <em>all</em></a>' +
          '<a data-type="indexterm" data-primary="sum"></a><span data-type="footnote">Note.</span> ',
        'The sum of all',
      ),
    ).toBe('The <code>sum</code> of <em>all</em>');
  });

  it('is none for a plain title, one holding an image or math, or words other than the text printed', () => {
    expect(markupOf('Plain <span class="x">words</span>', 'Plain words')).toBeUndefined();
    expect(markupOf('<code>a</code> <img src="i.png" alt="">', 'a')).toBeUndefined();
    expect(markupOf('<code>a</code> <math><mi>x</mi></math>', 'a x')).toBeUndefined();
    expect(markupOf('<code>a</code> b', 'Chapter 1')).toBeUndefined();
  });
});
