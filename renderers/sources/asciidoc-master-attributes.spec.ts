import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from '../model/build-book-model';

// The Elasticsearch guide: atlas.json lists the chapters; book.asciidoc, which includes them, sets :ref: in its
// header, and the chapters' 95 links {ref}/query-dsl.html printed as written.
describe("an attribute the book's unlisted master document sets", () => {
  const files = {
    'book.asciidoc':
      ':bookseries: animal\n:ref: https://www.elastic.co/guide/reference\n\n= The Guide\n\n' +
      'include::ch01.asciidoc[]\n\n:late: after the includes\n',
    'ch01.asciidoc':
      '== Search\n\nSee {ref}/query-dsl.html[the query DSL], {late} and {nowhere}.\n\n:own: mine\n\nIt is {own}.\n',
  };

  it('is given to the listed files that reference it and do not set it', async () => {
    const model = await buildBookModel(
      memorySource(files),
      { files: ['ch01.asciidoc'], formats: {}, configFile: 'atlas.json' },
      { bookName: 'x' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toContain('href="https://www.elastic.co/guide/reference/query-dsl.html"');
    expect(html).toContain('It is mine.');
    const missing = model.warnings.map(formatWarning).filter((w) => w.includes('is not defined'));
    // Entries after the master's first include are not its header's; an attribute nobody sets is still warned about.
    expect(missing).toEqual([
      expect.stringContaining('attribute {late} is not defined'),
      expect.stringContaining('attribute {nowhere} is not defined'),
    ]);
  });

  it('is not taken from a document that includes none of the listed files', async () => {
    const model = await buildBookModel(
      memorySource({
        ...files,
        'book.asciidoc': ':ref: https://example.org\n\n= Other\n\ninclude::other.adoc[]\n',
      }),
      { files: ['ch01.asciidoc'], formats: {}, configFile: 'atlas.json' },
      { bookName: 'x' },
    );
    expect(model.warnings.map(formatWarning)).toContainEqual(
      expect.stringContaining('attribute {ref} is not defined'),
    );
  });
});
