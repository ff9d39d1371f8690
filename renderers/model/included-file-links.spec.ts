import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

// node-to-rust's book/book.adoc includes book/chapters/chapter-N.adoc, and each chapter links its neighbours as
// `link:./chapter-2-cargo.adoc[…]`: from its own folder, as GitHub's viewer of the chapter follows the link.
describe('a link written in an included AsciiDoc file', () => {
  const book = (chapterOne: string, extra: Record<string, string> = {}) =>
    buildBookModel(
      memorySource({
        'book/book.adoc':
          '= From JavaScript to Rust\n:doctype: book\n\ninclude::chapters/chapter-1-rustup.adoc[]\n\n' +
          'include::chapters/chapter-2-cargo.adoc[]\n',
        'book/chapters/chapter-1-rustup.adoc': chapterOne,
        'book/chapters/chapter-2-cargo.adoc':
          '[[cargo]]\n== Cargo\n\n[[cargo-new]]\n=== cargo new\n\nStart here.\n',
        ...extra,
      }),
      { files: ['book/book.adoc'], formats: {} },
      { bookName: 'jso/node-to-rust' },
    );

  it("lands on the book's file it names from that file's folder, when the master document's folder has none", async () => {
    const model = await book(
      '== Rustup\n\nNext, link:./chapter-2-cargo.adoc[Cargo], then link:chapter-2-cargo.adoc#cargo-new[a project].\n',
    );
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).toMatch(/<a [^>]*href="[^"]*#cargo"[^>]*>Cargo<\/a>/);
    expect(html).toMatch(/<a [^>]*href="[^"]*#cargo-new"[^>]*>a project<\/a>/);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it("reads the path from the master document's folder first, as Asciidoctor does, where that file exists", async () => {
    const model = await book('== Rustup\n\nSee link:./chapter-2-cargo.adoc[the other notes].\n', {
      'book/chapter-2-cargo.adoc': 'Notes kept beside the book, not listed.\n',
    });
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).not.toMatch(/<a [^>]*href="[^"]*#cargo"[^>]*>the other notes<\/a>/);
  });
});
