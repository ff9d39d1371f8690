import { parseHtml, serializeHtml } from '../dom/html-dom';
import { liftIndexTermsOutOfLinks } from './index-terms-in-links';

const lifted = (html: string) => serializeHtml(liftIndexTermsOutOfLinks(parseHtml(html)));

describe('liftIndexTermsOutOfLinks', () => {
  it('moves an index term out of the link whose text marks it, to just before the link', () => {
    // As asciidoctor-pdf's chronicles example: {url-devoxx}[((Devoxx))].
    expect(
      lifted(
        '<p>at <a href="https://devoxx.be">Devoxx<a data-type="indexterm" data-primary="Devoxx"></a></a>.</p>',
      ),
    ).toBe(
      '<p>at <a data-type="indexterm" data-primary="Devoxx"></a><a href="https://devoxx.be">Devoxx</a>.</p>',
    );
  });

  it('finds terms deeper in the link, and leaves links without terms and terms outside links alone', () => {
    expect(
      lifted(
        '<p><a href="#x"><em>A<a data-type="indexterm" data-primary="a"></a></em> b<a data-type="indexterm" data-primary="b"></a></a>' +
          ' c<a data-type="indexterm" data-primary="c"></a> <a href="#y">plain</a></p>',
      ),
    ).toBe(
      '<p><a data-type="indexterm" data-primary="a"></a><a data-type="indexterm" data-primary="b"></a>' +
        '<a href="#x"><em>A</em> b</a> c<a data-type="indexterm" data-primary="c"></a> <a href="#y">plain</a></p>',
    );
  });
});
