import { memorySource } from '../test-support/memory-source';
import { asciidocToHtml } from './asciidoc';
import { documentFolder, documentNames } from './asciidoc-docdir';

describe('the names a listed AsciiDoc file sees', () => {
  it.each([
    ['book/index.adoc', '/book', 'index', 'index.adoc', '.adoc'],
    ['ch01.asciidoc', '', 'ch01', 'ch01.asciidoc', '.asciidoc'],
    ['docs/manual/guide.asc', '/docs/manual', 'guide', 'guide.asc', '.asc'],
  ])(
    '%s: docdir %j, docname %j, docfile %j, docfilesuffix %j',
    (file, docdir, docname, docfile, docfilesuffix) => {
      expect(documentFolder(file)).toBe(docdir);
      expect(documentNames(file)).toEqual({ docname, docfile, docfilesuffix });
    },
  );

  // asciidoc-book-starter's chapters set their imagesdir for the master document by its name.
  it('ifeval on {docname} in an included chapter is true inside the master document that includes it', async () => {
    const master = '= Pancakes in Space\n:doctype: book\n\ninclude::chapter-03/content.adoc[]\n';
    const chapter =
      ':imagesdir: images\nifeval::["{docname}" == "index"]\n:imagesdir: chapter-03/images\nendif::[]\n\n' +
      '== Planets\n\nImages are in {imagesdir}; this is {docfile} ({docname}{docfilesuffix}).\n';
    const source = memorySource({ 'book/index.adoc': master, 'book/chapter-03/content.adoc': chapter });
    const { html } = await asciidocToHtml(master, 'book/index.adoc', source);
    expect(html).toContain('Images are in chapter-03/images; this is index.adoc (index.adoc).');
  });
});
