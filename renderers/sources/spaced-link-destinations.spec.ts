import { markdownToHtml } from './markdown';

describe('spacedLinkDestinations', () => {
  it('reads a link or an image whose address has spaces as pandoc does, the spaces as %20', () => {
    const html = markdownToHtml(
      'See [Pruning *roses*](./03 Pruning roses.html#winter "Winter") and ![A rake](tools/garden rake.png).\n',
    );
    expect(html).toContain(
      'See <a href="./03%20Pruning%20roses.html#winter" title="Winter">Pruning <em>roses</em></a> and ',
    );
    expect(html).toContain('<img src="tools/garden%20rake.png" alt="A rake"');
  });

  it('leaves CommonMark links, and brackets that are no link, as they were', () => {
    const html = markdownToHtml('A [plain](a.html) link, [a note] (with words) and [x](y (z)).\n');
    expect(html).toContain('<a href="a.html">plain</a>');
    expect(html).toContain('[a note] (with words)');
  });
});
