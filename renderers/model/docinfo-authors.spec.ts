import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';
import { authorsIn, docinfoAuthors } from './docinfo-authors';

const docinfo = [
  '<title>Knots at Sea</title>',
  '<author> <!-- one <author> for each -->',
  '  <firstname>Mara</firstname>',
  '  <surname>Quill</surname>',
  '</author>',
  '<author><firstname>Jon</firstname><othername>T.</othername><surname>Reef &amp; Sons</surname></author>',
  '<author><firstname></firstname><surname></surname></author>',
  '<corpauthor>Harbour Press</corpauthor>',
  '<editor><firstname>Ed</firstname><surname>Itor</surname></editor>',
].join('\n');

describe('the authors a DocBook docinfo file names', () => {
  it('are each author and corporate author with a name, in order; editors and empty template entries are not', () => {
    expect(authorsIn(docinfo)).toEqual(['Mara Quill', 'Jon T. Reef & Sons', 'Harbour Press']);
  });

  it('are read beside the listed master document, else from its folder shared docinfo.xml', async () => {
    const files = { 'book.asciidoc': '= Knots\n', 'book-docinfo.xml': docinfo };
    expect(await docinfoAuthors(memorySource(files), ['book.asciidoc'])).toEqual([
      'Mara Quill',
      'Jon T. Reef & Sons',
      'Harbour Press',
    ]);
    const shared = {
      'src/book.adoc': '= Knots\n',
      'src/docinfo.xml': '<author><surname>Quill</surname></author>',
    };
    expect(await docinfoAuthors(memorySource(shared), ['src/book.adoc'])).toEqual(['Quill']);
    expect(await docinfoAuthors(memorySource({ 'book.md': '# Knots' }), ['book.md'])).toEqual([]);
  });
});

describe("a book's authors", () => {
  const book = {
    'book.asciidoc': '= Knots at Sea\n\ninclude::ch01.asciidoc[]\n',
    'ch01.asciidoc': '== Bends\n\nA bend joins two ropes.\n',
    'book-docinfo.xml': docinfo,
  };

  it("come from the master document's docinfo file when the book names none itself", async () => {
    const model = await buildBookModel(
      memorySource(book),
      { files: ['book.asciidoc'], formats: {} },
      { bookName: 'a/b' },
    );
    expect(model.authors).toEqual(['Mara Quill', 'Jon T. Reef & Sons', 'Harbour Press']);
  });

  it('come from the config where it names them', async () => {
    const config = { files: ['book.asciidoc'], formats: {}, authors: ['Ann Other'] };
    const model = await buildBookModel(memorySource(book), config, { bookName: 'a/b' });
    expect(model.authors).toEqual(['Ann Other']);
  });
});

describe('a title page made from an AsciiDoc book’s = Title, its authors in the docinfo', () => {
  it('prints their names under the title, as the EPUB’s and PDF’s metadata name them', async () => {
    const files = {
      'book.asciidoc': '= Continuous Delivery\n\ninclude::ch01.asciidoc[]\n\ninclude::ch02.asciidoc[]\n',
      'ch01.asciidoc': '== Testing\n\nText.\n',
      'ch02.asciidoc': '== Shipping\n\nText.\n',
      'book-docinfo.xml':
        '<author><firstname>Andrew Lee</firstname><surname>Rubinger</surname></author>' +
        '<author><firstname>Aslak</firstname><surname>Knutsen</surname></author>',
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: ['book.asciidoc'], formats: {} },
      {
        bookName: 'x',
      },
    );
    expect(model.authors).toEqual(['Andrew Lee Rubinger', 'Aslak Knutsen']);
    const titlepage = model.divisions.find((d) => d.kind === 'titlepage')!;
    expect(titlepage.html).toContain('<p class="author">Andrew Lee Rubinger, Aslak Knutsen</p>');
  });
});
