import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';

const build = async (files: Record<string, string>) => {
  const model = await buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {} },
    { bookName: 'x' },
  );
  return { html: model.divisions.map((division) => division.html), warnings: model.warnings };
};

/** Each link's address and text, in order. */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, words]) => `${href} ${words}`);

describe("pandoc's implicit header references", () => {
  it('link [Heading text], [Heading text][] and [text][Heading text] to that heading, in the file and across files', async () => {
    const book = await build({
      'ch1.Rmd':
        '# Intro\n\nSee [second  SECTION], [more][Second section] and [Other chapter][].\n\n' +
        '## Second section\n\nText.\n',
      'ch2.Rmd': '# Other chapter {#other}\n\nBack to [Intro] and [the part][Second section].\n',
    });
    expect(links(book.html[0]!)).toEqual([
      '#second-section second  SECTION',
      '#second-section more',
      '#other Other chapter',
    ]);
    expect(links(book.html[1]!)).toEqual(['#intro Intro', '#second-section the part']);
    expect(book.warnings).toEqual([]);
  });

  it('print a bracket naming no heading as written; a reference definition wins; the first of two titles is linked', async () => {
    const book = await build({
      'ch.Rmd':
        '# Chap\n\n[Nothing *here*], [words][Nowhere], [Setup], [Twice], [a span]{.smallcaps}, [ ] and [@knuth].\n\n' +
        '## Setup {#setup}\n\n## Twice {#t1}\n\n## Twice {#t2}\n\n[Setup]: https://example.com/setup\n',
    });
    const html = book.html[0]!;
    expect(html).toContain('[Nothing <em>here</em>], [words][Nowhere], ');
    expect(links(html)).toEqual(['https://example.com/setup Setup', '#t1 Twice']);
    expect(html).toContain(', <span class="smallcaps">a span</span>, [ ] and [@knuth].');
  });

  it('are no links in plain Markdown, which has no such references', async () => {
    const book = await build({ 'ch.md': '# Chap\n\nSee [Part two].\n\n## Part two\n' });
    expect(book.html[0]).toContain('See [Part two].');
  });
});
