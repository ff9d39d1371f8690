import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { PlatformConfig } from '../types';
import { formatWarning } from '../warnings';

const LAYOUT = (description: string) =>
  [
    '{{ doctype }}',
    '<html lang="en" xmlns="http://www.w3.org/1999/xhtml">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="publisher" content="Kiln Press"/>',
    `    <meta name="description" content="${description}"/>`,
    '    <title>{{ title }}</title>',
    '  </head>',
    '  <body data-type="book">{{ content }}</body>',
    '</html>',
  ].join('\n');

const BLURB = 'How wood ash\n      becomes a glaze, from the kiln to the table.';

async function modelOf(
  files: Record<string, string>,
  extra: Partial<PlatformConfig> = {},
  format: 'epub' | 'mobi' | 'pdf' = 'epub',
) {
  const source = memorySource({
    'ch01.html': '<section data-type="chapter"><h1>Ash</h1></section>',
    ...files,
  });
  return buildBookModel(source, { files: ['ch01.html'], formats: {}, ...extra }, { bookName: 'x', format });
}

async function descriptionOf(files: Record<string, string>, extra: Partial<PlatformConfig> = {}) {
  return (await modelOf(files, extra)).description;
}

/** Pro Git's layout, as Atlas books kept it: the people, the publisher and the date of the edition. */
const PEOPLE_LAYOUT = [
  '{{ doctype }}',
  '<html lang="en" xmlns="http://www.w3.org/1999/xhtml">',
  '  <head>',
  '    <meta name="publisher" content="Kiln Press"/>',
  '    <meta name="author" content="Ann Potter, Ben Glazer"/>',
  '    <meta name="date" content="2014-11-01"/>',
  '    <meta name="rights" content="{{ rights }}"/>',
  '    <title>{{ title }}</title>',
  '  </head>',
  '  <body data-type="book">{{ content }}</body>',
  '</html>',
].join('\n');

describe('An Atlas book’s layout template metadata', () => {
  it('describes the book with the EPUB layout’s <meta name="description">, as Atlas’s EPUB does', async () => {
    expect(await descriptionOf({ 'theme/epub/layout.html': LAYOUT(BLURB) })).toBe(
      'How wood ash becomes a glaze, from the kiln to the table.',
    );
  });

  it('lets the config’s description win', async () => {
    expect(
      await descriptionOf({ 'theme/epub/layout.html': LAYOUT(BLURB) }, { description: 'A book of glazes.' }),
    ).toBe('A book of glazes.');
  });

  it('takes no placeholder Atlas would fill for a description', async () => {
    expect(await descriptionOf({ 'theme/epub/layout.html': LAYOUT('{{ description }}') })).toBeUndefined();
  });

  it('gives the book the layout’s author, publisher and date, as htmlbook-xsl’s EPUB takes them, but no placeholder', async () => {
    const model = await modelOf({ 'theme/epub/layout.html': PEOPLE_LAYOUT });
    expect(model.authors).toEqual(['Ann Potter, Ben Glazer']);
    expect(model.publisher).toBe('Kiln Press');
    expect(model.date).toBe('2014-11-01');
    expect(model.rights).toBeUndefined();
    // Said, since a layout copied from another book would put that book's people on this one.
    expect(model.warnings.filter((w) => w.kind === 'metadata').map(formatWarning)).toEqual([
      "theme/epub/layout.html: the book's authors (Ann Potter, Ben Glazer), publisher (Kiln Press) and date " +
        "(2014-11-01) come from this layout's <meta> elements, as Atlas's EPUB took them: if they are not this " +
        "book's, correct the layout, or write the book's own in its configuration, which comes first",
    ]);
  });

  it('names the description it took with the people, since a copied layout describes another book', async () => {
    const proGit = PEOPLE_LAYOUT.replace(
      '<title>',
      '<meta name="description" content="Pro Git (Second Edition) is your fully-updated guide to Git and its usage in the modern world."/>\n    <title>',
    );
    const epub = await modelOf({ 'theme/epub/layout.html': proGit });
    expect(epub.description).toMatch(/^Pro Git \(Second Edition\)/);
    expect(epub.warnings.filter((w) => w.kind === 'metadata').map(formatWarning)).toEqual([
      'theme/epub/layout.html: the book\'s description ("Pro Git (Second Edition) is your fully-updated guide to…"), ' +
        "authors (Ann Potter, Ben Glazer), publisher (Kiln Press) and date (2014-11-01) come from this layout's " +
        "<meta> elements, as Atlas's EPUB took them: if they are not this book's, correct the layout, or write the " +
        "book's own in its configuration, which comes first",
    ]);
    // A PDF takes the description alone and says nothing more: the EPUB's build names the layout.
    const pdf = await modelOf({ 'theme/epub/layout.html': proGit }, {}, 'pdf');
    expect(pdf.description).toBe(epub.description);
    expect(pdf.warnings.filter((w) => w.kind === 'metadata')).toEqual([]);
  });

  it('gives them to the EPUB and the MOBI only, unless a format has a layout of its own', async () => {
    expect((await modelOf({ 'theme/epub/layout.html': PEOPLE_LAYOUT }, {}, 'mobi')).authors).toEqual([
      'Ann Potter, Ben Glazer',
    ]);
    const pdf = await modelOf({ 'theme/epub/layout.html': PEOPLE_LAYOUT }, {}, 'pdf');
    expect([pdf.authors, pdf.publisher, pdf.date]).toEqual([[], undefined, undefined]);
    const ownLayout = await modelOf({ 'theme/pdf/layout.html': PEOPLE_LAYOUT }, {}, 'pdf');
    expect(ownLayout.publisher).toBe('Kiln Press');
  });

  it('lets the config and the title page win over the layout', async () => {
    const configured = await modelOf(
      { 'theme/epub/layout.html': PEOPLE_LAYOUT },
      { authors: ['Cleo Kiln'], publisher: 'Ash Books' },
    );
    expect(configured.authors).toEqual(['Cleo Kiln']);
    expect(configured.publisher).toBe('Ash Books');
    expect(configured.date).toBe('2014-11-01');
    const titled = await buildBookModel(
      memorySource({
        'title.html': '<section data-type="titlepage"><h1>Ash</h1><p class="author">Dora Clay</p></section>',
        'ch01.html': '<section data-type="chapter"><h1>Ash</h1></section>',
        'theme/epub/layout.html': PEOPLE_LAYOUT,
      }),
      { files: ['title.html', 'ch01.html'], formats: {} },
      { bookName: 'x', format: 'epub' },
    );
    expect(titled.authors).toEqual(['Dora Clay']);
  });

  it("takes none of the new-book template's instructions, and says where each still is", async () => {
    // O'Reilly's layout.html for new books, as its orm_book_samples keep it.
    const template = [
      '{{ doctype }}',
      '<html lang="{{ lang }}" xmlns="http://www.w3.org/1999/xhtml">',
      '  <head>',
      '    <meta charset="utf-8" />',
      `    <meta name="publisher" content="O'Reilly Media, Inc."/>`,
      '    <meta name="author" content="AUTHOR NAMES HERE"/>',
      '    <meta name="date" content="RETAIL AVAILABILITY DATE FROM PDB MANUFACTURING TAB HERE IN YYYY-MM-DD FORM"/>',
      '    <meta name="description" content="BOOK MARKETING DESCRIPTION HERE. (This can be supplied by the author)"/>',
      '    <title>{{ title }}</title>',
      '  </head>',
      '  <body data-type="book">{{ content }}</body>',
      '</html>',
    ].join('\n');
    const model = await modelOf({ 'theme/epub/layout.html': template });
    expect([model.authors, model.date, model.description]).toEqual([[], undefined, undefined]);
    expect(model.publisher).toBe("O'Reilly Media, Inc.");
    expect(model.warnings.filter((w) => w.kind === 'metadata').map(formatWarning)).toEqual([
      `theme/epub/layout.html:8: <meta name="description"> still holds the new-book template's "BOOK MARKETING ` +
        `DESCRIPTION HERE. (Thi…", so the book does not take it as its description: write the book's own ` +
        'there, or remove the element',
      `theme/epub/layout.html:7: <meta name="date"> still holds the new-book template's "RETAIL AVAILABILITY ` +
        `DATE FROM PDB MAN…", so the book does not take it as its date: write the book's own there, or remove ` +
        'the element',
      `theme/epub/layout.html:6: <meta name="author"> still holds the new-book template's "AUTHOR NAMES HERE", ` +
        "so the book does not take it as its author: write the book's own there, or remove the element",
      "theme/epub/layout.html: the book's publisher (O'Reilly Media, Inc.) comes from this layout's <meta> " +
        "elements, as Atlas's EPUB took it: if it is not this book's, correct the layout, or write the book's own " +
        'in its configuration, which comes first',
    ]);
  });

  it('takes no date an EPUB could not carry', async () => {
    const model = await modelOf({
      'theme/epub/layout.html': '<html><head><meta name="date" content="November 2014"/></head></html>',
    });
    expect(model.date).toBeUndefined();
    expect(model.warnings.filter((w) => w.kind === 'metadata').map(formatWarning)).toEqual([
      'theme/epub/layout.html:1: <meta name="date"> holds "November 2014", which is no date an EPUB can carry, ' +
        'so the book has none from it: write it as YYYY-MM-DD (2014-07-07), YYYY-MM or YYYY',
    ]);
  });
});
