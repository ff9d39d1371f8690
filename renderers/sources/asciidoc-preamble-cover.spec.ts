import { memorySource } from '../test-support/memory-source';
import { ONE_PIXEL_PNG as PNG } from '../test-support/png-encoder';
import { buildBookModel } from '../model/build-book-model';

// Pwning OWASP Juice Shop's book.adoc: its front cover between the header and the first chapter made a second,
// empty "Preface" beside the book's own.
describe("a master document's preamble holding one image alone", () => {
  it('is the book’s cover, not a preface', async () => {
    const model = await buildBookModel(
      memorySource({
        'book.adoc':
          '= Pwning\n:doctype: book\n\nimage::cover.png[Front Cover]\n\n== Preface\n\nWhy.\n\n== One\n\nText.\n',
        'cover.png': PNG,
      }),
      { files: ['book.adoc'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.cover?.sourcePath).toBe('cover.png');
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['titlepage', 'Pwning'],
      ['preface', 'Preface'],
      ['chapter', 'One'],
    ]);
  });

  it('stays a preface when it says something', async () => {
    const model = await buildBookModel(
      memorySource({
        'book.adoc':
          '= Pwning\n:doctype: book\n\nimage::cover.png[Front Cover]\n\nA word first.\n\n== One\n\nText.\n',
        'cover.png': PNG,
      }),
      { files: ['book.adoc'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.divisions.map((d) => d.kind)).toContain('preface');
  });
});
