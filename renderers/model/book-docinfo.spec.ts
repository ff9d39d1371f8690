import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { authorsIn, readDocinfo } from './book-docinfo';

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
    expect((await readDocinfo(memorySource(files), ['book.asciidoc']))?.authors).toEqual([
      'Mara Quill',
      'Jon T. Reef & Sons',
      'Harbour Press',
    ]);
    const shared = {
      'src/book.adoc': '= Knots\n',
      'src/docinfo.xml': '<author><surname>Quill</surname></author>',
    };
    expect((await readDocinfo(memorySource(shared), ['src/book.adoc']))?.authors).toEqual(['Quill']);
    expect(await readDocinfo(memorySource({ 'book.md': '# Knots' }), ['book.md'])).toBeUndefined();
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

describe('the copyright, ISBN, edition and legal notices of a docinfo file', () => {
  // As the Clojure Cookbook's book-docinfo.xml: its copyright page was printed from it by Atlas's DocBook toolchain.
  const docinfo = [
    '<author><firstname>Luke</firstname><surname>VanderHart</surname>',
    '<authorblurb><para>Luke is a Clojure developer.</para></authorblurb></author>',
    '<copyright><year>2014</year><holder>Cognitect, Inc</holder></copyright>',
    '<publisher><publishername>O’Reilly Media, Inc.</publishername>',
    '<address><city>Sebastopol</city><state>CA</state></address></publisher>',
    '<legalnotice role="trademarks"><para><emphasis>Clojure Cookbook</emphasis> is a trademark.</para></legalnotice>',
    '<legalnotice role="perfect"><para/></legalnotice>',
    // The template's printer code, left for production to fill.
    '<legalnotice role="printer"><para>[]</para></legalnotice>',
    '<isbn>9781449366179</isbn><edition>1</edition>',
    '<printhistory><formalpara><title>First Edition</title><para>March, 2014</para></formalpara></printhistory>',
    '<revhistory><revision><date>2014-03-04</date><revremark>First release</revremark></revision></revhistory>',
    '<othercredit role="indexer"><firstname>Judith</firstname><surname>McConville</surname></othercredit>',
  ].join('\n');
  const files = {
    'book.asciidoc': '= Clojure Cookbook\n\ninclude::ch01.asciidoc[]\n',
    'ch01.asciidoc': '== Primitive Data\n\nText.\n',
    'book-docinfo.xml': docinfo,
  };

  it('give the book its rights, ISBN, edition and publisher, and a copyright page after its title page', async () => {
    const model = await buildBookModel(
      memorySource(files),
      { files: ['book.asciidoc'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.authors).toEqual(['Luke VanderHart']);
    expect(model.rights).toBe('Copyright \u00a9 2014 Cognitect, Inc');
    expect(model.isbn).toBe('9781449366179');
    expect(model.edition).toBe('First Edition');
    expect(model.publisher).toBe('O’Reilly Media, Inc.');
    expect(model.divisions.map((d) => d.kind)).toEqual(['titlepage', 'copyright-page', 'chapter']);
    const page = model.divisions[1]!.html;
    expect(page).toContain('<p class="copyright">Copyright \u00a9 2014 Cognitect, Inc</p>');
    expect(page).toContain('<span class="publishername">O’Reilly Media, Inc.</span>, Sebastopol, CA');
    expect(page).toContain('<li>March, 2014: First Edition</li>');
    expect(page).toContain('<p><em>Clojure Cookbook</em> is a trademark.</p>');
    expect(page).toContain('ISBN: 9781449366179');
    expect(page).not.toContain('[]');
    expect(page).not.toContain('printer');
    // The staff credits and the revision history are production records, left out without a word; the authors'
    // biographies are the readers', and the author is told they are not printed.
    expect(page).not.toContain('McConville');
    expect(page).not.toContain('First release');
    expect(model.warnings.map(formatWarning)).toEqual([
      'book-docinfo.xml:2: an author biography (<authorblurb>) is not printed: Octavo prints a docinfo ' +
        'file\'s names, copyright, ISBN, edition and legal notices, not the "About the Authors" page DocBook\'s ' +
        'toolchain made of its biographies; write it into the book instead (an "About the Authors" section at ' +
        'its end)',
    ]);
  });

  it('leave the book’s own copyright page and its config first', async () => {
    const own = {
      ...files,
      'copyright.html':
        '<section data-type="copyright-page"><p class="copyright">Copyright © 2015 Ann</p></section>',
    };
    const model = await buildBookModel(
      memorySource(own),
      { files: ['book.asciidoc', 'copyright.html'], formats: {}, print_isbn13: '9781449362683' },
      { bookName: 'x' },
    );
    expect(model.divisions.filter((d) => d.kind === 'copyright-page').map((d) => d.sourceFile)).toEqual([
      'copyright.html',
    ]);
    expect(model.rights).toBe('Copyright © 2015 Ann');
    expect(model.isbn).toBe('9781449362683');
    expect(model.edition).toBe('First Edition');
  });

  it('warn of an ISBN that is not one, at its line', async () => {
    const model = await buildBookModel(
      memorySource({
        ...files,
        'book-docinfo.xml': '<author><surname>Quill</surname></author>\n<isbn>12345</isbn>',
      }),
      { files: ['book.asciidoc'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.isbn).toBeUndefined();
    expect(model.divisions.map((d) => d.kind)).toEqual(['titlepage', 'chapter']);
    expect(model.warnings.map(formatWarning)).toEqual([
      "book-docinfo.xml:2: <isbn>12345</isbn> is not a 13-digit ISBN and is not used (the EPUB's identifier " +
        'and the copyright page go without it): write the ISBN-13 there (978…, its check digit right)',
    ]);
  });
});
