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

  // As rubenfcasal/bookdown_intro's table of Markdown (10-rmarkdown.Rmd): an address broken over two lines of a cell.
  it('reads an address broken over lines as pandoc does, the line break one %20', () => {
    const html = markdownToHtml('[Enlace](http://rmark\ndown.rstudio.com) y [otro](http://a\n   b "T").\n');
    expect(html).toContain('<a href="http://rmark%20down.rstudio.com">Enlace</a>');
    expect(html).toMatch(/<a href="http:\/\/a%20b" title="T"[^>]*>otro<\/a>/);
  });

  it('leaves CommonMark links, and brackets that are no link, as they were', () => {
    const html = markdownToHtml('A [plain](a.html) link, [a note] (with words) and [x](y (z)).\n');
    expect(html).toContain('<a href="a.html">plain</a>');
    expect(html).toContain('[a note] (with words)');
  });
});
