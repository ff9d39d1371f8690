import { parseHtml, serializeHtml } from './html-dom';
import { removeLink } from './remove-link';

describe('removeLink', () => {
  it('drops the address and the attributes only a link may carry, keeping id, class and title', () => {
    const [link] = parseHtml(
      '<a id="up" class="nav" title="Top" href="index.xhtml#Top" rel="prev" target="_blank" hreflang="en">Top</a>',
    );
    removeLink(link as Parameters<typeof removeLink>[0]);
    expect(serializeHtml([link!])).toBe('<a id="up" class="nav" title="Top">Top</a>');
  });
});
