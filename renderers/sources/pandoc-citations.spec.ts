import { markdownToHtml } from './markdown';
import { CITATION_MARK } from './pandoc-citations';

/** The citations the reader marked, as written and as read. */
function citations(markdown: string): { written: string; mark: unknown }[] {
  const html = markdownToHtml(markdown);
  return [...html.matchAll(new RegExp(`<span ${CITATION_MARK}="([^"]*)"[^>]*>([^<]*)</span>`, 'g'))].map(
    (found) => ({
      written: found[2]!.replace(/&amp;/g, '&'),
      mark: JSON.parse(found[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as unknown,
    }),
  );
}

describe('pandoc’s citations (citations)', () => {
  it('reads a bracketed citation’s works with their prefix, locator, suffix and suppressed author', () => {
    expect(citations('Old [see @smith04, pp. 33-35, and passim; -@doe99 chap. 2].\n')).toEqual([
      {
        written: '[see @smith04, pp. 33-35, and passim; -@doe99 chap. 2]',
        mark: {
          inText: false,
          works: [
            { key: 'smith04', prefix: 'see', label: 'page', locator: '33-35', suffix: ', and passim' },
            { key: 'doe99', label: 'chapter', locator: '2', suppressAuthor: true },
          ],
        },
      },
    ]);
  });

  it('reads a citation in the text, with its locator in the brackets after it', () => {
    expect(citations('@smith04 [p. 5] says so, as does @doe99.\n')).toEqual([
      {
        written: '@smith04 [p. 5]',
        mark: { inText: true, works: [{ key: 'smith04', label: 'page', locator: '5' }] },
      },
      { written: '@doe99', mark: { inText: true, works: [{ key: 'doe99' }] } },
    ]);
  });

  it('leaves addresses, links, code, cross-references and brackets without a key alone', () => {
    const markdown =
      'Mail ann@example.com; [the site](https://example.com/@ann); `@decorator`; [@fig:kiln]; [a note].\n';
    expect(citations(markdown)).toEqual([]);
    expect(markdownToHtml(markdown)).toContain('<a href="https://example.com/@ann">the site</a>');
  });

  it('keeps a citation’s words in an image’s alt text, and notes what it cites there', () => {
    const html = markdownToHtml('![A kiln, after @doe99](kiln.png)\n');
    expect(html).toContain('alt="A kiln, after @doe99"');
    expect(html).toContain('data-octavo-alt-citations=');
  });
});
