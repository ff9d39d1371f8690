import { memorySource } from '../test-support/memory-source';
import type { BookWarning } from '../warnings';
import { readDtds } from './docbook-dtd';
import { docbookToHtml } from './docbook';
import { parseCatalog } from './xml-catalogs';

const CATALOG_HEAD = '<?xml version="1.0"?>\n<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">\n';

/** A documentation tree laid out as FreeBSD's: shared DTDs and catalog, a translation's own catalog and entities. */
function freebsdLikeTree(book: string) {
  return memorySource({
    'share/xml/catalog.xml':
      CATALOG_HEAD +
      '  <rewriteSystem systemIdStartString="http://www.example.org/XML/" rewritePrefix="../../"/>\n' +
      '  <public publicId="-//Example//DTD DocBook XML V5.0-Based Extension//EN" uri="example50.dtd"/>\n' +
      '  <public publicId="-//Example//ENTITIES Language Specific Entities//EN" uri="file:///dev/null"/>\n' +
      '  <!-- <public publicId="-//Example//ENTITIES Retired//EN" uri="retired.ent"/> -->\n' +
      '  <public publicId="-//Example//ENTITIES Manual Pages//EN" uri="man-refs.ent"/>\n</catalog>\n',
    'share/xml/example50.dtd':
      '<!-- the extension -->\n' +
      '<!ENTITY % l10n PUBLIC "-//Example//ENTITIES Language Specific Entities//EN"\n' +
      '  "http://www.example.org/XML/lang/share/xml/l10n.ent">\n%l10n;\n' +
      '<!ENTITY % man PUBLIC "-//Example//ENTITIES Manual Pages//EN" "man-refs.ent">\n%man;\n' +
      '<!ENTITY % common SYSTEM "common.ent">\n%common;\n' +
      '<!ENTITY % loop SYSTEM "example50.dtd">\n%loop;\n',
    'share/xml/man-refs.ent':
      "<!ENTITY man.ls.1 \"<citerefentry xmlns='http://docbook.org/ns/docbook'><refentrytitle>ls</refentrytitle>" +
      '<manvolnum>1</manvolnum></citerefentry>">\n',
    'share/xml/common.ent': '<!ENTITY os "ExampleBSD">\n<!ENTITY release "13.2">\n',
    'en_US/share/xml/catalog.xml':
      CATALOG_HEAD +
      '  <rewriteSystem systemIdStartString="http://www.example.org/XML/lang/" rewritePrefix="../../"/>\n' +
      '  <public publicId="-//Example//ENTITIES Language Specific Entities//EN" uri="l10n.ent"/>\n</catalog>\n',
    'en_US/share/xml/l10n.ent': '<!ENTITY release "14.0">\n<!ENTITY handbook "the Handbook">\n',
    'en_US/books/handbook/book.xml': book,
  });
}

const BOOK =
  '<?xml version="1.0" encoding="iso-8859-1"?>\n' +
  '<!DOCTYPE book PUBLIC "-//Example//DTD DocBook XML V5.0-Based Extension//EN"\n' +
  '  "http://www.example.org/XML/share/xml/example50.dtd" [\n' +
  '<!ENTITY release "15.0-CURRENT">\n]>\n' +
  '<book xmlns="http://docbook.org/ns/docbook" version="5.0"><info><title>&os; &handbook;</title></info>\n' +
  '<chapter xml:id="c"><title>Listing</title>\n<para>&os; &release; lists with &man.ls.1;.</para>\n' +
  '<para>&retired;</para></chapter></book>';

describe("a DocBook document's DTDs", () => {
  it('reads the DTD its DOCTYPE names through the catalogs, and the entity sets it reads, the first declaration binding', async () => {
    const source = freebsdLikeTree(BOOK);
    const { declarations } = await readDtds(BOOK, 'en_US/books/handbook/book.xml', source);
    expect(declarations).toHaveLength(2);
    expect(declarations[0]).toContain('<!ENTITY release "15.0-CURRENT">');
    // The translation's catalog (nearest the book) maps the language entities; the shared one maps them to nothing.
    expect(declarations[1]).toContain('<!ENTITY handbook "the Handbook">');
    expect(declarations[1]).toContain('<!ENTITY os "ExampleBSD">');
    expect(declarations[1]).toContain('<!ENTITY man.ls.1 ');
    expect(declarations[1]).not.toContain('the extension');

    const warnings: BookWarning[] = [];
    const { html } = await docbookToHtml(BOOK, 'en_US/books/handbook/book.xml', source, warnings);
    expect(html).toContain('ExampleBSD 15.0-CURRENT lists with');
    expect(html).toMatch(/lists with <code[^>]*>ls\(1\)<\/code>/);
    expect(warnings.map((w) => `${w.line}: ${w.text.slice(0, 40)}`)).toEqual([
      '9: the entity &retired; is declared nowhere',
    ]);
  });

  it("passes over DocBook's own DTD on the web without looking for catalogs", async () => {
    const text =
      '<!DOCTYPE book PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN" ' +
      '"http://www.oasis-open.org/docbook/xml/4.5/docbookx.dtd" [\n<!ENTITY kw "Kite">\n]>\n<book/>';
    const read: string[] = [];
    const source = memorySource({ 'book.xml': text });
    const watched = { ...source, readFile: (path: string) => (read.push(path), source.readFile(path)) };
    expect(await readDtds(text, 'book.xml', watched)).toEqual({ declarations: ['\n<!ENTITY kw "Kite">\n'] });
    expect(read).toEqual([]);
  });

  it('says which DTD file a parameter entity names is missing, where, and what it costs', async () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE book PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN" "docbookx.dtd" [\n' +
      '<!ENTITY % BOOK_ENTITIES SYSTEM "Kites.ent">\n%BOOK_ENTITIES;\n]>\n<book><title>&PRODUCT;</title></book>';
    const warnings: BookWarning[] = [];
    await docbookToHtml(text, 'en-US/Book.xml', memorySource({ 'en-US/Book.xml': text }), warnings);
    expect(warnings.map((w) => `${w.file}:${w.line}: ${w.text}`)).toEqual([
      'en-US/Book.xml:3: the DTD file "Kites.ent" (the parameter entity %BOOK_ENTITIES;) is not in the repository at ' +
        'this commit, nor named in its XML catalogs: the entities it declares are not known, and are printed as ' +
        'written; commit it, or correct the path (relative to this file)',
      expect.stringContaining('en-US/Book.xml:6: the entity &PRODUCT; is declared nowhere'),
    ]);
  });

  it('reads the DTD that every file of the book names once, its warnings told once', async () => {
    const doctype = '<?xml version="1.0"?>\n<!DOCTYPE chapter SYSTEM "dtd/book.dtd">\n';
    const book =
      doctype.replace('chapter', 'book') +
      '<book xmlns:xi="http://www.w3.org/2001/XInclude"><title>&kite;</title>' +
      '<xi:include href="ch01.xml"/><xi:include href="ch02.xml"/></book>';
    const chapter = (n: number) =>
      `${doctype}<chapter id="c${n}"><title>&kite; ${n}</title><para/></chapter>`;
    const source = memorySource({
      'book.xml': book,
      'ch01.xml': chapter(1),
      'ch02.xml': chapter(2),
      'dtd/book.dtd': '<!ENTITY kite "Kite">\n<!ENTITY % gone SYSTEM "gone.ent">\n%gone;\n',
    });
    const read: string[] = [];
    const watched = { ...source, readFile: (path: string) => (read.push(path), source.readFile(path)) };
    const warnings: BookWarning[] = [];
    const { html } = await docbookToHtml(book, 'book.xml', watched, warnings);
    expect(html).toMatch(/<h1[^>]*>Kite 1<\/h1>/);
    expect(html).toMatch(/<h1[^>]*>Kite 2<\/h1>/);
    expect(read.filter((path) => path === 'dtd/book.dtd')).toHaveLength(2); // found beside the file once, read once
    expect(warnings.map((w) => `${w.file}:${w.line}`)).toEqual(['dtd/book.dtd:2']);
  });

  it("says the DTD the DOCTYPE names is missing when entities it would declare are unknown (KDE's kdedbx45.dtd)", async () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE book PUBLIC "-//KDE//DTD DocBook XML V4.5-Based Variant V1.1//EN" ' +
      '"dtd/kdedbx45.dtd" [\n<!ENTITY konqueror "Konqueror">\n]>\n<book><title>&kde; &konqueror; &Qt;</title></book>';
    const warnings: BookWarning[] = [];
    await docbookToHtml(text, 'doc/index.docbook', memorySource({ 'doc/index.docbook': text }), warnings);
    expect(warnings.map((w) => `${w.file}:${w.line}: ${w.text}`)).toEqual([
      'doc/index.docbook:2: the DTD this DOCTYPE names, "dtd/kdedbx45.dtd", is not in the repository at this ' +
        'commit, nor named in its XML catalogs, so the entities it declares (&kde; and 1 more, each warned) are ' +
        'printed as written: commit it (or the XML catalog that says where it is), or declare them in the DOCTYPE',
      expect.stringContaining('doc/index.docbook:5: the entity &kde; is declared nowhere'),
      expect.stringContaining('doc/index.docbook:5: the entity &Qt; is declared nowhere'),
    ]);
    // DocBook's own DTD, not kept, declares no entity a book uses but its character entities: nothing said of it.
    const docbook = text.replace(/PUBLIC "[^"]*" "dtd\/kdedbx45.dtd"/, 'SYSTEM "docbookx.dtd"');
    const quiet: BookWarning[] = [];
    await docbookToHtml(docbook, 'doc/index.docbook', memorySource({ 'doc/index.docbook': docbook }), quiet);
    expect(quiet.map((w) => w.text)).toEqual([
      expect.stringContaining('the entity &kde; is declared nowhere'),
      expect.stringContaining('the entity &Qt; is declared nowhere'),
    ]);
  });

  it("reads a catalog's public, system, rewriteSystem and nextCatalog entries, not those in comments", () => {
    const catalog = parseCatalog(
      'doc/catalog.xml',
      CATALOG_HEAD +
        '<system systemId="http://x.org/a.dtd" uri="a.dtd"/><public publicId="-//X//DTD  A//EN" uri="a.dtd"/>\n' +
        '<!-- <public publicId="-//X//Old//EN" uri="old.ent"/> -->\n' +
        "<rewriteSystem systemIdStartString='http://x.org/XML/' rewritePrefix='../'/>\n" +
        '<nextCatalog catalog="more/catalog.xml"/></catalog>',
    );
    expect(catalog).toEqual({
      path: 'doc/catalog.xml',
      publics: new Map([['-//X//DTD A//EN', 'a.dtd']]),
      systems: new Map([['http://x.org/a.dtd', 'a.dtd']]),
      rewrites: [{ prefix: 'http://x.org/XML/', replacement: '../' }],
      next: ['doc/more/catalog.xml'],
    });
  });
});
