import { memorySource } from '../test-support/memory-source';
import { allMasterDocuments, unlistedMasterDocuments } from './master-documents';

/** A book's shared body: its header and title, then its chapters. */
const BODY =
  ':doctype: book\n:sectnums:\n\n= The Book\nAnn Author\n\ninclude::ch1.adoc[]\ninclude::ch2.adoc[]\n';

describe('unlistedMasterDocuments', () => {
  it('reads no include inside a listing block, nor under a [source] style, as a chapter of the book', async () => {
    // A code appendix: a level-0 title over programs, each pulled into a listing (`----`, `....`, a fence, or the
    // paragraph a [source] line styles), is one chapter of the book, not a book of 4 files.
    const appendix = [
      '[appendix]',
      '= Full Code Listings',
      '',
      '[source,erlang]',
      '----',
      'include::../code/beamfile.erl[]',
      '----',
      '',
      '....',
      'include::../code/world.erl[]',
      '....',
      '',
      '```erlang',
      'include::../code/json.erl[]',
      '```',
      '',
      '[source,erlang]',
      'include::../code/show.erl[]',
      '',
    ].join('\n');
    const source = memorySource({
      'chapters/ap-code_listings.asciidoc': appendix,
      'code/beamfile.erl': '-module(beamfile).\n',
      'code/world.erl': '-module(world).\n',
    });
    expect(await unlistedMasterDocuments(source, [], ['', 'chapters'])).toEqual([]);
    // Its text still counts: an include after the listing is the book's.
    const mixed = memorySource({
      'book.adoc': `${appendix}\ninclude::one.adoc[]\ninclude::two.adoc[]\n`,
      'one.adoc': '== One\n',
      'two.adoc': '== Two\n',
    });
    expect(await unlistedMasterDocuments(mixed, [])).toMatchObject([
      { path: 'book.adoc', includes: 2, included: ['one.adoc', 'two.adoc'] },
    ]);
  });

  it('finds the wrappers around a shared body that holds the title, and names them instead of the body', async () => {
    // A screen wrapper: attribute entries, the body included first (its `= Title` is the document's), then back
    // matter of its own (block attribute lines, an anchor, `[index] == Index`): no title of its own, not only includes.
    const online = [
      ':media: screen',
      ':toc:',
      '',
      'include::book.asciidoc[]',
      '',
      '[break-before=recto,leveloffset=+1,include-title=true]',
      'include::chapters/ap-code_listings.asciidoc[]',
      '[[bibliography]]',
      '[break-before=recto,leveloffset=+1,include-title=true]',
      'include::chapters/references.asciidoc[]',
      '[index]',
      '== Index',
      '',
    ].join('\n');
    const print =
      ':media: prepress\n\n// include the real content\ninclude::book.asciidoc[]\n\n[[bibliography]]\ninclude::chapters/references.asciidoc[]\n';
    const source = memorySource({
      'book.asciidoc': BODY.replace(/ch(\d)/g, 'chapters/ch$1'),
      'online-book.asciidoc': online,
      'print-book.asciidoc': print,
      'chapters/ch1.adoc': '== One\n',
      'chapters/ch2.adoc': '== Two\n',
      'chapters/ap-code_listings.asciidoc': '[appendix]\n= Listings\n',
      'chapters/references.asciidoc': '= References\n',
    });
    const all = await allMasterDocuments(source, []);
    expect(
      all.map(({ path, includes, media, includedBy }) => ({ path, includes, media, includedBy })),
    ).toEqual([
      { path: 'online-book.asciidoc', includes: 3, media: 'screen', includedBy: undefined },
      { path: 'book.asciidoc', includes: 2, media: undefined, includedBy: 'online-book.asciidoc' },
      { path: 'print-book.asciidoc', includes: 2, media: 'prepress', includedBy: undefined },
    ]);
    expect((await unlistedMasterDocuments(source, [])).map(({ path }) => path)).toEqual([
      'online-book.asciidoc',
      'print-book.asciidoc',
    ]);
  });

  it('takes no document without a title for a wrapper when what it includes first has no title either', async () => {
    // A chapter opening with the book's shared attributes, then its own sections and two includes.
    const source = memorySource({
      'chapter.adoc': 'include::attributes.adoc[]\n\n== Setup\n\ninclude::a.adoc[]\ninclude::b.adoc[]\n',
      'attributes.adoc': ':icons: font\n',
      'a.adoc': 'A.\n',
      'b.adoc': 'B.\n',
    });
    expect(await unlistedMasterDocuments(source, [])).toEqual([]);
  });
});
