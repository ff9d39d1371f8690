import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

const master = [
  '= Gardening',
  ':doctype: book',
  '',
  'include::tools.adoc[]',
  'include::seasons.adoc[]',
  '',
].join('\n');

describe('an included file that ends in text with the next included file opening with a title', () => {
  it('after a list item: the next chapter starts as written, and the author is told where Asciidoctor loses it', async () => {
    const { html, warnings } = await convert({
      'book.adoc': master,
      'tools.adoc': '== Tools\n\nWhat to buy:\n\n* a spade\n* a rake\n',
      'seasons.adoc': '[[seasons]]\n== Seasons\n\nSpring comes first.\n',
    });
    expect(html).toMatch(/<section[^>]*id="seasons"[^>]*>\s*<h1>Seasons<\/h1>/);
    expect(html).not.toContain('== Seasons');
    expect(warnings).toEqual([
      'tools.adoc:6: the file ends in a list item with no blank line after it, and seasons.adoc, included on the ' +
        'next line of book.adoc, opens with the title "== Seasons": Asciidoctor reads that title as one more line ' +
        'of the list item, so its section is missing from the book Asciidoctor makes (Octavo starts it as ' +
        'written); end this file with a blank line, or put one between the include lines',
    ]);
  });

  it('after a paragraph, with no last line end: the same', async () => {
    const { html, warnings } = await convert({
      'book.adoc': master,
      'tools.adoc': '== Tools\n\nBuy a spade.',
      'seasons.adoc': '== Seasons\n\nSpring comes first.\n',
    });
    expect(html).toMatch(/<h1>Seasons<\/h1>/);
    expect(warnings).toEqual([
      expect.stringMatching(/^tools\.adoc:3: the file ends in a paragraph with no blank/),
    ]);
  });

  it('says nothing where Asciidoctor keeps the title: a blank line between, or an anchor after a paragraph', async () => {
    const kept = await convert({
      'book.adoc': master,
      'tools.adoc': '== Tools\n\nBuy a spade.\n\n',
      'seasons.adoc': '== Seasons\n\nSpring comes first.\n',
    });
    expect(kept.warnings).toEqual([]);
    const anchored = await convert({
      'book.adoc': master,
      'tools.adoc': '== Tools\n\nBuy a spade.\n',
      'seasons.adoc': '[[seasons]]\n== Seasons\n\nSpring comes first.\n',
    });
    expect(anchored.html).toMatch(/<h1>Seasons<\/h1>/);
    expect(anchored.warnings).toEqual([]);
  });

  it('a fragment included inside a paragraph continues it, as Asciidoctor reads its last line end', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': '== Tools\n\nThe spade costs\ninclude::price.adoc[]\nin spring.\n',
      'price.adoc': 'ten crowns\n',
    });
    expect(html).toMatch(/<p>The spade costs\s+ten crowns\s+in spring\.<\/p>/);
    expect(warnings).toEqual([]);
  });
});
