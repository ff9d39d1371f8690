import { memorySource } from '../test-support/memory-source';
import { asciidoctorCommands } from './asciidoctor-commands';
import { allMasterDocuments } from './master-documents';
import { masterDocumentsHint, rankMasterDocuments } from './master-document-choice';

async function hint(files: Record<string, string>): Promise<string> {
  const source = memorySource(files);
  return masterDocumentsHint(
    rankMasterDocuments(await allMasterDocuments(source, []), await asciidoctorCommands(source)),
  );
}

const CHAPTERS = { 'ch1.adoc': '== One\n', 'ch2.adoc': '== Two\n' };

describe('rankMasterDocuments', () => {
  it('names the screen edition before the print and EPUB wrappers of the same body, without a build script', async () => {
    const text = await hint({
      ...CHAPTERS,
      'body.adoc': '= The Book\n\ninclude::ch1.adoc[]\ninclude::ch2.adoc[]\n',
      'book-epub.adoc':
        '= The Book\n:doctype: book\n\ninclude::body.adoc[lines=3..-1]\ninclude::ch2.adoc[]\n',
      'book-print.adoc': ':media: prepress\n\ninclude::body.adoc[]\n\n[index]\n== Index\n',
      'book.adoc': ':media: screen\n\ninclude::body.adoc[]\n\n[index]\n== Index\n',
    });
    expect(text).toBe(
      "\nThis repository's book.adoc (a document including 1 file) is what asciidoctor converts into a whole book: " +
        'list it alone (a platform.json of {"files": ["book.adoc"]}), and Octavo follows its includes as ' +
        "asciidoctor does. The repository's other master documents, book-print.adoc (a document including 1 file; " +
        'print edition, :media: prepress) and book-epub.adoc (a document including 2 files; EPUB edition), build ' +
        "the book's print and EPUB editions: list one of those instead to build that edition.",
    );
  });

  it("names the document the build's HTML command converts, even when a print wrapper includes it", async () => {
    const text = await hint({
      ...CHAPTERS,
      Makefile: 'html:\n\tasciidoctor book.adoc\n\npdf:\n\tasciidoctor-pdf print.adoc\n',
      'book.adoc': '= The Book\n\ninclude::ch1.adoc[]\ninclude::ch2.adoc[]\n',
      'print.adoc': ':media: print\n\ninclude::book.adoc[]\n\n[index]\n== Index\n',
    });
    expect(text).toContain(
      "This repository's book.adoc (a document including 2 files) is what asciidoctor converts into a whole book " +
        '(asciidoctor at Makefile:2): list it alone (a platform.json of {"files": ["book.adoc"]})',
    );
    expect(text).toContain(
      "other master document, print.adoc (a document including 1 file; print edition, :media: print, asciidoctor-pdf at Makefile:5), builds the book's print edition: list it instead",
    );
  });

  it('names two unrelated books as alternatives, the one including the most files first', async () => {
    const text = await hint({
      ...CHAPTERS,
      'guide.adoc': '= Guide\n\ninclude::ch1.adoc[]\ninclude::ch2.adoc[]\ninclude::ch3.adoc[]\n',
      'ch3.adoc': '== Three\n',
      'notes.adoc': '= Notes\n\ninclude::ch1.adoc[]\ninclude::ch2.adoc[]\n',
    });
    expect(text).toContain("This repository's guide.adoc (a document including 3 files)");
    expect(text).toContain(
      "The repository's other master document, notes.adoc (a document including 2 files), may be the book " +
        'instead: list it if so.',
    );
  });
});
